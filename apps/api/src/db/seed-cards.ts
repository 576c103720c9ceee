/**
 * Seeded transit cards: unassociated cards a tester can associate, and the demo account with its
 * own cards. Listed in apps/api/README.md.
 *
 * Associating a card takes its number, its holder's family name and the holder's birth date
 * (docs/decisions/011-api-card-ownership-and-association.md): the `birthdate` of each unassociated
 * card below is the one the api tests and the e2e journeys type (copied in e2e/support/cards.ts,
 * shown in the README's table). Like every card no account holds, they carry the holder's
 * identity only: no category, address or phone, which the passenger gives at the first step after
 * associating.
 */
import type { HolderGender, SocioProfessionalCategory } from '@oceane/domain';

/**
 * When a seeded contract runs, relative to the month the seed runs in. A pending one is a sale
 * that waits for the card's first validation on a bus or boat (spec §4).
 */
export type ContractSeed = {
  product: string;
  when: 'current-month' | 'previous-month' | 'current-year';
  pending?: true;
};

export type CardSeed = {
  number: string;
  validityEnd: string;
  expired?: boolean;
  holder: {
    gender: HolderGender;
    name: string;
    firstname: string;
    birthdate: string;
    /** What an account told about its holder: only on the demo account's cards. */
    category?: SocioProfessionalCategory;
    mobile?: string;
    address1?: string;
  };
  contracts: ContractSeed[];
};

/** Every seeded holder with an address lives in Port-Marin. */
export const HOLDER_TOWN = { zipcode: '99500', city: 'Port-Marin', country: 'FR' } as const;

/**
 * Cards for the checkout journeys of the e2e suite (e2e/support/checkout.ts): each journey pays on
 * a card of its own, so that journeys run in parallel and in any order on one database, and paying
 * one (a pending reload, a card replaced by its duplicate) leaves the others as seeded. Numbers
 * 4100000201 to 4100000218, an adult holder each, a monthly pass this month.
 */
const JOURNEY_HOLDERS: [CardSeed['holder']['gender'], string, string][] = [
  ['MADAME', 'Le Bihan', 'Nolwenn'],
  ['MONSIEUR', 'Kerjean', 'Yann'],
  ['MADAME', 'Guillou', 'Anaïs'],
  ['MONSIEUR', 'Tanguy', 'Ronan'],
  ['MADAME', 'Quéré', 'Soizic'],
  ['MONSIEUR', 'Le Roux', 'Erwan'],
  ['MADAME', 'Morvan', 'Gaëlle'],
  ['MONSIEUR', 'Cadiou', 'Loïc'],
  ['MADAME', 'Prigent', 'Maïwenn'],
  ['MONSIEUR', 'Jaouen', 'Tristan'],
  ['MADAME', 'Le Gall', 'Rozenn'],
  ['MONSIEUR', 'Riou', 'Gwenaël'],
  ['MADAME', 'Abiven', 'Enora'],
  ['MONSIEUR', 'Bothorel', 'Mathéo'],
  ['MADAME', 'Hamon', 'Léna'],
  ['MONSIEUR', 'Nédélec', 'Kévin'],
  // Reloaded without an account, in French and in English (e2e/guest-reload.spec.ts, decision 054).
  ['MADAME', 'Le Meur', 'Klervi'],
  ['MONSIEUR', 'Salaün', 'Goulven'],
  // Refunded half by a supervisor, in French and in English (e2e/staff-refund.spec.ts, decision 075).
  ['MADAME', 'Le Cam', 'Morgane'],
  ['MONSIEUR', 'Pichon', 'Briac'],
];

export const JOURNEY_CARDS: CardSeed[] = JOURNEY_HOLDERS.map(([gender, name, firstname], index) => ({
  number: `41000002${String(index + 1).padStart(2, '0')}`,
  validityEnd: '2032-12-31',
  holder: { gender, name, firstname, birthdate: `1985-03-${String(index + 1).padStart(2, '0')}` },
  contracts: [{ product: 'MONTHLY_ALL', when: 'current-month' }],
}));

/**
 * Cards for the e2e journeys that stop and move a pass (e2e/subscription-changes.spec.ts, decision
 * 064), each journey on cards of its own: 4100000641 and 4100000642 without a pass (the journey
 * buys the post-payment fare on it), and two holders with two cards each, the first with a monthly
 * pass this month to move onto the second (4100000643 → 4100000644, 4100000645 → 4100000646).
 */
const subscriptionCard = (
  number: string,
  [gender, name, firstname, birthdate]: [CardSeed['holder']['gender'], string, string, string],
  contracts: ContractSeed[] = [],
): CardSeed => ({
  number,
  validityEnd: '2032-12-31',
  holder: { gender, name, firstname, birthdate },
  contracts,
});
const MONTHLY_NOW: ContractSeed[] = [{ product: 'MONTHLY_ALL', when: 'current-month' }];
const MONTHLY_PENDING: ContractSeed[] = [{ product: 'MONTHLY_ALL', when: 'current-month', pending: true }];
const MOVING_FR: [CardSeed['holder']['gender'], string, string, string] = [
  'MADAME',
  'Le Floch',
  'Katell',
  '1979-06-21',
];
const MOVING_EN: [CardSeed['holder']['gender'], string, string, string] = [
  'MONSIEUR',
  'Pennec',
  'Gurvan',
  '1982-10-05',
];

export const SUBSCRIPTION_CARDS: CardSeed[] = [
  subscriptionCard('4100000641', ['MADAME', 'Le Corre', 'Armelle', '1988-01-19']),
  subscriptionCard('4100000642', ['MONSIEUR', 'Kervella', 'Yannick', '1976-04-02']),
  subscriptionCard('4100000643', MOVING_FR, MONTHLY_NOW),
  subscriptionCard('4100000644', MOVING_FR),
  subscriptionCard('4100000645', MOVING_EN, MONTHLY_NOW),
  subscriptionCard('4100000646', MOVING_EN),
];

/**
 * Cards for the e2e journeys of the cart's lines (e2e/cart-lines.spec.ts, decision 061), one per
 * language: an adult holder, no pass, so that the journey adds the monthly pass twice and tickets,
 * and pays.
 */
export const CART_LINE_CARDS: CardSeed[] = [
  subscriptionCard('4100000671', ['MADAME', 'Le Dantec', 'Gwenola', '1983-02-11']),
  subscriptionCard('4100000672', ['MONSIEUR', 'Kerhervé', 'Alan', '1980-07-29']),
];

/**
 * Cards for the e2e journeys of pass periods (e2e/pass-periods.spec.ts, decision 060), in French
 * and English: 4100000761 and 4100000762 hold a monthly pass this month (the annual pass bought on
 * them starts the day after it ends), 4100000763 and 4100000764 a monthly pass this month waiting
 * for the card's first validation (a ticket is sold meanwhile, another pass waits).
 */
export const PASS_PERIOD_CARDS: CardSeed[] = [
  subscriptionCard('4100000761', ['MADAME', 'Le Du', 'Gwenola', '1983-07-11'], MONTHLY_NOW),
  subscriptionCard('4100000762', ['MONSIEUR', 'Kerhervé', 'Alan', '1977-12-02'], MONTHLY_NOW),
  subscriptionCard('4100000763', ['MADAME', 'Le Goffic', 'Tiphaine', '1992-02-25'], MONTHLY_PENDING),
  subscriptionCard('4100000764', ['MONSIEUR', 'Quiniou', 'Per', '1989-09-14'], MONTHLY_PENDING),
];

/**
 * Cards for the e2e journeys that find the birth date read-only once the card is associated
 * (e2e/holder-birthdate.spec.ts, decision 058), one per language: a holder of 66 and one of 22, no
 * pass.
 */
export const BIRTHDATE_CARDS: CardSeed[] = [
  subscriptionCard('4100000701', ['MADAME', 'Le Duff', 'Gwenola', '1959-02-14']),
  subscriptionCard('4100000702', ['MONSIEUR', 'Kerhervé', 'Malo', '2004-07-08']),
];

/** Cards no account holds yet: associate one with its number, holder family name and birth date. */
export const UNASSOCIATED_CARDS: CardSeed[] = [
  {
    number: '4100000011',
    validityEnd: '2031-08-31',
    holder: {
      gender: 'MADAME',
      name: 'Martin',
      firstname: 'Camille',
      birthdate: '1990-04-12',
    },
    contracts: [{ product: 'MONTHLY_ALL', when: 'current-month' }],
  },
  {
    number: '4100000022',
    validityEnd: '2030-09-30',
    holder: {
      gender: 'MONSIEUR',
      name: 'Bernard',
      firstname: 'Lucas',
      birthdate: '2004-09-30',
    },
    contracts: [{ product: 'MONTHLY_UNDER_26', when: 'current-month', pending: true }],
  },
  {
    number: '4100000033',
    validityEnd: '2029-06-30',
    holder: {
      gender: 'MADAME',
      name: 'Le Goff',
      firstname: 'Maëlys',
      birthdate: '2011-02-17',
    },
    contracts: [],
  },
  {
    number: '4100000044',
    validityEnd: '2030-03-31',
    holder: {
      gender: 'MADAME',
      name: "N'Diaye",
      firstname: 'Aminata',
      birthdate: '1978-11-03',
    },
    contracts: [{ product: 'MONTHLY_SOLIDARITY', when: 'previous-month' }],
  },
  {
    number: '4100000055',
    validityEnd: '2031-12-31',
    holder: {
      gender: 'MADAME',
      name: 'Rousseau',
      firstname: 'Hélène',
      birthdate: '1956-06-21',
    },
    contracts: [
      { product: 'ANNUAL_ALL', when: 'current-year' },
      { product: 'BIKE_ANNUAL', when: 'current-year' },
    ],
  },
  {
    number: '4100000066',
    validityEnd: '2024-12-31',
    expired: true,
    holder: {
      gender: 'MONSIEUR',
      name: 'Fontaine',
      firstname: 'Jean-Pierre',
      birthdate: '1969-01-08',
    },
    contracts: [],
  },
  ...JOURNEY_CARDS,
  ...SUBSCRIPTION_CARDS,
  ...CART_LINE_CARDS,
  ...PASS_PERIOD_CARDS,
  ...BIRTHDATE_CARDS,
];

export const DEMO = {
  email: 'demo@example.org',
  password: 'demo-password-2026',
  name: 'Morel',
  firstname: 'Claire',
  phone: '0639980042',
} as const;

/** The demo account's cards: its own and its son's. */
export const DEMO_CARDS: CardSeed[] = [
  {
    number: '4100000101',
    validityEnd: '2031-05-31',
    holder: {
      gender: 'MADAME',
      name: 'Morel',
      firstname: 'Claire',
      birthdate: '1987-05-14',
      category: 'EMPLOYEE',
      mobile: '0639980042',
      address1: '19 rue du Vieux Port',
    },
    contracts: [{ product: 'MONTHLY_ALL', when: 'current-month' }],
  },
  {
    number: '4100000102',
    validityEnd: '2030-08-31',
    holder: {
      gender: 'MONSIEUR',
      name: 'Morel',
      firstname: 'Léo',
      birthdate: '2012-09-02',
      category: 'SCHOOL',
      mobile: '0639980042',
      address1: '19 rue du Vieux Port',
    },
    contracts: [
      { product: 'MONTHLY_UNDER_26', when: 'current-month', pending: true },
      { product: 'BIKE_ANNUAL', when: 'current-year' },
    ],
  },
];
