import { LABELS, LANGS, expect, expectAccessible, freshPassenger, pathIn, test } from './support/fixtures';

const ruleMessages = {
  fr: {
    characters: 'Ce champ ne doit contenir ni chiffre ni caractère spécial',
    tooShort: 'Ce champ doit contenir au moins 2 caractères',
    noVowel: 'Ce champ doit contenir au moins une voyelle',
    identical: 'Le prénom et le nom ne doivent pas être identiques',
    email: 'Veuillez saisir une adresse e-mail valide (avec un @)',
    phone:
      'Saisissez un numéro français de 10 chiffres commençant par 0, ou un numéro étranger au format international (+32…)',
    password: 'Le mot de passe doit contenir plus de 6 caractères',
    mismatch: 'Les mots de passe ne correspondent pas',
    terms: 'Vous devez accepter les conditions générales',
    exists: 'Cette adresse e-mail possède déjà un compte',
  },
  en: {
    characters: 'This field must not contain digits or special characters',
    tooShort: 'This field must contain at least 2 characters',
    noVowel: 'This field must contain at least one vowel',
    identical: 'First name and last name must not be identical',
    email: 'Please enter a valid email address (with an @)',
    phone:
      'Enter a French number of 10 digits starting with 0, or a foreign number in international format (+32…)',
    password: 'The password must be more than 6 characters long',
    mismatch: 'The passwords do not match',
    terms: 'You must accept the general terms',
    exists: 'This email address already has an account',
  },
};

for (const lang of LANGS) {
  const labels = LABELS[lang];
  const messages = ruleMessages[lang];

  test.describe(`signup (${lang})`, () => {
    test('an empty form says which fields to fill, in a summary and next to each field', async ({ page }) => {
      await page.goto(pathIn(lang, '/auth/signup'));
      await page.getByRole('button', { name: labels.createAccount }).click();
      const required = page.getByRole('main').getByText(labels.required);
      await expect(required.first()).toBeVisible();
      expect(await required.count()).toBeGreaterThanOrEqual(6);
      await expect(page.getByRole('main').getByText(messages.terms).first()).toBeVisible();
      await expect(page.getByLabel(labels.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
    });

    test('each §5 rule shows its message next to its field, and nothing typed is lost', async ({ page }) => {
      await page.goto(pathIn(lang, '/auth/signup'));
      const form = page.getByRole('main');
      const fill = async (values: Record<string, string>) => {
        for (const [label, value] of Object.entries(values)) {
          await page.getByLabel(label, { exact: true }).fill(value);
        }
        await page.getByRole('button', { name: labels.createAccount }).click();
      };
      await fill({
        [labels.name]: 'Dur4nd',
        [labels.firstname]: 'Brd',
        [labels.email]: 'sans-arobase.example.org',
        [labels.phone]: '612345',
        [labels.password]: 'court',
        [labels.confirmation]: 'autre',
      });
      await expect(form.getByText(messages.characters).first()).toBeVisible();
      await expect(form.getByText(messages.noVowel).first()).toBeVisible();
      await expect(form.getByText(messages.email).first()).toBeVisible();
      await expect(form.getByText(messages.phone).first()).toBeVisible();
      await expect(form.getByText(messages.password).first()).toBeVisible();
      await expect(form.getByText(messages.mismatch).first()).toBeVisible();
      await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue('Dur4nd');
      await expect(page.getByLabel(labels.email, { exact: true })).toHaveValue('sans-arobase.example.org');

      await fill({ [labels.name]: 'A', [labels.firstname]: 'Anne' });
      await expect(form.getByText(messages.tooShort).first()).toBeVisible();
      await fill({ [labels.name]: 'Hélène', [labels.firstname]: 'Helene' });
      await expect(form.getByText(messages.identical).first()).toBeVisible();
      await expectAccessible(page);
    });

    test('a valid form creates the account and opens the empty "My cards" page', async ({ page }) => {
      const passenger = freshPassenger();
      await page.goto(pathIn(lang, '/auth/signup'));
      await page.getByLabel(labels.name, { exact: true }).fill("N'Diaye");
      await page.getByLabel(labels.firstname, { exact: true }).fill('Jean-Pierre');
      await page.getByLabel(labels.email, { exact: true }).fill(passenger.email);
      await page.getByLabel(labels.phone, { exact: true }).fill('06 12 34 56 78');
      await page.getByLabel(labels.password, { exact: true }).fill(passenger.password);
      await page.getByLabel(labels.confirmation, { exact: true }).fill(passenger.password);
      await page.getByLabel(labels.terms).check();
      await page.getByRole('button', { name: labels.createAccount }).click();
      await expect(page.getByRole('heading', { level: 1, name: labels.cardsTitle })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/cards')}$`));
      await expect(page.getByRole('banner')).toContainText("Jean-Pierre N'Diaye");
      await expectAccessible(page);
    });

    test('an email that already has an account is refused with the §8 message', async ({
      page,
      passenger,
    }) => {
      await page.goto(pathIn(lang, '/auth/signup'));
      await page.getByLabel(labels.name, { exact: true }).fill('Martin');
      await page.getByLabel(labels.firstname, { exact: true }).fill('Louise');
      await page.getByLabel(labels.email, { exact: true }).fill(passenger.email);
      await page.getByLabel(labels.phone, { exact: true }).fill('0712345678');
      await page.getByLabel(labels.password, { exact: true }).fill('encore-un-secret');
      await page.getByLabel(labels.confirmation, { exact: true }).fill('encore-un-secret');
      await page.getByLabel(labels.terms).check();
      await page.getByRole('button', { name: labels.createAccount }).click();
      await expect(page.getByRole('main').getByText(messages.exists).first()).toBeVisible();
      await expect(page.getByLabel(labels.firstname, { exact: true })).toHaveValue('Louise');
    });
  });
}
