/** Orders and invoices as the api answers them, for the tests of this feature. */
import type { Order } from './api/order-history.ts';
import type { Invoice } from './api/get-orders.ts';

export function paidMonthly(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    network_id: 1,
    reference: 'OM-00000012',
    createdAt: '2026-11-02T09:15:00.000Z',
    status: 'COMPLETED',
    processStatus: 'PROCESSED',
    origin: 'ESHOP',
    paymentMethod: 'CARD',
    orderType: 'CARD_RELOAD',
    installments: 1,
    postPayment: false,
    subtotalCents: 4900,
    discountCents: 0,
    totalCents: 4900,
    items: [
      {
        type: 'CARD_RELOAD',
        mediaId: 3,
        cardNumber: '4100000101',
        holderName: 'Claire Morel',
        shopItemId: 1005,
        productId: 5,
        name: 'Abonnement mensuel tout public',
        quantity: 1,
        unitPriceCents: 4900,
        discountCents: 0,
        totalCents: 4900,
        gift: false,
      },
    ],
    schedule: [
      {
        index: 1,
        dueDate: '2026-11-02',
        amountCents: 4900,
        status: 'PAID',
        paidAt: '2026-11-02T09:15:00.000Z',
      },
    ],
    invoice: { number: 'F2026-000002', issuedAt: '2026-11-02T09:15:01.000Z' },
    ...overrides,
  };
}

export function annualInFour(overrides: Partial<Order> = {}): Order {
  return paidMonthly({
    id: 11,
    reference: 'OM-00000011',
    createdAt: '2026-08-20T10:00:00.000Z',
    installments: 4,
    subtotalCents: 49000,
    totalCents: 49000,
    items: [
      {
        ...paidMonthly().items[0]!,
        shopItemId: 1007,
        productId: 7,
        name: 'Abonnement annuel tout public',
        unitPriceCents: 49000,
        totalCents: 49000,
      },
    ],
    schedule: [
      {
        index: 1,
        dueDate: '2026-08-20',
        amountCents: 12250,
        status: 'PAID',
        paidAt: '2026-08-20T10:00:00.000Z',
      },
      {
        index: 2,
        dueDate: '2026-09-20',
        amountCents: 12250,
        status: 'PAID',
        paidAt: '2026-09-20T05:00:00.000Z',
      },
      {
        index: 3,
        dueDate: '2026-10-20',
        amountCents: 12250,
        status: 'PAID',
        paidAt: '2026-10-20T05:00:00.000Z',
      },
      { index: 4, dueDate: '2026-11-20', amountCents: 12250, status: 'DUE', paidAt: null },
    ],
    invoice: { number: 'F2026-000001', issuedAt: '2026-08-20T10:00:01.000Z' },
    ...overrides,
  });
}

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    number: 'F2026-000002',
    orderId: 12,
    issuedAt: '2026-11-02T09:15:01.000Z',
    totalCents: 4900,
    transportModes: ['BUS', 'BOAT'],
    transportType: 'Bus, Bateaux',
    ...overrides,
  };
}
