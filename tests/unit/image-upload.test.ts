import { describe, expect, it } from 'vitest';
import { checkUpload, imageFormatOf, MAX_UPLOAD_BYTES, uploadKey } from '../../src/domain/image-upload.ts';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 1]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const GIF = bytes('GIF89a', [1, 0]);
const WEBP = bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ');

describe('an upload is an image by its content', () => {
  it('reads the format from the first bytes', () => {
    expect([PNG, JPEG, GIF, WEBP].map(imageFormatOf)).toEqual(['png', 'jpeg', 'gif', 'webp']);
    expect(imageFormatOf(bytes('GIF88a'))).toBeNull();
    expect(imageFormatOf(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(imageFormatOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageFormatOf(new Uint8Array())).toBeNull();
  });

  it('takes jpg, jpeg, png, gif and webp whose name agrees with the content, case aside', () => {
    expect(checkUpload('a.JPG', JPEG)).toEqual({ ok: true, format: 'jpeg' });
    expect(checkUpload('a.jpeg', JPEG)).toEqual({ ok: true, format: 'jpeg' });
    expect(checkUpload('sky.gif', GIF)).toEqual({ ok: true, format: 'gif' });
    expect(checkUpload('a.png', JPEG)).toMatchObject({ ok: false, field: 'name' });
    expect(checkUpload('a.svg', PNG)).toMatchObject({ ok: false, field: 'name' });
    expect(checkUpload('no-extension', PNG)).toMatchObject({ ok: false, field: 'name' });
    expect(checkUpload('a.png', bytes('<html>'))).toMatchObject({ ok: false, field: 'file' });
  });

  it('refuses an empty file and one over the limit', () => {
    expect(checkUpload('a.png', new Uint8Array())).toMatchObject({ ok: false, field: 'file' });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    expect(checkUpload('a.png', big)).toMatchObject({ ok: false, field: 'file' });
  });

  it('stores a file under its hash with its format’s extension', () => {
    expect(uploadKey('ab'.repeat(32), 'jpeg')).toBe(`backgrounds/${'ab'.repeat(16)}.jpg`);
  });
});
