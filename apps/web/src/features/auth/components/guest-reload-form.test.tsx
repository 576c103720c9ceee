import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { landing, renderAt } from '../../../../test/render.tsx';
import { endSession, guestMediaId, sessionStore } from '../../../lib/session.ts';
import { GuestReloadForm } from './guest-reload-form.tsx';

const guestUser = { userToken: 'guest-token', userId: 41, userName: '', userLastname: '' };

afterEach(() => endSession());

const FR = {
  number: 'Numéro de la carte',
  name: 'Nom de famille du titulaire',
  born: 'Date de naissance du titulaire',
  submit: 'Recharger cette carte',
};
const EN = {
  number: 'Card number',
  name: 'Holder’s family name',
  born: 'Holder’s date of birth',
  submit: 'Reload this card',
};

async function fill(path: string, labels = FR, number = '41 0000 0011') {
  const page = renderAt(<GuestReloadForm />, {
    path,
    routes: [landing('/cards/topup/12'), landing('/en/cards/topup/12')],
  });
  await page.user.type(screen.getByLabelText(labels.number, { exact: false }), number);
  await page.user.type(screen.getByLabelText(labels.name, { exact: false }), 'Le Goff');
  await page.user.type(screen.getByLabelText(labels.born, { exact: false }), '1990-04-12');
  await page.user.click(screen.getByRole('button', { name: labels.submit }));
  return page;
}

describe('reloading a card without an account (decision 054)', () => {
  it('opens a guest session with the card and goes to its reload', async () => {
    const api = fakeApi({ 'Account/openGuestReload.json': ok({ user: guestUser, mediaId: 12 }) });
    await fill('/auth/login');
    expect(await screen.findByText('landed on /cards/topup/12')).toBeInTheDocument();
    expect(api.calls('Account/openGuestReload.json')[0]!.body).toMatchObject({
      network_id: 1,
      mediaNumber: '4100000011',
      holderName: 'Le Goff',
      holderBirthdate: '1990-04-12',
      locale: 'fr',
    });
    expect(sessionStore.getState().user).toEqual({ ...guestUser, guestMediaId: 12 });
    expect(guestMediaId()).toBe(12);
  });

  it('in English, goes to the English reload', async () => {
    fakeApi({ 'Account/openGuestReload.json': ok({ user: guestUser, mediaId: 12 }) });
    await fill('/en/auth/login', EN);
    expect(await screen.findByText('landed on /en/cards/topup/12')).toBeInTheDocument();
  });

  it('says a card not recognised at its number, in the summary, keeping the values', async () => {
    fakeApi({ 'Account/openGuestReload.json': ko('CARD_NOT_RECOGNIZED', 'server wording', 404) });
    await fill('/auth/login');
    const link = await screen.findByRole('link', { name: /Carte non reconnue/ });
    expect(link).toHaveAttribute('href', '#guest-cardNumber');
    expect(screen.getByLabelText(FR.name, { exact: false })).toHaveValue('Le Goff');
    expect(sessionStore.getState().user).toBeNull();
  });

  it('a wrong birth date: one answer naming the three fields, and the attempts left before the lock', async () => {
    const details = { remainingAttempts: 4, lockMinutes: 15 };
    fakeApi({
      'Account/openGuestReload.json': ko('CARD_NOT_RECOGNIZED', 'server wording', 404, undefined, details),
    });
    await fill('/auth/login');
    const link = await screen.findByRole('link', {
      name: /le numéro de la carte \(en bas à droite\), le nom du titulaire et sa date de naissance\. Il vous reste 4 essais avant un blocage de 15 minutes\./,
    });
    expect(link).toHaveAttribute('href', '#guest-cardNumber');
  });

  it('in English, the same answer and the attempts left', async () => {
    const details = { remainingAttempts: 1, lockMinutes: 15 };
    fakeApi({
      'Account/openGuestReload.json': ko('CARD_NOT_RECOGNIZED', 'server wording', 404, undefined, details),
    });
    await fill('/en/auth/login', EN);
    expect(
      await screen.findByRole('link', {
        name: /the holder’s last name and their date of birth\. You have 1 attempt left before a 15-minute lock\./,
      }),
    ).toBeInTheDocument();
  });

  it('says a card an account holds: log in to that account', async () => {
    fakeApi({ 'Account/openGuestReload.json': ko('CARD_HELD_BY_ACCOUNT', 'server wording', 409) });
    await fill('/en/auth/login', EN);
    expect(await screen.findByText(/log in to that account to reload it/)).toBeInTheDocument();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('checks the fields before calling the api', async () => {
    const api = fakeApi({});
    await fill('/auth/login', FR, '12');
    expect(await screen.findByRole('link', { name: /10 chiffres|numéro/i })).toBeInTheDocument();
    expect(api.calls('Account/openGuestReload.json')).toHaveLength(0);
  });
});
