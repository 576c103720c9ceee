/**
 * External sign-in (decisions 048 and 055), through the whole redirect flow against a real OpenID
 * Connect provider on this machine: a passenger links an account of the provider from
 * /account/identities (asked first, and once cancelled), signs out, signs in with it from the
 * login page, and removes it; the provider's answer to an attacker's trip, sent as a link to a
 * signed-in passenger, links and opens nothing. The portal runs here with the provider configured
 * (OIDC_*), on a server of its own, so that the other journeys keep a login page without provider.
 */
import { signBody } from '@oceane/domain';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SIGNATURE_KEY, verifyAddress } from './support/api';
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
    confirmTitle: (email: string) => `Lier le compte ${LABEL} ${email} à votre compte`,
    confirmText: `quiconque se connecte à ce compte ${LABEL} ouvre votre compte Océane Mobilités`,
    confirm: 'Lier ce compte',
    cancel: 'Annuler',
    notLinked: (email: string) => `Le compte ${LABEL} ${email} n’a pas été lié.`,
    none: 'Aucun compte externe n’est lié à votre compte.',
    foreign: 'Cette demande de connexion n’a pas été commencée dans cet onglet',
    backToLogin: 'Revenir à la connexion',
    linked: `Le compte ${LABEL} est lié`,
    signInWith: `Se connecter avec ${LABEL}`,
    remove: (email: string) => `Retirer le compte ${LABEL} ${email}`,
    removed: `Le compte ${LABEL} n’est plus lié`,
  },
  en: {
    identitiesTitle: 'Sign-in accounts',
    link: `Link a ${LABEL} account`,
    confirmTitle: (email: string) => `Link the ${LABEL} account ${email} to your account?`,
    confirmText: `whoever signs in to this ${LABEL} account opens your Océane Mobilités account`,
    confirm: 'Link this account',
    cancel: 'Cancel',
    notLinked: (email: string) => `The ${LABEL} account ${email} was not linked.`,
    none: 'No external account is linked to your account.',
    foreign: 'This sign-in request was not started in this tab',
    backToLogin: 'Back to the login',
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

/**
 * How long a page back from the provider may take to show what follows: its code loads, then the
 * api exchanges the code with the provider (a server-to-server round trip) before anything shows.
 * 12 s were seen on a loaded test machine, past the default 10 s.
 */
const BACK_FROM_PROVIDER = { timeout: 30_000 };

/** The provider's development login page: any login and password. */
async function signInAtProvider(page: Page, subject: string) {
  await page.locator('input[name="login"]').fill(subject);
  await page.locator('input[name="password"]').fill('mot-de-passe-du-fournisseur');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

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

    // To the provider's own login page, and back through /auth/callback, which asks first:
    // cancelled, nothing is linked.
    await page.getByRole('button', { name: texts.link }).click();
    await signInAtProvider(page, subject);
    const question = page.getByRole('heading', { level: 2, name: texts.confirmTitle(email) });
    await expect(question).toBeVisible(BACK_FROM_PROVIDER);
    await expect(question).toBeFocused();
    await expect(page.getByText(texts.confirmText)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: texts.cancel, exact: true }).click();
    await expect(page).toHaveURL(`${PORTAL}${pathIn(lang, '/account/identities')}`);
    await expect(page.getByRole('status').filter({ hasText: texts.notLinked(email) })).toBeVisible();
    await expect(page.getByText(texts.none)).toBeVisible();

    // Again (the provider remembers the login), confirmed this time.
    await page.getByRole('button', { name: texts.link }).click();
    await expect(question).toBeVisible(BACK_FROM_PROVIDER);
    await page.getByRole('button', { name: texts.confirm, exact: true }).click();
    await expect(page).toHaveURL(`${PORTAL}${pathIn(lang, '/account/identities')}`);
    await expect(page.getByRole('status').filter({ hasText: texts.linked })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page);

    // Signed out, the provider's button signs in to the same account (the provider remembers the login).
    await page.getByRole('banner').getByRole('button', { name: LABELS[lang].logout }).first().click();
    await expect(page).toHaveURL(new RegExp(pathIn(lang, '/auth/login')));
    await expectAccessible(page);
    await page.getByRole('button', { name: texts.signInWith }).click();
    await expect(page.getByRole('heading', { level: 1, name: LABELS[lang].cardsTitle })).toBeVisible(
      BACK_FROM_PROVIDER,
    );
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

for (const lang of LANGS) {
  const texts = TEXTS[lang];

  test(`the provider's answer to an attacker's trip, sent as a link, links and opens nothing (${lang})`, async ({
    page,
    request,
    passenger,
    browser,
  }) => {
    // A victim whose address is proven, so that only the trip's binding stands in the way.
    await verifyAddress(request, passenger.email);
    // The attacker starts a trip from the login page, signs in at the provider with their own
    // account, and keeps the redirect link instead of following it: their browser lands on the
    // callback (a redirect, which page.route does not see) with its calls to the api cut, so the
    // answer stays unspent.
    const attacker = await browser.newContext({ baseURL: PORTAL });
    const attackerPage = await attacker.newPage();
    await attackerPage.goto(pathIn(lang, '/auth/login'));
    await attackerPage.getByRole('button', { name: texts.signInWith }).click();
    await expect(attackerPage.locator('input[name="login"]')).toBeVisible(BACK_FROM_PROVIDER);
    await attackerPage.route(
      (url) => url.origin === PORTAL && url.pathname.startsWith('/api/'),
      (route) => route.abort(),
    );
    await signInAtProvider(attackerPage, `attaquant-${lang}-${Date.now().toString(36)}`);
    await attackerPage.waitForURL((url) => url.pathname.endsWith('/auth/callback'), BACK_FROM_PROVIDER);
    const answer = new URL(attackerPage.url());
    expect(answer.searchParams.get('code')).toBeTruthy();

    // The victim, signed in, opens it: refused before anything reaches the api.
    await logIn(page, lang, passenger);
    await page.goto(`${answer.pathname}${answer.search}`);
    await expect(page.getByRole('alert')).toContainText(texts.foreign, BACK_FROM_PROVIDER);
    await expect(page.getByRole('button', { name: texts.confirm })).toHaveCount(0);
    await expectAccessible(page);

    // Handed to the api by the victim's browser all the same (a forged page would), it is refused:
    // this browser did not start the trip. The answer is spent with it.
    const exchange = await page.request.post('/api/authentication/exchangeAuthorizationCode', {
      data: await signBody(
        {
          code: answer.searchParams.get('code'),
          state: answer.searchParams.get('state'),
          iss: answer.searchParams.get('iss') ?? undefined,
        },
        SIGNATURE_KEY,
      ),
    });
    expect(exchange.status()).toBe(403);
    expect(((await exchange.json()) as { error: { code: string } }).error.code).toBe(
      'AUTHORIZATION_STATE_OTHER_BROWSER',
    );

    // Nothing is linked to the victim, who is still themselves.
    await page.goto(pathIn(lang, '/account/identities'));
    await expect(page.getByText(texts.none)).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: `${passenger.firstname} ${passenger.name}` }),
    ).toBeVisible();

    // Signed out, another browser opening the link is not signed in to anything either.
    const stranger = await browser.newContext({ baseURL: PORTAL });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`${answer.pathname}${answer.search}`);
    await expect(strangerPage.getByRole('alert')).toContainText(texts.foreign, BACK_FROM_PROVIDER);
    await expect(strangerPage.getByRole('link', { name: texts.backToLogin })).toBeVisible();
    await expect(
      strangerPage.getByRole('banner').getByRole('button', { name: LABELS[lang].logout }),
    ).toHaveCount(0);
    await stranger.close();
    await attacker.close();
  });
}
