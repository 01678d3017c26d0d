/**
 * @module build/compact-page
 * Two rewrites of each built page (run by finish-pages-integration.ts) that change nothing a browser
 * acts on, and make the page smaller: a phone gets 14.6 KB in its first round trip, and a listing's
 * page is about that.
 * - Astro writes an island's props in double quotes, so every quote of their JSON is `&quot;` (and
 *   `\&quot;` inside a JSON string). In single quotes the same value needs only `&` and `'` escaped.
 * - Astro's Content-Security-Policy names the hash of every inline script any page of the site could
 *   have (each hydration directive, the island runtime and its development twin). Each page's policy
 *   names the inline scripts that page has, so it allows no more than the page runs.
 */
import { createHash } from 'node:crypto';

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const decodeAttribute = (value: string) => value.replace(/&(?:quot|#39|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity]!);

/** Each island's props attribute in single quotes, holding the same value. */
export function singleQuotedProps(html: string): string {
  return html.replace(/(<astro-island\b[^>]*?\sprops=)"([^"]*)"/g, (_, start: string, value: string) => {
    const text = decodeAttribute(value);
    return `${start}'${text.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`;
  });
}

/** Inline scripts the browser runs: no src, and no data type such as JSON-LD. */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes!)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    scripts.push(body!);
  }
  return scripts;
}

/** The page's policy with script-src naming the hashes of exactly the inline scripts it has. */
export function pageScriptHashes(html: string): string {
  const policy = /(<meta http-equiv="content-security-policy" content="[^"]*?script-src 'self')((?: 'sha256-[^']+')*)/i.exec(html);
  if (!policy) return html;
  const hashes = [...new Set(inlineScripts(html).map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`))];
  return html.replace(policy[0], `${policy[1]}${hashes.map((hash) => ` ${hash}`).join('')}`);
}
