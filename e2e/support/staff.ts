/**
 * The staff of a journey (decision 070): a fresh agent or supervisor made by the server's own
 * `staff create` command in the run's database (each test its own, so parallel tests never share
 * a second factor), and the second factor given in the page as a staff member does it, the TOTP
 * code computed with the same library as the api.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { apiPost, openSession } from './api';
import type { Lang } from './fixtures';

const run = promisify(execFile);

export type StaffMember = { email: string; password: string; role: 'agent' | 'supervisor' };

let counter = 0;

/** A new staff account, made by `node apps/api/dist/staff-command.js create` on the run's SQLite file. */
export async function newStaffMember(role: StaffMember['role']): Promise<StaffMember> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  counter += 1;
  const member = {
    email: `${role}.${Date.now().toString(36)}${process.pid}${counter}@example.org`,
    password: 'staff-password-e2e-2026',
    role,
  };
  await run(
    process.execPath,
    [
      'apps/api/dist/staff-command.js',
      'create',
      '--role',
      role,
      '--email',
      member.email,
      '--password',
      member.password,
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        SQLITE_PATH: join(dataDir, 'portal.sqlite'),
      },
    },
  );
  return member;
}

export const SECOND_FACTOR_TEXTS = {
  fr: {
    enrolTitle: 'Activer la double authentification',
    showQr: 'Afficher le QR code',
    qrAlt: 'QR code à scanner avec votre application d’authentification',
    appCode: /^Code affiché par l’application/,
    confirm: 'Activer',
    recoveryTitle: 'Vos codes de secours',
    saved: /J’ai enregistré mes codes de secours/,
    continue: 'Continuer vers l’espace agents',
    codeTitle: 'Code de vérification',
    code: /^Code de l’application ou code de secours/,
    verify: 'Valider',
    invalid: /Ce code n’est pas valide/,
  },
  en: {
    enrolTitle: 'Turn on two-step sign-in',
    showQr: 'Show the QR code',
    qrAlt: 'QR code to scan with your authenticator app',
    appCode: /^Code shown by the app/,
    confirm: 'Turn on',
    recoveryTitle: 'Your recovery codes',
    saved: /I saved my recovery codes/,
    continue: 'Continue to the staff area',
    codeTitle: 'Verification code',
    code: /^App code or recovery code/,
    verify: 'Verify',
    invalid: /This code is not valid/,
  },
};

/** The code the app shows `steps` periods of 30 s from now. */
export function totp(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** On the enrolment page: shows the QR code, reads the key written beside it, enrols, saves the codes. */
export async function enrolSecondFactor(
  page: Page,
  lang: Lang,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const texts = SECOND_FACTOR_TEXTS[lang];
  await expect(page.getByRole('heading', { level: 1, name: texts.enrolTitle })).toBeVisible();
  await page.getByRole('button', { name: texts.showQr }).click();
  await expect(page.getByRole('img', { name: texts.qrAlt })).toBeVisible();
  const secret = (await page.locator('main code').first().innerText()).replace(/\s+/g, '');
  await page.getByLabel(texts.appCode).fill(await totp(secret));
  await page.getByRole('button', { name: texts.confirm, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.recoveryTitle })).toBeVisible();
  const recoveryCodes = await page.locator('.recovery-codes code').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('checkbox', { name: texts.saved }).check();
  await page.getByRole('button', { name: texts.continue }).click();
  return { secret, recoveryCodes };
}

/** On the code step: types the app's code (of the next period: the current one may be spent). */
export async function giveSecondFactor(page: Page, lang: Lang, secret: string): Promise<void> {
  const texts = SECOND_FACTOR_TEXTS[lang];
  await expect(page.getByRole('heading', { level: 1, name: texts.codeTitle })).toBeVisible();
  await page.getByLabel(texts.code).fill(await totp(secret, 1));
  await page.getByRole('button', { name: texts.verify, exact: true }).click();
}

/**
 * A fresh agent's session opened through the api, its second factor enrolled and given by calls:
 * for a journey in which the agent's part is a call (a proof reviewed), not a page.
 */
export async function agentSessionByApi(request: APIRequestContext): Promise<string> {
  const agent = await newStaffMember('agent');
  const userToken = await openSession(request, agent.email, agent.password);
  const enrolled = await apiPost<{ secret: string }>(request, 'Staff/enrolSecondFactor.json', { userToken });
  if (enrolled.status !== 'ok') throw new Error(`enrolSecondFactor: ${JSON.stringify(enrolled)}`);
  const code = await totp(enrolled.response.secret);
  const confirmed = await apiPost(request, 'Staff/confirmSecondFactor.json', { userToken, code });
  if (confirmed.status !== 'ok') throw new Error(`confirmSecondFactor: ${JSON.stringify(confirmed)}`);
  return userToken;
}
