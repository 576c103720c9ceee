import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyTunnel,
  migrateSavedTunnel,
  sanitizeTunnel,
  TUNNEL_STORAGE_KEY,
  TUNNEL_VERSION,
  tunnelStore,
  updateTunnel,
} from './tunnel-store.ts';

afterEach(() => {
  vi.useRealTimers();
  tunnelStore.setState(emptyTunnel());
});

const product = {
  productId: 5,
  shopItemId: 50,
  shopItemPromoPrice: '49.00',
  priceCents: 4900,
  installments: [1, 4, 10],
  name: 'Mensuel',
  productType: 'SUBSCRIPTION',
  transportModes: ['BUS'],
  renewalInterval: 'P1M',
  audience: 'ALL',
};

async function restore(state: unknown, version = TUNNEL_VERSION) {
  window.localStorage.setItem(TUNNEL_STORAGE_KEY, JSON.stringify({ version, state }));
  await tunnelStore.persist.rehydrate();
  return tunnelStore.getState();
}

describe('the tunnel (spec §3, §4)', () => {
  it('dates every change, so that the day of life counts from the last one', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    updateTunnel({ quantity: 2 });
    expect(tunnelStore.getState().lastUpdated).toBe(Date.parse('2026-11-26T10:00:00Z'));
    const saved = JSON.parse(window.localStorage.getItem(TUNNEL_STORAGE_KEY)!) as { version: number };
    expect(saved.version).toBe(2);
  });

  it('restores what the order flow saved within the day: product, proofs, photo, holder', async () => {
    const state = {
      ...emptyTunnel(),
      product,
      photo: '702',
      forSelf: false,
      documents: { IDENTITY: { id: 701, status: 'PENDING', fileName: 'id.pdf', size: 10 } },
      requiredDocuments: ['IDENTITY'],
      personal: { firstname: 'Lou', address: { country: 'FR', city: 'Port-Marin' } },
      delivery: { type: 'PICKUP', collectSiteId: 3 },
    };
    expect(await restore(state)).toMatchObject({
      product,
      photo: '702',
      forSelf: false,
      documents: { IDENTITY: { id: 701 } },
      requiredDocuments: ['IDENTITY'],
      personal: { firstname: 'Lou', address: { city: 'Port-Marin' } },
      delivery: { type: 'PICKUP', collectSiteId: 3 },
    });
  });

  it('discards a tunnel last changed more than a day ago', async () => {
    const state = { ...emptyTunnel(Date.now() - 25 * 60 * 60 * 1000), product, photo: '702' };
    expect(await restore(state)).toMatchObject({ product: null, photo: null, quantity: 1 });
    // Removed from the browser, not only ignored: the next page load starts at step 1 too.
    expect(window.localStorage.getItem(TUNNEL_STORAGE_KEY)).toBeNull();
  });

  it('starts afresh each part of an edited tunnel that lost its shape, keeping the rest', async () => {
    const restored = await restore({
      ...emptyTunnel(),
      product: { ...product, priceCents: '49' },
      photo: '../etc/passwd',
      quantity: -3,
      forSelf: 'yes',
      personal: null,
      delivery: { type: 'TELEPORT', collectSiteId: 'x', firstname: 12 },
      documents: {
        IDENTITY: { id: 'a' },
        ENTITLEMENT_LETTER: { id: 8, status: 'PENDING', fileName: 'l.pdf', size: 3 },
      },
      requiredDocuments: 'IDENTITY',
      alerts: 7,
      consents: { post: 'oui', sms: true },
    });
    expect(restored).toMatchObject({
      product: null,
      photo: null,
      quantity: 1,
      forSelf: null,
      personal: { address: { country: 'FR' } },
      delivery: { type: 'SHIPPING' },
      documents: { ENTITLEMENT_LETTER: { id: 8 } },
      requiredDocuments: null,
      alerts: null,
      consents: { post: false, sms: true, email: false },
    });
    expect(restored.documents).not.toHaveProperty('IDENTITY');
    expect(restored.delivery).not.toHaveProperty('firstname');
    expect(restored.delivery.collectSiteId).toBeUndefined();
    expect(sanitizeTunnel('nonsense')).toMatchObject({ product: null, quantity: 1 });
  });

  it('reads a tunnel of version 1 (before the order flow) without trusting its product or documents', () => {
    const migrated = migrateSavedTunnel(
      {
        ...emptyTunnel(),
        product: { shopItemId: 3 },
        documents: { IDENTITY: 'x' },
        quantity: 2,
        personal: { firstname: 'Lou', address: { country: 'France' } },
      },
      1,
    );
    expect(migrated).toMatchObject({
      product: null,
      documents: {},
      quantity: 2,
      personal: { firstname: 'Lou', address: { country: 'FR' } },
      forSelf: null,
      consents: { post: false, sms: false, email: false },
    });
  });
});
