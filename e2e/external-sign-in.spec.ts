/**
 * External sign-in (decision 048), through the whole redirect flow against a real OpenID Connect
 * provider on this machine: a passenger links an account of the provider from /account/identities,
 * signs out, signs in with it from the login page, and removes it. The portal runs here with the
 * provider configured (OIDC_*), on a server of its own, so that the other journeys keep a login
 * page without provider.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyAddress } from './support/api';
import { OIDC_CLIENT, startOidcProvider } from './support/oidc-provider';
import { LABELS, LANGS, expect, expectAccessible, logIn, pathIn, test } from './support/fixtures';

const PROVIDER_PORT = Number(process.env.E2E_OIDC_PROVIDER_PORT ?? 3651);
const PORTAL_PORT = Number(process.env.E2E_OIDC_PORTAL_PORT ?? 3652);
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;
const LABEL = 'Compte Bretagne';

const TEXTS = {
  fr: {
    identitiesTitle: 'Comptes de connexion',
    link: `Lier un compte ${LABEL}`,
    linked: `Le compte ${LABEL} est lié`,
    signInWith: `Se connecter avec ${LABEL}`,
    remove: (email: string) => `Retirer le compte ${LABEL} ${email}`,
    removed: `Le compte ${LABEL} n’est plus lié`,
  },
  en: {
    identitiesTitle: 'Sign-in accounts',
    link: `Link a ${LABEL} account`,
    linked: `The ${LABEL} account is linked`,
    signInWith: `Sign in with ${LABEL}`,
    remove: (email: string) => `Remove the ${LABEL} account ${email}`,
    removed: `The ${LABEL} account is no longer linked`,
  },
};

let portal: ChildProcess | undefined;
let provider: Awaited<ReturnType<typeof startOidcProvider>> | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: PORTAL });

test.beforeAll(async () => {
  provider = await startOidcProvider(PORTAL, PROVIDER_PORT);
  portal = spawn('node', ['apps/api/dist/server.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORTAL_PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SQLITE_PATH: join(mkdtempSync(join(tmpdir(), 'portal-e2e-oidc-')), 'portal.sqlite'),
      PUBLIC_BASE_URL: PORTAL,
      RATE_LIMIT_SIGNUP_PER_ADDRESS: '1000',
      RATE_LIMIT_SIGNIN_PER_ADDRESS: '1000',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_LABEL: LABEL,
    },
  });
  for (let tries = 0; tries < 120; tries += 1) {
    const up = await fetch(`${PORTAL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the portal did not start on ${PORTAL}`);
});

test.afterAll(async () => {
  portal?.kill();
  await provider?.close();
});

for (const lang of LANGS) {
  const texts = TEXTS[lang];

  test(`links an account of the provider, signs in with it, then removes it (${lang})`, async ({
    page,
    request,
    passenger,
  }) => {
    const subject = `e2e-${lang}-${Date.now().toString(36)}`;
    const email = `${subject}@idp.example`;
    // Linking wants a confirmed address (decision 057).
    await verifyAddress(request, passenger.email);
    await logIn(page, lang, passenger);
    await page.goto(pathIn(lang, '/account/identities'));
    await expect(page.getByRole('heading', { level: 1, name: texts.identitiesTitle })).toBeVisible();
    await expectAccessible(page);

    // To the provider's own login page, and back through /auth/callback.
    await page.getByRole('button', { name: texts.link }).click();
    await page.locator('input[name="login"]').fill(subject);
    await page.locator('input[name="password"]').fill('mot-de-passe-du-fournisseur');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await expect(page).toHaveURL(`${PORTAL}${pathIn(lang, '/account/identities')}`);
    await expect(page.getByRole('status').filter({ hasText: texts.linked })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page);

    // Signed out, the provider's button signs in to the same account (the provider remembers the login).
    await page.getByRole('banner').getByRole('button', { name: LABELS[lang].logout }).first().click();
    await expect(page).toHaveURL(new RegExp(pathIn(lang, '/auth/login')));
    await expectAccessible(page);
    await page.getByRole('button', { name: texts.signInWith }).click();
    await expect(page.getByRole('heading', { level: 1, name: LABELS[lang].cardsTitle })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: `${passenger.firstname} ${passenger.name}` }),
    ).toBeVisible();

    // Removed, it no longer signs in; the password still does.
    await page.goto(pathIn(lang, '/account/identities'));
    await page.getByRole('button', { name: texts.remove(email) }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.removed })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
  });
}
