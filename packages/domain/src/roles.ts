/**
 * Who a person is to the portal (our addition, not in the spec): a passenger, or a member of the
 * staff of the mobility centre ('Maison de la mobilité') who will review documents and orders in
 * the back office. The role belongs to the identity (the person), so every profile it opens
 * carries it; it is granted outside the portal (docs/decisions/022-staff-role.md).
 */
export const USER_ROLES = ['passenger', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];
