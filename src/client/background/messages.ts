/**
 * @module client/background/messages
 * What the page and the background worker say to each other: a read by name with its arguments, and
 * its value or its failure (an ApiRequestError's parts: an Error does not cross to the page whole).
 */
import type { ErrorBody } from '~/contracts/api.ts';
import type { BackgroundReadName } from './reads.ts';

export interface ReadRequest {
  id: number;
  name: BackgroundReadName;
  args: unknown[];
}

export interface ReadFailure {
  message: string;
  status: number | null;
  body: ErrorBody['error'] | null;
}

export type ReadReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ReadFailure };
