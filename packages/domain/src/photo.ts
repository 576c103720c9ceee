/**
 * The holder photo (spec §5: face forward and visible, plain background, sharp): the limits the
 * api enforces and the measures that give a passenger immediate feedback in the browser.
 */

export const PHOTO_LIMITS = {
  /** Largest upload accepted, in bytes. */
  maxBytes: 8 * 1024 * 1024,
  /** Largest decoded image accepted (decompression bombs are refused before decoding). */
  maxPixels: 40_000_000,
  maxSide: 10_000,
  /** Smallest usable photo: a card prints at about 300 dpi. */
  minWidth: 300,
  minHeight: 385,
  /** Identity-photo ratio of the card, 35 × 45 mm. */
  aspectWidth: 35,
  aspectHeight: 45,
  /** What the api stores after re-encoding. */
  outputWidth: 700,
  outputHeight: 900,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
} as const;

export const PHOTO_ISSUES = ['TOO_SMALL', 'TOO_DARK', 'TOO_BRIGHT', 'BLURRED'] as const;
export type PhotoIssue = (typeof PHOTO_ISSUES)[number];

/** Thresholds of the feedback, checked on synthetic faces in photo.test.ts; to revisit with real photos. */
export const PHOTO_THRESHOLDS = {
  minMeanBrightness: 60,
  maxMeanBrightness: 225,
  /** Variance of the Laplacian below which an image is blurred. */
  minSharpness: 40,
};

export type PhotoMeasures = { width: number; height: number; meanBrightness: number; sharpness: number };

/** Luma (ITU-R BT.601) of RGBA pixels, as a canvas's ImageData or sharp's raw output gives them. */
export function toGrayscale(rgba: ArrayLike<number>, width: number, height: number): Uint8Array {
  const gray = new Uint8Array(width * height);
  for (let index = 0; index < gray.length; index += 1) {
    const offset = index * 4;
    gray[index] = Math.round(0.299 * rgba[offset]! + 0.587 * rgba[offset + 1]! + 0.114 * rgba[offset + 2]!);
  }
  return gray;
}

/** Mean brightness and variance of the Laplacian (a standard focus measure) of a grayscale image. */
export function measurePhoto(gray: ArrayLike<number>, width: number, height: number): PhotoMeasures {
  let sum = 0;
  for (let index = 0; index < width * height; index += 1) sum += gray[index]!;
  const meanBrightness = width * height === 0 ? 0 : sum / (width * height);

  let count = 0;
  let lapSum = 0;
  let lapSquares = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      const laplacian = gray[at - width]! + gray[at + width]! + gray[at - 1]! + gray[at + 1]! - 4 * gray[at]!;
      lapSum += laplacian;
      lapSquares += laplacian * laplacian;
      count += 1;
    }
  }
  const mean = count === 0 ? 0 : lapSum / count;
  const sharpness = count === 0 ? 0 : lapSquares / count - mean * mean;
  return { width, height, meanBrightness, sharpness };
}

/** What is wrong with a photo, from its measures; an empty list means it looks usable. */
export function photoIssues(measures: PhotoMeasures): PhotoIssue[] {
  const issues: PhotoIssue[] = [];
  if (measures.width < PHOTO_LIMITS.minWidth || measures.height < PHOTO_LIMITS.minHeight)
    issues.push('TOO_SMALL');
  if (measures.meanBrightness < PHOTO_THRESHOLDS.minMeanBrightness) issues.push('TOO_DARK');
  if (measures.meanBrightness > PHOTO_THRESHOLDS.maxMeanBrightness) issues.push('TOO_BRIGHT');
  if (measures.sharpness < PHOTO_THRESHOLDS.minSharpness) issues.push('BLURRED');
  return issues;
}

/** The largest crop of the card's ratio centred in an image of that size. */
export function centredCardCrop(width: number, height: number) {
  const ratio = PHOTO_LIMITS.aspectWidth / PHOTO_LIMITS.aspectHeight;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio));
  return {
    left: Math.floor((width - cropWidth) / 2),
    top: Math.floor((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
}
