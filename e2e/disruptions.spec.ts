/**
 * Traffic alerts actually sent (decision 053): the demo passenger's card follows a line; the agent
 * publishes a disruption on it from /staff/disruptions (an empty form first, its errors in the
 * summary, axe clean), the list shows it, and the passenger's alert mail is in the dev mailbox in
 * the language the alerts were saved in. French on Claire's card and line B2, English on Léo's and
 * line N1, each with an alert address of its own run.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiGet, apiPost, latestMail, openSession } from './support/api';
import { expect, expectAccessible, logIn, pathIn, test, type Lang } from './support/fixtures';
import { expectReflowAt320 } from './support/layout';
import { enrolSecondFactor, newStaffMember } from './support/staff';

const DEMO = { email: 'demo@example.org', password: 'demo-password-2026' };

const JOURNEYS = {
  fr: {
    card: '4100000101',
    line: 'B2',
    lineLabel: /^Ligne B2 \(Bateau\)/,
    home: 'Espace agents de la Maison de la mobilité',
    homeLink: 'Publier une perturbation',
    title: 'Perturbations du réseau',
    summary: 'Le formulaire contient 7 erreurs',
    submit: 'Publier et prévenir les voyageurs',
    subject: (title: string) => `Info trafic\u00a0: ${title}`,
    published: 'publiée',
    listTitle: 'Perturbations publiées',
    mailText: 'La navette B2 ne circule pas',
  },
  en: {
    card: '4100000102',
    line: 'N1',
    lineLabel: /^Line N1 \(Bus\)/,
    home: 'Mobility centre staff area',
    homeLink: 'Publish a disruption',
    title: 'Network disruptions',
    summary: 'The form contains 7 errors',
    submit: 'Publish and alert passengers',
    subject: (title: string) => `Traffic alert: ${title}`,
    published: 'published',
    listTitle: 'Published disruptions',
    mailText: 'The N1 night bus does not run',
  },
} as const;

/** The demo card's alerts follow the line, by e-mail to an address of this run, saved in `lang`. */
async function followLine(request: APIRequestContext, lang: Lang, alertEmail: string) {
  const userToken = await openSession(request, DEMO.email, DEMO.password);
  const cards = await apiGet<{ CARDS: { id: number; number: string }[] }>(request, 'Account/getCards.json', {
    userToken,
  });
  if (cards.status !== 'ok') throw new Error(`getCards failed: ${JSON.stringify(cards)}`);
  const card = cards.response.CARDS.find((entry) => entry.number === JOURNEYS[lang].card);
  if (!card) throw new Error(`the demo has no card ${JOURNEYS[lang].card}`);
  const saved = await apiPost(request, 'Media/updateAlerts.json', {
    userToken,
    locale: lang,
    mediaId: card.id,
    alerts: {
      email: alertEmail,
      deliveryMode: 'EMAIL',
      favoriteLines: [JOURNEYS[lang].line],
      favoriteModes: [],
    },
    consents: { post: false, sms: false, email: true },
  });
  expect(saved.status).toBe('ok');
}

/** A `datetime-local` value this many hours from now, in the browser's clock. */
function localIn(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

for (const lang of ['fr', 'en'] as const) {
  const texts = JOURNEYS[lang];
  test(`an agent publishes a disruption and the passenger's alert mail is sent (${lang})`, async ({
    page,
    request,
  }) => {
    const run = `${lang}-${Date.now()}`;
    const alertEmail = `demo+trafic-${run}@example.org`;
    const title = `${lang === 'fr' ? 'Houle' : 'Swell'} ${run}`;
    await followLine(request, lang, alertEmail);

    const staff = await newStaffMember('agent');
    await logIn(page, lang, staff);
    await page.goto(pathIn(lang, '/staff'));
    await enrolSecondFactor(page, lang);
    await expect(page.getByRole('heading', { level: 1, name: texts.home })).toBeVisible();
    await page.getByRole('link', { name: texts.homeLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    // Empty: each missing part said in the summary, which takes the focus.
    await page.getByRole('button', { name: texts.submit }).click();
    const summary = page.getByRole('heading', { name: texts.summary });
    await expect(summary).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole('form', { name: lang === 'fr' ? 'Nouvelle perturbation' : 'New disruption' });
    await form.getByRole('checkbox', { name: texts.lineLabel }).check();
    await form.getByLabel(lang === 'fr' ? 'Titre en français' : 'Title in French').fill(`Houle ${run}`);
    await form
      .getByLabel(lang === 'fr' ? 'Message en français' : 'Message in French')
      .fill(lang === 'fr' ? 'La navette B2 ne circule pas ce soir.' : 'La ligne N1 ne circule pas ce soir.');
    await form.getByLabel(lang === 'fr' ? 'Titre en anglais' : 'Title in English').fill(`Swell ${run}`);
    await form
      .getByLabel(lang === 'fr' ? 'Message en anglais' : 'Message in English')
      .fill(
        lang === 'fr' ? 'The B2 shuttle does not run tonight.' : 'The N1 night bus does not run tonight.',
      );
    await form.getByLabel(lang === 'fr' ? 'Début' : 'Start', { exact: true }).fill(localIn(1));
    await form.getByLabel(lang === 'fr' ? 'Fin' : 'End', { exact: true }).fill(localIn(6));
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: title })).toContainText(texts.published);
    const list = page.getByRole('region', { name: texts.listTitle });
    await expect(list.getByRole('heading', { name: title })).toBeVisible();
    await expectAccessible(page);
    await expectReflowAt320(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The job runs as the disruption is published: the mail is in the dev mailbox, in the card's language.
    await expect
      .poll(async () => (await latestMail(request, alertEmail))?.subject, { timeout: 20_000 })
      .toBe(texts.subject(title));
    const mail = await latestMail(request, alertEmail);
    expect(mail?.text).toContain(texts.mailText);
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(alertEmail)}`);
    await expect(page.getByRole('heading', { name: texts.subject(title) })).toBeVisible();
  });
}
