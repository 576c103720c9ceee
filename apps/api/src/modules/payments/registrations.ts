/**
 * A payment card added without buying (decision 052): a REGISTRATION session of the provider's
 * hosted page (nothing charged), owned by the account that opened it. The card is saved only from
 * the provider's signed notification (applied by orders' Payment/acknowledge.json), never from
 * the browser's return, which only reads where the registration stands.
 */
import { randomUUID } from 'node:crypto';
import { CARD_REGISTRATION_FAILURES, type CardRegistration, type Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { createPaymentSession, saveCard, type ProviderEvent } from './service.js';

const DESCRIPTION: Record<Locale, string> = {
  fr: 'Ajout d’une carte de paiement, sans achat',
  en: 'Adding a payment card, no purchase',
};

export type CardRegistrationView = CardRegistration;

const failureOf = (code: string | null): CardRegistration['failure'] =>
  code === null
    ? null
    : (CARD_REGISTRATION_FAILURES as readonly string[]).includes(code)
      ? (code as CardRegistration['failure'])
      : 'other';

/** Opens the hosted page for the account; `returnUrl` gets the registration's id. */
export async function startCardRegistration(
  db: Db,
  config: Config,
  request: { accountId: number; locale: Locale; returnUrl: (registrationId: number) => string },
  now: Date = new Date(),
): Promise<{ registrationId: number; redirectUrl: string }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // The row first, for its id in the return URL; the provider's id replaces the placeholder.
    const { id: registrationId } = await trx
      .insertInto('card_registrations')
      .values({
        account_id: request.accountId,
        provider_payment_id: `pending-${randomUUID()}`,
        status: 'PENDING',
        failure_code: null,
        payment_card_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const opened = await createPaymentSession(trx, config, {
      // No order: the provider's field is required, 0 names none.
      orderId: 0,
      reference: `CB-${String(registrationId).padStart(6, '0')}`,
      amountCents: 0,
      mode: 'REGISTRATION',
      saveCard: true,
      lastDueDate: null,
      returnUrl: request.returnUrl(registrationId),
      locale: request.locale,
      description: DESCRIPTION[request.locale],
    });
    await trx
      .updateTable('card_registrations')
      .set({ provider_payment_id: opened.paymentId })
      .where('id', '=', registrationId)
      .execute();
    return { registrationId, redirectUrl: opened.redirectUrl };
  });
}

/** Whether a provider payment is a card registration (its events are then applied here). */
export async function isCardRegistration(db: Db, providerPaymentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('card_registrations')
    .select('id')
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Applies the provider's verified event to its registration, once: a success saves the card for
 * the account (the same token answers the same row), a failure keeps its code. False when the
 * registration was decided already (a second delivery under another event id).
 */
export async function applyRegistrationEvent(trx: Db, event: ProviderEvent, at: string): Promise<boolean> {
  const registration = await trx
    .selectFrom('card_registrations')
    .selectAll()
    .where('provider_payment_id', '=', event.paymentId)
    .executeTakeFirst();
  if (!registration || registration.status !== 'PENDING') return false;
  const succeeded = event.type === 'payment.succeeded' && event.card !== null && event.amountCents === 0;
  const cardId = succeeded && event.card ? await saveCard(trx, registration.account_id, event.card) : null;
  const updated = await trx
    .updateTable('card_registrations')
    .set({
      status: succeeded ? 'SUCCEEDED' : 'FAILED',
      failure_code: succeeded ? null : (event.failureCode ?? 'card_declined'),
      payment_card_id: cardId,
      updated_at: at,
    })
    .where('id', '=', registration.id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The account's registration as the return page reads it; another account's or none: 403. */
export async function cardRegistrationOf(
  db: Db,
  accountId: number,
  registrationId: number,
): Promise<CardRegistrationView> {
  const row = await db
    .selectFrom('card_registrations')
    .leftJoin('payment_cards', 'payment_cards.id', 'card_registrations.payment_card_id')
    .select([
      'card_registrations.id',
      'card_registrations.status',
      'card_registrations.failure_code',
      'payment_cards.brand',
      'payment_cards.last4',
      'payment_cards.exp_month',
      'payment_cards.exp_year',
    ])
    .where('card_registrations.id', '=', registrationId)
    .where('card_registrations.account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw new AppError('FORBIDDEN');
  return {
    registrationId: row.id,
    status: row.status,
    failure: failureOf(row.failure_code),
    card:
      row.brand !== null && row.last4 !== null && row.exp_month !== null && row.exp_year !== null
        ? { brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year }
        : null,
  };
}
