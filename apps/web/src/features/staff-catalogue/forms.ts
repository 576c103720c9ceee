/**
 * The staff catalogue's forms (decision 076): what a supervisor types (euros with a comma or a
 * point, days, spans of hours) and the requests it makes. The api checks the same rules again.
 */
import { MESSAGE_KEYS, openingHoursIssues, parsePriceCents, PRODUCT_AUDIENCES } from '@oceane/domain';
import { z } from 'zod';

const required = z.string().trim().min(1, { error: MESSAGE_KEYS.required });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGE_KEYS.invalidValue });

/** Euros as typed ("55", "55,5", "55.50") in cents, or null when the text is not a price. */
export function euroCents(text: string): number | null {
  return parsePriceCents(text.trim().replace(',', '.'));
}

const euros = z
  .string()
  .trim()
  .refine((text) => euroCents(text) !== null, { error: MESSAGE_KEYS.invalidValue });
const optionalEuros = z
  .string()
  .trim()
  .refine((text) => text === '' || euroCents(text) !== null, { error: MESSAGE_KEYS.invalidValue });
const optionalCount = z
  .string()
  .trim()
  .regex(/^([1-9]\d{0,5})?$/, { error: MESSAGE_KEYS.invalidValue });

/** The instalment choices a change offers (1 always among them); '' leaves them as they are. */
export const INSTALMENT_CHOICES = ['', '1', '1,4', '1,4,10'] as const;
/** The audiences a change may set; '' leaves it as it is. */
export const AUDIENCE_CHOICES = ['', ...PRODUCT_AUDIENCES] as const;

export const priceForm = z.object({
  productId: required,
  price: euros,
  effectiveFrom: day,
  installments: z.enum(INSTALMENT_CHOICES),
  audience: z.enum(AUDIENCE_CHOICES),
});
export type PriceForm = z.infer<typeof priceForm>;

export function priceRequest(values: PriceForm) {
  return {
    productId: Number(values.productId),
    priceCents: euroCents(values.price) ?? 0,
    effectiveFrom: values.effectiveFrom,
    installments: values.installments === '' ? null : values.installments.split(',').map(Number),
    audience: values.audience === '' ? null : values.audience,
  };
}

export const voucherForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,30}$/, { error: MESSAGE_KEYS.invalidValue }),
  discountType: z.enum(['AMOUNT', 'RATIO', 'ARTICLE_AMOUNT', 'ARTICLE_RATIO', 'GIFT']),
  amountCents: optionalEuros,
  ratioBp: z
    .string()
    .trim()
    .regex(/^(100|[1-9]\d?)?$/, { error: MESSAGE_KEYS.invalidValue }),
  productId: z
    .string()
    .trim()
    .regex(/^(\d{1,9})?$/, { error: MESSAGE_KEYS.invalidValue }),
  labelFr: required,
  labelEn: required,
  validFrom: day,
  validTo: day,
  maxUses: optionalCount,
  maxUsesPerAccount: optionalCount,
  minCartCents: optionalEuros,
});
export type VoucherForm = z.infer<typeof voucherForm>;

export const EMPTY_VOUCHER: VoucherForm = {
  code: '',
  discountType: 'AMOUNT',
  amountCents: '',
  ratioBp: '',
  productId: '',
  labelFr: '',
  labelEn: '',
  validFrom: '',
  validTo: '',
  maxUses: '',
  maxUsesPerAccount: '',
  minCartCents: '',
};

const orNull = <T>(text: string, value: (text: string) => T): T | null => (text === '' ? null : value(text));

export function voucherRequest(values: VoucherForm) {
  return {
    code: values.code,
    discountType: values.discountType,
    amountCents: orNull(values.amountCents, (text) => euroCents(text) ?? 0),
    ratioBp: orNull(values.ratioBp, (text) => Number(text) * 100),
    productId: orNull(values.productId, Number),
    labelFr: values.labelFr,
    labelEn: values.labelEn,
    validFrom: values.validFrom,
    validTo: values.validTo,
    maxUses: orNull(values.maxUses, Number),
    maxUsesPerAccount: orNull(values.maxUsesPerAccount, Number),
    minCartCents: orNull(values.minCartCents, (text) => euroCents(text) ?? 0),
  };
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type HoursFields = { [K in `hours${(typeof WEEKDAYS)[number]}`]: string };

/** A day's spans as typed ("08:30-12:00, 13:30-18:00"), or null when one is not a span. */
export function daySpans(text: string, weekday: number) {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const spans = parts.map((part) =>
    /^([01]\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]\d|2[0-3]):([0-5]\d)$/.exec(part),
  );
  if (spans.some((match) => match === null)) return null;
  const result = spans.map((match) => ({
    weekday,
    opens: `${match![1]}:${match![2]}`,
    closes: `${match![3]}:${match![4]}`,
  }));
  return openingHoursIssues(result).length > 0 ? null : result;
}

const hoursText = (weekday: number) =>
  z.string().refine((text) => daySpans(text, weekday) !== null, { error: MESSAGE_KEYS.invalidValue });

export const agencyForm = z.object({
  name: required,
  address1: required,
  address2: z.string().trim(),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: MESSAGE_KEYS.invalidValue }),
  city: required,
  phone: required,
  email: z
    .string()
    .trim()
    .refine((text) => text === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text), {
      error: MESSAGE_KEYS.invalidValue,
    }),
  ...(Object.fromEntries(WEEKDAYS.map((weekday) => [`hours${weekday}`, hoursText(weekday)])) as {
    [K in keyof HoursFields]: ReturnType<typeof hoursText>;
  }),
});
export type AgencyForm = z.infer<typeof agencyForm>;

export function hoursOfDay(
  spans: readonly { weekday: number; opens: string; closes: string }[],
  weekday: number,
) {
  return spans
    .filter((span) => span.weekday === weekday)
    .map((span) => `${span.opens}-${span.closes}`)
    .join(', ');
}

export function agencyRequest(values: AgencyForm) {
  return {
    name: values.name,
    address1: values.address1,
    address2: values.address2 === '' ? null : values.address2,
    zipcode: values.zipcode,
    city: values.city,
    phone: values.phone,
    email: values.email === '' ? null : values.email,
    openingHours: WEEKDAYS.flatMap((weekday) => daySpans(values[`hours${weekday}`], weekday) ?? []),
  };
}
