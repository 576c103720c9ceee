/**
 * The seeded staff of the mobility centre ('Maison de la mobilité'), for trying the staff pages:
 * one agent and one supervisor (decision 070), created with the demo data, and never in
 * production (seed.ts), since their passwords are published in the README.
 */
export const STAFF = {
  email: 'agent@example.org',
  password: 'agent-password-2026',
  name: 'Guillou',
  firstname: 'Erwan',
  phone: '0299000000',
  staffRole: 'agent',
} as const;

/** The seeded supervisor: the agent's calls, and the supervisor's (the audit log). */
export const SUPERVISOR = {
  email: 'supervisor@example.org',
  password: 'supervisor-password-2026',
  name: 'Le Bihan',
  firstname: 'Nolwenn',
  phone: '0299000001',
  staffRole: 'supervisor',
} as const;
