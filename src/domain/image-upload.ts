/**
 * @module image-upload
 * What an uploaded background image is, by its content and its name (scene-builder-and-parallax.md
 * 5: jpg, jpeg, png, gif, webp): the first bytes say the format, the name must agree, and the
 * stored name is the content's own hash, so the same picture is stored once and its URL can be
 * cached for good.
 */

export const UPLOAD_FORMATS = {
  png: { contentType: 'image/png', extensions: ['png'] },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { contentType: 'image/gif', extensions: ['gif'] },
  webp: { contentType: 'image/webp', extensions: ['webp'] },
} as const;
export type UploadFormat = keyof typeof UPLOAD_FORMATS;

/** A background is a photo or a drawing of a scene: 8 MB holds a large, well-compressed one. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** Where uploaded backgrounds are kept in the bucket, and served from under the API. */
export const BACKGROUND_PREFIX = 'backgrounds/';
export const UPLOADS_PATH = '/api/uploads/';

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) => expected.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The image format the first bytes say, or null (PNG 89 50 4E 47, JPEG FF D8 FF, GIF 'GIF8',
 * WebP 'RIFF' .... 'WEBP').
 * @example imageFormatOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // 'png'
 */
export function imageFormatOf(bytes: Uint8Array): UploadFormat | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'webp';
  return null;
}

export type UploadCheck = { ok: true; format: UploadFormat } | { ok: false; field: 'file' | 'name'; reason: string };

/** Whether an upload is an image we take: by its size, its content, and a name that agrees with the content. */
export function checkUpload(name: string, bytes: Uint8Array): UploadCheck {
  if (bytes.length === 0) return { ok: false, field: 'file', reason: 'The file is empty' };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, field: 'file', reason: `The file is over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` };
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const named = Object.entries(UPLOAD_FORMATS).find(([, f]) => (f.extensions as readonly string[]).includes(extension ?? ''));
  if (!named) return { ok: false, field: 'name', reason: 'Only jpg, jpeg, png, gif and webp images are accepted' };
  const format = imageFormatOf(bytes);
  if (!format) return { ok: false, field: 'file', reason: 'The file is not a jpg, png, gif or webp image' };
  if (named[0] !== format) return { ok: false, field: 'name', reason: `The file is a ${format} image, but its name says ${extension}` };
  return { ok: true, format };
}

/** The stored name of an upload: its content's hash (hex) and its format's extension. */
export function uploadKey(hashHex: string, format: UploadFormat): string {
  return `${BACKGROUND_PREFIX}${hashHex.slice(0, 32)}.${UPLOAD_FORMATS[format].extensions[0]}`;
}
