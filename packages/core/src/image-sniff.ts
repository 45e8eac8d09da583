/**
 * Image type by content (magic numbers), never by file name or declared type: an upload is an
 * image only if its first bytes say so (CONTRACT.md, `upload/standard`).
 */

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

/** How many leading bytes `sniffImageType` needs to decide. */
export const SNIFF_BYTES = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

/**
 * The image type of a file from its first bytes (at least 12 for WebP), or null when it is not a
 * JPEG (`FF D8 FF`), a PNG (`89 'PNG' 0D 0A 1A 0A`) or a WebP (`'RIFF' size 'WEBP'`).
 */
export function sniffImageType(firstBytes: Uint8Array): ImageMime | null {
  if (startsWith(firstBytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(firstBytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(firstBytes, RIFF) && startsWith(firstBytes, WEBP, 8)) return 'image/webp';
  return null;
}

/** The file extension to store an image under. */
export function extensionOf(mime: ImageMime): 'jpg' | 'png' | 'webp' {
  return mime === 'image/jpeg' ? 'jpg' : mime === 'image/png' ? 'png' : 'webp';
}
