/**
 * The traffic alerts job (decision 053): for each published disruption that has not ended and that
 * no run has finished, each card whose alerts follow an affected line or mode is told once, by
 * e-mail to its alert address or by SMS to its alert number, as its delivery mode says, in the
 * language its alerts were saved in (French, the network's, for alerts saved before that was kept).
 *
 * Once only, with two servers: a card's alert is claimed by inserting the (disruption, card) row,
 * unique, and the mail or SMS is queued in the outbox in that same transaction. A second run finds
 * the row and skips the card; a run that dies leaves either both or neither.
 */
import { alertsConcern, isLocale, DEFAULT_LOCALE, type Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { JobContext } from '../../lib/periodic-job.js';
import { isoNow } from '../../lib/time.js';
import { cardsWithAlerts } from '../cards/service.js';
import { queueMail } from '../mail/service.js';
import { queueSms } from '../sms/service.js';
import { lineModes } from '../transit/service.js';
import { alertMail, alertSms, manageLink, type AlertDisruption } from './alert-message.js';
import { claimAlert, listUndispatched, markDispatched } from './repo.js';

export type AlertsJobReport = { emails: number; sms: number; errors: number };

type Card = Awaited<ReturnType<typeof cardsWithAlerts>>[number];
type Disruption = Awaited<ReturnType<typeof listUndispatched>>[number];

function list(json: string | null): string[] {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function toAlert(row: Disruption): AlertDisruption {
  return {
    lines: list(row.lines),
    modes: list(row.modes),
    titleFr: row.title_fr,
    titleEn: row.title_en,
    textFr: row.text_fr,
    textEn: row.text_en,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  };
}

/** The address the card's delivery mode names, or null when that one is missing. */
function destination(card: Card): { channel: 'EMAIL' | 'SMS'; address: string } | null {
  if (card.alerts_delivery_mode === 'EMAIL' && card.alerts_email)
    return { channel: 'EMAIL', address: card.alerts_email };
  if (card.alerts_delivery_mode === 'SMS' && card.alerts_phone)
    return { channel: 'SMS', address: card.alerts_phone };
  return null;
}

async function tellCard(
  db: Db,
  config: Config,
  disruption: Disruption,
  card: Card,
  to: { channel: 'EMAIL' | 'SMS'; address: string },
): Promise<boolean> {
  const locale: Locale = isLocale(card.alerts_locale) ? card.alerts_locale : DEFAULT_LOCALE;
  const link = manageLink(config.publicBaseUrl, locale);
  const alert = toAlert(disruption);
  return db.transaction().execute(async (trx) => {
    const claimed = await claimAlert(trx, {
      disruption_id: disruption.id,
      media_id: card.id,
      account_id: card.account_id,
      channel: to.channel,
      address: to.address,
      locale,
      sent_at: isoNow(),
    });
    if (!claimed) return false;
    if (to.channel === 'EMAIL')
      await queueMail(trx, {
        kind: 'traffic-alert',
        from: config.mailFrom,
        to: to.address,
        locale,
        content: alertMail(alert, locale, card.holder_firstname, link),
      });
    else await queueSms(trx, { kind: 'traffic-alert', to: to.address, text: alertSms(alert, locale, link) });
    return true;
  });
}

/**
 * One run: every undispatched disruption that has not ended at `now`, every card it concerns. A
 * disruption is marked dispatched once every card of it was told (or failed to be: the error is
 * reported and the next run tries that card again).
 */
export async function sendDisruptionAlerts(
  db: Db,
  config: Config,
  now: Date = new Date(),
  onError: (error: unknown, disruptionId: number, mediaId: number) => void = () => {},
): Promise<AlertsJobReport> {
  const report: AlertsJobReport = { emails: 0, sms: 0, errors: 0 };
  const disruptions = await listUndispatched(db, now.toISOString());
  if (disruptions.length === 0) return report;
  const byNetwork = new Map<number, { cards: Card[]; modes: Record<string, string> }>();
  for (const disruption of disruptions) {
    let network = byNetwork.get(disruption.network_id);
    if (!network) {
      const modes = Object.fromEntries(await lineModes(db, disruption.network_id));
      network = { cards: await cardsWithAlerts(db, disruption.network_id), modes };
      byNetwork.set(disruption.network_id, network);
    }
    const scope = { lines: list(disruption.lines), modes: list(disruption.modes), lineModes: network.modes };
    let failed = false;
    for (const card of network.cards) {
      const to = destination(card);
      if (!to) continue;
      const alerts = {
        favoriteLines: list(card.alerts_favorite_lines),
        favoriteModes: list(card.alerts_favorite_modes),
      };
      if (!alertsConcern(alerts, scope)) continue;
      try {
        if (await tellCard(db, config, disruption, card, to))
          report[to.channel === 'EMAIL' ? 'emails' : 'sms'] += 1;
      } catch (error) {
        failed = true;
        report.errors += 1;
        onError(error, disruption.id, card.id);
      }
    }
    if (!failed) await markDispatched(db, disruption.id, isoNow());
  }
  return report;
}

/**
 * The job's run (src/jobs.ts: every minute, and at once after a publication): the alerts queued,
 * then the queued mails handed to SMTP rather than at the mail job's next run.
 */
export async function runTrafficAlerts(ctx: JobContext, now: Date = new Date()): Promise<AlertsJobReport> {
  const report = await sendDisruptionAlerts(ctx.db, ctx.config, now, (error, disruptionId, mediaId) =>
    ctx.log.warn({ err: error, disruptionId, mediaId }, 'traffic alerts job: an alert failed'),
  );
  if (report.emails + report.sms + report.errors > 0) {
    ctx.log.info(report, 'traffic alerts job: run done');
    await ctx.mailer.sendQueued();
  }
  return report;
}
