/**
 * A validation on a bus or a boat (Ticket/punchTicket.json). It settles the card's pending sale
 * (spec §4: a second subscription cannot be reloaded until the card is validated): its contracts
 * PENDING_VALIDATION become ACTIVE.
 */
import type { TransitLine, TransitMode } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { isCardExpired, ownedCard } from '../cards/service.js';
import { settlePendingSales } from '../contracts/service.js';
import { countValidationRows, insertValidation } from './repo.js';
import { listLineRows } from './network-repo.js';

type Mode = TransitMode;

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

/**
 * The network's lines by code (upper case), with their mode: a card's favourite lines and a
 * disruption name lines by these codes (decision 053).
 */
export async function lineModes(db: Db, networkId: number): Promise<Map<string, string>> {
  const rows = await listLineRows(db, networkId);
  return new Map(rows.map((row) => [row.code.toUpperCase(), row.mode]));
}

/** The codes of `codes` that no line of the network has (case ignored). */
export async function unknownLines(db: Db, networkId: number, codes: string[]): Promise<string[]> {
  const known = await lineModes(db, networkId);
  return codes.filter((code) => !known.has(code.trim().toUpperCase()));
}

/** The network's lines as the portal shows them (a disruption names some of them). */
export async function networkLines(db: Db, networkId: number): Promise<TransitLine[]> {
  const rows = await listLineRows(db, networkId);
  return rows.flatMap((row) =>
    row.mode === 'BUS' || row.mode === 'BOAT'
      ? [{ code: row.code, name: row.name, mode: row.mode, color: row.color }]
      : [],
  );
}

/** The stops of the network's bus and boat lines, by name: the network record's `stops` (decision 064). */
export { servedStops as networkStops } from './network.js';
