/** The answers of the calls the order flow makes, as the api gives them, for its tests. */
import type { Answer, Handler } from '../../../../test/api.ts';
import { ok } from '../../../../test/api.ts';
import { emptyTunnel, type TunnelState } from '../../../lib/tunnel-store.ts';

/** A product as the shop answers it; `productType` is given as its id, `shopItem` follows the flat fields. */
export function aProduct({ productType = 'SUBSCRIPTION', ...overrides }: Record<string, unknown> = {}) {
  const product = {
    productId: 5,
    shopItemId: 50,
    shopItemPromoPrice: '49.00',
    priceCents: 4900,
    installments: [1, 4, 10],
    name: 'Mensuel tout réseau',
    productType: { productTypeId: productType },
    transportModes: ['BUS', 'BOAT'],
    renewalInterval: 'P1M',
    audience: 'ALL',
    postPayment: false,
    fareProof: null,
    ...overrides,
  };
  const { shopItemId, shopItemPromoPrice, priceCents, installments } = product;
  return { ...product, shopItem: [{ shopItemId, shopItemPromoPrice, priceCents, installments }] };
}

export const PRODUCTS = [
  aProduct(),
  aProduct({
    productId: 6,
    shopItemId: 60,
    shopItemPromoPrice: '24.50',
    priceCents: 2450,
    name: 'Mensuel moins de 26 ans',
    audience: 'UNDER_26',
  }),
  aProduct({
    productId: 1,
    shopItemId: 10,
    shopItemPromoPrice: '14.00',
    priceCents: 1400,
    installments: [],
    name: 'Carnet de 10 trajets',
    productType: 'TICKET',
    transportModes: ['BUS'],
    renewalInterval: null,
  }),
];

export const IDENTITY = {
  code: 'IDENTITY',
  name: 'Pièce d’identité',
  description: 'Carte d’identité, passeport ou titre de séjour du titulaire.',
  acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: 5 * 1024 * 1024,
};

export function aDocument(overrides: Record<string, unknown> = {}) {
  return {
    id: 700,
    type: 'IDENTITY',
    status: 'PENDING',
    fileName: 'identite.pdf',
    size: 2048,
    mimeType: 'application/pdf',
    createdAt: '2026-11-26T09:00:00.000Z',
    reviewedAt: null,
    reason: null,
    deleted: false,
    ...overrides,
  };
}

export const SITE = {
  id: 3,
  name: 'Maison de la mobilité',
  address1: '2 quai des Navettes',
  address2: null,
  zipcode: '99500',
  city: 'Port-Marin',
  country: 'FR',
  phone: '01 99 00 12 34',
  openingHours: [
    { weekday: 1, opens: '07:30', closes: '19:00' },
    { weekday: 6, opens: '13:30', closes: '16:10' },
    { weekday: 6, opens: '08:00', closes: '12:00' },
  ],
  openingHoursText: 'Du lundi au vendredi de 7h30 à 19h ; le samedi de 8h à 12h et de 13h30 à 16h10.',
};

export const ACCOUNT_USER = {
  userId: 5,
  userName: 'Claire',
  userLastname: 'Morel',
  email: 'claire.morel@example.org',
  phone: '06 12 34 56 78',
  emailVerified: true,
  guest: false,
  role: 'passenger',
};

export function requestCardAnswer(overrides: { holderName?: string; shopItemId?: number } = {}) {
  const shopItemId = overrides.shopItemId ?? 50;
  return {
    cardRequest: {
      id: 91,
      status: 'AWAITING_PAYMENT',
      holderName: overrides.holderName ?? 'Claire Morel',
      productId: 5,
      feeProductId: 12,
      quantity: 1,
      deliveryType: 'SHIPPING',
      mediaId: null,
      createdAt: '2026-11-26T09:05:00.000Z',
    },
    cartItems: [
      {
        type: 'CARD_CREATION',
        cardRequestId: 91,
        shopItemId,
        shopItemPromoPrice: '49.00',
        installments: [1, 4, 10],
        ubiProductId: 5,
        quantity: 1,
        name: 'Mensuel tout réseau',
      },
      {
        type: 'CARD_CREATION',
        cardRequestId: 91,
        shopItemId: 120,
        shopItemPromoPrice: '8.00',
        installments: [1],
        ubiProductId: 12,
        quantity: 1,
        name: 'Création de carte',
      },
    ],
  };
}

/** The flow's calls answered as the api would, each overridable. */
export function orderApi(overrides: Record<string, Handler | Answer> = {}): Record<string, Handler | Answer> {
  let nextId = 700;
  return {
    'Products/getProducts.json': ok({ products: PRODUCTS }),
    'Networks/getProfileStatus.json': ok({
      profileStatus: { networkId: 1, emailVerified: true, missing: [], canOrderCards: true, cardsHeld: 0 },
    }),
    'Account/getUser.json': ok({ user: ACCOUNT_USER }),
    'Document/getDocuments.json': ok({ documentTypes: [IDENTITY] }),
    'Media/uploadDocument.json': ({ body }) => {
      const file = body?.document as File;
      const type = String(body?.document_type);
      nextId += 1;
      return ok({
        document: aDocument({ id: nextId, type, fileName: file.name, size: file.size, mimeType: file.type }),
      });
    },
    'Document/getUserDocuments.json': ok({ documents: [] }),
    'Networks/collectSites': ok({ collectSites: [SITE] }),
    'Media/requestCard.json': ok(requestCardAnswer()),
    ...overrides,
  };
}

/** A tunnel filled up to (and including) a step, as a passenger would have left it. */
export function tunnelUpTo(step: number, now = Date.now()): TunnelState {
  const tunnel = emptyTunnel(now);
  if (step >= 1) {
    tunnel.product = {
      productId: 5,
      shopItemId: 50,
      shopItemPromoPrice: '49.00',
      priceCents: 4900,
      installments: [1, 4, 10],
      name: 'Mensuel tout réseau',
      productType: 'SUBSCRIPTION',
      transportModes: ['BUS', 'BOAT'],
      renewalInterval: 'P1M',
      audience: 'ALL',
    };
  }
  if (step >= 2) {
    tunnel.forSelf = true;
    tunnel.personal = {
      awUserId: 5,
      title: 'MADAME',
      firstname: 'Claire',
      lastname: 'Morel',
      birthday: '1990-04-12',
      email: 'claire.morel@example.org',
      mobilePhone: '0612345678',
      landline: '',
      category: 'EMPLOYEE',
      address: {
        line1: '4 rue des Mouettes',
        line2: '',
        postalCode: '99500',
        city: 'Port-Marin',
        country: 'FR',
      },
    };
  }
  if (step >= 3) {
    tunnel.documents = { IDENTITY: { id: 701, status: 'PENDING', fileName: 'identite.pdf', size: 2048 } };
    tunnel.requiredDocuments = ['IDENTITY'];
  }
  if (step >= 4) tunnel.photo = '702';
  if (step >= 5) {
    tunnel.delivery = {
      type: 'SHIPPING',
      firstname: 'Claire',
      lastname: 'Morel',
      address: {
        line1: '4 rue des Mouettes',
        line2: '',
        postalCode: '99500',
        city: 'Port-Marin',
        country: 'FR',
      },
    };
  }
  return tunnel;
}
