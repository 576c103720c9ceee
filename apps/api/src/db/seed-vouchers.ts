/**
 * The demo's vouchers (docs/decisions/028), one of each discount type of spec §3, seeded with the
 * demo data only: the README names them (decision 056). The welcome code and the amount off go
 * once per account, the amount off from a 10,00 € cart, as a back office would set them. Idempotent,
 * also on a database seeded before they existed: a code already there is left as it is (its uses
 * included), a missing one is inserted. French labels put a no-break space before % and €.
 */
import type { Db } from './index.js';
import { NETWORK } from './seed-catalogue.js';

export type VoucherSeed = {
  code: string;
  type: 'AMOUNT' | 'RATIO' | 'ARTICLE_AMOUNT' | 'ARTICLE_RATIO' | 'GIFT';
  amountCents: number | null;
  ratioBp: number | null;
  /** ARTICLE_*: the product it applies to; GIFT: the product given (seed-catalogue ids). */
  productId: number | null;
  /** How many paid orders of one account may use it; null: no limit. */
  maxUsesPerAccount: number | null;
  /** The smallest cart (before discounts) it applies to, in cents; null: any. */
  minCartCents: number | null;
  fr: string;
  en: string;
};

export const VOUCHER_VALIDITY = { from: '2026-01-01', to: '2030-12-31' } as const;

export const VOUCHERS: VoucherSeed[] = [
  {
    code: 'BIENVENUE10',
    type: 'RATIO',
    amountCents: null,
    ratioBp: 1000,
    productId: null,
    maxUsesPerAccount: 1,
    minCartCents: null,
    fr: '10\u00a0% de réduction sur votre commande, une fois par compte',
    en: '10% off your order, once per account',
  },
  {
    code: 'MOINS5',
    type: 'AMOUNT',
    amountCents: 500,
    ratioBp: null,
    productId: null,
    maxUsesPerAccount: 1,
    minCartCents: 1000,
    fr: '5,00\u00a0€ de réduction dès 10,00\u00a0€ d’achat, une fois par compte',
    en: '€5.00 off an order of €10.00 or more, once per account',
  },
  {
    code: 'ANNUEL20',
    type: 'ARTICLE_RATIO',
    amountCents: null,
    ratioBp: 2000,
    productId: 107,
    maxUsesPerAccount: null,
    minCartCents: null,
    fr: '20\u00a0% de réduction sur l’abonnement annuel tout public',
    en: '20% off the annual pass',
  },
  {
    code: 'VELO5',
    type: 'ARTICLE_AMOUNT',
    amountCents: 500,
    ratioBp: null,
    productId: 109,
    maxUsesPerAccount: null,
    minCartCents: null,
    fr: '5,00\u00a0€ de réduction sur l’abonnement annuel au vélo en libre-service',
    en: '€5.00 off the self-service bike annual pass',
  },
  {
    code: 'CADEAU24H',
    type: 'GIFT',
    amountCents: null,
    ratioBp: null,
    productId: 103,
    maxUsesPerAccount: null,
    minCartCents: null,
    fr: 'Un pass 24 heures offert',
    en: 'A free 24-hour pass',
  },
];

export async function seedVouchers(db: Db): Promise<void> {
  await db
    .insertInto('vouchers')
    .values(
      VOUCHERS.map((voucher) => ({
        code: voucher.code,
        network_id: NETWORK.id,
        discount_type: voucher.type,
        amount_cents: voucher.amountCents,
        ratio_bp: voucher.ratioBp,
        product_id: voucher.productId,
        valid_from: VOUCHER_VALIDITY.from,
        valid_to: VOUCHER_VALIDITY.to,
        max_uses: null,
        uses: 0,
        max_uses_per_account: voucher.maxUsesPerAccount,
        min_cart_cents: voucher.minCartCents,
        label_fr: voucher.fr,
        label_en: voucher.en,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
