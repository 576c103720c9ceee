/**
 * A validation on a bus or a boat (Ticket/punchTicket.json). It settles the card's pending sale
 * (spec §4: a second subscription cannot be reloaded until the card is validated): its contracts
 * PENDING_VALIDATION become ACTIVE.
 */
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { isCardExpired, ownedCard } from '../cards/service.js';
import { settlePendingSales } from '../contracts/service.js';
import { countValidationRows, insertValidation } from './repo.js';
import type { VALIDATION_MODES } from './schemas.js';

type Mode = (typeof VALIDATION_MODES)[number];

export async function punchTicket(
  db: Db,
  session: CurrentSession,
  punch: { mediaId: number; mode: Mode; line: string },
) {
  const card = await ownedCard(db, session, punch.mediaId);
  if (isCardExpired(card)) throw new AppError('CARD_EXPIRED');
  const validatedAt = isoNow();
  return db.transaction().execute(async (trx) => {
    const id = await insertValidation(trx, {
      media_id: card.id,
      account_id: session.accountId,
      mode: punch.mode,
      line: punch.line,
      validated_at: validatedAt,
    });
    const settled = await settlePendingSales(trx, card.id, validatedAt);
    return { validation: { id, mediaId: card.id, mode: punch.mode, line: punch.line, validatedAt }, settled };
  });
}

/**
 * How many times the card was validated while the account held it, in [from, to) (ISO instants):
 * the journeys of a post-payment card that orders bills (docs/decisions/032). Another account's
 * validations of the same card are not counted.
 */
export function countValidations(
  db: Db,
  query: { mediaId: number; accountId: number; from: string; to: string },
): Promise<number> {
  return countValidationRows(db, query);
}
