/**
 * The contract of the back office's catalogue (calls-staff-catalogue.ts, decision 076): the
 * products with their price in force and the prices scheduled from a day, the vouchers with their
 * limits and uses, and the main agency's address and opening hours.
 */
import { z } from 'zod';
import { INSTALMENT_OPTIONS } from '../cart.js';
import { DISCOUNT_TYPES } from '../enums.js';
import { PRODUCT_AUDIENCES } from '../shop.js';
import { openingHoursSchema } from '../network.js';
import { MESSAGE_KEYS } from '../validation.js';
import { idField, sessionRequest } from './request.js';
import type { AreaContract } from './types.js';

/** The highest price a supervisor may set (10 000 €): a typo of two zeros is refused. */
export const STAFF_MAX_PRICE_CENTS = 1_000_000;
/** The voucher uses the usage call lists, newest first. */
export const VOUCHER_USAGE_LISTED = 200;

const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGE_KEYS.invalidValue })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: MESSAGE_KEYS.invalidValue })
  .describe('A day, YYYY-MM-DD, in the network’s time zone');

const centsField = z
  .number({ error: MESSAGE_KEYS.invalidValue })
  .int({ error: MESSAGE_KEYS.invalidValue })
  .min(0, { error: MESSAGE_KEYS.invalidValue })
  .max(STAFF_MAX_PRICE_CENTS, { error: MESSAGE_KEYS.invalidValue });

const countField = z
  .number({ error: MESSAGE_KEYS.invalidValue })
  .int({ error: MESSAGE_KEYS.invalidValue })
  .min(1, { error: MESSAGE_KEYS.invalidValue })
  .max(1_000_000, { error: MESSAGE_KEYS.invalidValue });

const labelField = z
  .string({ error: MESSAGE_KEYS.required })
  .trim()
  .min(1, { error: MESSAGE_KEYS.required })
  .max(120, { error: MESSAGE_KEYS.invalidValue });

/** A voucher's code as passengers type it: letters, digits and dashes, kept in capitals. */
export const voucherCodeField = z
  .string({ error: MESSAGE_KEYS.required })
  .trim()
  .min(3, { error: MESSAGE_KEYS.invalidValue })
  .max(30, { error: MESSAGE_KEYS.invalidValue })
  .regex(/^[A-Za-z0-9-]+$/, { error: MESSAGE_KEYS.invalidValue })
  .transform((code) => code.toUpperCase())
  .describe('Letters, digits and dashes (3 to 30), stored in capitals');

export const scheduledPriceSchema = z.object({
  priceCents: z.number().int(),
  effectiveFrom: z.string().describe('The first day (network’s time zone) of that price'),
  installments: z
    .array(z.number().int())
    .nullable()
    .describe('The instalment counts from that day; null: unchanged'),
  audience: z.string().nullable().describe('Who may buy it from that day; null: unchanged'),
  createdAt: z.string(),
  createdBy: z.string().describe('The e-mail of the supervisor who scheduled it'),
});

export const staffProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  shopItemId: z.number().int(),
  nameFr: z.string(),
  nameEn: z.string(),
  productType: z.string(),
  audience: z.string().describe('Who may buy it (the eligibility rule)'),
  installments: z.array(z.number().int()).describe('The instalment counts offered'),
  active: z.boolean(),
  currentPriceCents: z.number().int().describe('The price in force today'),
  currentSince: z.string().nullable().describe('The day it took effect (null: the catalogue’s first price)'),
  scheduled: z.array(scheduledPriceSchema).describe('Prices from a day after today, soonest first'),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

export const staffVoucherSchema = z.object({
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  amountCents: z.number().int().nullable(),
  ratioBp: z.number().int().nullable().describe('Basis points: 1 000 is 10 %'),
  productId: z.number().int().nullable(),
  labelFr: z.string(),
  labelEn: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  maxUses: z.number().int().nullable(),
  maxUsesPerAccount: z.number().int().nullable(),
  minCartCents: z.number().int().nullable(),
  uses: z.number().int().describe('Paid orders that redeemed it'),
  disabledAt: z.string().nullable().describe('When a supervisor disabled it (refused at checkout since)'),
});
export type StaffVoucher = z.infer<typeof staffVoucherSchema>;

/** The limits a supervisor sets on a voucher; null removes a limit. */
const voucherLimitFields = {
  validFrom: dayField,
  validTo: dayField,
  maxUses: countField.nullable().describe('Paid orders that may redeem it in all; null: no limit'),
  maxUsesPerAccount: countField.nullable().describe('Paid orders of one account; null: no limit'),
  minCartCents: centsField.nullable().describe('The smallest cart before discounts; null: none'),
};

function datesInOrder(value: { validFrom: string; validTo: string }, ctx: z.RefinementCtx) {
  if (value.validTo < value.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: MESSAGE_KEYS.invalidValue });
  }
}

export const staffAgencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  zipcode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  openingHours: z.array(openingHoursSchema).describe('By weekday, then opening time'),
});
export type StaffAgency = z.infer<typeof staffAgencySchema>;

const agencyText = (max: number) =>
  z
    .string({ error: MESSAGE_KEYS.required })
    .trim()
    .min(1, { error: MESSAGE_KEYS.required })
    .max(max, { error: MESSAGE_KEYS.invalidValue });

const clockField = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MESSAGE_KEYS.invalidValue })
  .describe('HH:MM, local time');

export const agencyUpdateFields = {
  name: agencyText(120),
  address1: agencyText(120),
  address2: z
    .string()
    .trim()
    .max(120, { error: MESSAGE_KEYS.invalidValue })
    .nullable()
    .transform((text) => (text === '' ? null : text)),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: MESSAGE_KEYS.invalidValue }),
  city: agencyText(80),
  phone: agencyText(30),
  email: z
    .email({ error: MESSAGE_KEYS.invalidValue })
    .max(200, { error: MESSAGE_KEYS.invalidValue })
    .nullable(),
  openingHours: z
    .array(
      z.strictObject({
        weekday: z.number().int().min(1).max(7),
        opens: clockField,
        closes: clockField,
      }),
    )
    .max(21, { error: MESSAGE_KEYS.invalidValue })
    .describe('Every span of the week (none: closed); each closes after it opens, spans of a day apart'),
};

/** The spans of the week: each closes after it opens, and two spans of one day never overlap. */
export function openingHoursIssues(
  spans: readonly { weekday: number; opens: string; closes: string }[],
): number[] {
  const bad = new Set<number>();
  spans.forEach((span, index) => {
    if (span.closes <= span.opens) bad.add(index);
    spans.forEach((other, otherIndex) => {
      if (
        otherIndex !== index &&
        other.weekday === span.weekday &&
        other.opens < span.closes &&
        span.opens < other.closes
      ) {
        bad.add(Math.max(index, otherIndex));
      }
    });
  });
  return [...bad].sort((a, b) => a - b);
}

export const STAFF_CATALOGUE_CONTRACT = {
  getStaffCatalogue: {
    request: sessionRequest({}),
    response: z.object({
      today: z.string().describe('The network’s day the prices are read on'),
      products: z.array(staffProductSchema).describe('Every product of the network, on sale or not'),
    }),
  },
  schedulePrice: {
    request: sessionRequest({
      productId: idField.describe('A product of the staff’s network'),
      priceCents: centsField.describe('The new price, in cents, VAT included'),
      effectiveFrom: dayField.describe('The first day of the new price: today or later'),
      installments: z
        .array(
          z
            .number({ error: MESSAGE_KEYS.invalidValue })
            .int({ error: MESSAGE_KEYS.invalidValue })
            .refine((count) => (INSTALMENT_OPTIONS as readonly number[]).includes(count), {
              error: MESSAGE_KEYS.invalidValue,
            }),
          { error: MESSAGE_KEYS.invalidValue },
        )
        .min(1, { error: MESSAGE_KEYS.invalidValue })
        .max(INSTALMENT_OPTIONS.length, { error: MESSAGE_KEYS.invalidValue })
        .refine((counts) => counts.includes(1) && new Set(counts).size === counts.length, {
          error: MESSAGE_KEYS.invalidValue,
        })
        .nullable()
        .optional()
        .describe(
          'The instalment counts offered from that day (1 always among them); absent or null: unchanged',
        ),
      audience: z
        .enum(PRODUCT_AUDIENCES, { error: MESSAGE_KEYS.invalidValue })
        .nullable()
        .optional()
        .describe('Who may buy it from that day (the eligibility rule); absent or null: unchanged'),
    }),
    response: z.object({ product: staffProductSchema }),
  },
  getStaffVouchers: {
    request: sessionRequest({}),
    response: z.object({ vouchers: z.array(staffVoucherSchema).describe('Newest validity first') }),
  },
  createVoucher: {
    request: sessionRequest({
      code: voucherCodeField,
      discountType: z.enum(DISCOUNT_TYPES, { error: MESSAGE_KEYS.invalidValue }),
      amountCents: centsField.nullable().describe('AMOUNT and ARTICLE_AMOUNT: the discount in cents'),
      ratioBp: z
        .number({ error: MESSAGE_KEYS.invalidValue })
        .int({ error: MESSAGE_KEYS.invalidValue })
        .min(1, { error: MESSAGE_KEYS.invalidValue })
        .max(10_000, { error: MESSAGE_KEYS.invalidValue })
        .nullable()
        .describe('RATIO and ARTICLE_RATIO: basis points (1 000 is 10 %)'),
      productId: idField.nullable().describe('ARTICLE_* and GIFT: a product of the network'),
      labelFr: labelField,
      labelEn: labelField,
      ...voucherLimitFields,
    }).superRefine((value, ctx) => {
      datesInOrder(value, ctx);
      const needs = {
        amountCents: value.discountType === 'AMOUNT' || value.discountType === 'ARTICLE_AMOUNT',
        ratioBp: value.discountType === 'RATIO' || value.discountType === 'ARTICLE_RATIO',
        productId: value.discountType !== 'AMOUNT' && value.discountType !== 'RATIO',
      };
      for (const field of ['amountCents', 'ratioBp', 'productId'] as const) {
        if (needs[field] && value[field] === null) {
          ctx.addIssue({ code: 'custom', path: [field], message: MESSAGE_KEYS.required });
        }
        if (!needs[field] && value[field] !== null) {
          ctx.addIssue({ code: 'custom', path: [field], message: MESSAGE_KEYS.invalidValue });
        }
      }
    }),
    response: z.object({ voucher: staffVoucherSchema }),
  },
  updateVoucherLimits: {
    request: sessionRequest({ code: voucherCodeField, ...voucherLimitFields }).superRefine(datesInOrder),
    response: z.object({ voucher: staffVoucherSchema }),
  },
  disableVoucher: {
    request: sessionRequest({ code: voucherCodeField }),
    response: z.object({ voucher: staffVoucherSchema }),
  },
  getVoucherUsage: {
    request: sessionRequest({ code: voucherCodeField }),
    response: z.object({
      voucher: staffVoucherSchema,
      uses: z
        .array(
          z.object({
            orderId: z.number().int(),
            reference: z.string().nullable(),
            accountId: z.number().int(),
            status: z.string(),
            redeemedAt: z.string(),
          }),
        )
        .describe(`The paid orders that redeemed it, newest first (${VOUCHER_USAGE_LISTED} at most)`),
    }),
  },
  getStaffAgency: {
    request: sessionRequest({}),
    response: z.object({ agency: staffAgencySchema }),
  },
  updateAgency: {
    request: sessionRequest(agencyUpdateFields).superRefine((value, ctx) => {
      for (const index of openingHoursIssues(value.openingHours)) {
        ctx.addIssue({ code: 'custom', path: ['openingHours', index], message: MESSAGE_KEYS.invalidValue });
      }
    }),
    response: z.object({ agency: staffAgencySchema }),
  },
} as const satisfies AreaContract;
