/**
 * The supervisors' team page (issue 25, decision 078), with the keyboard: a supervisor creates an
 * agent from the form, reads the password shown once; the new agent signs in with it and is asked
 * to enrol an authenticator app; the supervisor disables the account (confirmed in a dialog) and
 * its password signs in no more. The page is axe-clean in French and English.
 */
import { LABELS, LANGS, expect, expectAccessible, logIn, pathIn, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { SECOND_FACTOR_TEXTS, enrolSecondFactor, newStaffMember } from './support/staff';

const TEXTS = {
  fr: {
    teamLink: 'Gérer les comptes agents',
    title: 'Équipe',
    email: 'Adresse e-mail',
    role: 'Rôle',
    create: 'Créer le compte',
    created: (email: string) => `Le compte ${email} est créé.`,
    caption: /Les comptes agents, actifs d’abord/,
    disable: (email: string) => `Désactiver ${email}`,
    confirmDisable: 'Désactiver le compte',
    disabled: (email: string) => `Le compte ${email} est désactivé`,
    refused: /Ce compte agent est désactivé/,
  },
  en: {
    teamLink: 'Manage the staff accounts',
    title: 'Team',
    email: 'E-mail address',
    role: 'Role',
    create: 'Create the account',
    created: (email: string) => `The account ${email} is created.`,
    caption: /The staff accounts, active first/,
    disable: (email: string) => `Disable ${email}`,
    confirmDisable: 'Disable the account',
    disabled: (email: string) => `The account ${email} is disabled`,
    refused: /This staff account is disabled/,
  },
};

for (const lang of LANGS) {
  test(`a supervisor creates an agent, who signs in, then disables the account (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const texts = TEXTS[lang];
    const supervisor = await newStaffMember('supervisor');
    await logIn(page, lang, supervisor);
    await page.goto(pathIn(lang, '/staff'));
    await enrolSecondFactor(page, lang);
    await tabTo(page, page.getByRole('link', { name: texts.teamLink }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expectAccessible(page);

    // The form, with the keyboard: the address typed, the role left at agent, Enter on the button.
    const email = `agent.${Date.now().toString(36)}.${lang}@example.org`;
    await tabTo(page, page.getByRole('textbox', { name: texts.email }));
    await page.keyboard.type(email);
    await tabTo(page, page.getByRole('button', { name: texts.create }));
    await page.keyboard.press('Enter');
    const created = page.getByText(texts.created(email));
    await expect(created).toBeVisible();
    // The focus goes to the message, which holds the password shown once.
    const message = created.locator('xpath=ancestor::*[@tabindex="-1"][1]');
    await expect(message).toBeFocused();
    const password = await message.locator('code').innerText();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole('table', { name: texts.caption })).toContainText(email);
    await expectAccessible(page);

    // The new agent signs in with it: the back office asks for the authenticator app first.
    const context = await browser.newContext();
    const agentPage = await context.newPage();
    await logIn(agentPage, lang, { email, password });
    await agentPage.goto(pathIn(lang, '/staff'));
    await expect(
      agentPage.getByRole('heading', { level: 1, name: SECOND_FACTOR_TEXTS[lang].enrolTitle }),
    ).toBeVisible();
    await context.close();

    // Disabled, after its dialog: the focus on the message; the password signs in no more.
    await tabTo(page, page.getByRole('button', { name: texts.disable(email) }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await tabTo(page, dialog.getByRole('button', { name: texts.confirmDisable }));
    await page.keyboard.press('Enter');
    const disabled = page.getByText(texts.disabled(email));
    await expect(disabled).toBeVisible();
    await expect(disabled.locator('xpath=ancestor::*[@tabindex="-1"][1]')).toBeFocused();

    const later = await browser.newContext();
    const refused = await later.newPage();
    await refused.goto(pathIn(lang, '/auth/login'));
    await refused.getByLabel(LABELS[lang].email).fill(email);
    await refused.getByLabel(LABELS[lang].password, { exact: true }).fill(password);
    await refused.getByRole('button', { name: LABELS[lang].login, exact: true }).click();
    await expect(refused.getByText(texts.refused).first()).toBeVisible();
    await later.close();
  });
}
