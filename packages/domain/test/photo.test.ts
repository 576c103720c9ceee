import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, centredCardCrop, measurePhoto, photoIssues, toGrayscale } from '../src/photo.js';
import { MESSAGES } from '../src/messages.js';

/** A synthetic "face" photo: a light background with a textured oval, brightness scaled by `light`. */
function syntheticPhoto(width: number, height: number, light = 1, blurRadius = 0): Uint8Array {
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const dx = (x - width / 2) / (width * 0.3);
      const dy = (y - height / 2) / (height * 0.35);
      const inFace = dx * dx + dy * dy < 1;
      const texture = ((x * 7 + y * 13) % 17) * 6;
      gray[y * width + x] = Math.min(255, Math.round((inFace ? 110 + texture : 200) * light));
    }
  }
  if (blurRadius === 0) return gray;
  const blurred = new Uint8Array(gray.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      let count = 0;
      for (let oy = -blurRadius; oy <= blurRadius; oy += 1) {
        for (let ox = -blurRadius; ox <= blurRadius; ox += 1) {
          const sx = Math.min(width - 1, Math.max(0, x + ox));
          const sy = Math.min(height - 1, Math.max(0, y + oy));
          sum += gray[sy * width + sx]!;
          count += 1;
        }
      }
      blurred[y * width + x] = Math.round(sum / count);
    }
  }
  return blurred;
}

describe('photo feedback (spec §5: sharp, visible face)', () => {
  it('a sharp, well-lit photo of the right size has no issue', () => {
    expect(photoIssues(measurePhoto(syntheticPhoto(350, 450), 350, 450))).toEqual([]);
  });

  it('finds a blurred photo', () => {
    const measures = measurePhoto(syntheticPhoto(350, 450, 1, 4), 350, 450);
    expect(photoIssues(measures)).toContain('BLURRED');
  });

  it('finds a photo too dark', () => {
    expect(photoIssues(measurePhoto(syntheticPhoto(350, 450, 0.25), 350, 450))).toContain('TOO_DARK');
  });

  it('finds a photo too small for the card', () => {
    expect(photoIssues(measurePhoto(syntheticPhoto(200, 260), 200, 260))).toContain('TOO_SMALL');
  });

  it('converts RGBA to luma', () => {
    expect(Array.from(toGrayscale([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255], 3, 1))).toEqual([
      255, 0, 76,
    ]);
  });

  it('crops to the card ratio, centred', () => {
    const crop = centredCardCrop(1000, 1000);
    expect(crop.height).toBe(1000);
    expect(crop.width).toBe(Math.round((1000 * PHOTO_LIMITS.aspectWidth) / PHOTO_LIMITS.aspectHeight));
    expect(crop.left).toBe(Math.floor((1000 - crop.width) / 2));
    expect(centredCardCrop(700, 2000)).toMatchObject({ width: 700, top: Math.floor((2000 - 900) / 2) });
  });
});

describe('the limits the refusals name', () => {
  // The texts are written out for translators; this keeps them equal to the limits applied.
  it('PHOTO_TOO_LARGE and PHOTO_DIMENSIONS_TOO_LARGE say the limits of PHOTO_LIMITS, in both languages', () => {
    const megabytes = PHOTO_LIMITS.maxBytes / (1024 * 1024);
    const megapixels = PHOTO_LIMITS.maxPixels / 1_000_000;
    expect(MESSAGES.fr.errors.PHOTO_TOO_LARGE).toContain(`${megabytes} Mo`);
    expect(MESSAGES.en.errors.PHOTO_TOO_LARGE).toContain(`${megabytes} MB`);
    expect(MESSAGES.fr.errors.PHOTO_DIMENSIONS_TOO_LARGE).toContain(
      `${PHOTO_LIMITS.maxSide.toLocaleString('fr').replace(/\s/gu, ' ')} pixels`,
    );
    expect(MESSAGES.fr.errors.PHOTO_DIMENSIONS_TOO_LARGE).toContain(`${megapixels} mégapixels`);
    expect(MESSAGES.en.errors.PHOTO_DIMENSIONS_TOO_LARGE).toContain(
      `${PHOTO_LIMITS.maxSide.toLocaleString('en')} pixels`,
    );
    expect(MESSAGES.en.errors.PHOTO_DIMENSIONS_TOO_LARGE).toContain(`${megapixels} megapixels`);
  });
});
