/**
 * Subscriptions (spec §4 "Subscriptions can be terminated or have their card updated"): which
 * contracts can stop or move, to which card, and what the api answers of a change: the
 * subscription and the consequences the portal states before the passenger confirms (decision
 * 064). The api refuses with these rules and the portal offers its buttons with them.
 */
import { z } from 'zod';
import { contractSchema, type ContractView } from './card.js';

/** A contract of one of the caller's cards, as Subscriptions/* answer it. */
export const subscriptionSchema = contractSchema.extend({ mediaId: z.number().int() });
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

const RUNNING: readonly string[] = ['ACTIVE', 'PENDING_VALIDATION'];

/**
 * Whether a contract can be stopped: it still runs (or waits for its first validation), and it is
 * a pass that renews or the post-payment fare. A ticket is used up, not stopped.
 */
export function canTerminate(
  contract: Pick<ContractView, 'status' | 'renewalInterval'>,
  postPayment: boolean,
): boolean {
  return RUNNING.includes(contract.status) && (contract.renewalInterval !== null || postPayment);
}

/** Whether a contract can move to another card: it still runs, or waits for its first validation. */
export function canMove(contract: Pick<ContractView, 'status'>): boolean {
  return RUNNING.includes(contract.status);
}

/** A card's holder as a pass names them. */
export type PassHolder = { name: string; firstname: string; birthdate: string };

/** Lower case, without accents, anything but letters as one space: "LE GOFF" is "Le Goff". */
function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/**
 * A pass is personal (its price may come from its holder's age or situation): it moves only to a
 * card of the same holder, the same names (case and accents aside) and birth date.
 */
export function sameHolder(a: PassHolder, b: PassHolder): boolean {
  return (
    a.birthdate === b.birthdate &&
    foldName(a.name) === foldName(b.name) &&
    foldName(a.firstname) === foldName(b.firstname)
  );
}

/** What the rule "on one card, subscription periods never overlap" compares of a contract. */
export type CardPeriod = {
  validFrom: string;
  validTo: string;
  transportModes: readonly string[];
  renewalInterval: string | null;
  postPayment: boolean;
};

/**
 * A subscription covers days: a pass that renews (monthly, annual, 7-day…) or the post-payment
 * fare. A ticket or a 24-hour pass is used up, and sits beside anything.
 */
export function isSubscription(product: Pick<CardPeriod, 'renewalInterval' | 'postPayment'>): boolean {
  return product.renewalInterval !== null || product.postPayment;
}

/** Whether two products serve a common transport mode (a bike pass beside a bus pass does not). */
export function sharesMode(
  a: Pick<CardPeriod, 'transportModes'>,
  b: Pick<CardPeriod, 'transportModes'>,
): boolean {
  return a.transportModes.some((mode) => b.transportModes.includes(mode));
}

/**
 * Whether `moved` would overlap `held` on one card from `on` (YYYY-MM-DD): both are subscriptions
 * (a pass that renews or the post-payment fare; a ticket sits beside anything), they share a
 * transport mode (a bike pass beside a bus pass is no overlap), and what is left of their periods
 * from `on` meets. The caller gives the running contracts of the card only.
 */
export function periodsOverlap(moved: CardPeriod, held: CardPeriod, on: string): boolean {
  if (!isSubscription(moved) || !isSubscription(held)) return false;
  if (!sharesMode(moved, held)) return false;
  const from = (period: CardPeriod) => (period.validFrom > on ? period.validFrom : on);
  return from(moved) <= held.validTo && from(held) <= moved.validTo;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The post-payment fare's journeys of the month on the card, and when they are charged. */
export const subscriptionUsageSchema = z.object({
  trips: z.number().int().min(0).describe('Journeys this month so far'),
  tripCents: z.number().int().min(0).describe('A journey’s price: the single ticket’s'),
  capCents: z.number().int().min(0).nullable().describe('The month never costs more: the monthly pass'),
  amountCents: z.number().int().min(0).describe('What the journeys so far cost, capped'),
  since: day.describe('The first day counted'),
  through: day.describe('The last day counted: today'),
  billedOn: day.describe('When the month is charged: the first of the next month'),
  paymentCard: z
    .object({ brand: z.string(), last4: z.string() })
    .nullable()
    .describe('The saved card registered with the fare, which is charged'),
});
export type SubscriptionUsage = z.infer<typeof subscriptionUsageSchema>;

/** An instalment still to be charged on the order that sold the subscription. */
export const dueInstalmentSchema = z.object({
  orderReference: z.string(),
  dueDate: day,
  amountCents: z.number().int().min(0),
});
export type DueInstalment = z.infer<typeof dueInstalmentSchema>;

/** What a stop or a move changes: from when, what is refunded, what is still billed. */
export const subscriptionConsequencesSchema = z.object({
  effectiveFrom: day.describe(
    'The first day the change holds: the day after the last day of a stopped subscription, today for a move',
  ),
  lastDay: day.describe('The subscription’s last valid day once changed'),
  refundCents: z.number().int().min(0).describe('What is paid back: nothing online (decision 064)'),
  usage: subscriptionUsageSchema
    .nullable()
    .describe('The post-payment fare: the month’s journeys on the card, billed on their own'),
  dueInstalments: z.array(dueInstalmentSchema).describe('Instalments still charged, whatever changes'),
});
export type SubscriptionConsequences = z.infer<typeof subscriptionConsequencesSchema>;

/** Subscriptions/terminate and updateCard: the subscription (as it is, or would be with `preview`) and what changes. */
export const subscriptionChangeResponse = z.object({
  subscription: subscriptionSchema,
  consequences: subscriptionConsequencesSchema,
});
export type SubscriptionChange = z.infer<typeof subscriptionChangeResponse>;
