/**
 * The seeded staff member of the mobility centre ('Maison de la mobilité'), for trying the staff
 * pages: created with the demo data, and never in production (seed.ts), since its password is
 * published in the README.
 */
export const STAFF = {
  email: 'agent@example.org',
  password: 'agent-password-2026',
  name: 'Guillou',
  firstname: 'Erwan',
  phone: '0299000000',
} as const;
