/**
 * Who a person is to the portal (our addition, not in the spec): a passenger, or a member of the
 * staff of the mobility centre ('Maison de la mobilité') who will review documents and orders in
 * the back office. The role belongs to the identity (the person), so every profile it opens
 * carries it; it is granted outside the portal (docs/decisions/022-staff-role.md).
 */
export const USER_ROLES = ['passenger', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The staff roles (issue 25): an **agent** reviews proofs, processes orders and helps customers; a
 * **supervisor** does all that, plus what the call table marks `supervisorOnly` (the audit log,
 * refunds above a threshold, the catalogue, staff accounts). Held beside `role: 'staff'`, so every
 * staff call written before the distinction keeps its check (decision 070).
 */
export const STAFF_ROLES = ['agent', 'supervisor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
