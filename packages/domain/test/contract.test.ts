/**
 * The contract (decision 067): every call written in packages/domain/src/contract has both its
 * request and its response, session calls carry `userToken` and every request `locale` (the
 * provider's notification excepted), and the call table stays free of zod.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BYTES,
  CALLS,
  CONTRACT,
  contractNameOf,
  contractOf,
  needsSession,
  type CallName,
} from '../src/index.js';
import { DOCUMENT_CALLS } from '../src/calls-documents.js';
import { PAIRING_CALLS } from '../src/calls-pairing.js';
import { TRANSIT_CALLS } from '../src/calls-transit.js';

const TABLE_AREAS = { DOCUMENT_CALLS, TRANSIT_CALLS, PAIRING_CALLS };

const entries = Object.entries(CONTRACT) as Array<[CallName, (typeof CONTRACT)[keyof typeof CONTRACT]]>;
/** Calls whose request is a provider's message, not the portal's: neither token nor locale. */
const PROVIDER_MESSAGES: CallName[] = ['acknowledgePayment'];
/**
 * Public calls that carry a token as data, not as the caller's session: the token introspected,
 * and the session a linking trip to the provider links to (optional).
 */
const TOKEN_AS_DATA: CallName[] = ['introspectToken', 'introspectTokenPost', 'authorizationState'];

describe('the contract', () => {
  it('has both a request and a response for every call it writes, each call of the table', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [name, contract] of entries) {
      const call = CALLS[name];
      expect(call, name).toBeDefined();
      expect(contract.request, name).toBeInstanceOf(z.ZodObject);
      if ('bytes' in call && call.bytes) expect(contract.response, name).toBe(BYTES);
      else expect(contract.response, name).toBeInstanceOf(z.ZodType);
    }
  });

  it('writes every call of the orders area (Order/*, Payment/acknowledge.json, the credit notes of decision 075)', () => {
    const orders = (Object.keys(CALLS) as CallName[]).filter(
      (name) => CALLS[name].path.startsWith('Order/') || CALLS[name].path === 'Payment/acknowledge.json',
    );
    expect(orders).toHaveLength(11);
    for (const name of orders) expect(Object.keys(CONTRACT), name).toContain(name);
  });

  it('writes the shop, networks, disruptions, sticker and geolocation areas, the contracts’ calls and the bike reservations', () => {
    const areas = ['calls-shop.ts', 'calls-networks.ts', 'calls-disruptions.ts', 'calls-remaining.ts'];
    const src = fileURLToPath(new URL('../src/', import.meta.url));
    const names = areas.flatMap((file) =>
      [...readFileSync(`${src}${file}`, 'utf8').matchAll(/^ {2}(\w+): \{/gm)].map(
        (match) => match[1] as CallName,
      ),
    );
    expect(names).toHaveLength(19);
    const more: CallName[] = [
      'getNetworks',
      'listSubscriptions',
      'getSubscription',
      'terminateSubscription',
      'updateSubscriptionCard',
      'getWallet',
      'contractAttestation',
      'transferContract',
      'getBikeReservations',
      'setBikePin',
    ];
    for (const name of [...names, ...more]) expect(Object.keys(CONTRACT), name).toContain(name);
  });

  it('keeps the shape rules of the requests it took from the modules', () => {
    const configuration = CONTRACT.getNetworkConfiguration.request;
    expect(configuration.safeParse({ network_id: '2' }).success).toBe(true);
    expect(configuration.safeParse({ network_id: 2, domain: 'a.example' }).error?.issues[0]?.path).toEqual([
      'domain',
    ]);
    const pin = CONTRACT.setBikePin.request;
    expect(pin.safeParse({ userToken: 't', mediaId: 1, newPin: '4821', password: 'x' }).success).toBe(true);
    expect(pin.safeParse({ userToken: 't', mediaId: 1, newPin: '4821' }).error?.issues[0]?.path).toEqual([
      'password',
    ]);
    const picture = CONTRACT.productMedia.request;
    expect(picture.safeParse({ productId: '3', locale: 'en' }).success).toBe(true);
    expect(picture.safeParse({ productId: 3, size: 2 }).success).toBe(false);
  });

  it('writes every call of the cards, card request, documents, transit and pairing areas', () => {
    const areas = [
      ...['getCards', 'getMedias', 'setCardBookmark', 'removeCardBookmark', 'unregisterCard'],
      ...['unregisterMedia', 'updateHolder', 'updateAlerts', 'registerMedia', 'searchLocalMediaForSignin'],
      ...['uploadMedia', 'photo', 'requestDuplicate', 'punchTicket', 'requestCard'],
      ...(['DOCUMENT_CALLS', 'TRANSIT_CALLS', 'PAIRING_CALLS'] as const).flatMap((area) =>
        Object.keys(TABLE_AREAS[area]),
      ),
    ];
    expect(areas).toHaveLength(32);
    for (const name of areas) expect(Object.keys(CONTRACT), name).toContain(name);
  });

  it('names a multipart call’s file with fileField: missing is required, text is no file', () => {
    const { request } = CONTRACT.uploadDocument;
    const fields = { userToken: 't', document_type: 'IDENTITY' };
    expect(request.safeParse({ ...fields, document: new Blob(['x']) }).success).toBe(true);
    const missing = request.safeParse(fields);
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['document', 'validation.required'],
    ]);
    const text = request.safeParse({ ...fields, document: 'bytes' });
    expect(text.error?.issues[0]?.message).toBe('validation.invalidValue');
  });

  it('adds userToken to the session and staff calls only, and locale to every request', () => {
    for (const [name, contract] of entries) {
      if (PROVIDER_MESSAGES.includes(name)) continue;
      const shape = contract.request.shape as Record<string, unknown>;
      expect('userToken' in shape, name).toBe(needsSession(CALLS[name]) || TOKEN_AS_DATA.includes(name));
      expect('locale' in shape, name).toBe(true);
    }
  });

  it('refuses a field the call does not name (a price sent by the client)', () => {
    const request = CONTRACT.computeAmount.request;
    const items = [{ type: 'CARD_RELOAD', mediaId: 1, shopItemId: 2, quantity: 1 }];
    expect(request.safeParse({ userToken: 't', items }).success).toBe(true);
    expect(request.safeParse({ userToken: 't', items, totalCents: 0 }).success).toBe(false);
    expect(request.safeParse({ items }).success).toBe(false);
  });

  it('finds a call’s contract from the call itself, and none for a call not written yet', () => {
    expect(contractOf(CALLS.createOrder)).toBe(CONTRACT.createOrder);
    expect(contractNameOf(CALLS.getOrders)).toBe('getOrders');
    expect(contractNameOf(CALLS.sandboxPaymentPage)).toBeUndefined();
  });

  it('keeps the call table free of zod, so a page can import it without loading zod', () => {
    const src = fileURLToPath(new URL('../src/', import.meta.url));
    const tableFiles = readdirSync(src).filter((file) => /^calls(-[\w-]+)?\.ts$/.test(file));
    expect(tableFiles).toContain('calls-orders.ts');
    for (const file of tableFiles) {
      const text = readFileSync(`${src}${file}`, 'utf8');
      expect(text, file).not.toMatch(/from '(zod|\.\/contract[^']*)'/);
      expect(text, file).not.toMatch(/from '\.\/(?!calls)[^']*'/);
    }
  });
});
