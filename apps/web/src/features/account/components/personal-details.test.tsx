import { MESSAGES } from '@oceane/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { landing, renderAt } from '../../../../test/render.tsx';
import { endSession, sessionStore, startSession } from '../../../lib/session.ts';
import { AccountOverview } from './account-overview.tsx';
import { PersonalDetails } from './personal-details.tsx';

const USER = {
  userId: 5,
  userName: 'Hélène',
  userLastname: 'Le Goff',
  email: 'h@example.org',
  phone: '0612345678',
  emailVerified: true,
  guest: false,
  role: 'passenger',
};

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Hélène', userLastname: 'Le Goff' }, null),
);
afterEach(() => endSession());

const summaryOf = async (name: RegExp) => (await screen.findByRole('heading', { name })).parentElement!;

describe('/account/personal-details', () => {
  it('saves the contact info (a phone, a landline as at sign-up) and the header’s name follows', async () => {
    const api = fakeApi({
      'Account/getUser.json': ok({ user: USER }),
      'Account/update.json': ok({ user: { ...USER, userName: 'Maël', phone: '0298000000' } }),
    });
    const page = renderAt(<PersonalDetails />, { path: '/en/account/personal-details' });
    const firstname = await screen.findByLabelText(/^First name/);
    expect(firstname).toHaveValue('Hélène');
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveAccessibleDescription(/Landline or mobile/);
    await page.user.clear(phone);
    await page.user.type(phone, '12 98 00 00 00');
    await page.user.click(screen.getByRole('button', { name: 'Save the contact details' }));
    const summary = await summaryOf(/The form contains/);
    expect(
      within(summary).getByRole('link', {
        name: `Phone: ${MESSAGES.en.validation['phone.invalid']}`,
      }),
    ).toHaveAttribute('href', `#${phone.id}`);
    expect(api.calls('Account/update.json')).toHaveLength(0);

    await page.user.clear(phone);
    await page.user.type(phone, '02 98 00 00 00');
    await page.user.clear(firstname);
    await page.user.type(firstname, 'Maël');
    await page.user.click(screen.getByRole('button', { name: 'Save the contact details' }));
    expect(await screen.findByText('Your contact details are saved.')).toBeInTheDocument();
    expect(api.calls('Account/update.json')[0]!.body).toMatchObject({
      userToken: 'tok',
      userId: 5,
      name: 'Le Goff',
      firstname: 'Maël',
      phone: '0298000000',
    });
    expect(sessionStore.getState().user).toMatchObject({ userName: 'Maël', userLastname: 'Le Goff' });
    expect(JSON.parse(window.localStorage.getItem('oceane.user')!)).toMatchObject({ userName: 'Maël' });
  });

  it('changes the password: a wrong current password is said at its field, then success resets the form', async () => {
    let attempts = 0;
    const api = fakeApi({
      'Account/getUser.json': ok({ user: USER }),
      'Identity/changePassword': () => {
        attempts += 1;
        return attempts === 1
          ? ko('INVALID_PASSWORD', 'Mot de passe non reconnu, veuillez réessayer.')
          : ok({ otherSessionsEnded: 2 });
      },
    });
    const page = renderAt(<PersonalDetails />, { path: '/account/personal-details' });
    const section = (await screen.findByRole('heading', { name: 'Mot de passe' })).parentElement!;
    const current = within(section).getByLabelText(/^Mot de passe actuel/);
    await page.user.type(current, 'pas-le-bon');
    await page.user.type(within(section).getByLabelText(/^Nouveau mot de passe/), 'nouveau-secret');
    await page.user.type(within(section).getByLabelText(/^Confirmation/), 'nouveau-secret');
    await page.user.click(within(section).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await within(section).findByText(MESSAGES.fr.errors.INVALID_PASSWORD!, {
        selector: '[id$="error"], *',
      }),
    ).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveValue('pas-le-bon');

    await page.user.clear(current);
    await page.user.type(current, 'le-bon-secret');
    await page.user.click(within(section).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      '2 autres connexions ont été fermées',
    );
    expect(api.calls('Identity/changePassword')[1]!.body).toMatchObject({
      currentPassword: 'le-bon-secret',
      newPassword: 'nouveau-secret',
    });
    expect(api.calls('Identity/changePassword')[1]!.body).not.toHaveProperty('confirmation');
    expect(current).toHaveValue('');
  });

  it('checks the confirmation and the new password’s rules before calling the api', async () => {
    const api = fakeApi({ 'Account/getUser.json': ok({ user: USER }) });
    const page = renderAt(<PersonalDetails />, { path: '/en/account/personal-details' });
    const section = (await screen.findByRole('heading', { name: 'Password' })).parentElement!;
    await page.user.type(within(section).getByLabelText(/^New password/), 'short');
    await page.user.type(within(section).getByLabelText(/^Confirm the new password/), 'other');
    await page.user.click(within(section).getByRole('button', { name: 'Change the password' }));
    const summary = await summaryOf(/The form contains/);
    expect(summary).toHaveTextContent(MESSAGES.en.validation.required);
    expect(summary).toHaveTextContent(MESSAGES.en.validation['password.tooShort']);
    expect(summary).toHaveTextContent(MESSAGES.en.validation['password.mismatch']);
    expect(api.calls('Identity/changePassword')).toHaveLength(0);
  });

  it('asks for an e-mail change: another account’s address at its field, then the link sent', async () => {
    let attempts = 0;
    fakeApi({
      'Account/getUser.json': ok({ user: USER }),
      'Identity/changeEmail': () => {
        attempts += 1;
        return attempts === 1
          ? ko('EMAIL_EXISTS', 'exists', 409)
          : ok({ sent: true, pendingEmail: 'new@example.org' });
      },
    });
    const page = renderAt(<PersonalDetails />, { path: '/en/account/personal-details' });
    const section = (await screen.findByRole('heading', { name: 'Login email address' })).parentElement!;
    expect(section).toHaveTextContent('Current address: h@example.org');
    const email = within(section).getByLabelText(/^New email address/);
    await page.user.type(email, 'taken@example.org');
    await page.user.type(within(section).getByLabelText(/^Current password/), 'secret-2026');
    await page.user.click(within(section).getByRole('button', { name: 'Send the confirmation link' }));
    expect(await within(section).findAllByText(MESSAGES.en.errors.EMAIL_EXISTS!)).not.toHaveLength(0);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await page.user.clear(email);
    await page.user.type(email, 'New@Example.org');
    await page.user.click(within(section).getByRole('button', { name: 'Send the confirmation link' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('new@example.org');
  });

  it('a guest has nothing to change', async () => {
    fakeApi({ 'Account/getUser.json': ok({ user: { ...USER, email: null, guest: true } }) });
    renderAt(<PersonalDetails />, { path: '/en/account/personal-details' });
    expect(await screen.findByText(/logged in as a guest/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('the account menu', () => {
  it('links the personal details first and logs out from the menu', async () => {
    fakeApi({ 'Account/getUser.json': ok({ user: USER }) });
    let left = false;
    const page = renderAt(
      <AccountOverview
        onLogout={async () => {
          left = true;
        }}
      />,
      { path: '/en/account', routes: [landing('/en/account/personal-details')] },
    );
    const menu = screen.getByRole('navigation', { name: 'My account menu' });
    const links = within(menu).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Contact details and password');
    await page.user.click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(left).toBe(true);
    await page.user.click(links[0]!);
    expect(await screen.findByText('landed on /en/account/personal-details')).toBeInTheDocument();
  });
});
