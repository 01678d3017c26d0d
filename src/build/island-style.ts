/**
 * @module build/island-style
 * Astro writes its islands' one CSS rule as a `<style>` element just before a page's first island,
 * inside the body, where HTML allows no style element (html-validate: element-permitted-content).
 * After the build (finish-pages-integration.ts), each page's copy moves into its head, where it
 * applies the same.
 */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** The page with Astro's island style in its head; a page without one, or without a head, as it was. */
export function hoistIslandStyle(html: string): string {
  const style = ISLAND_STYLE.exec(html)?.[0];
  const headEnd = html.indexOf('</head>');
  if (!style || headEnd < 0 || html.indexOf(style) < headEnd) return html;
  const without = html.replace(style, '');
  return `${without.slice(0, headEnd)}${style}${without.slice(headEnd)}`;
}
