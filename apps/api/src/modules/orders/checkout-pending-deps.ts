/**
 * TEMPORARY (helper CHECKOUT, issue 7): the functions checkout uses from the helpers writing at
 * the same time (payments: SANDBOX; pricing: PRICING; fulfilment: FULFILMENT; orderView:
 * TRACKING), by the signatures of the helpers' contract, until each is committed. Each stub
 * refuses rather than pretends. This file is deleted as soon as they all land.
 */
import type { Amount, CheckoutItem, Locale, OrderView } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';

// payments (SANDBOX)
export type ProviderCard = { token: string; brand: string; last4: string; expMonth: number; expYear: number };
export type ProviderEvent = {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'charge.succeeded' | 'charge.failed' | 'refund.succeeded';
  paymentId: string;
  orderId: number;
  amountCents: number;
  failureCode: string | null;
  card: ProviderCard | null;
  createdAt: string;
};
const unavailable = (): never => {
  throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
};
export async function createPaymentSession(
  _db: Db,
  _config: Config,
  _request: {
    orderId: number;
    reference: string;
    amountCents: number;
    mode: 'PAYMENT' | 'REGISTRATION';
    saveCard: boolean;
    lastDueDate: string | null;
    returnUrl: string;
    locale: Locale;
    description: string;
  },
): Promise<{ paymentId: string; redirectUrl: string }> {
  return unavailable();
}
export function paymentPageUrl(paymentId: string): string {
  return `/api/sandbox-psp/pay?session=${encodeURIComponent(paymentId)}`;
}
export async function getPaymentState(
  _db: Db,
  _paymentId: string,
): Promise<{ status: 'PENDING' | 'SUCCEEDED' | 'FAILED'; event: ProviderEvent | null }> {
  return { status: 'PENDING', event: null };
}
export function verifyNotification(
  _config: Config,
  _body: Record<string, unknown>,
  _signatureHeader: string | undefined,
): ProviderEvent {
  throw new AppError('BAD_NOTIFICATION_SIGNATURE');
}
export async function recordEventOnce(_trx: Db, _event: ProviderEvent): Promise<boolean> {
  return unavailable();
}
export async function saveCard(_trx: Db, _accountId: number, _card: ProviderCard): Promise<number> {
  return unavailable();
}
export async function findSavedCard(
  _db: Db,
  _id: number,
): Promise<{ id: number; accountId: number; token: string } | undefined> {
  return undefined;
}
export async function chargeSavedCard(
  _db: Db,
  _config: Config,
  _request: { token: string; amountCents: number; orderId: number; idempotencyKey: string },
): Promise<{ status: 'SUCCEEDED' | 'FAILED'; chargeId: string; failureCode: string | null }> {
  return unavailable();
}
export async function refund(
  _db: Db,
  _config: Config,
  _request: { paymentId: string; amountCents: number; idempotencyKey: string },
): Promise<void> {
  unavailable();
}

// pricing (PRICING)
export type PricedLine = Amount['items'][number] & {
  nameFr: string;
  nameEn: string;
  productType: string;
  transportModes: string[];
  renewalInterval: string | null;
  duplicateRequestId: number | null;
};
export type PricedCart = { amount: Amount; lines: PricedLine[]; voucher: { code: string } | null };
export async function priceCart(
  _db: Db,
  _session: CurrentSession,
  _input: { items: CheckoutItem[]; voucherCode?: string | undefined },
  _locale: Locale,
  _today: string,
): Promise<PricedCart> {
  throw new AppError('SERVICE_UNAVAILABLE');
}
export async function redeemVoucherUse(
  _trx: Db,
  _code: string,
  _orderId: number,
  _at: string,
): Promise<void> {}

// fulfilment (FULFILMENT)
export async function fulfilPaidOrder(_trx: Db, _orderId: number, _at: string): Promise<void> {}
export async function queueRegularizationMail(_trx: Db, _orderId: number): Promise<void> {}

// tracking (TRACKING)
export async function orderView(_db: Db, _orderId: number, _locale: Locale): Promise<OrderView> {
  throw new AppError('SERVICE_UNAVAILABLE');
}

// config (SANDBOX adds `jobs`, JOBS=off)
export function jobsEnabled(config: Config): boolean {
  return (config as { jobs?: boolean }).jobs !== false;
}
