/** The geolocation consent of /account/notifications (issue 11, decision 050), in English. */
import type { geolocationFr } from './geolocation-fr.ts';

export const geolocationEn: typeof geolocationFr = {
  title: 'Approximate location',
  label: 'Share my approximate location with the network',
  description:
    'Off until you agree. Your location is rounded to the nearest kilometre before it is stored, then erased after 24 hours, or as soon as you withdraw your consent.',
  granted: 'Your consent is saved.',
  withdrawn: 'Your consent is withdrawn and the stored locations are erased.',
};
