/**
 * The association flow's steps (spec §2: contact, photo, alerts) and their address: the card's
 * edit route with `?flow=associate&step=N` (paths.cardsEdit), a route packages/domain already knows
 * (docs/decisions/020-web-cards.md).
 */
export const ASSOCIATION_STEPS = ['contact', 'photo', 'alerts'] as const;
export type AssociationStep = (typeof ASSOCIATION_STEPS)[number];

export { ASSOCIATE_FLOW } from '../../../lib/paths.ts';

/** The step asked for in the address, 1 when missing or out of range. */
export function parseStep(value: string | null): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= ASSOCIATION_STEPS.length ? step : 1;
}
