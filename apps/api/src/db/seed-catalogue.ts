/**
 * The fictional network the portal ships with: Océane Mobilités in Port-Marin, its catalogue
 * (French fares in integer cents) and its one agency. Phone numbers are in the ranges ARCEP keeps
 * for fiction (01 99 00…, 06 39 98…).
 */
import type { ProductAudience, RenewalInterval, TransportMode } from '@oceane/domain';

export const NETWORK = { id: 1, name: 'Océane Mobilités', city: 'Port-Marin' } as const;

export const TRANSPORT_MODE_ROWS: { code: TransportMode; fr: string; en: string }[] = [
  { code: 'BUS', fr: 'Bus', en: 'Bus' },
  { code: 'BOAT', fr: 'Bateaux', en: 'Boats' },
  { code: 'BIKE', fr: 'Vélo en libre-service', en: 'Self-service bike' },
  { code: 'CAR_SHARING', fr: 'Autopartage', en: 'Car sharing' },
];

export type ProductSeed = {
  id: number;
  code: string;
  shopItemId: number;
  fr: string;
  en: string;
  type: 'TICKET' | 'PASS' | 'SUBSCRIPTION' | 'FEE';
  modes: TransportMode[];
  interval: RenewalInterval | null;
  installments: number[];
  pivot: 'DAY_PIVOT' | 'WEEK_PIVOT' | 'MONTH_PIVOT' | null;
  cents: number;
  audience: ProductAudience;
};

const busBoat: TransportMode[] = ['BUS', 'BOAT'];

export const PRODUCTS: ProductSeed[] = [
  {
    id: 101,
    code: 'TICKET_SINGLE',
    shopItemId: 1001,
    fr: 'Ticket 1 voyage bus + bateau',
    en: 'Single ticket, bus + boat',
    type: 'TICKET',
    modes: busBoat,
    interval: null,
    installments: [1],
    pivot: null,
    cents: 170,
    audience: 'ALL',
  },
  {
    id: 102,
    code: 'TICKET_BOOK_10',
    shopItemId: 1002,
    fr: 'Carnet de 10 tickets',
    en: 'Book of 10 tickets',
    type: 'TICKET',
    modes: busBoat,
    interval: null,
    installments: [1],
    pivot: null,
    cents: 1450,
    audience: 'ALL',
  },
  {
    id: 103,
    code: 'PASS_24H',
    shopItemId: 1003,
    fr: 'Pass 24 heures',
    en: '24-hour pass',
    type: 'PASS',
    modes: busBoat,
    interval: null,
    installments: [1],
    pivot: null,
    cents: 500,
    audience: 'ALL',
  },
  {
    id: 104,
    code: 'PASS_7D',
    shopItemId: 1004,
    fr: 'Pass 7 jours',
    en: '7-day pass',
    type: 'PASS',
    modes: busBoat,
    interval: 'P7D',
    installments: [1],
    pivot: null,
    cents: 1600,
    audience: 'ALL',
  },
  {
    id: 105,
    code: 'MONTHLY_ALL',
    shopItemId: 1005,
    fr: 'Abonnement mensuel tout public',
    en: 'Monthly pass',
    type: 'SUBSCRIPTION',
    modes: busBoat,
    interval: 'P1M',
    installments: [1],
    pivot: 'MONTH_PIVOT',
    cents: 4900,
    audience: 'ALL',
  },
  {
    id: 106,
    code: 'MONTHLY_UNDER_26',
    shopItemId: 1006,
    fr: 'Abonnement mensuel -26 ans',
    en: 'Monthly pass, under 26',
    type: 'SUBSCRIPTION',
    modes: busBoat,
    interval: 'P1M',
    installments: [1],
    pivot: 'MONTH_PIVOT',
    cents: 2800,
    audience: 'UNDER_26',
  },
  {
    id: 107,
    code: 'ANNUAL_ALL',
    shopItemId: 1007,
    fr: 'Abonnement annuel tout public',
    en: 'Annual pass',
    type: 'SUBSCRIPTION',
    modes: busBoat,
    interval: 'P1Y',
    installments: [1, 4, 10],
    pivot: 'MONTH_PIVOT',
    cents: 49000,
    audience: 'ALL',
  },
  {
    id: 108,
    code: 'MONTHLY_SOLIDARITY',
    shopItemId: 1008,
    fr: 'Abonnement mensuel solidaire',
    en: 'Monthly solidarity pass',
    type: 'SUBSCRIPTION',
    modes: busBoat,
    interval: 'P1M',
    installments: [1],
    pivot: 'MONTH_PIVOT',
    cents: 1000,
    audience: 'SOLIDARITY',
  },
  {
    id: 109,
    code: 'BIKE_ANNUAL',
    shopItemId: 1009,
    fr: 'Vélo en libre-service, abonnement annuel',
    en: 'Self-service bike, annual pass',
    type: 'SUBSCRIPTION',
    modes: ['BIKE'],
    interval: 'P1Y',
    installments: [1, 4, 10],
    pivot: null,
    cents: 3500,
    audience: 'ALL',
  },
  {
    id: 110,
    code: 'CAR_SHARING_MONTHLY',
    shopItemId: 1010,
    fr: 'Autopartage, abonnement mensuel',
    en: 'Car sharing, monthly membership',
    type: 'SUBSCRIPTION',
    modes: ['CAR_SHARING'],
    interval: 'P1M',
    installments: [1],
    pivot: 'MONTH_PIVOT',
    cents: 1500,
    audience: 'ALL',
  },
  {
    id: 111,
    code: 'CARD_CREATION_FEE',
    shopItemId: 1011,
    fr: 'Frais de création de carte',
    en: 'Card creation fee',
    type: 'FEE',
    modes: [],
    interval: null,
    installments: [1],
    pivot: null,
    cents: 800,
    audience: 'ALL',
  },
  {
    id: 112,
    code: 'CARD_DUPLICATE_FEE',
    shopItemId: 1012,
    fr: 'Frais de duplicata de carte',
    en: 'Card duplicate fee',
    type: 'FEE',
    modes: [],
    interval: null,
    installments: [1],
    pivot: null,
    cents: 1000,
    audience: 'ALL',
  },
  {
    // Spec §9 post-payment: the card is registered for pay-as-you-go, usage billed later (decision 027).
    id: 113,
    code: 'POST_PAYMENT_FARE',
    shopItemId: 1013,
    fr: 'Paiement à l’usage (post-paiement)',
    en: 'Pay as you go (post-payment)',
    type: 'SUBSCRIPTION',
    modes: busBoat,
    interval: null,
    installments: [1],
    pivot: null,
    cents: 0,
    audience: 'POST_PAYMENT',
  },
  {
    // A school pass (decision 050): for a holder of category SCHOOL, ordered as a SCHOOL order,
    // its contract has a sticker (Vignette/sticker, Vignette/decode).
    id: 120,
    code: 'SCHOOL_ANNUAL',
    shopItemId: 1020,
    fr: 'Abonnement scolaire annuel',
    en: 'Annual school pass',
    type: 'SUBSCRIPTION',
    modes: busBoat,
    interval: 'P1Y',
    installments: [1, 4, 10],
    pivot: 'MONTH_PIVOT',
    cents: 15000,
    audience: 'SCHOOL',
  },
];

export const AGENCY = {
  id: 1,
  name: 'Maison de la mobilité',
  address1: '2 quai de l’Estran',
  address2: 'Gare maritime',
  zipcode: '99500',
  city: 'Port-Marin',
  country: 'FR',
  phone: '01 99 00 42 42',
  email: 'contact@oceane-mobilites.example',
} as const;

/** Monday–Friday 7:30–19:00; Saturday 8:00–12:00 and 13:30–16:10 (spec §2). */
export const AGENCY_HOURS: { weekday: number; opens: string; closes: string }[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:30', closes: '19:00' })),
  { weekday: 6, opens: '08:00', closes: '12:00' },
  { weekday: 6, opens: '13:30', closes: '16:10' },
];
