import { latestMail } from './support/api';
import { LABELS, LANGS, expect, expectAccessible, logIn, pathIn, test } from './support/fixtures';

const texts = {
  fr: { send: /Envoyer/i, sent: /e-mail/i, newPassword: 'Nouveau mot de passe', save: /Enregistrer/i },
  en: { send: /Send/i, sent: /email/i, newPassword: 'New password', save: /Save/i },
};

for (const lang of LANGS) {
  test(`a forgotten password is reset through the mailed link (${lang})`, async ({
    page,
    passenger,
    request,
  }) => {
    const labels = LABELS[lang];
    await page.goto(pathIn(lang, '/auth/reset'));
    await page.getByLabel(labels.email).fill(passenger.email);
    await page.getByRole('button', { name: texts[lang].send }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(
      texts[lang].sent,
    );
    await expectAccessible(page);

    const mail = await latestMail(request, passenger.email);
    const link = mail?.links.find((href) => href.includes('/auth/reset/confirm'));
    expect(link, JSON.stringify(mail)).toBeTruthy();
    expect(new URL(link!).pathname).toBe(pathIn(lang, '/auth/reset/confirm'));

    await page.goto(link!);
    const newPassword = 'tout-nouveau-2026';
    await page.getByLabel(texts[lang].newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(labels.confirmation, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: texts[lang].save }).click();
    await expect(page.getByRole('link', { name: labels.login }).first()).toBeVisible();

    await logIn(page, lang, { email: passenger.email, password: newPassword });
  });
}
