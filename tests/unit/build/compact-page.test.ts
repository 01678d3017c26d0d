import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageScriptHashes, singleQuotedProps } from '~/build/compact-page.ts';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('island props in single quotes', () => {
  const seed = JSON.stringify({ title: `Tom's "big" <cat> & co`, n: 1 });
  // As Astro writes it: the props JSON (holding the seed as a JSON string) escaped for double quotes.
  const astroProps = JSON.stringify({ seed: [0, seed] })
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#39;')
    .replace(/"/g, '&quot;');
  const page = `<main><astro-island uid="a" component-url="/x.js" props="${astroProps}" ssr client="load"><p class="x">hi</p></astro-island></main>`;

  it('is the same attribute value to a browser, in fewer bytes', () => {
    const props = JSON.stringify({ seed: [0, seed] });
    const compact = singleQuotedProps(page);
    // The same text, escaped for single quotes: only & and ' (in attribute values < > and " need none).
    expect(compact).toBe(page.replace(`props="${astroProps}"`, `props='${props.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`));
    expect(compact.length).toBeLessThan(page.length);
    expect(compact).toContain(`props='{"seed":[0,`);
  });

  it('leaves other elements and attributes alone', () => {
    const other = '<div props="&quot;x&quot;" title="&quot;a&quot;"></div>';
    expect(singleQuotedProps(other)).toBe(other);
  });
});

describe("each page's script hashes", () => {
  const policy = (hashes: string) =>
    `<meta http-equiv="content-security-policy" content="default-src 'self';object-src 'none'; script-src 'self'${hashes}; style-src 'self' 'unsafe-inline' ;">`;
  const runtime = '(()=>{var a=1})();';
  const early = '(()=>{held()})();';

  it('names the inline scripts the page runs, and only those', () => {
    const site = ` ${hashOf(runtime)} ${hashOf('directive of another page')} ${hashOf('dev runtime')}`;
    const page = `<html><head><script>${early}</script>${policy(site)}</head><body><script>${runtime}</script><script type="application/ld+json">{"a":1}</script><script type="module" src="/x.js"></script></body></html>`;
    const narrowed = pageScriptHashes(page);
    const scriptSrc = /script-src ([^;]*);/.exec(narrowed)![1]!;
    expect(scriptSrc.split(' ').sort()).toEqual(["'self'", hashOf(early), hashOf(runtime)].sort());
    expect(narrowed.replace(/script-src [^;]*;/, '')).toBe(page.replace(/script-src [^;]*;/, ''));
  });

  it('leaves a page without a policy as it was', () => {
    const page = `<html><head></head><body><script>${runtime}</script></body></html>`;
    expect(pageScriptHashes(page)).toBe(page);
  });
});
