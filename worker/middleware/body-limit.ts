/**
 * @module middleware/body-limit
 * Refuses a request body over a size before it is read, in the API's error shape.
 */
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/errors.ts';

/** 413 for a body over `maxBytes`. */
export function bodyLimit(maxBytes: number) {
  return honoBodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, 'payload_too_large', `Body over ${maxBytes} bytes`);
    },
  });
}
