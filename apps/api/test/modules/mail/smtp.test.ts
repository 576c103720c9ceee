import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { freshPassenger, signUp } from '../../helpers/passengers.js';
import { startFakeSmtp } from '../../helpers/smtp-server.js';

const [dialect] = DIALECTS;
const smtp = await startFakeSmtp();
afterAll(() => smtp.close());

describe('mail through SMTP_URL', () => {
  const ctx = useTestApp(dialect!, { SMTP_URL: smtp.url });

  it('hands the composed message to the SMTP server and marks it sent', async () => {
    const { app } = ctx();
    const { passenger } = await signUp(app);
    expect(
      okResponse(await post(app, 'Account/resetPassword', { email: passenger.email, networkId: 1 })),
    ).toEqual({
      sent: true,
    });
    const rows = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', passenger.email)
      .execute();
    expect(rows.map((row) => row.kind)).toEqual(['verify', 'reset']);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
    const delivered = smtp.messages.filter((message) => message.includes(`To: ${passenger.email}`));
    expect(delivered).toHaveLength(2);
    expect(delivered[1]).toContain('/auth/reset/confirm?email=');
  });
});

describe('mail when the SMTP server is down', () => {
  const ctx = useTestApp(dialect!, { SMTP_URL: 'smtp://127.0.0.1:1' });

  it('still answers, and keeps the mail in the outbox unsent for a retry', async () => {
    const { app } = ctx();
    const passenger = freshPassenger();
    const answer = await post(app, 'Identity/signUp', { ...passenger, acceptTerms: true });
    expect(answer.statusCode).toBe(200);
    const row = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', passenger.email)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
  });
});
