/** The staff pages' texts in English. */
import type { staffFr } from './staff-fr.ts';

export const staffEn: typeof staffFr = {
  checking: 'Checking your access rights…',
  home: {
    title: 'Mobility centre staff area',
    intro:
      'This area is ready for the staff’s tools: reviewing documents and orders arrives in a coming version of the portal.',
  },
  notAllowed: {
    status: 'Error 403',
    title: 'Staff only',
    text: 'This page is for the staff of the mobility centre (Maison de la mobilité). Your account does not have access to it.',
    toCards: 'Go to my cards',
  },
};
