/**
 * Traffic disruptions (decision 053): an agent publishes one (Staff/publishDisruption.json), the
 * back office lists them (Staff/getDisruptions.json), and the alerts job tells each card that
 * follows an affected line or mode, once. Owns `disruptions` and `disruption_alerts`.
 */
import {
  DISRUPTION_KEYS,
  DISRUPTIONS_LISTED,
  TRANSPORT_MODES,
  type Disruption,
  type DisruptionInput,
  type TransitLine,
  type TransportMode,
} from '@oceane/domain';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { isoAfter, isoNow } from '../../lib/time.js';
import { getUser } from '../account/service.js';
import { recordStaffAction } from '../audit/service.js';
import { lineModes, networkLines } from '../transit/service.js';
import { findSamePublished, insertDisruption, listDisruptionRows, type DisruptionRow } from './repo.js';

export { trafficAlertsForExport, eraseTrafficAlertsOfAccounts } from './erasure.js';
export { runTrafficAlerts, sendDisruptionAlerts, type AlertsJobReport } from './alerts-job.js';

/** The same disruption published again within this many minutes is the one already published. */
export const SAME_DISRUPTION_MINUTES = 10;

function isMode(mode: string): mode is TransportMode {
  return (TRANSPORT_MODES as readonly string[]).includes(mode);
}

export function disruptionView(row: DisruptionRow): Disruption {
  return {
    id: row.id,
    lines: JSON.parse(row.lines) as string[],
    modes: (JSON.parse(row.modes) as string[]).filter(isMode),
    titleFr: row.title_fr,
    titleEn: row.title_en,
    textFr: row.text_fr,
    textEn: row.text_en,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    alertsSent: Number(row.alerts_sent),
  };
}

export async function publishDisruption(
  ctx: AppContext,
  session: CurrentSession,
  input: DisruptionInput,
): Promise<Disruption> {
  const networkId = ctx.config.networkId;
  const known = await lineModes(ctx.db, networkId);
  // Each line as the network spells it; an unknown one is refused at its field.
  const lines: string[] = [];
  for (const code of input.lines) {
    const upper = code.toUpperCase();
    if (!known.has(upper)) throw new AppError('VALIDATION_ERROR', { lines: DISRUPTION_KEYS.lineUnknown });
    if (!lines.includes(upper)) lines.push(upper);
  }
  const now = isoNow();
  if (input.endsAt <= now) throw new AppError('VALIDATION_ERROR', { endsAt: DISRUPTION_KEYS.endPassed });
  const { user } = await getUser(ctx, session);
  // The staff role lives on an identity (decision 022): a staff session always has an e-mail.
  if (user.email === null || session.identityId === null) throw new AppError('FORBIDDEN');
  const identityId = session.identityId;
  const content = {
    network_id: networkId,
    lines: JSON.stringify(lines),
    modes: JSON.stringify([...new Set(input.modes)]),
    title_fr: input.titleFr,
    title_en: input.titleEn,
    text_fr: input.textFr,
    text_en: input.textEn,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
  };
  // A double submission or a replayed call answers the disruption already published: the
  // passengers are not told twice of one disruption.
  const email = user.email;
  const id =
    (await findSamePublished(ctx.db, content, isoAfter(now, -SAME_DISRUPTION_MINUTES))) ??
    (await ctx.db.transaction().execute(async (trx) => {
      const inserted = await insertDisruption(trx, {
        ...content,
        published_by: email,
        published_at: now,
        dispatched_at: null,
      });
      // The publication in the audit log, in its transaction (decision 070).
      await recordStaffAction(
        trx,
        {
          staff: { identityId: identityId, email },
          action: 'disruption.publish',
          recordKind: 'disruption',
          recordId: inserted,
          after: {
            lines,
            modes: [...new Set(input.modes)],
            titleFr: input.titleFr,
            titleEn: input.titleEn,
            startsAt: input.startsAt,
            endsAt: input.endsAt,
          },
        },
        now,
      );
      return inserted;
    }));
  const [row] = await listDisruptionRows(ctx.db, networkId, 1, id);
  if (!row) throw new AppError('NOT_FOUND');
  return disruptionView(row);
}

/** The network's disruptions, newest first, and its lines (what the publishing form offers). */
export async function listDisruptions(
  ctx: AppContext,
): Promise<{ disruptions: Disruption[]; lines: TransitLine[] }> {
  const rows = await listDisruptionRows(ctx.db, ctx.config.networkId, DISRUPTIONS_LISTED);
  return { disruptions: rows.map(disruptionView), lines: await networkLines(ctx.db, ctx.config.networkId) };
}
