/**
 * @module isolate-answers
 * The public answers this isolate sent lately, kept in its memory by their edge-cache key, in front
 * of the edge cache. A key names the catalogue revision, so a kept answer is never stale: a write
 * moves every key. The edge cache is shared by the isolates of a data centre, but each hit still
 * reads the stored body from it (under load, a page of 50 listings answered from it took twice a
 * static page's p50 on the local Worker); an answer kept here is sent from memory. Bounded: answers
 * up to 256 KB, the 64 used last (16 MB at most).
 */
import { Lru } from './lru.ts';

const MAX_ANSWER_BYTES = 256 * 1024;
const CAPACITY = 64;

interface KeptAnswer {
  body: ArrayBuffer;
  headers: [string, string][];
}

// Keyed by the database binding, as the catalogue cache is: tests may run several databases in one isolate.
const answers = new WeakMap<object, Lru<string, KeptAnswer>>();

/** The answer kept under a key, as a new Response (a Response's body can be read once). */
export function keptAnswer(d1: object, key: string): Response | undefined {
  const kept = answers.get(d1)?.get(key);
  return kept && new Response(kept.body.slice(0), { status: 200, headers: kept.headers });
}

/** Keeps a body read from an answer that may be stored (worker/lib/edge-cache.ts: mayStoreAtEdge), unless it is too large. */
export function keepAnswer(d1: object, key: string, body: ArrayBuffer, headers: Headers): void {
  if (body.byteLength > MAX_ANSWER_BYTES) return;
  let kept = answers.get(d1);
  if (!kept) answers.set(d1, (kept = new Lru(CAPACITY)));
  kept.set(key, { body, headers: [...headers] });
}
