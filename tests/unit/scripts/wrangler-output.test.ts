import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { warningFilter, withoutFalseWarnings } from '../../../scripts/lib/wrangler-output.ts';

// wrangler's output as `npm start` showed it (colours and tabs included).
const WARNING = [
  '\u001b[33m▲ \u001b[43;33m[\u001b[43;30mWARNING\u001b[43;33m]\u001b[0m \u001b[1m\t\t\t\tYou have defined bindings to the following Workflows without a script_name:\u001b[0m',
  '',
  '  \t\t\t\t- {"name":"marketplace-sync","binding":"SYNC","class_name":"MarketplaceSync"}',
  '  - {"name":"publish-site","binding":"PUBLISH","class_name":"PublishSite"}',
  '  \t\t\t\tThese are not available in local development, so you will not be able to bind to them when testing locally, but they should work in production.',
  '',
  '',
];

describe('wrangler’s output under npm start', () => {
  it('leaves out the untrue Workflows warning, blank lines and all, and keeps everything around it', () => {
    const lines = ['Using secrets defined in .dev.vars', ...WARNING, 'Seed: wrote 216 listings', '', 'next'];
    expect(lines.filter(warningFilter())).toEqual(['Using secrets defined in .dev.vars', 'Seed: wrote 216 listings', '', 'next']);
  });

  it('keeps any other warning', () => {
    const other = ['▲ [WARNING] The compatibility date is in the future', '', 'ready'];
    expect(other.filter(warningFilter())).toEqual(other);
  });

  it('filters a stream whose chunks split lines anywhere', async () => {
    const whole = ['before', ...WARNING, 'after', ''].join('\n');
    const chunks = whole.match(/[\s\S]{1,7}/g)!;
    expect(await text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(withoutFalseWarnings()))).toBe('before\nafter\n');
  });
});
