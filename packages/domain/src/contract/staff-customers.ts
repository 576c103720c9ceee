/**
 * The contract of the back office's customers (calls-staff-customers.ts, decision 073): the search
 * (one box), a customer's page, a mail sent again, a card blocked at the counter.
 */
import { z } from 'zod';
import { MESSAGE_KEYS } from '../validation.js';
import { idField, sessionRequest } from './request.js';
import type { AreaContract } from './types.js';

/** How many customers one search answers at most. */
export const CUSTOMER_SEARCH_LIMIT = 20;
/** The mails of the outbox a customer's page lists, newest first. */
export const CUSTOMER_MAILS_LISTED = 50;
/** The traffic alerts a customer's page lists, newest first. */
export const CUSTOMER_ALERTS_LISTED = 50;

/** What a search result was found by. */
export const CUSTOMER_MATCH_KINDS = ['name', 'email', 'card', 'order', 'invoice'] as const;
export type CustomerMatchKind = (typeof CUSTOMER_MATCH_KINDS)[number];

export const customerSearchResultSchema = z.object({
  accountId: z.number().int().describe('The profile found'),
  email: z.string().nullable().describe('The e-mail of its identity (null for a guest)'),
  name: z.string(),
  firstname: z.string(),
  matched: z.object({
    kind: z.enum(CUSTOMER_MATCH_KINDS).describe('What the text matched'),
    value: z.string().describe('The value it matched, e.g. the card number'),
  }),
});
export type CustomerSearchResult = z.infer<typeof customerSearchResultSchema>;

const cardStates = ['active', 'expired', 'blocked'] as const;

export const customerPageSchema = z.object({
  account: z.object({
    accountId: z.number().int(),
    name: z.string(),
    firstname: z.string(),
    guest: z.boolean(),
    disabled: z.boolean(),
    createdAt: z.string(),
  }),
  identity: z
    .object({
      email: z.string(),
      name: z.string(),
      firstname: z.string(),
      phone: z.string(),
      emailVerified: z.boolean(),
      createdAt: z.string(),
    })
    .nullable()
    .describe('The person (null for a guest profile)'),
  profiles: z
    .array(
      z.object({
        accountId: z.number().int(),
        name: z.string(),
        firstname: z.string(),
        disabled: z.boolean(),
      }),
    )
    .describe('Every profile of the same identity on this network'),
  cards: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      holderName: z.string(),
      holderFirstname: z.string(),
      validityEnd: z.string(),
      state: z.enum(cardStates),
      blockedAt: z.string().nullable(),
      contracts: z.array(
        z.object({
          id: z.number().int(),
          nameFr: z.string(),
          nameEn: z.string(),
          status: z.string(),
          validFrom: z.string(),
          validTo: z.string(),
        }),
      ),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      status: z.string(),
      processStatus: z.string().nullable(),
      paymentMethod: z.string().nullable(),
      totalCents: z.number().int(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
      instalments: z.array(
        z.object({
          position: z.number().int(),
          dueDate: z.string(),
          amountCents: z.number().int(),
          status: z.string(),
          paidAt: z.string().nullable(),
        }),
      ),
      invoiceNumber: z.string().nullable(),
    }),
  ),
  invoices: z.array(
    z.object({
      number: z.string(),
      orderId: z.number().int(),
      issuedAt: z.string(),
      totalCents: z.number().int(),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      status: z.string(),
      fileName: z.string(),
      createdAt: z.string(),
      reviewedAt: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  paymentCards: z
    .array(
      z.object({
        id: z.number().int(),
        brand: z.string(),
        last4: z.string().describe('The last four digits: the only digits the back office sees'),
        expMonth: z.number().int(),
        expYear: z.number().int(),
        deleted: z.boolean(),
      }),
    )
    .describe('Saved payment cards, masked'),
  mails: z
    .array(
      z.object({
        id: z.number().int(),
        kind: z.string(),
        subject: z.string(),
        createdAt: z.string(),
        sentAt: z.string().nullable(),
      }),
    )
    .describe(
      `The mails of the outbox to the identity's address, newest first (${CUSTOMER_MAILS_LISTED} at most)`,
    ),
  alerts: z
    .array(
      z.object({
        cardId: z.number().int(),
        channel: z.string(),
        sentAt: z.string(),
        titleFr: z.string(),
        titleEn: z.string(),
      }),
    )
    .describe(`Traffic alerts sent, newest first (${CUSTOMER_ALERTS_LISTED} at most)`),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const STAFF_CUSTOMER_CONTRACT = {
  searchCustomers: {
    request: sessionRequest({
      q: z
        .string()
        .trim()
        .min(2, { error: MESSAGE_KEYS.invalidValue })
        .max(100, { error: MESSAGE_KEYS.invalidValue })
        .describe('A name, e-mail, card number, order reference or invoice number; accents and case ignored'),
    }),
    response: z.object({
      results: z.array(customerSearchResultSchema).describe(`At most ${CUSTOMER_SEARCH_LIMIT}`),
    }),
  },
  getCustomer: {
    request: sessionRequest({ accountId: idField.describe('The customer’s profile') }),
    response: customerPageSchema,
  },
  resendMail: {
    request: sessionRequest({
      accountId: idField.describe('The customer’s profile'),
      mailId: idField.describe('A mail of the outbox sent to that customer'),
    }),
    response: z.object({ mailId: z.number().int().describe('The new mail of the outbox') }),
  },
  blockCard: {
    request: sessionRequest({
      accountId: idField.describe('The customer’s profile'),
      cardId: idField.describe('A card of that profile, declared lost at the counter'),
    }),
    response: z.object({ blockedAt: z.string().describe('When the card was blocked') }),
  },
} as const satisfies AreaContract;
