import { PHOTO_CARD_PX, PHOTO_FULL_PX } from '@ledgerlink/shared-schema';
import sharp from 'sharp';
import { InvalidInputError } from './domain-errors';

/** Formats accepted, as sharp reads them from the bytes (never the file name or the declared type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/**
 * Decompression bombs: a few KB of PNG can claim a 100 000 × 100 000 canvas. 40 MP covers any
 * camera photo a provider would choose; larger is refused before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** WebP quality: no visible loss at these sizes, a full size of ~30–60 KB. */
const QUALITY = 80;

export const NOT_AN_IMAGE = 'The photo must be a JPEG, PNG or WebP image';
const refused = (message: string) => new InvalidInputError(message, { errors: [{ path: 'photo', message }] });

export interface EncodedPhoto {
  /** At most PHOTO_FULL_PX on the longest side, the whole picture. */
  full: Buffer;
  /** A PHOTO_CARD_PX square from the centre: what a round avatar with object-fit: cover shows. */
  card: Buffer;
}

/**
 * Re-encodes an uploaded image as WebP: turned upright from its EXIF orientation, then stripped of
 * every piece of metadata (sharp writes none unless asked: no location, no camera, no date),
 * resized down only. The bytes decide what the file is; anything unreadable is a 400
 * naming `photo`.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  // The header only, never decoded: the pixel count is checked here, with a message of its own.
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => undefined);
  if (!metadata?.format || !ACCEPTED.has(metadata.format)) throw refused(NOT_AN_IMAGE);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw refused(`The photo is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels; choose a smaller one`);
  // sharp's default `failOn: 'warning'`: a truncated file is refused, not decoded half grey.
  const upright = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    const [full, card] = await Promise.all([
      upright().resize({ width: PHOTO_FULL_PX, height: PHOTO_FULL_PX, fit: 'inside', withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer(),
      upright().resize({ width: PHOTO_CARD_PX, height: PHOTO_CARD_PX, fit: 'cover', position: 'centre' }).webp({ quality: QUALITY }).toBuffer(),
    ]);
    return { full, card };
  } catch {
    // A header that reads but pixel data that does not (a truncated or corrupt file).
    throw refused('The photo could not be read; it may be damaged. Please choose another file');
  }
}
