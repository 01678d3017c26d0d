/**
 * @module routes/uploads
 * POST /api/uploads/backgrounds (admin): a scene background, sent as the body with its name in
 * X-File-Name, checked by its size (before it is read), its first bytes and its name, then stored
 * in the R2 bucket under its content's hash. GET /api/uploads/backgrounds/:file serves it back to
 * everyone; the name is the content's hash, so the answer is cached for a year.
 */
import { Hono } from 'hono';
import { uploadRoutes } from '~/contracts/routes/uploads.ts';
import { uploadHeadersSchema, type UploadedFile } from '~/contracts/uploads.ts';
import { BACKGROUND_PREFIX, checkUpload, MAX_UPLOAD_BYTES, UPLOAD_FORMATS, UPLOADS_PATH, uploadKey } from '~/domain/image-upload.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';

const { upload, serve } = uploadRoutes;

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

export const uploads = new Hono<AppEnv>()
  .post(upload.path, requireAdmin, sameOrigin, bodyLimit(MAX_UPLOAD_BYTES), validate('header', uploadHeadersSchema), async (c) => {
    const name = c.req.valid('header')['x-file-name'];
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const check = checkUpload(name, bytes);
    if (!check.ok) throw new ApiError(400, 'bad_request', check.reason, { [check.field]: check.reason });
    const key = uploadKey(hex(await crypto.subtle.digest('SHA-256', bytes)), check.format);
    const { contentType } = UPLOAD_FORMATS[check.format];
    await c.env.UPLOADS.put(key, bytes, { httpMetadata: { contentType }, customMetadata: { name } });
    const file: UploadedFile = { path: `${UPLOADS_PATH}${key}`, name, bytes: bytes.length, contentType };
    return c.json({ data: file }, 201);
  })
  .get(serve.path, validate('param', serve.param), async (c) => {
    const object = await c.env.UPLOADS.get(`${BACKGROUND_PREFIX}${c.req.valid('param').file}`);
    if (!object) throw notFound('File');
    const headers = new Headers({ 'Cache-Control': 'public, max-age=31536000, immutable', ETag: object.httpEtag });
    object.writeHttpMetadata(headers);
    return new Response(object.body, { headers });
  });
