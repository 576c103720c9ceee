/** Orders for the tests that need one without a cart: inserted straight into the database. */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { insertInstalments, insertOrder } from '../../src/modules/orders/checkout-repo.js';

/** A PENDING order of 10,00 € paid at once, with its one instalment DUE; answers its id. */
export async function insertPendingOrder(app: FastifyInstance, accountId: number): Promise<number> {
  const at = new Date().toISOString();
  const orderId = await insertOrder(app.db, {
    account_id: accountId,
    network_id: 1,
    idempotency_key: randomUUID(),
    request_hash: 'inserted-by-a-test',
    order_type: 'CARD_RELOAD',
    status: 'PENDING',
    process_status: 'TO_PROCESS',
    origin: 'ESHOP',
    payment_method: 'CARD',
    installments: 1,
    post_payment: 0,
    subtotal_cents: 1000,
    discount_cents: 0,
    total_cents: 1000,
    vat_cents: 91,
    voucher_code: null,
    locale: 'fr',
    payment_card_id: null,
    created_at: at,
    updated_at: at,
    paid_at: null,
  });
  await insertInstalments(app.db, [
    {
      order_id: orderId,
      position: 1,
      due_date: at.slice(0, 10),
      amount_cents: 1000,
      status: 'DUE',
      attempts: 0,
      next_attempt_on: null,
      paid_at: null,
      provider_reference: null,
    },
  ]);
  return orderId;
}
