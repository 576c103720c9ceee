/**
 * The holder photo (spec §5): never trust an upload. The type is sniffed from the bytes (JPEG,
 * PNG or WebP only), the size and dimensions are checked from the header before any decoding,
 * then the image is re-encoded by sharp: turned upright from its EXIF orientation, cover-cropped
 * to the card's 700 × 900 and written as a JPEG without any metadata (EXIF, GPS, XMP, ICC).
 * The card stores it (cards' setPhoto): every write of the media table is the cards module's.
 */
import { PHOTO_LIMITS } from '@oceane/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors.js';
import type { UploadedFile } from '../../plugins/multipart.js';

export type Photo = { data: Buffer; width: number; height: number };

const ACCEPTED: readonly string[] = PHOTO_LIMITS.acceptedTypes;
const JPEG_QUALITY = 85;

async function headerOf(data: Buffer): Promise<Metadata> {
  try {
    // metadata() reads the header only: nothing is decoded yet. sharp's own pixel limit is off
    // here, or a header past it (268 megapixels) reads as "not an image" instead of "too large":
    // our limits below decide, and the decoding further down keeps a pixel limit.
    return await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('PHOTO_NOT_AN_IMAGE');
  }
}

/** Width and height as the passenger sees the photo, EXIF orientation applied. */
function uprightSize(header: Metadata): { width: number; height: number } {
  const turned = (header.orientation ?? 1) >= 5;
  return turned
    ? { width: header.height, height: header.width }
    : { width: header.width, height: header.height };
}

export async function reencodePhoto(file: UploadedFile): Promise<Photo> {
  if (file.truncated || file.data.length > PHOTO_LIMITS.maxBytes) throw new AppError('PHOTO_TOO_LARGE');
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !ACCEPTED.includes(type.mime)) throw new AppError('PHOTO_NOT_AN_IMAGE');

  const header = await headerOf(file.data);
  if (!header.width || !header.height) throw new AppError('PHOTO_NOT_AN_IMAGE');
  if (
    header.width > PHOTO_LIMITS.maxSide ||
    header.height > PHOTO_LIMITS.maxSide ||
    header.width * header.height > PHOTO_LIMITS.maxPixels
  ) {
    throw new AppError('PHOTO_DIMENSIONS_TOO_LARGE');
  }
  const upright = uprightSize(header);
  if (upright.width < PHOTO_LIMITS.minWidth || upright.height < PHOTO_LIMITS.minHeight) {
    throw new AppError('PHOTO_TOO_SMALL');
  }

  try {
    const { data, info } = await sharp(file.data, { limitInputPixels: PHOTO_LIMITS.maxPixels })
      .autoOrient()
      .resize(PHOTO_LIMITS.outputWidth, PHOTO_LIMITS.outputHeight, { fit: 'cover', position: 'centre' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // A header that promised an image over bytes that are not one.
    throw new AppError('PHOTO_NOT_AN_IMAGE');
  }
}
