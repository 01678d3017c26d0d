/**
 * @module contracts/uploads
 * A scene background the owner uploads (admin): sent as the request body with its file name in
 * the X-File-Name header, answered with the site path it is served from.
 */
import * as z from 'zod/mini';

export const FILE_NAME_HEADER = 'X-File-Name';

export const uploadHeadersSchema = z.object({ 'x-file-name': z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) });

/** The uploaded file: where the site serves it (a path a scene's background takes), its name and size. */
export const uploadedFileSchema = z.object({ path: z.string(), name: z.string(), bytes: z.int(), contentType: z.string() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The stored name of a served upload: a hash and an extension. */
export const uploadFileParam = z.object({ file: z.string().check(z.regex(/^[0-9a-f]{32}\.(png|jpg|gif|webp)$/, 'An uploaded file name')) });
