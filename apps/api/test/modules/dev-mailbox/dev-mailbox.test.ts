import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { createFakeBuild } from '../../helpers/fake-build.js';
import { mailsTo } from '../../helpers/mailbox.js';
import { signUp } from '../../helpers/passengers.js';

describe.each(DIALECTS)('the dev mailbox ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('lists the outbox as JSON for an address, newest first, with the links of each mail', async () => {
    const { app } = ctx();
    const { passenger } = await signUp(app);
    await post(app, 'Account/resetPassword', { email: passenger.email, networkId: 1, locale: 'en' });
    const mails = await mailsTo(app, passenger.email.toUpperCase());
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Resetting your password',
      'Confirmez votre adresse e-mail',
    ]);
    expect(mails[0]).toMatchObject({
      id: expect.any(Number),
      to: passenger.email,
      createdAt: expect.any(String),
    });
    expect(mails[0]!.links).toEqual([
      expect.stringMatching(/^https:\/\/portal\.test\/en\/auth\/reset\/confirm\?email=/),
    ]);
    expect(mails[0]!.html).toContain('href="https://portal.test/en/auth/reset/confirm?');
  });

  it('keeps the real MIME message of each mail', async () => {
    const { app } = ctx();
    const { passenger } = await signUp(app);
    const row = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', passenger.email)
      .executeTakeFirstOrThrow();
    // The header block, with folded lines unfolded.
    const headers = row.raw_mime
      .split('\r\n\r\n')[0]!
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n');
    expect(headers).toContain('Content-Language: fr');
    expect(headers).toContain(`To: ${passenger.email}`);
    expect(headers).toContain(
      'From: =?UTF-8?Q?Oc=C3=A9ane_Mobilit=C3=A9s?= <no-reply@oceane-mobilites.example>',
    );
    expect(headers).toContain('MIME-Version: 1.0');
    expect(headers.find((header) => header.startsWith('Content-Type: '))).toMatch(
      /^Content-Type: multipart\/alternative;/,
    );
    expect(row.raw_mime).toContain('Content-Type: text/html');
    expect(row.sent_at).toBeNull();
  });

  it('shows an accessible HTML page', async () => {
    const { app } = ctx();
    const { passenger } = await signUp(app);
    const response = await app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(passenger.email)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toMatch(/<title>Dev mailbox: [^<]+<\/title>/);
    expect(response.body).toMatch(/<h1>Dev mailbox/);
    expect(response.body).toContain('<ol reversed>');
    expect(response.body).toContain('<label for="to">Recipient</label>');
    expect(response.body).toMatch(/<a href="https:\/\/portal\.test\/auth\/verify\?code=/);
    const all = await app.inject({ url: '/dev/mailbox' });
    expect(all.statusCode).toBe(200);
  });

  it('escapes what it shows', async () => {
    const response = await ctx().app.inject({
      url: `/dev/mailbox?to=${encodeURIComponent('<script>x</script>')}`,
    });
    expect(response.body).not.toContain('<script>x</script>');
  });
});

describe('the dev mailbox in production or with SMTP', () => {
  const build = createFakeBuild();
  const production = useTestApp(DIALECTS[0]!, { NODE_ENV: 'production', WEB_BUILD_DIR: build });
  const smtp = useTestApp(DIALECTS[0]!, { SMTP_URL: 'smtp://127.0.0.1:9', WEB_BUILD_DIR: build });

  it('does not exist: the portal’s 404', async () => {
    for (const app of [production().app, smtp().app]) {
      expect((await app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/dev/mailbox.json?to=a@b.c' })).statusCode).toBe(404);
    }
  });
});

describe('the dev mailbox on an address other machines reach', () => {
  const build = createFakeBuild();
  const open = useTestApp(DIALECTS[0]!, { HOST: '0.0.0.0', WEB_BUILD_DIR: build });
  const explicit = useTestApp(DIALECTS[0]!, { HOST: '0.0.0.0', DEV_MAILBOX: 'true', WEB_BUILD_DIR: build });

  it('is off unless DEV_MAILBOX=true: HOST=0.0.0.0 alone shows nobody the reset links', async () => {
    const { app } = open();
    const { passenger } = await signUp(app);
    await post(app, 'Account/resetPassword', { email: passenger.email, networkId: 1 });
    const page = await app.inject({ url: `/dev/mailbox?to=${encodeURIComponent(passenger.email)}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('/auth/reset/confirm');
    const json = await app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(passenger.email)}` });
    expect(json.statusCode).toBe(404);
    expect(json.body).not.toContain('/auth/reset/confirm');
    const config = await app.inject({ url: '/public-config.json' });
    expect(config.json()).toMatchObject({ devMailbox: false });
  });

  it('is served when DEV_MAILBOX=true says so', async () => {
    const { app } = explicit();
    const { passenger } = await signUp(app);
    const json = await app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(passenger.email)}` });
    expect(json.statusCode).toBe(200);
    expect((json.json() as { mails: unknown[] }).mails).toHaveLength(1);
  });
});
