/** The photo capture (ui/photo-capture), in English. */
import type { photoFr } from './photo-fr.ts';

export const photoEn: typeof photoFr = {
  guidanceTitle: 'The holder’s photo',
  guidance: {
    face: 'Facing forward, the whole face clearly visible, no sunglasses or headwear.',
    background: 'On a plain, light background.',
    sharp: 'Sharp and well lit.',
  },
  guidancePicture: 'Example of a suitable photo: a face seen from the front, centred, on a plain background.',
  formats: 'JPEG, PNG or WebP, 8 MB at most, at least 300 × 385 pixels.',
  choose: 'Choose a photo',
  take: 'Take a photo',
  reading: 'Reading the photo…',
  crop: 'Crop',
  cropHint: 'Fit the frame to the card’s format (35 × 45 mm), the face in the middle.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  moveUp: 'Move the frame up',
  moveDown: 'Move the frame down',
  moveLeft: 'Move the frame left',
  moveRight: 'Move the frame right',
  recentre: 'Recentre',
  preview: 'Preview of the cropped photo',
  issuesTitle: 'Check before uploading:',
  issues: {
    TOO_SMALL:
      'Photo too small: the frame must keep at least 300 × 385 pixels. Zoom out or choose a larger photo.',
    TOO_DARK: 'Photo too dark: take it somewhere well lit.',
    TOO_BRIGHT: 'Photo too bright: avoid backlight and direct flash.',
    BLURRED: 'Photo blurred: hold the device still and focus on the face.',
  },
  looksGood: 'The photo looks suitable.',
  consent: 'I agree that my digital photo is kept for duplicates',
  consentRequired: 'Your consent is needed to upload the photo',
  upload: 'Upload the photo',
  uploading: 'Uploading the photo',
  uploaded: 'Photo uploaded.',
  chooseFirst: 'Choose a photo first.',
};
