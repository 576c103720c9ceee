/** Wire answers of the checkout's calls, for the checkout's tests. */
import type { Amount, OrderView, ShopProduct, VerifyResponse } from '@oceane/domain';

/** A product as the shop answers it; `shopItem` follows the flat fields. */
export function aProduct(overrides: Partial<Omit<ShopProduct, 'shopItem'>> = {}): ShopProduct {
  const product = {
    productId: 3,
    shopItemId: 30,
    shopItemPromoPrice: '49.00',
    priceCents: 4900,
    installments: [1],
    name: 'Abonnement mensuel tout réseau',
    productType: { productTypeId: 'SUBSCRIPTION' },
    transportModes: ['BUS', 'BOAT'] as ShopProduct['transportModes'],
    renewalInterval: 'P1M',
    audience: 'ALL',
    postPayment: false,
    fareProof: null,
    ...overrides,
  };
  const { shopItemId, shopItemPromoPrice, priceCents, installments } = product;
  return { ...product, shopItem: [{ shopItemId, shopItemPromoPrice, priceCents, installments }] };
}

export const MONTHLY = aProduct();
export const ANNUAL = aProduct({
  productId: 4,
  shopItemId: 40,
  shopItemPromoPrice: '490.00',
  priceCents: 49000,
  installments: [1, 4, 10],
  name: 'Annuel tout réseau',
  renewalInterval: 'P1Y',
});
export const BIKE = aProduct({
  productId: 7,
  shopItemId: 70,
  shopItemPromoPrice: '12.50',
  priceCents: 1250,
  installments: [1],
  name: 'Vélo 7 jours',
  transportModes: ['BIKE'],
  renewalInterval: 'P7D',
});

/** A single ticket: sold by the unit, up to ten on a line (issue 23). */
export const TICKET = aProduct({
  productId: 1,
  shopItemId: 10,
  shopItemPromoPrice: '1.70',
  priceCents: 170,
  installments: [1],
  name: 'Ticket unitaire',
  productType: { productTypeId: 'TICKET' },
  renewalInterval: null,
});

type Line = Amount['items'][number];

export function aLine(overrides: Partial<Line> = {}): Line {
  const base: Line = {
    type: 'CARD_RELOAD',
    mediaId: 11,
    cardNumber: '4100000101',
    holderName: 'Claire Morel',
    shopItemId: 40,
    productId: 4,
    name: 'Annuel tout réseau',
    quantity: 1,
    unitPriceCents: 49000,
    discountCents: 0,
    totalCents: 49000,
    gift: false,
  };
  return { ...base, ...overrides };
}

/** The annual pass at 490,00 €, payable in 1, 4 or 10 (a schedule from 23 November 2026). */
export function anAmount(overrides: Partial<Amount> = {}): Amount {
  return {
    items: [aLine()],
    subtotalCents: 49000,
    discountCents: 0,
    totalCents: 49000,
    vatCents: 4455,
    voucher: null,
    installments: [1, 4],
    schedules: [
      { count: 1, payments: [{ dueDate: '2026-11-23', amountCents: 49000 }] },
      {
        count: 4,
        payments: [
          { dueDate: '2026-11-23', amountCents: 12250 },
          { dueDate: '2026-12-23', amountCents: 12250 },
          { dueDate: '2027-01-23', amountCents: 12250 },
          { dueDate: '2027-02-23', amountCents: 12250 },
        ],
      },
    ],
    postPayment: false,
    ...overrides,
  };
}

export function anOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 77,
    network_id: 1,
    reference: 'CMD-2026-000077',
    createdAt: '2026-11-23T10:00:00.000Z',
    status: 'PENDING',
    processStatus: 'TO_PROCESS',
    origin: 'ESHOP',
    paymentMethod: 'CARD',
    orderType: 'CARD_RELOAD',
    installments: 1,
    postPayment: false,
    subtotalCents: 49000,
    discountCents: 0,
    totalCents: 49000,
    items: [aLine()],
    schedule: [{ index: 1, dueDate: '2026-11-23', amountCents: 49000, status: 'DUE', paidAt: null }],
    invoice: null,
    ...overrides,
  };
}

export function aVerify(outcome: VerifyResponse['outcome'], reason: string | null = null): VerifyResponse {
  return { outcome, reason, order: anOrder({ status: outcome === 'PAID' ? 'COMPLETED' : 'PENDING' }) };
}
