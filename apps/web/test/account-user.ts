/**
 * The account as Account/getUser.json answers it (the contract's `accountUserResponseSchema`),
 * every field present, with a test's own values over the defaults: the portal parses the answer
 * with the contract's schema, so a fixture is a whole answer.
 */
export function accountUser(overrides: Record<string, unknown> = {}) {
  return {
    userId: 5,
    userName: 'Hélène',
    userLastname: 'Le Goff',
    email: 'helene@example.org',
    phone: null,
    emailVerified: true,
    guest: false,
    role: 'passenger',
    ...overrides,
  };
}
