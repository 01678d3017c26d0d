/**
 * @module client/background/worker
 * The background worker: runs each read the page asks for (./reads.ts) and answers with its
 * parsed value or its failure.
 */
import { ApiRequestError } from '../api-error.ts';
import type { ReadReply, ReadRequest } from './messages.ts';
import { backgroundReads } from './reads.ts';

const reply = (message: ReadReply) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<ReadRequest>) => {
  const { id, name, args } = event.data;
  const read = backgroundReads[name] as (...args: unknown[]) => unknown;
  Promise.resolve()
    .then(() => read(...args))
    .then(
      (value) => reply({ id, ok: true, value }),
      (error: unknown) =>
        reply({
          id,
          ok: false,
          error: {
            message: error instanceof Error ? error.message : String(error),
            status: error instanceof ApiRequestError ? error.status : null,
            body: error instanceof ApiRequestError ? error.body : null,
          },
        }),
    );
});
