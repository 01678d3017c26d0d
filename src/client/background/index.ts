/**
 * @module client/background
 * Runs a background read (./reads.ts) in a Web Worker and answers its value on the page, so the
 * page's own JavaScript never loads the schemas those reads need. One worker per page, started on
 * the first read. Where the browser has no workers, or the worker cannot start (its script failed
 * to load), the reads run on the page instead: slower on a phone, never lost.
 */
import { ApiRequestError } from '../api-error.ts';
import type { ReadReply, ReadRequest } from './messages.ts';
import type { BackgroundReadName, BackgroundReads } from './reads.ts';

type Args<N extends BackgroundReadName> = Parameters<BackgroundReads[N]>;
type Value<N extends BackgroundReadName> = Awaited<ReturnType<BackgroundReads[N]>>;

interface Waiting {
  name: BackgroundReadName;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The worker once started; null when the page runs its reads itself. */
let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

async function runHere(name: BackgroundReadName, args: unknown[]): Promise<unknown> {
  const { backgroundReads } = await import('./reads.ts');
  return (backgroundReads[name] as (...args: unknown[]) => unknown)(...args);
}

function settle(reply: ReadReply): void {
  const read = waiting.get(reply.id);
  if (!read) return;
  waiting.delete(reply.id);
  if (reply.ok) read.resolve(reply.value);
  else read.reject(new ApiRequestError(reply.error.message, reply.error.status, reply.error.body));
}

/** The worker could not start: every read it still owes runs on the page. */
function giveUpWorker(): void {
  worker?.terminate();
  worker = null;
  const owed = [...waiting.values()];
  waiting.clear();
  for (const read of owed) runHere(read.name, read.args).then(read.resolve, read.reject);
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'background-reads' });
    started.addEventListener('message', (event: MessageEvent<ReadReply>) => settle(event.data));
    started.addEventListener('error', giveUpWorker);
    return started;
  } catch {
    return null;
  }
}

/**
 * The value of a background read, parsed with its contract; rejects as the read does (an
 * ApiRequestError with the spec's texts).
 * @example const listing = await readInBackground('listing', 1100324679);
 */
export function readInBackground<N extends BackgroundReadName>(name: N, ...args: Args<N>): Promise<Value<N>> {
  if (worker === undefined) worker = startWorker();
  if (worker === null) return runHere(name, args) as Promise<Value<N>>;
  const id = ++lastId;
  const running = worker;
  return new Promise((resolve, reject) => {
    waiting.set(id, { name, args, resolve: resolve as (value: unknown) => void, reject });
    running.postMessage({ id, name, args } satisfies ReadRequest);
  });
}
