/**
 * The crop frame of a photo, in the image's own pixels, always of the card's ratio (35:45) and
 * inside the image: the centred largest frame by default, then zoomed and moved step by step.
 */
import { centredCardCrop, PHOTO_LIMITS } from '@oceane/domain';

export type Size = { width: number; height: number };
export type Crop = { left: number; top: number; width: number; height: number };

/** Each zoom step shows 1.25 times less (or more) of the image. */
export const ZOOM_STEP = 1.25;
/** Each move step shifts the frame by a tenth of its size. */
export const MOVE_STEP = 0.1;
/** The frame never gets narrower than this, in image pixels (or the image, if narrower). */
export const MIN_CROP_WIDTH = 70;

const RATIO = PHOTO_LIMITS.aspectHeight / PHOTO_LIMITS.aspectWidth;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

export function initialCrop(image: Size): Crop {
  return centredCardCrop(image.width, image.height);
}

function placed(image: Size, width: number, height: number, centreX: number, centreY: number): Crop {
  return {
    width,
    height,
    left: Math.round(clamp(centreX - width / 2, 0, image.width - width)),
    top: Math.round(clamp(centreY - height / 2, 0, image.height - height)),
  };
}

/** A frame zoomed in (smaller, the face bigger) or out, around its centre. */
export function zoomCrop(crop: Crop, image: Size, direction: 'in' | 'out'): Crop {
  const largest = initialCrop(image);
  const factor = direction === 'in' ? 1 / ZOOM_STEP : ZOOM_STEP;
  const width = Math.round(
    clamp(crop.width * factor, Math.min(MIN_CROP_WIDTH, largest.width), largest.width),
  );
  const height = Math.min(Math.round(width * RATIO), largest.height);
  return placed(image, width, height, crop.left + crop.width / 2, crop.top + crop.height / 2);
}

/** A frame moved by whole steps (-1, 0 or 1 on each axis), kept inside the image. */
export function moveCrop(crop: Crop, image: Size, stepsX: number, stepsY: number): Crop {
  return dragCrop(crop, image, stepsX * crop.width * MOVE_STEP, stepsY * crop.height * MOVE_STEP);
}

/** A frame moved by a distance in image pixels (a pointer drag), kept inside the image. */
export function dragCrop(crop: Crop, image: Size, dx: number, dy: number): Crop {
  return placed(
    image,
    crop.width,
    crop.height,
    crop.left + crop.width / 2 + dx,
    crop.top + crop.height / 2 + dy,
  );
}

/** The size a crop is measured and previewed at: the card's stored size at most, never enlarged. */
export function analysisSize(crop: Size): Size {
  const scale = Math.min(1, PHOTO_LIMITS.outputWidth / crop.width, PHOTO_LIMITS.outputHeight / crop.height);
  return {
    width: Math.max(1, Math.round(crop.width * scale)),
    height: Math.max(1, Math.round(crop.height * scale)),
  };
}

/** The size of the uploaded JPEG: the crop itself, capped at twice the stored size. */
export function uploadSize(crop: Size): Size {
  const scale = Math.min(
    1,
    (2 * PHOTO_LIMITS.outputWidth) / crop.width,
    (2 * PHOTO_LIMITS.outputHeight) / crop.height,
  );
  return { width: Math.round(crop.width * scale), height: Math.round(crop.height * scale) };
}
