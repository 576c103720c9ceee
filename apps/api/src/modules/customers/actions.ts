/**
 * The first actions of a customer's page (decision 073): a mail of the outbox sent again, and a
 * card blocked at the counter. Each is written to the audit log with its before and after, in
 * the transaction of its change; the customer is mailed where it affects them.
 */
import { DEFAULT_LOCALE, isLocale } from '@oceane/domain';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import { recordStaffAction } from '../audit/service.js';
import { blockLostCard, cardsForExport } from '../cards/service.js';
import { findIdentity, identityForExport } from '../identity/service.js';
import { outboxMailById, queueMailAgain } from '../mail/service.js';
import { queueCardBlockedMail } from './card-blocked-mail.js';
import { customerAccount } from './page.js';

/** The staff member acting: the audit log names their identity and e-mail (decision 070). */
async function actingStaff(ctx: AppContext, session: CurrentSession) {
  if (session.identityId === null) throw new AppError('FORBIDDEN');
  const identity = await findIdentity(ctx.db, session.identityId);
  if (!identity) throw new AppError('FORBIDDEN');
  return { identityId: identity.id, email: identity.email };
}

/** Staff/resendMail.json: a mail sent to the customer's address, queued again as it was. */
export async function resendMail(
  ctx: AppContext,
  session: CurrentSession,
  input: { accountId: number; mailId: number },
): Promise<{ mailId: number }> {
  const staff = await actingStaff(ctx, session);
  const account = await customerAccount(ctx.db, session.networkId, input.accountId);
  const identity = account.identity_id === null ? null : await identityForExport(ctx.db, account.identity_id);
  const mail = await outboxMailById(ctx.db, input.mailId);
  // Only a mail to this customer's own address: another's reads as missing.
  if (!identity || !mail || mail.to_address !== identity.email.toLowerCase()) throw new AppError('NOT_FOUND');
  const at = isoNow();
  const mailId = await ctx.db.transaction().execute(async (trx) => {
    const id = await queueMailAgain(trx, mail.id);
    if (id === undefined) throw new AppError('NOT_FOUND');
    await recordStaffAction(
      trx,
      {
        staff,
        action: 'mail.resend',
        recordKind: 'mail',
        recordId: mail.id,
        customerAccountId: account.id,
        before: { mailId: mail.id, kind: mail.kind, subject: mail.subject, sentAt: mail.sent_at },
        after: { mailId: id, to: mail.to_address },
      },
      at,
    );
    return id;
  });
  await ctx.mailer.sendQueued();
  return { mailId };
}

/**
 * Staff/blockCard.json: a card of the customer declared lost at the counter, blocked as a paid
 * duplicate blocks the old card (it reads as expired and takes nothing more); the customer is
 * mailed in the card's language. A card blocked already answers 409 CONFLICT.
 */
export async function blockCard(
  ctx: AppContext,
  session: CurrentSession,
  input: { accountId: number; cardId: number },
): Promise<{ blockedAt: string }> {
  const staff = await actingStaff(ctx, session);
  const account = await customerAccount(ctx.db, session.networkId, input.accountId);
  const card = (await cardsForExport(ctx.db, [account.id])).find((row) => row.id === input.cardId);
  if (!card) throw new AppError('NOT_FOUND');
  if (card.blocked_at !== null) throw new AppError('CONFLICT');
  const identity = account.identity_id === null ? null : await identityForExport(ctx.db, account.identity_id);
  const at = isoNow();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await blockLostCard(trx, card.id, at))) throw new AppError('CONFLICT');
    await recordStaffAction(
      trx,
      {
        staff,
        action: 'card.block',
        recordKind: 'card',
        recordId: card.id,
        customerAccountId: account.id,
        before: { number: card.number, blockedAt: null, bookmarked: card.bookmarked === 1 },
        after: { number: card.number, blockedAt: at, bookmarked: false, reason: 'lost-at-counter' },
      },
      at,
    );
    if (identity) {
      await queueCardBlockedMail(trx, ctx.config, {
        to: identity.email,
        locale: isLocale(card.alerts_locale) ? card.alerts_locale : DEFAULT_LOCALE,
        firstname: account.firstname,
        number: card.number,
      });
    }
  });
  await ctx.mailer.sendQueued();
  return { blockedAt: at };
}
