/**
 * Immediate feedback on a photo (spec §5: sharp, visible; issue 3: blurred, too dark, too small),
 * with the domain's measures: brightness and sharpness on the crop as the card will store it,
 * size on the crop in the original image's pixels.
 */
import { measurePhoto, photoIssues, toGrayscale, type PhotoIssue } from '@oceane/domain';
import type { Size } from './crop.ts';

export type Pixels = { data: ArrayLike<number>; width: number; height: number };

export function photoFeedback(pixels: Pixels, cropInImage: Size): PhotoIssue[] {
  const gray = toGrayscale(pixels.data, pixels.width, pixels.height);
  const measures = measurePhoto(gray, pixels.width, pixels.height);
  return photoIssues({ ...measures, width: cropInImage.width, height: cropInImage.height });
}

/** Issues that stop the upload: the api refuses a photo that small. The others are advice. */
export const BLOCKING_ISSUES: readonly PhotoIssue[] = ['TOO_SMALL'];
