import { MESSAGES, type Locale } from '@oceane/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { landing, renderAt } from '../../../../test/render.tsx';
import { endSession, sessionStore } from '../../../lib/session.ts';
import { SignupForm } from './signup-form.tsx';

const LABELS = {
  fr: {
    name: 'Nom',
    firstname: 'Prénom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    password: 'Mot de passe',
    confirmation: 'Confirmation du mot de passe',
    terms: 'J’accepte les conditions générales',
    submit: 'Créer mon compte',
  },
  en: {
    name: 'Last name',
    firstname: 'First name',
    email: 'Email address',
    phone: 'Phone',
    password: 'Password',
    confirmation: 'Password confirmation',
    terms: 'I accept the general terms',
    submit: 'Create my account',
  },
};

afterEach(() => endSession());

const summary = () => screen.getByRole('heading', { level: 2, name: /erreur|error/i }).parentElement!;

function openSignup(locale: Locale) {
  const view = renderAt(<SignupForm />, {
    path: locale === 'fr' ? '/auth/signup' : '/en/auth/signup',
    routes: [landing('/cards'), landing('/en/cards')],
  });
  const labels = LABELS[locale];
  const field = (label: keyof typeof labels) => screen.getByLabelText(labels[label]);
  const submit = () => view.user.click(screen.getByRole('button', { name: labels.submit }));
  /** Submits a form that has errors: done once the summary has taken the focus. */
  const submitInvalid = async () => {
    await submit();
    await waitFor(() => expect(summary()).toHaveFocus());
  };
  const fill = async (values: Partial<Record<keyof typeof labels, string>>) => {
    for (const [label, value] of Object.entries(values)) {
      const input = field(label as keyof typeof labels);
      await view.user.clear(input);
      await view.user.type(input, value);
    }
  };
  return { ...view, labels, field, submit, submitInvalid, fill };
}

describe.each(['fr', 'en'] as const)('the signup form in %s', (locale) => {
  const messages = MESSAGES[locale].validation;

  it('says which fields to fill, next to each field and in a focused summary that links to them', async () => {
    const page = openSignup(locale);
    await page.submitInvalid();

    const links = within(summary()).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]).toHaveAttribute('href', '#signup-name');
    expect(within(summary()).getAllByText(new RegExp(messages.required))).toHaveLength(6);
    for (const label of ['name', 'firstname', 'email', 'phone', 'password', 'confirmation'] as const) {
      const input = page.field(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(messages.required));
    }
    expect(page.field('terms')).toHaveAccessibleDescription(
      expect.stringContaining(messages['terms.required']),
    );

    await page.user.click(links[3]!);
    expect(page.field('phone')).toHaveFocus();
  });

  it('shows each §5 rule next to its field and keeps what was typed', async () => {
    const page = openSignup(locale);
    expect(page.field('password')).toHaveAccessibleDescription(expect.stringMatching(/6/));
    expect(page.field('phone')).toHaveAccessibleDescription(expect.stringMatching(/10/));
    await page.fill({
      name: 'Dur4nd',
      firstname: 'Brd',
      email: 'sans-arobase.example.org',
      phone: '612345',
      password: 'court',
      confirmation: 'autre',
    });
    await page.submitInvalid();
    expect(page.field('name')).toHaveAccessibleDescription(messages['name.characters']);
    expect(page.field('firstname')).toHaveAccessibleDescription(messages['name.noVowel']);
    expect(page.field('email')).toHaveAccessibleDescription(messages['email.invalid']);
    expect(page.field('phone')).toHaveAccessibleDescription(
      expect.stringContaining(messages['phone.invalid']),
    );
    expect(page.field('password')).toHaveAccessibleDescription(
      expect.stringContaining(messages['password.tooShort']),
    );
    expect(page.field('confirmation')).toHaveAccessibleDescription(messages['password.mismatch']);
    expect(page.field('name')).toHaveValue('Dur4nd');
    expect(page.field('email')).toHaveValue('sans-arobase.example.org');
    expect(page.field('password')).toHaveValue('court');

    await page.fill({ name: 'A', firstname: 'Anne' });
    await page.submitInvalid();
    expect(page.field('name')).toHaveAccessibleDescription(messages['name.tooShort']);

    await page.fill({ name: 'Hélène', firstname: 'Helene' });
    await page.submitInvalid();
    expect(page.field('firstname')).toHaveAccessibleDescription(messages['name.identical']);
  });

  it('refuses a password of spaces alone before sending anything', async () => {
    const api = fakeApi({});
    const page = openSignup(locale);
    await page.fill({ password: '       ', confirmation: '       ' });
    await page.submitInvalid();
    expect(page.field('password')).toHaveAccessibleDescription(
      expect.stringContaining(messages['password.tooSimple']),
    );
    expect(api.calls('Identity/signUp')).toHaveLength(0);
  });

  it('shows the api’s refusal of a common password next to the password field', async () => {
    fakeApi({
      'Identity/signUp': ko('VALIDATION_ERROR', 'server wording', 400, {
        password: 'validation.password.common',
      }),
    });
    const page = openSignup(locale);
    await page.fill({
      name: 'Martin',
      firstname: 'Louise',
      email: 'louise@example.org',
      phone: '07 12 34 56 78',
      password: 'azertyuiop',
      confirmation: 'azertyuiop',
    });
    await page.user.click(page.field('terms'));
    await page.submit();
    await waitFor(() =>
      expect(page.field('password')).toHaveAccessibleDescription(
        expect.stringContaining(messages['password.common']),
      ),
    );
    expect(within(summary()).getByText(new RegExp(messages['password.common']))).toBeInTheDocument();
  });

  it('refuses an email that already has an account with the §8 text, keeping the values', async () => {
    fakeApi({ 'Identity/signUp': ko('EMAIL_EXISTS', 'server wording', 409) });
    const page = openSignup(locale);
    await page.fill({
      name: 'Martin',
      firstname: 'Louise',
      email: 'louise@example.org',
      phone: '07 12 34 56 78',
      password: 'encore-un-secret',
      confirmation: 'encore-un-secret',
    });
    await page.user.click(page.field('terms'));
    await page.submit();
    expect(await screen.findAllByText(new RegExp(MESSAGES[locale].errors.EMAIL_EXISTS!))).toHaveLength(2);
    expect(page.field('firstname')).toHaveValue('Louise');
    expect(page.field('password')).toHaveValue('encore-un-secret');
  });
});

describe('a valid signup', () => {
  it('creates the account, logs in with the ID token and opens the cards', async () => {
    const api = fakeApi({
      'Identity/signUp': ok({ idToken: 'id-token-1' }),
      'Account/login.json': ok({
        user: { userToken: 'user-token-1', userId: 41, userName: 'Jean-Pierre', userLastname: "N'Diaye" },
      }),
    });
    const page = openSignup('fr');
    await page.fill({
      name: "N'Diaye",
      firstname: 'Jean-Pierre',
      email: 'JP@Example.org',
      phone: '06 12 34 56 78',
      password: 'mot-de-passe-2026',
      confirmation: 'mot-de-passe-2026',
    });
    await page.user.click(page.field('terms'));
    await page.submit();

    expect(await screen.findByText('landed on /cards')).toBeInTheDocument();
    expect(api.calls('Identity/signUp')[0]!.body).toMatchObject({
      name: "N'Diaye",
      firstname: 'Jean-Pierre',
      email: 'jp@example.org',
      phone: '0612345678',
      password: 'mot-de-passe-2026',
      acceptTerms: true,
    });
    expect(api.calls('Identity/signUp')[0]!.body).not.toHaveProperty('confirmation');
    expect(api.calls('Account/login.json')[0]!.body).toMatchObject({
      firebase_token: 'id-token-1',
      network_id: 1,
    });
    expect(sessionStore.getState().user?.userToken).toBe('user-token-1');
    expect(document.cookie).toContain('userToken=user-token-1');
    expect(document.cookie).toContain('idToken=id-token-1');
    expect(JSON.parse(window.localStorage.getItem('oceane.user')!)).toEqual({
      userId: 41,
      userName: 'Jean-Pierre',
      userLastname: "N'Diaye",
    });
  });
});
