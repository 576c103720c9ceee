import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/api.ts';
import { addCartItem, CART_STORAGE_KEY, cartStore, emptyCart } from './cart-store.ts';
import { installErrorReporting, resetErrorReporting } from './error-reporting.ts';
import { loadPublicConfig, setPublicConfig } from './public-config.ts';
import { resetStorageFailure, storageFailureStore } from './storage-failure.ts';
import { emptyTunnel, tunnelStore, updateTunnel } from './tunnel-store.ts';

const REPORT = 'Monitoring/reportError.json';

const aDuplicate = (shopItemId: number) => ({
  ubiUserId: 11,
  type: 'CARD_DUPLICATE',
  product: { shopItemId, shopItemPromoPrice: '10.00', installments: [1] },
});

/** The browser's answer to a save on a full storage (or one private browsing refuses). */
function refuseSaves() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

async function reportingOn() {
  const api = fakeApi({ [REPORT]: ok({ received: true }) });
  setPublicConfig({ ...(await loadPublicConfig()), errorReporting: true, traceSampleRate: 1 });
  return api;
}

let uninstall: () => void = () => undefined;

beforeEach(() => {
  resetErrorReporting(() => 0);
  resetStorageFailure();
  // The shell installs the reporter on every page (app/monitoring.ts).
  uninstall = installErrorReporting();
});
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
  cartStore.setState(emptyCart());
  tunnelStore.setState(emptyTunnel());
  setPublicConfig(null);
});

describe('a cart or tunnel the browser refuses to save (spec §8)', () => {
  it('keeps working in memory, is told once and reported once, not at every change', async () => {
    const api = await reportingOn();
    const setItem = refuseSaves();
    expect(() => addCartItem(aDuplicate(90))).not.toThrow();
    expect(() => addCartItem(aDuplicate(91))).not.toThrow();
    expect(() => updateTunnel({ quantity: 2 })).not.toThrow();
    expect(() => updateTunnel({ quantity: 3 })).not.toThrow();
    expect(setItem).toHaveBeenCalledTimes(4);

    expect(cartStore.getState().items.map((item) => item.product.shopItemId)).toEqual([90, 91]);
    expect(tunnelStore.getState().quantity).toBe(3);
    expect(storageFailureStore.getState()).toEqual({ failed: true, dismissed: false });

    await expect.poll(() => api.calls(REPORT)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls(REPORT)).toHaveLength(1);
    expect(api.calls(REPORT)[0]!.body).toMatchObject({
      kind: 'error',
      name: 'LocalStorageError',
      message: `The browser refused to save ${CART_STORAGE_KEY}: QuotaExceededError`,
    });
  });

  it('also when the browser refuses localStorage itself (storage turned off)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => addCartItem(aDuplicate(90))).not.toThrow();
    expect(cartStore.getState().items).toHaveLength(1);
    expect(storageFailureStore.getState().failed).toBe(true);
  });

  it('says nothing while saves succeed', () => {
    addCartItem(aDuplicate(90));
    updateTunnel({ quantity: 2 });
    expect(storageFailureStore.getState().failed).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!).state.items).toHaveLength(1);
  });
});
