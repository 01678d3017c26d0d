/**
 * @module isolate-answers
 * The public answers this isolate sent lately (made by a route or read from the edge cache), kept
 * in its memory by their edge-cache key, in front of the edge cache. A key names the catalogue
 * revision, so a kept answer is never stale: a write moves every key. The edge cache is shared by
 * the isolates of a data centre, but each hit still reads the stored body from it (under load, a
 * page of 50 listings answered from it took twice a static page's p50 on the local Worker); an
 * answer kept here is sent from memory.
 *
 * Each answer is kept gzipped too, made once after it was first sent: a browser accepts gzip, and
 * compressing 180 KB of listings at every request cost more than reading them (the full list's p50
 * went from 1.65x to 1.98x the static page's when the bench asked as a browser does).
 * Bounded: answers up to 256 KB, the 64 used last (24 MB at most with their gzipped copies).
 */
import { Lru } from './lru.ts';

/** The largest answer kept (a longer one is streamed from where it is, never held whole). */
export const MAX_KEPT_ANSWER_BYTES = 256 * 1024;

/** True when an answer of this many bytes may be kept (false for an unknown length, NaN). */
export const mayKeepAnswer = (byteLength: number) => byteLength <= MAX_KEPT_ANSWER_BYTES;
/** Below this, compressing saves less than the header it adds. */
const MIN_COMPRESSED_BYTES = 1024;
const CAPACITY = 64;

interface KeptAnswer {
  body: ArrayBuffer;
  /** The body gzipped, once made (null until then, and for small answers). */
  gzip: ArrayBuffer | null;
  headers: [string, string][];
}

// Keyed by the database binding, as the catalogue cache is: tests may run several databases in one isolate.
const answers = new WeakMap<object, Lru<string, KeptAnswer>>();

/** True when an Accept-Encoding header takes gzip (named, or `*`, without q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const refused = params.some((p) => /^q=0(\.0*)?$/.test(p));
    return (coding === 'gzip' || coding === '*') && !refused;
  });
}

/**
 * The answer kept under a key, as a new Response (a Response's body can be read once; the Response
 * copies the kept bytes), gzipped when the browser takes it and the copy is made. Its headers are
 * the route's: the caller adds what a hit tells the browser.
 */
export function keptAnswer(d1: object, key: string, { gzip }: { gzip: boolean }): Response | undefined {
  const kept = answers.get(d1)?.get(key);
  if (!kept) return undefined;
  const headers = new Headers(kept.headers);
  if (!gzip || !kept.gzip) return new Response(kept.body, { status: 200, headers });
  headers.set('Content-Encoding', 'gzip');
  if (!/accept-encoding/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
  // 'manual': the bytes are already encoded; the platform sends them as they are.
  return new Response(kept.gzip, { status: 200, headers, encodeBody: 'manual' });
}

/**
 * Keeps a body read from an answer that may be stored (worker/lib/edge-cache.ts: mayStoreAtEdge),
 * unless it is too large, then makes its gzipped copy (run it after the answer is sent).
 */
export async function keepAnswer(d1: object, key: string, body: ArrayBuffer, headers: Headers): Promise<void> {
  if (!mayKeepAnswer(body.byteLength)) return;
  let kept = answers.get(d1);
  if (!kept) answers.set(d1, (kept = new Lru(CAPACITY)));
  // The length is the body's, plain or gzipped, as the runtime sets it: a stored answer's would describe the plain bytes.
  const answer: KeptAnswer = { body, gzip: null, headers: [...headers].filter(([name]) => name.toLowerCase() !== 'content-length') };
  kept.set(key, answer);
  if (body.byteLength >= MIN_COMPRESSED_BYTES) answer.gzip = await gzipped(body);
}

const gzipped = (body: ArrayBuffer) => new Response(new Response(body).body!.pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
