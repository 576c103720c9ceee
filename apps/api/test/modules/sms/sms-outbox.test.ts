/**
 * The SMS outbox (decision 053): every text message is kept first; a provider's transport, when
 * there is one, sends each unsent message once and gets a failed one back for the next round;
 * without one nothing leaves the outbox.
 */
import { describe, expect, it } from 'vitest';
import {
  listSmsOutbox,
  queueSms,
  sendQueuedSms,
  SMS_MAX_LENGTH,
  type SmsTransport,
} from '../../../src/modules/sms/service.js';
import { useTestApp } from '../../helpers/app.js';
import { DIALECTS } from '../../helpers/databases.js';

describe.each(DIALECTS)('the SMS outbox ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('keeps the message, cut to three SMS, and sends nothing without a provider', async () => {
    const { db } = ctx().app;
    await queueSms(db, { kind: 'traffic-alert', to: '0639000001', text: 'x'.repeat(600) });
    expect(await sendQueuedSms(db, null)).toBe(0);
    const [kept] = await listSmsOutbox(db, '0639000001', 10);
    expect(kept?.text_body).toHaveLength(SMS_MAX_LENGTH);
    expect(kept?.sent_at).toBeNull();
  });

  it('sends each unsent message once through the transport, even with two senders at once', async () => {
    const { db } = ctx().app;
    await queueSms(db, { kind: 'traffic-alert', to: '0639000002', text: 'Info trafic' });
    const sent: string[] = [];
    const transport: SmsTransport = {
      send: async ({ to }) => {
        sent.push(to);
      },
    };
    await Promise.all([sendQueuedSms(db, transport), sendQueuedSms(db, transport)]);
    await sendQueuedSms(db, transport);
    expect(sent.filter((to) => to === '0639000002')).toHaveLength(1);
    const [row] = await listSmsOutbox(db, '0639000002', 10);
    expect(row?.sent_at).not.toBeNull();
  });

  it('gives a message whose sending failed back to the outbox, for the next round', async () => {
    const { db } = ctx().app;
    await queueSms(db, { kind: 'traffic-alert', to: '0639000003', text: 'Info trafic' });
    const failures: number[] = [];
    const failing: SmsTransport = {
      send: async () => {
        throw new Error('provider down');
      },
    };
    expect(await sendQueuedSms(db, failing, (_error, id) => failures.push(id))).toBe(0);
    expect(failures).toHaveLength(1);
    const [row] = await listSmsOutbox(db, '0639000003', 10);
    expect(row?.sent_at).toBeNull();
  });
});
