/**
 * The new-card order flow's six steps (spec §2: ticket type, contact info, documents, photo,
 * shipping, alerts) and their address: /cards/order/step1 … step6 (paths.cardsOrderStep).
 */
export const ORDER_STEPS = ['product', 'contact', 'documents', 'photo', 'shipping', 'alerts'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];
export const ORDER_STEP_COUNT = ORDER_STEPS.length;

/** The step a path segment names ('step3' → 3), or null for anything else (spec §2: redirect to step1). */
export function stepOfSegment(segment: string | undefined): number | null {
  const match = /^step([1-9])$/.exec(segment ?? '');
  const step = match ? Number(match[1]) : NaN;
  return step >= 1 && step <= ORDER_STEP_COUNT ? step : null;
}
