/** Orders in tests: made and paid through the api and the sandbox provider, or inserted straight. */
import { randomUUID } from 'node:crypto';
import type { OrderView, VerifyResponse } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.js';
import { insertInstalments, insertOrder } from '../../src/modules/orders/checkout-repo.js';
import {
  deliverNotifications,
  type NotificationRequest,
  type SendNotification,
} from '../../src/modules/sandbox-psp/service.js';
import { okResponse, post } from './api.js';
import { insertCard } from './cards.js';
import { signUpAndLogIn, type LoggedIn } from './passengers.js';

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
  await insertInstalments(app.db, orderId, [{ dueDate: at.slice(0, 10), amountCents: 1000 }]);
  return orderId;
}

let keys = 0;
/** A fresh idempotency key, as the portal's cart makes one per checkout. */
export function freshKey(): string {
  keys += 1;
  return `test-key-${process.pid}-${Date.now().toString(36)}-${keys}`;
}

export const reload = (mediaId: number, shopItemId: number, quantity = 1) => ({
  type: 'CARD_RELOAD' as const,
  mediaId,
  shopItemId,
  quantity,
});

/** A passenger logged in with a card of their own (no contract). */
export async function passengerWithCard(app: FastifyInstance) {
  const me = await signUpAndLogIn(app);
  const card = await insertCard(app, { accountId: me.userId });
  return { me, card };
}

export function createOrder(app: FastifyInstance, me: LoggedIn, body: Record<string, unknown>) {
  return post<{ order: OrderView }>(app, 'Order/create.json', {
    userToken: me.userToken,
    acceptTerms: true,
    installments: 1,
    ...body,
  });
}

export function placeOrder(
  app: FastifyInstance,
  me: LoggedIn,
  orderId: number,
  more: Record<string, unknown> = {},
) {
  return post<{ orderId: number; paymentId: string; redirectUrl: string }>(app, 'Order/placeOrder.json', {
    userToken: me.userToken,
    orderId,
    ...more,
  });
}

export function verifyOrder(app: FastifyInstance, me: LoggedIn, orderId: number) {
  return post<VerifyResponse>(app, 'Order/verify.json', { userToken: me.userToken, orderId });
}

/** An order made and placed: its id and its payment session. */
export async function placedOrder(
  app: FastifyInstance,
  me: LoggedIn,
  body: { items: unknown[]; installments?: number; expectedTotalCents: number },
) {
  const { order } = okResponse(await createOrder(app, me, { idempotencyKey: freshKey(), ...body }));
  return { order, ...okResponse(await placeOrder(app, me, order.id)) };
}

// Seeded catalogue (seed-catalogue.ts): the monthly pass's shop item and price.
export const MONTHLY = 1005;
export const MONTHLY_CENTS = 4_900;

/** A passenger with a card, and an order reloading it with a monthly pass, placed (its session open). */
export async function placedMonthlyReload(app: FastifyInstance) {
  const { me, card } = await passengerWithCard(app);
  const placed = await placedOrder(app, me, {
    items: [reload(card.id, MONTHLY)],
    expectedTotalCents: MONTHLY_CENTS,
  });
  return { me, card, placed };
}

/** The notifications the sandbox sends, through app.inject instead of the network. */
export function sendThrough(app: FastifyInstance, sent: NotificationRequest[] = []): SendNotification {
  return async (request) => {
    sent.push(request);
    return injectNotification(app, request);
  };
}

export async function injectNotification(app: FastifyInstance, request: NotificationRequest) {
  const answer = await app.inject({
    method: 'POST',
    url: new URL(request.url).pathname,
    headers: request.headers,
    payload: request.body,
  });
  return { status: answer.statusCode, body: answer.body };
}

/** The sandbox's notification of the order, sent to nobody: the provider keeps it to retry. */
export async function captureNotification(app: FastifyInstance, config: Config, orderId: number) {
  const captured: NotificationRequest[] = [];
  await deliverNotifications(app.db, config, async (request) => {
    if ((JSON.parse(request.body) as { orderId?: unknown }).orderId === orderId) captured.push(request);
    return { status: 503, body: '' };
  });
  expect(captured).toHaveLength(1);
  return captured[0]!;
}

/** One pass of the sandbox's notifier, delivered to the app; answers the requests it sent. */
export async function deliver(app: FastifyInstance, config: Config): Promise<NotificationRequest[]> {
  const sent: NotificationRequest[] = [];
  await deliverNotifications(app.db, config, sendThrough(app, sent));
  return sent;
}

export function contractsOf(app: FastifyInstance, mediaId: number) {
  return app.db.selectFrom('contracts').select(['id', 'status']).where('media_id', '=', mediaId).execute();
}

export function orderRow(app: FastifyInstance, orderId: number) {
  return app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

export function paymentRows(app: FastifyInstance, orderId: number) {
  return app.db
    .selectFrom('order_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function instalmentRows(app: FastifyInstance, orderId: number) {
  return app.db
    .selectFrom('order_instalments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}
