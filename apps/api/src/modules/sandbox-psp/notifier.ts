/**
 * The notifier: POSTs each undelivered event of the outbox to the merchant's notification URL,
 * signed twice (sHMAC like every call of the api, and `x-sandbox-signature`, the provider's
 * HMAC-SHA256 under the shared secret), until the merchant acknowledges it with a 2xx `ok`
 * envelope. A failed attempt is retried after 1 s, 5 s, 30 s, 2 min, 10 min, then every hour,
 * forever: an acknowledged notification is the only way out of the outbox.
 */
import { createHmac } from 'node:crypto';
import { canonicalText, signBody } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { JobContext } from '../../lib/periodic-job.js';
import {
  claimNotification,
  dueNotifications,
  markAttemptFailed,
  markDelivered,
  type NotificationRow,
} from './repo.js';

export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** Seconds to wait after the n-th failed attempt (1-based); past the list, every hour. */
const BACKOFF_SECONDS = [1, 5, 30, 120, 600];
const HOURLY = 3600;

/** An attempt may take this long before another notifier may try the same notification. */
const ATTEMPT_LEASE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
const BATCH = 50;

export function backoffSeconds(failedAttempts: number): number {
  return BACKOFF_SECONDS[failedAttempts - 1] ?? HOURLY;
}

/** The `v1` of the header: hex HMAC-SHA256(secret, "<t>." + canonicalText(body without sHMAC)). */
export function notificationSignature(
  secret: string,
  timestamp: number,
  body: Record<string, unknown>,
): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}.${canonicalText(body)}`, 'utf8')
    .digest('hex');
}

export type NotificationRequest = { url: string; headers: Record<string, string>; body: string };
export type NotificationAnswer = { status: number; body: string };
/** Sends one notification over HTTP (tests pass one that goes through app.inject). */
export type SendNotification = (request: NotificationRequest) => Promise<NotificationAnswer>;

export const sendOverHttp: SendNotification = async ({ url, headers, body }) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
};

/** The request of one notification: the event signed with sHMAC, and the provider's header. */
export async function notificationRequest(
  config: Config,
  row: Pick<NotificationRow, 'payload' | 'target_url'>,
  now: Date,
): Promise<NotificationRequest> {
  const event = JSON.parse(row.payload) as Record<string, unknown>;
  const body = await signBody(event, config.signatureKey);
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = notificationSignature(config.payments.notificationSecret, timestamp, body);
  return {
    url: row.target_url,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: `t=${timestamp},v1=${signature}`,
    },
    body: JSON.stringify(body),
  };
}

/** The merchant took it: a 2xx answer whose envelope says ok. */
function acknowledged(answer: NotificationAnswer): boolean {
  if (answer.status < 200 || answer.status >= 300) return false;
  try {
    const parsed = JSON.parse(answer.body) as { status?: unknown };
    return parsed.status === 'ok';
  } catch {
    return false;
  }
}

function failureOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { cause?: { code?: unknown } }).cause?.code;
    return typeof code === 'string' ? `${error.name}: ${code}` : `${error.name}: ${error.message}`;
  }
  return String(error);
}

export type DeliveryReport = { delivered: number; failed: number };

/** One pass over the due notifications; each is attempted at most once per pass. */
export async function deliverNotifications(
  db: Db,
  config: Config,
  send: SendNotification = sendOverHttp,
  now: Date = new Date(),
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, failed: 0 };
  const due = await dueNotifications(db, now.toISOString(), BATCH);
  for (const row of due) {
    const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS).toISOString();
    if (!(await claimNotification(db, row, lease))) continue;
    const attempts = row.attempts + 1;
    let failure: string;
    try {
      const answer = await send(await notificationRequest(config, row, now));
      if (acknowledged(answer)) {
        await markDelivered(db, row.id, attempts, now.toISOString());
        report.delivered += 1;
        continue;
      }
      failure = `HTTP ${answer.status}: ${answer.body.slice(0, 200)}`;
    } catch (error) {
      failure = failureOf(error);
    }
    const next = new Date(now.getTime() + backoffSeconds(attempts) * 1000).toISOString();
    await markAttemptFailed(db, row.id, attempts, next, failure);
    report.failed += 1;
  }
  return report;
}

/**
 * The notifier job's run (src/jobs.ts, every second): each notification is claimed for one attempt
 * (claimNotification), so two notifiers never send the same one at once.
 */
export function runSandboxNotifier(ctx: JobContext): Promise<DeliveryReport> {
  return deliverNotifications(ctx.db, ctx.config);
}
