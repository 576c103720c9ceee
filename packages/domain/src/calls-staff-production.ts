/**
 * The calls of one area of the table (calls.ts): card production and shipping in the back office
 * (issue 25, decision 074): the queue, the batch of card sheets, and each step after it.
 */
import type { Call } from './calls.js';

export const STAFF_PRODUCTION_CALLS = {
  productionQueue: { method: 'GET', path: 'Staff/productionQueue.json', access: 'staff' },
  // Any account's card: the staff scope refuses a passenger's session first, whatever the id (403).
  printCardSheets: {
    method: 'POST',
    path: 'Staff/printCardSheets.pdf',
    access: 'staff',
    bytes: true,
    ownedIds: ['mediaIds[]'],
  },
  markCardShipped: {
    method: 'POST',
    path: 'Staff/markCardShipped.json',
    access: 'staff',
    ownedIds: ['mediaId'],
  },
  markCardReadyForPickup: {
    method: 'POST',
    path: 'Staff/markCardReadyForPickup.json',
    access: 'staff',
    ownedIds: ['mediaId'],
  },
  markCardHandedOver: {
    method: 'POST',
    path: 'Staff/markCardHandedOver.json',
    access: 'staff',
    ownedIds: ['mediaId'],
  },
} as const satisfies Record<string, Call>;
