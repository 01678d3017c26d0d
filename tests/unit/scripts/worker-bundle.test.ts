import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { describeBundle, FREE_PLAN_LIMIT_BYTES, measureBundle } from '../../../scripts/lib/worker-bundle.ts';

describe('the Worker bundle’s size', () => {
  it('counts the uploaded modules, gzipped, and leaves out the source map and the README', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
    const code = 'export default { fetch() { return new Response("ok"); } };\n'.repeat(200);
    writeFileSync(join(dir, 'index.js'), code);
    writeFileSync(join(dir, 'index.js.map'), 'x'.repeat(100_000));
    writeFileSync(join(dir, 'README.md'), 'not uploaded');
    const bundle = measureBundle(dir);
    expect(bundle.modules.map((m) => m.name)).toEqual(['index.js']);
    expect(bundle.bytes).toBe(code.length);
    expect(bundle.gzipBytes).toBe(gzipSync(code).length);
  });

  it('refuses a folder with no module (the dry run wrote nothing)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
    mkdirSync(join(dir, 'empty'));
    expect(() => measureBundle(join(dir, 'empty'))).toThrow(/no Worker module/);
  });

  it('says the size beside the free plan’s limit', () => {
    const line = describeBundle({ modules: [], bytes: 654_912, gzipBytes: 153_119 });
    expect(line).toBe("Worker bundle: 639.6 KB, 149.5 KB gzipped (Cloudflare's limit on the free plan: 3072.0 KB gzipped; 4.9% used)");
    expect(FREE_PLAN_LIMIT_BYTES).toBe(3 * 1024 * 1024);
  });
});
