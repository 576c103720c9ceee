/**
 * What an uploaded proof becomes before it is stored: never trust the name or the declared type.
 * The type is sniffed from the bytes (file-type): a PDF is kept as it is (served later only as an
 * attachment under a sandboxing CSP), a JPEG or PNG is re-encoded by sharp (turned upright, every
 * metadata stripped: EXIF, GPS, XMP, ICC) as a JPEG. The holder photo goes through the photos
 * module's pipeline instead (reencodePhoto), with its own limits and codes.
 */
import { DOCUMENT_LIMITS, PHOTO_LIMITS } from '@oceane/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';
import type { UploadedFile } from '../../plugins/multipart.js';
import { reencodePhoto } from '../photos/service.js';

export type StoredFile = {
  data: Buffer;
  mimeType: string;
  width: number | null;
  height: number | null;
};

const JPEG_QUALITY = 85;

/**
 * A display name only: the last segment of what the browser sent, without control or
 * bidirectional-override characters, 100 characters at most. Never used as a path.
 */
export function displayName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...clean].slice(0, DOCUMENT_LIMITS.maxFileNameLength).join('');
  return cut.length > 0 ? cut : 'document';
}

/** A proof (identity document, letter, certificate): PDF as is, JPEG or PNG re-encoded. */
export async function intakeProof(file: UploadedFile, acceptedTypes: readonly string[]): Promise<StoredFile> {
  // An empty file is no PDF nor picture: file-type finds nothing, and it is refused as such.
  if (file.truncated || file.data.length > DOCUMENT_LIMITS.maxBytes) throw new AppError('DOCUMENT_TOO_LARGE');
  const sniffed = await fileTypeFromBuffer(file.data);
  if (!sniffed || !acceptedTypes.includes(sniffed.mime)) throw new AppError('DOCUMENT_NOT_ACCEPTED');
  if (sniffed.mime === 'application/pdf') {
    return { data: file.data, mimeType: 'application/pdf', width: null, height: null };
  }
  return reencodePicture(file.data);
}

async function reencodePicture(data: Buffer): Promise<StoredFile> {
  let header;
  try {
    // The header only, nothing decoded yet: a decompression bomb is refused before decoding.
    header = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('DOCUMENT_NOT_ACCEPTED');
  }
  if (!header.width || !header.height) throw new AppError('DOCUMENT_NOT_ACCEPTED');
  if (
    header.width > PHOTO_LIMITS.maxSide ||
    header.height > PHOTO_LIMITS.maxSide ||
    header.width * header.height > PHOTO_LIMITS.maxPixels
  ) {
    throw new AppError('DOCUMENT_TOO_LARGE');
  }
  try {
    const { data: jpeg, info } = await sharp(data, { limitInputPixels: PHOTO_LIMITS.maxPixels })
      .autoOrient()
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data: jpeg, mimeType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    // A header that promised a picture over bytes that are not one.
    throw new AppError('DOCUMENT_NOT_ACCEPTED');
  }
}

/** The holder photo: consent first, then the photos module's checks and 700 × 900 JPEG. */
export async function intakePhoto(file: UploadedFile, photoConsent: string | undefined): Promise<StoredFile> {
  if (photoConsent !== '1' && photoConsent !== 'true') throw new AppError('PHOTO_CONSENT_REQUIRED');
  const photo = await reencodePhoto(file);
  return { data: photo.data, mimeType: 'image/jpeg', width: photo.width, height: photo.height };
}
