/**
 * Seeded transit cards: unassociated cards a tester can associate (card number + holder family
 * name), and the demo account with its own cards. Listed in apps/api/README.md.
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
    category: SocioProfessionalCategory;
    mobile: string;
    address1: string;
  };
  contracts: ContractSeed[];
};

/** Every seeded holder lives in Port-Marin. */
export const HOLDER_TOWN = { zipcode: '99500', city: 'Port-Marin', country: 'FR' } as const;

/** Cards no account holds yet: associate one with its number and its holder's family name. */
export const UNASSOCIATED_CARDS: CardSeed[] = [
  {
    number: '4100000011',
    validityEnd: '2031-08-31',
    holder: {
      gender: 'MADAME',
      name: 'Martin',
      firstname: 'Camille',
      birthdate: '1990-04-12',
      category: 'EMPLOYEE',
      mobile: '0639980011',
      address1: '14 rue des Goélands',
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
      category: 'STUDENT',
      mobile: '0639980022',
      address1: '3 impasse du Phare',
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
      category: 'SCHOOL',
      mobile: '0639980033',
      address1: '27 avenue de la Criée',
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
      category: 'JOBSEEKER',
      mobile: '0639980044',
      address1: '8 rue des Cordiers',
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
      category: 'RETIRED',
      mobile: '0639980055',
      address1: '1 place de la Marée',
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
      category: 'EMPLOYEE',
      mobile: '0639980066',
      address1: '52 boulevard des Mouettes',
    },
    contracts: [],
  },
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
