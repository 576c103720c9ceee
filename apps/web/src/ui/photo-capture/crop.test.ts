import { describe, expect, it } from 'vitest';
import { analysisSize, initialCrop, moveCrop, uploadSize, zoomCrop, type Crop } from './crop.ts';

const image = { width: 1200, height: 1000 };
const ratio = (crop: Crop) => crop.height / crop.width;
const inside = (crop: Crop) =>
  crop.left >= 0 &&
  crop.top >= 0 &&
  crop.left + crop.width <= image.width &&
  crop.top + crop.height <= image.height;

describe('the crop frame (card ratio 35:45)', () => {
  it('starts as the largest centred frame', () => {
    const crop = initialCrop(image);
    expect(crop.height).toBe(1000);
    expect(crop.left).toBe(Math.floor((1200 - crop.width) / 2));
    expect(ratio(crop)).toBeCloseTo(45 / 35, 2);
  });

  it('zooms in around its centre and back out, never past the largest frame', () => {
    const start = initialCrop(image);
    const zoomed = zoomCrop(start, image, 'in');
    expect(zoomed.width).toBeLessThan(start.width);
    expect(zoomed.left + zoomed.width / 2).toBeCloseTo(start.left + start.width / 2, -1);
    expect(ratio(zoomed)).toBeCloseTo(45 / 35, 1);
    expect(zoomCrop(zoomCrop(zoomed, image, 'out'), image, 'out')).toEqual(start);
  });

  it('moves by a tenth of its size and stays inside the image', () => {
    let crop = zoomCrop(zoomCrop(initialCrop(image), image, 'in'), image, 'in');
    const moved = moveCrop(crop, image, 1, 0);
    expect(moved.left - crop.left).toBe(Math.round(crop.width * 0.1));
    for (let step = 0; step < 30; step += 1) crop = moveCrop(crop, image, -1, -1);
    expect([crop.left, crop.top]).toEqual([0, 0]);
    for (let step = 0; step < 30; step += 1) crop = moveCrop(crop, image, 1, 1);
    expect(inside(crop)).toBe(true);
    expect(crop.left + crop.width).toBe(image.width);
  });

  it('keeps a smallest frame when zoomed in far', () => {
    let crop = initialCrop(image);
    for (let step = 0; step < 40; step += 1) crop = zoomCrop(crop, image, 'in');
    expect(crop.width).toBe(70);
    expect(inside(crop)).toBe(true);
  });

  it('measures at the stored size at most, uploads at twice that at most, never enlarging', () => {
    expect(analysisSize({ width: 1400, height: 1800 })).toEqual({ width: 700, height: 900 });
    expect(analysisSize({ width: 350, height: 450 })).toEqual({ width: 350, height: 450 });
    expect(uploadSize({ width: 2800, height: 3600 })).toEqual({ width: 1400, height: 1800 });
    expect(uploadSize({ width: 700, height: 900 })).toEqual({ width: 700, height: 900 });
  });
});
