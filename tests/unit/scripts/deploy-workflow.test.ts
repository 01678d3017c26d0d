import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { deployConfigSchema, requiredSecrets } from '../../../scripts/lib/prod-config.ts';

const WORKFLOW = readFileSync('.github/workflows/deploy.yml', 'utf8');

/** The job's steps in order, each as its text: a step starts at a `- ` one level under `steps:`. */
function stepsOf(yaml: string): string[] {
  const lines = yaml.split('\n');
  const start = lines.findIndex((line) => /^\s+steps:\s*$/.test(line));
  const indent = /^(\s*)- /.exec(lines[start + 1] ?? '')?.[1] ?? '';
  const steps: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith(`${indent}- `)) steps.push([line]);
    else if (line.trim() === '' || line.startsWith(`${indent} `) || line.startsWith(`${indent}#`)) steps.at(-1)?.push(line);
    else break;
  }
  return steps.map((step) => step.join('\n'));
}

const STEPS = stepsOf(WORKFLOW);
const stepIndex = (pattern: RegExp) => {
  const index = STEPS.findIndex((step) => pattern.test(step));
  expect(index, `a step matching ${pattern}`).toBeGreaterThanOrEqual(0);
  return index;
};
const stepOf = (pattern: RegExp) => STEPS[stepIndex(pattern)]!;
const listed = (step: string) => [...(/secrets: \|\n((?:\s+[A-Z_]+\n?)+)/.exec(step)?.[1] ?? '').matchAll(/[A-Z_]+/g)].map((m) => m[0]);
const production = () => {
  const read = (env?: string) => deployConfigSchema.parse(unstable_readConfig({ config: 'wrangler.toml', env }, { hideWarnings: true }));
  return requiredSecrets({ target: read('production'), base: read() });
};

describe('the deploy workflow', () => {
  it('runs on a push to main', () => {
    expect(WORKFLOW).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]$/m);
  });

  it('installs, tests as the README says with Debian’s Chromium, checks the configuration, migrates, builds, then deploys', () => {
    const order = [
      /apt-get install -y -qq chromium/,
      /run: npm ci\b/,
      /run: npm test$/m,
      /run: npm run check:prod-config$/m,
      /command: d1 migrations apply DB --remote$/m,
      /run: npm run build:prod$/m,
      /command: deploy$/m,
    ].map(stepIndex);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
  });

  it('runs wrangler with cloudflare/wrangler-action against the production environment', () => {
    for (const step of [stepOf(/command: d1 migrations apply/), stepOf(/command: deploy$/m)]) {
      expect(step).toContain('uses: cloudflare/wrangler-action@v3');
      expect(step).toContain('environment: production');
      expect(step).toContain('apiToken: ${{ secrets.CLOUDFLARE_API_TOKEN }}');
      expect(step).toContain('accountId: ${{ secrets.CLOUDFLARE_ACCOUNT_ID }}');
    }
  });

  it('checks and uploads exactly the secrets wrangler.toml requires in production', () => {
    const required = production();
    expect(listed(stepOf(/command: deploy$/m)).sort()).toEqual([...required].sort());
    for (const step of [stepOf(/check:prod-config/), stepOf(/command: deploy$/m)])
      for (const name of required) expect(step).toContain(`${name}: \${{ secrets.${name} }}`);
  });

  it('names in the README every repository secret it reads', () => {
    const readme = readFileSync('README.md', 'utf8');
    const used = new Set([...WORKFLOW.matchAll(/\$\{\{ secrets\.([A-Z_]+) \}\}/g)].map((m) => m[1]!));
    expect([...used]).toEqual(expect.arrayContaining(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID']));
    for (const name of used) expect(readme).toContain(`\`${name}\``);
  });
});
