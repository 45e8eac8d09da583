// Proves uploads are typed by content: real PNG, JPEG and WebP files are recognised, while a text file renamed to .png and other formats are not.
import { describe, expect, it } from 'vitest';
import { extensionOf, SNIFF_BYTES, sniffImageType } from '../src/index';

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

// Complete 1×1 pixel files as produced by common encoders.
const PNG = bytesOf('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=');
const WEBP = bytesOf('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA');
// The start of a JFIF JPEG: SOI, APP0 marker, "JFIF\0", version 1.1.
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x01]);
// An EXIF JPEG from a phone camera starts with APP1 instead.
const JPEG_EXIF = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x2a, 0x3c, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');

describe('sniffImageType', () => {
  it('recognises real PNG, JPEG and WebP files', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(JPEG_EXIF)).toBe('image/jpeg');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(WEBP.subarray(0, SNIFF_BYTES))).toBe('image/webp');
  });

  it('refuses a text file renamed to .png, a GIF, an SVG, a WAV in RIFF and short input', () => {
    expect(sniffImageType(new TextEncoder().encode('hello, this is not a picture\n'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(GIF)).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffImageType(PNG.subarray(0, 4))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('names the stored file extension', () => {
    expect([extensionOf('image/jpeg'), extensionOf('image/png'), extensionOf('image/webp')]).toEqual([
      'jpg',
      'png',
      'webp',
    ]);
  });
});
