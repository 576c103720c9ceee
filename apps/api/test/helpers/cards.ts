/** Cards for the card tests: inserted straight into the database, each with a unique number. */
import { addDays, networkDay } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/index.js';
import { okResponse, post } from './api.js';

let counter = 0;

export type ContractSpec = {
  product: string;
  status?: string;
  validFrom?: string;
  validTo?: string;
};

export type CardSpec = {
  accountId?: number | null;
  holderName?: string;
  holderFirstname?: string;
  birthdate?: string;
  validityEnd?: string;
  expired?: boolean;
  contracts?: ContractSpec[];
};

/** The network's day (Europe/Paris, as the api's `today()`) `offsetDays` from today. */
const day = (offsetDays: number) => addDays(networkDay(), offsetDays);
export const TODAY = day(0);

/** A unique 10-digit card number (pid and counter keep test files apart). */
export function freshCardNumber(): string {
  counter += 1;
  return `7${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(6, '0')}`;
}

export function insertCard(app: FastifyInstance, spec: CardSpec = {}) {
  return insertCardInto(app.db, spec);
}

/** insertCard for a database the test opened itself (the api running as a process of its own). */
export async function insertCardInto(db: Db, spec: CardSpec = {}) {
  const number = freshCardNumber();
  const now = new Date().toISOString();
  const media = await db
    .insertInto('media')
    .values({
      number,
      network_id: 1,
      account_id: spec.accountId ?? null,
      validity_end: spec.validityEnd ?? '2031-12-31',
      expired: spec.expired ? 1 : 0,
      reloading_name: null,
      holder_gender: 'MADAME',
      holder_name: spec.holderName ?? 'Le Goff',
      holder_firstname: spec.holderFirstname ?? 'Anaïs',
      holder_birthdate: spec.birthdate ?? '1991-03-08',
      holder_category: 'EMPLOYEE',
      holder_address1: '5 rue des Embruns',
      holder_zipcode: '99500',
      holder_city: 'Port-Marin',
      holder_country: 'FR',
      holder_mobile: '0639981234',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contracts: number[] = [];
  for (const contract of spec.contracts ?? []) {
    const product = await db
      .selectFrom('products')
      .select(['id', 'renewal_interval', 'price_cents'])
      .where('code', '=', contract.product)
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('contracts')
      .values({
        media_id: media.id,
        product_id: product.id,
        valid_from: contract.validFrom ?? day(-3),
        valid_to: contract.validTo ?? day(27),
        status: contract.status ?? 'ACTIVE',
        created_at: now,
        renewal_interval: product.renewal_interval,
        price_cents: product.price_cents,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    contracts.push(row.id);
  }
  return { id: media.id, number, contracts };
}

/** A session of the seeded demo account (demo@example.org). */
export async function demoLogin(app: FastifyInstance) {
  const { idToken } = okResponse(
    await post<{ idToken: string }>(app, 'Identity/signIn', {
      email: 'demo@example.org',
      password: 'demo-password-2026',
    }),
  );
  const { user } = okResponse(
    await post<{ user: { userToken: string; userId: number } }>(app, 'Account/login.json', {
      firebase_token: idToken,
      network_id: 1,
    }),
  );
  return user;
}

export { day };
