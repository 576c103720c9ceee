/** Cards as Account/getCards.json answers them, for the cards feature's tests. */
type CardOverrides = Record<string, unknown> & { holder?: Record<string, unknown> };

export function aContract(overrides: Record<string, unknown> = {}) {
  return {
    id: 501,
    productId: 3,
    shopItemId: 30,
    name: 'Abonnement mensuel tout réseau',
    productType: 'SUBSCRIPTION',
    transportModes: ['BUS', 'BOAT'],
    validFrom: '2026-11-01',
    validTo: '2026-11-30',
    status: 'ACTIVE',
    renewalInterval: 'P1M',
    ...overrides,
  };
}

export function aCard({ holder, ...overrides }: CardOverrides = {}) {
  return {
    id: 11,
    number: '4100000101',
    networkId: 1,
    validityEnd: '2031-05-31',
    expired: false,
    reloadingName: null,
    bookmarked: false,
    hasPhoto: false,
    photoConsent: false,
    pendingSale: false,
    holder: {
      gender: 'MADAME',
      name: 'Morel',
      firstname: 'Claire',
      birthdate: '1987-05-14',
      socioProfessionalCategory: 'EMPLOYEE',
      address1: '19 rue du Vieux Port',
      address2: '',
      zipcode: '99500',
      city: 'Port-Marin',
      country: 'FR',
      mobile: '0639980042',
      landline: '',
      ...holder,
    },
    alerts: null,
    consents: { post: false, sms: false, email: false },
    contracts: [aContract()],
    ...overrides,
  };
}

export const USER = { userToken: 'tok', userId: 5, userName: 'Claire', userLastname: 'Morel' };
