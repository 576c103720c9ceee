/**
 * The production of a card made through the back office (issue 25, decision 074): its steps in
 * order, which step each action moves it from, and when the passes of such a card start.
 */

/**
 * A made card's steps: its number given (waiting to be printed), its sheet printed, then shipped
 * home or ready for pickup at the agency, and handed over (a card picked up; a shipped card is
 * handed over by the carrier and needs no further step).
 */
export const PRODUCTION_STEPS = [
  'NUMBERED',
  'PRINTED',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'HANDED_OVER',
] as const;
export type ProductionStep = (typeof PRODUCTION_STEPS)[number];

/** How a card reaches its holder: the card order's delivery choice (a duplicate is shipped). */
export const DELIVERY_TYPES = ['SHIPPING', 'PICKUP'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** The agent's actions on a made card, each from one step only. */
export const PRODUCTION_ACTIONS = ['print', 'ship', 'readyForPickup', 'handOver'] as const;
export type ProductionAction = (typeof PRODUCTION_ACTIONS)[number];

/**
 * The step an action moves a card to, or null when the card is not at the step it starts from
 * (a step skipped, or done already): print from NUMBERED, ship (home delivery) or ready for
 * pickup (pickup) from PRINTED, hand over from READY_FOR_PICKUP.
 */
export function nextProductionStep(
  action: ProductionAction,
  from: ProductionStep,
  delivery: DeliveryType,
): ProductionStep | null {
  switch (action) {
    case 'print':
      return from === 'NUMBERED' ? 'PRINTED' : null;
    case 'ship':
      return from === 'PRINTED' && delivery === 'SHIPPING' ? 'SHIPPED' : null;
    case 'readyForPickup':
      return from === 'PRINTED' && delivery === 'PICKUP' ? 'READY_FOR_PICKUP' : null;
    case 'handOver':
      return from === 'READY_FOR_PICKUP' ? 'HANDED_OVER' : null;
  }
}

/** The card has reached its last step: shipped home, or handed over at the agency. */
export function productionDone(step: ProductionStep): boolean {
  return step === 'SHIPPED' || step === 'HANDED_OVER';
}

/**
 * When the passes of a card made through the back office start (decision 074): the day the
 * holder has the card in hand, that is the day it is handed over at the agency, or the day of
 * its first validation, whichever comes first; null while neither has happened (a shipped card
 * starts at its first validation, since nobody knows the day the post delivers it). Days are
 * the network's (YYYY-MM-DD).
 */
export function passStartOfMadeCard(card: {
  handedOverDay: string | null;
  firstValidationDay: string | null;
}): string | null {
  const days = [card.handedOverDay, card.firstValidationDay].filter((day): day is string => day !== null);
  if (days.length === 0) return null;
  return days.reduce((first, day) => (day < first ? day : first));
}

/** A tracking reference as typed by the agent: letters, digits, spaces and dashes, 4 to 40. */
export const TRACKING_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/;
