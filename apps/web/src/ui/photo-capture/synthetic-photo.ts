/**
 * Synthetic photos for the tests: RGBA pixels of a light background with a textured oval "face",
 * dimmed by `light` and softened by a box blur of `blurRadius` pixels.
 */
import type { Pixels } from './feedback.ts';

export function syntheticPhoto(width: number, height: number, light = 1, blurRadius = 0): Pixels {
  let gray = new Float64Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const dx = (x - width / 2) / (width * 0.3);
      const dy = (y - height / 2) / (height * 0.35);
      const texture = ((x * 7 + y * 13) % 17) * 6;
      gray[y * width + x] = Math.min(255, (dx * dx + dy * dy < 1 ? 110 + texture : 200) * light);
    }
  }
  for (let pass = 0; pass < (blurRadius > 0 ? 1 : 0); pass += 1) {
    const blurred = new Float64Array(gray.length);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        let sum = 0;
        let count = 0;
        for (let oy = -blurRadius; oy <= blurRadius; oy += 1) {
          for (let ox = -blurRadius; ox <= blurRadius; ox += 1) {
            sum +=
              gray[
                Math.min(height - 1, Math.max(0, y + oy)) * width + Math.min(width - 1, Math.max(0, x + ox))
              ]!;
            count += 1;
          }
        }
        blurred[y * width + x] = sum / count;
      }
    }
    gray = blurred;
  }
  const data = new Uint8ClampedArray(width * height * 4);
  gray.forEach((value, index) => {
    data.set([value, value, value, 255], index * 4);
  });
  return { data, width, height };
}
