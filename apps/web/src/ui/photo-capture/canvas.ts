/**
 * The browser side of the photo capture: decoding the chosen file, drawing a crop on a canvas,
 * reading its pixels for the feedback, and encoding the crop as the JPEG that is uploaded.
 */
import { analysisSize, uploadSize, type Crop, type Size } from './crop.ts';

export type LoadedImage = Size & { source: CanvasImageSource; close: () => void };

/** Decodes an image file, turned upright by its EXIF orientation; rejects what is not an image. */
export async function loadImage(file: Blob): Promise<LoadedImage> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } finally {
    URL.revokeObjectURL(url);
  }
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
}

function context(canvas: HTMLCanvasElement | OffscreenCanvas) {
  return canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
}

/** Draws the crop into a canvas of the given size. */
export function drawCrop(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  image: LoadedImage,
  crop: Crop,
  size: Size,
) {
  canvas.width = size.width;
  canvas.height = size.height;
  const drawing = context(canvas);
  if (!drawing) return null;
  drawing.imageSmoothingQuality = 'high';
  drawing.drawImage(
    image.source,
    crop.left,
    crop.top,
    crop.width,
    crop.height,
    0,
    0,
    size.width,
    size.height,
  );
  return drawing;
}

function scratchCanvas(size: Size): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

/** The crop's pixels at the size the card stores, for the feedback. */
export function cropPixels(image: LoadedImage, crop: Crop): ImageData | null {
  const size = analysisSize(crop);
  const drawing = drawCrop(scratchCanvas(size), image, crop, size);
  return drawing ? drawing.getImageData(0, 0, size.width, size.height) : null;
}

/** The crop as a JPEG, the file the api receives. */
export function cropToJpeg(image: LoadedImage, crop: Crop): Promise<Blob> {
  const size = uploadSize(crop);
  const canvas = scratchCanvas(size);
  drawCrop(canvas, image, crop, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      0.92,
    );
  });
}
