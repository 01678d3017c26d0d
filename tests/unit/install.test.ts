import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

describe('npm install on a fresh machine', () => {
  it('approves exactly the install scripts of the packages that have one', () => {
    const lock = read('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = new Set(
      Object.entries(lock.packages)
        .filter(([, p]) => p.hasInstallScript)
        .map(([path]) => path.split('node_modules/').pop()!),
    );
    const approved = read('package.json').allowScripts as Record<string, boolean>;
    expect(Object.keys(approved).sort()).toEqual([...withScripts].sort());
    expect(Object.values(approved).every(Boolean)).toBe(true);
  });

  it('keeps npm to errors, so engine checks under the machine’s older Node do not read as failures', () => {
    expect(readFileSync(new URL('../../.npmrc', import.meta.url), 'utf8')).toMatch(/^loglevel=error$/m);
  });
});
