/**
 * Passengers who check out against the api running as a process of its own: they order a reload
 * of a card, place the order, post the sandbox's hosted forms as a browser does (the 303 back to
 * the portal is not followed) and verify on the way back, as the portal does. Every answer they
 * were given is kept in a ledger, which the crash part holds the api to after each restart.
 */
import fc from 'fast-check';
import type { ApiProcess, HttpAnswer } from '../../helpers/api-process.js';
import { MONTHLY, MONTHLY_CENTS, reload } from '../../helpers/checkout.js';
import { freshPassenger } from '../../helpers/passengers.js';
import {
  CHALLENGE_PAGE_PATH,
  PAY_PAGE_PATH,
  TEST_CARDS,
  type CardBehaviour,
} from '../../../src/modules/sandbox-psp/service.js';

// Seeded catalogue (seed-catalogue.ts): the annual pass, payable in 4 times.
const ANNUAL = 1007;
const ANNUAL_CENTS = 49_000;
/** startApiProcess's PUBLIC_BASE_URL: where the hosted page sends the browser back. */
const PORTAL = 'https://portal.test/';
const CHALLENGE_CODE = '123456';
const WRONG_CODE = '000000';

/** A test card, or the challenge card whose code is typed wrong three times. */
export type CardPlan = CardBehaviour | 'CHALLENGE_FAILED';
export type CheckoutPlan = { card: CardPlan; inInstalments: boolean; verify: boolean };

export const checkoutPlan: fc.Arbitrary<CheckoutPlan> = fc.record({
  card: fc.constantFrom<CardPlan>(
    'SUCCEEDS',
    'SUCCEEDS',
    'DECLINED',
    'EXPIRED',
    'CHALLENGE',
    'CHALLENGE_FAILED',
    'LATER_DECLINED',
  ),
  inInstalments: fc.boolean(),
  verify: fc.boolean(),
});

/** "S4v": the card's initial, 4 when paid in instalments, v when verified; for the printed schedule. */
export function planText(plan: CheckoutPlan): string {
  const card = plan.card === 'CHALLENGE_FAILED' ? 'X' : plan.card === 'LATER_DECLINED' ? 'L' : plan.card[0]!;
  return `${card}${plan.inInstalments ? '4' : ''}${plan.verify ? 'v' : ''}`;
}

export type Shopper = { userToken: string; accountId: number; email: string };

/** A checkout as its cart keeps it: the same key and content are sent again to pay it again. */
export type Cart = { shopper: Shopper; body: Record<string, unknown> };

export type Ledger = {
  requests: number;
  /** Answers the api should not have given while it was up (a 5xx, an unexpected refusal). */
  unexpected: string[];
  /** Every checkout sent, answered or not, by its idempotency key. */
  carts: Map<string, Cart>;
  /** Orders whose Order/create.json was answered 200, with their key. */
  createdOrders: Map<number, string>;
  /** Sessions whose form was answered with the way back to the portal: decided, as the card says. */
  decidedSessions: Map<string, 'SUCCEEDED' | 'FAILED'>;
  /** Orders Order/verify.json answered PAID. */
  paidOrders: Set<number>;
};

export function newLedger(): Ledger {
  return {
    requests: 0,
    unexpected: [],
    carts: new Map(),
    createdOrders: new Map(),
    decidedSessions: new Map(),
    paidOrders: new Set(),
  };
}

/** The request got no answer: the api was killed under it. */
class Cut extends Error {}

async function sent<T>(ledger: Ledger, request: () => Promise<T>): Promise<T> {
  ledger.requests += 1;
  try {
    return await request();
  } catch (error) {
    throw new Cut(error instanceof Error ? error.message : String(error));
  }
}

function response<T>(answer: HttpAnswer): T {
  return (answer.body as { response: T }).response;
}

/** The answer was this status, else it goes to the ledger as unexpected. */
function expected(ledger: Ledger, what: string, answer: { status: number; body?: unknown }, status: number) {
  if (answer.status === status) return true;
  ledger.unexpected.push(`${what}: ${answer.status} ${JSON.stringify(answer.body ?? null).slice(0, 300)}`);
  return false;
}

export async function signUpShopper(api: ApiProcess, ledger: Ledger): Promise<Shopper> {
  const passenger = freshPassenger();
  const signUp = await sent(ledger, () => api.post('Identity/signUp', { ...passenger, acceptTerms: true }));
  const { idToken } = response<{ idToken: string }>(signUp);
  const login = await sent(ledger, () =>
    api.post('Account/login.json', { firebase_token: idToken, network_id: 1 }),
  );
  const { user } = response<{ user: { userToken: string; userId: number } }>(login);
  if (!user) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { userToken: user.userToken, accountId: user.userId, email: passenger.email };
}

/** A hosted form posted as a browser posts it; a 303 is not followed. */
async function postPage(api: ApiProcess, path: string, fields: Record<string, string>) {
  const answer = await fetch(api.origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const body = await answer.text();
  return { status: answer.status, location: answer.headers.get('location') ?? '', body: body.slice(0, 200) };
}

const cardNumber = (plan: CardPlan) =>
  TEST_CARDS.find((card) => card.behaviour === (plan === 'CHALLENGE_FAILED' ? 'CHALLENGE' : plan))!.number;

const PAID_BY = new Set<CardPlan>(['SUCCEEDS', 'CHALLENGE', 'LATER_DECLINED']);

/**
 * Pays the session on the hosted page with the card, through its 3-D Secure challenge when one
 * is asked (also of a session whose challenge an earlier visit started). Answers the session's
 * outcome once the page sends the browser back, or null.
 */
async function payOnPage(api: ApiProcess, ledger: Ledger, session: string, plan: CardPlan) {
  const form = {
    session,
    cardNumber: cardNumber(plan),
    expiry: '12/39',
    cvc: '123',
    cardholder: 'Anaïs Le Goff',
  };
  let answer = await sent(ledger, () => postPage(api, PAY_PAGE_PATH, form));
  const codes = plan === 'CHALLENGE_FAILED' ? [WRONG_CODE, WRONG_CODE, WRONG_CODE] : [CHALLENGE_CODE];
  for (const code of codes) {
    if (answer.status !== 303 || !answer.location.startsWith(CHALLENGE_PAGE_PATH)) break;
    answer = await sent(ledger, () => postPage(api, CHALLENGE_PAGE_PATH, { session, code }));
    // A wrong code before the last shows the challenge again, its error on the page (400).
    if (answer.status === 400 && code === WRONG_CODE)
      answer = { ...answer, status: 303, location: CHALLENGE_PAGE_PATH };
  }
  if (!expected(ledger, `pay ${session} with ${plan}`, answer, 303)) return null;
  if (!answer.location.startsWith(PORTAL)) {
    ledger.unexpected.push(`pay ${session} with ${plan}: sent to ${answer.location}`);
    return null;
  }
  const outcome = PAID_BY.has(plan) ? 'SUCCEEDED' : 'FAILED';
  ledger.decidedSessions.set(session, outcome);
  return outcome;
}

function orderOf(api: ApiProcess, ledger: Ledger, key: string) {
  const cart = ledger.carts.get(key)!;
  return sent(ledger, () =>
    api.post('Order/create.json', { userToken: cart.shopper.userToken, ...cart.body, idempotencyKey: key }),
  );
}

async function placeAndPay(
  api: ApiProcess,
  ledger: Ledger,
  shopper: Shopper,
  orderId: number,
  plan: CardPlan,
) {
  const placed = await sent(ledger, () =>
    api.post('Order/placeOrder.json', { userToken: shopper.userToken, orderId }),
  );
  if (!expected(ledger, `placeOrder ${orderId}`, placed, 200)) return null;
  return payOnPage(api, ledger, response<{ paymentId: string }>(placed).paymentId, plan);
}

async function verify(api: ApiProcess, ledger: Ledger, shopper: Shopper, orderId: number) {
  const verified = await sent(ledger, () =>
    api.post('Order/verify.json', { userToken: shopper.userToken, orderId }),
  );
  if (!expected(ledger, `verify ${orderId}`, verified, 200)) return null;
  const { outcome } = response<{ outcome: string }>(verified);
  if (outcome === 'PAID') ledger.paidOrders.add(orderId);
  return outcome;
}

/** One checkout, as the portal and a browser make it. */
async function checkout(
  api: ApiProcess,
  ledger: Ledger,
  shopper: Shopper,
  mediaId: number,
  plan: CheckoutPlan,
  key: string,
) {
  ledger.carts.set(key, {
    shopper,
    body: {
      acceptTerms: true,
      items: [reload(mediaId, plan.inInstalments ? ANNUAL : MONTHLY)],
      installments: plan.inInstalments ? 4 : 1,
      expectedTotalCents: plan.inInstalments ? ANNUAL_CENTS : MONTHLY_CENTS,
    },
  });
  const created = await orderOf(api, ledger, key);
  if (!expected(ledger, `create ${key}`, created, 200)) return;
  const orderId = response<{ order: { id: number } }>(created).order.id;
  ledger.createdOrders.set(orderId, key);
  const outcome = await placeAndPay(api, ledger, shopper, orderId, plan.card);
  if (outcome && plan.verify) await verify(api, ledger, shopper, orderId);
}

export type ShopperRound = { shopper: Shopper; cards: number[]; plans: CheckoutPlan[] };

/**
 * The passengers' checkouts side by side, each one after another, until they are done or the api
 * is killed under them (a request without an answer ends that passenger's round).
 */
export async function runCheckouts(
  api: ApiProcess,
  ledger: Ledger,
  rounds: ShopperRound[],
  keyPrefix: string,
) {
  await Promise.all(
    rounds.map(async ({ shopper, cards, plans }, index) => {
      try {
        for (const [step, plan] of plans.entries()) {
          await checkout(api, ledger, shopper, cards[step]!, plan, `${keyPrefix}-${index}-${step}`);
        }
      } catch (error) {
        if (!(error instanceof Cut)) throw error;
      }
    }),
  );
}

/**
 * The cart of an unpaid order paid again: the same key and content answer the same order, and a
 * card that pays pays it. Answers what went wrong, or null.
 */
export async function payAgain(api: ApiProcess, ledger: Ledger, key: string, orderId: number) {
  const cart = ledger.carts.get(key);
  if (!cart) return `order ${orderId}: its key ${key} was never sent`;
  const before = ledger.unexpected.length;
  const created = await orderOf(api, ledger, key);
  if (!expected(ledger, `create ${key} again`, created, 200)) return ledger.unexpected.pop()!;
  const again = response<{ order: { id: number } }>(created).order.id;
  if (again !== orderId) return `order ${orderId}: its key ${key} answered order ${again}`;
  const outcome = await placeAndPay(api, ledger, cart.shopper, orderId, 'SUCCEEDS');
  const verified = outcome && (await verify(api, ledger, cart.shopper, orderId));
  if (ledger.unexpected.length > before) return ledger.unexpected.splice(before).join('; ');
  return verified === 'PAID' ? null : `order ${orderId}: paid again, verify answered ${verified}`;
}
