/** Scene backgrounds the owner uploads (admin), and the uploads served back to everyone. */
import * as z from 'zod/mini';
import { dataOf } from '../api.ts';
import { resource } from '../route.ts';
import { uploadedFileSchema, uploadFileParam } from '../uploads.ts';

const uploads = resource('uploads');

export const uploadRoutes = {
  /** The body is the image itself (no JSON): checked by its content, its name and its size. */
  upload: uploads.post('/backgrounds', { answer: dataOf(uploadedFileSchema) }),
  /** The image's bytes, not JSON: the answer schema describes nothing the client parses. */
  serve: uploads.get('/backgrounds/:file', { param: uploadFileParam, answer: z.unknown() }),
};
