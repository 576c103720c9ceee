/**
 * What the hosted pages do with a browser's request: show the form, check a typed card, play the
 * test card's behaviour, run the 3-D Secure challenge, and send the browser back to the merchant
 * (303) once the session is decided. A session is decided once: a second submit of a paid session
 * shows "already paid" and charges nothing.
 */
import type { Locale } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import {
  brandOf,
  CARDHOLDER_MAX_LENGTH,
  CHALLENGE_CODE,
  CHALLENGE_TRIES,
  cardDigits,
  isCvc,
  isExpired,
  parseExpiry,
  passesLuhn,
  testCardOf,
  validThrough,
  type Expiry,
} from './cards.js';
import { newId } from './events.js';
import { currentSession, decideSession, type Outcome } from './outcomes.js';
import {
  challengePage,
  noticePage,
  payPage,
  type PayErrors,
  type PayValues,
  type NoticeKind,
} from './pages.js';
import { countWrongCode, findSession, insertCard, startChallenge, type SessionRow } from './repo.js';
import type { Page } from './html.js';
import { challengePageUrl, payPageUrl } from './page-paths.js';
import { inTransaction } from './transaction.js';

export type Answer = { page: Page } | { redirect: string };

const SESSION_ID = /^ps_[\w-]{1,64}$/;

function localeOf(session: SessionRow): Locale {
  return session.locale === 'en' ? 'en' : 'fr';
}

/** Why a session that is not open cannot be paid, as a page with the way back. */
function closedPage(session: SessionRow): Page {
  const kind: NoticeKind =
    session.status === 'SUCCEEDED'
      ? 'paid'
      : session.failure_code === 'session_expired'
        ? 'expired'
        : 'closed';
  return noticePage(kind, localeOf(session), session.return_url);
}

/** The session as it stands, or the page that says there is nothing to pay. */
async function openSession(
  db: Db,
  id: string | undefined,
  locale: Locale,
  now: Date,
): Promise<SessionRow | Page> {
  // Anything but an id of ours is not looked up (PostgreSQL refuses a NUL in a text).
  const session = id && SESSION_ID.test(id) ? await currentSession(db, id, now) : undefined;
  if (!session) return noticePage('notFound', locale);
  if (session.status !== 'OPEN') return closedPage(session);
  return session;
}

export async function showPayPage(
  db: Db,
  id: string | undefined,
  locale: Locale,
  now: Date = new Date(),
): Promise<Answer> {
  const session = await openSession(db, id, locale, now);
  if (!('id' in session)) return { page: session };
  if (session.challenge_pending === 1) return { redirect: challengePageUrl(session.id) };
  return { page: payPage(session) };
}

/** Decides the session, or, when another request decided it first, shows what it became. */
async function decide(db: Db, session: SessionRow, outcome: Outcome, now: Date): Promise<Answer> {
  if (await decideSession(db, session, outcome, now)) return { redirect: session.return_url };
  const decided = await findSession(db, session.id);
  return { page: closedPage(decided ?? session) };
}

type Checked = { errors: PayErrors } | { digits: string; expiry: Expiry; errors: PayErrors };

/** The form's own rules, before any card is looked at: Luhn, MM/YY not past, 3-digit CVC, a name. */
function checkForm(values: PayValues, today: string): Checked {
  const errors: PayErrors = {};
  const digits = cardDigits(values.cardNumber);
  if (values.cardNumber.trim() === '') errors.cardNumber = 'cardNumberRequired';
  else if (!digits || !passesLuhn(digits)) errors.cardNumber = 'cardNumberInvalid';
  const expiry = parseExpiry(values.expiry);
  if (!expiry) errors.expiry = 'expiryInvalid';
  else if (isExpired(expiry, today)) errors.expiry = 'expiryPast';
  if (!isCvc(values.cvc)) errors.cvc = 'cvcInvalid';
  const name = values.cardholder.trim();
  if (name === '') errors.cardholder = 'cardholderRequired';
  else if (name.length > CARDHOLDER_MAX_LENGTH) errors.cardholder = 'cardholderTooLong';
  if (Object.keys(errors).length > 0 || !digits || !expiry) return { errors };
  return { digits, expiry, errors };
}

/** A refused card: the number and the CVC are cleared, the rest is kept. */
function refused(values: PayValues): PayValues {
  return { ...values, cardNumber: '', cvc: '' };
}

export async function submitPayment(
  db: Db,
  id: string | undefined,
  values: PayValues,
  locale: Locale,
  now: Date = new Date(),
): Promise<Answer> {
  const session = await openSession(db, id, locale, now);
  if (!('id' in session)) return { page: session };
  if (session.challenge_pending === 1) return { redirect: challengePageUrl(session.id) };
  const today = now.toISOString().slice(0, 10);
  const checked = checkForm(values, today);
  if (!('digits' in checked)) return { page: payPage(session, values, checked.errors) };
  const { digits, expiry } = checked;
  if (session.last_due_date && validThrough(expiry) < session.last_due_date) {
    return { page: payPage(session, refused(values), { expiry: 'expiresBeforeSchedule' }) };
  }
  const card = testCardOf(digits);
  if (!card) return { page: payPage(session, refused(values), { cardNumber: 'notATestCard' }) };

  switch (card.behaviour) {
    case 'DECLINED':
      return decide(db, session, { status: 'FAILED', failureCode: 'card_declined' }, now);
    case 'EXPIRED':
      return decide(db, session, { status: 'FAILED', failureCode: 'expired_card' }, now);
    case 'CHALLENGE':
    case 'SUCCEEDS':
    case 'LATER_DECLINED': {
      const token = newId('tok');
      const tokenised = {
        token,
        brand: brandOf(digits),
        last4: digits.slice(-4),
        exp_month: expiry.month,
        exp_year: expiry.year,
        behaviour: card.behaviour,
        reusable: session.save_card,
        created_at: now.toISOString(),
      } as const;
      if (card.behaviour === 'CHALLENGE') {
        const started = await inTransaction(db, async (trx) => {
          await insertCard(trx, tokenised);
          return startChallenge(trx, session.id, token);
        });
        if (started) return { redirect: challengePageUrl(session.id) };
        return { page: closedPage((await findSession(db, session.id)) ?? session) };
      }
      await insertCard(db, tokenised);
      return decide(db, session, { status: 'SUCCEEDED', token }, now);
    }
  }
}

export async function cancelPayment(
  db: Db,
  id: string | undefined,
  locale: Locale,
  now: Date = new Date(),
): Promise<Answer> {
  const session = await openSession(db, id, locale, now);
  if (!('id' in session)) return { page: session };
  return decide(db, session, { status: 'CANCELED' }, now);
}

export async function showChallengePage(
  db: Db,
  id: string | undefined,
  locale: Locale,
  now: Date = new Date(),
): Promise<Answer> {
  const session = await openSession(db, id, locale, now);
  if (!('id' in session)) return { page: session };
  if (session.challenge_pending !== 1) return { redirect: payPageUrl(session.id) };
  return { page: challengePage(session) };
}

/** The right code pays; a wrong one counts, and the third fails the payment (authentication_failed). */
export async function submitChallenge(
  db: Db,
  id: string | undefined,
  typed: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<Answer> {
  const session = await openSession(db, id, locale, now);
  if (!('id' in session)) return { page: session };
  if (session.challenge_pending !== 1 || !session.card_token) return { redirect: payPageUrl(session.id) };
  const code = typed.trim();
  if (code === '') return { page: challengePage(session, { error: 'codeRequired' }) };
  if (code === CHALLENGE_CODE) {
    return decide(db, session, { status: 'SUCCEEDED', token: session.card_token }, now);
  }
  const wrong = await countWrongCode(db, session.id);
  if (wrong >= CHALLENGE_TRIES) {
    return decide(
      db,
      session,
      { status: 'FAILED', failureCode: 'authentication_failed', token: session.card_token },
      now,
    );
  }
  if (wrong === 0) {
    // Decided meanwhile by another request.
    const decided = await findSession(db, session.id);
    return { page: closedPage(decided ?? session) };
  }
  return {
    page: challengePage(session, {
      error: 'codeWrong',
      triesLeft: CHALLENGE_TRIES - wrong,
      typed: code.slice(0, 6),
    }),
  };
}
