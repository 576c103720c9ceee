/**
 * The calls of one area of the table (calls.ts): the back office's customers (issue 25, decision
 * 073): the search, a customer's page, and the first two actions (a mail sent again, a card
 * blocked at the counter). Agents and supervisors alike.
 */
import type { Call } from './calls.js';

export const STAFF_CUSTOMER_CALLS = {
  searchCustomers: { method: 'GET', path: 'Staff/searchCustomers.json', access: 'staff' },
  getCustomer: { method: 'GET', path: 'Staff/getCustomer.json', access: 'staff', ownedIds: ['accountId'] },
  resendMail: {
    method: 'POST',
    path: 'Staff/resendMail.json',
    access: 'staff',
    ownedIds: ['accountId', 'mailId'],
  },
  blockCard: {
    method: 'POST',
    path: 'Staff/blockCard.json',
    access: 'staff',
    ownedIds: ['accountId', 'cardId'],
  },
} as const satisfies Record<string, Call>;
