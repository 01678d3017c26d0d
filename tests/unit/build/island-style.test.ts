import { describe, expect, it } from 'vitest';
import { hoistIslandStyle } from '~/build/island-style.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('Astro’s island style, moved into the head', () => {
  it('takes the style element out of the body and puts it at the end of the head', () => {
    const page = `<!doctype html><html><head><title>x</title></head><body><main><div>${STYLE}<script>1</script><astro-island></astro-island></div></main></body></html>`;
    const hoisted = hoistIslandStyle(page);
    expect(hoisted).toBe(
      `<!doctype html><html><head><title>x</title>${STYLE}</head><body><main><div><script>1</script><astro-island></astro-island></div></main></body></html>`,
    );
    expect(hoisted.split(STYLE)).toHaveLength(2);
  });

  it('leaves a page without islands, without a head, or already right, as it was', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(hoistIslandStyle(plain)).toBe(plain);
    const headless = `<p>${STYLE}</p>`;
    expect(hoistIslandStyle(headless)).toBe(headless);
    const right = `<html><head>${STYLE}</head><body></body></html>`;
    expect(hoistIslandStyle(right)).toBe(right);
  });
});
