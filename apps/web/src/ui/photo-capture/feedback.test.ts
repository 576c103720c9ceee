import { describe, expect, it } from 'vitest';
import { photoFeedback } from './feedback.ts';
import { syntheticPhoto } from './synthetic-photo.ts';

const frame = { width: 700, height: 900 };

describe('immediate photo feedback (spec §5, on the crop’s pixels)', () => {
  it('finds nothing wrong with a sharp, well-lit photo large enough', () => {
    expect(photoFeedback(syntheticPhoto(350, 450), frame)).toEqual([]);
  });

  it('says a dark photo is too dark', () => {
    expect(photoFeedback(syntheticPhoto(350, 450, 0.25), frame)).toEqual(['TOO_DARK']);
  });

  it('says an overexposed photo is too bright', () => {
    expect(photoFeedback(syntheticPhoto(350, 450, 3), frame)).toContain('TOO_BRIGHT');
  });

  it('says a soft photo is blurred', () => {
    expect(photoFeedback(syntheticPhoto(350, 450, 1, 4), frame)).toEqual(['BLURRED']);
  });

  it('judges the size on the crop in the original image, not on the measured pixels', () => {
    expect(photoFeedback(syntheticPhoto(350, 450), { width: 280, height: 360 })).toEqual(['TOO_SMALL']);
    expect(photoFeedback(syntheticPhoto(200, 260), { width: 300, height: 385 })).toEqual([]);
  });
});
