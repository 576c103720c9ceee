import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok, type Handler } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { PairingPage } from './pairing-page.tsx';

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Claire', userLastname: 'Morel' }, null),
);
afterEach(() => endSession());

type Device = { id: number; name: string; pairedAt: string; lastUsedAt: string | null };

const USER = {
  userId: 5,
  userName: 'Claire',
  userLastname: 'Morel',
  email: 'claire@example.org',
  phone: '0612345678',
  emailVerified: true,
  guest: false,
  role: 'passenger',
};

/** The api of /pairing over a list held here: ABCD-2345 is the one code a device shows. */
function pairingApi(initial: Device[]) {
  let devices = initial;
  const pair: Handler = ({ body }) => {
    if (body?.code !== 'ABCD2345' && body?.code !== 'abcd 2345')
      return ko('PAIRING_CODE_INVALID', 'Ce code n’est pas valide, a déjà servi ou a expiré.');
    const device = { id: 9, name: String(body.name), pairedAt: '2026-11-26T09:15:00.000Z', lastUsedAt: null };
    devices = [device, ...devices];
    return ok({ device });
  };
  const unpair: Handler = ({ body }) => {
    devices = devices.filter((device) => device.id !== body?.deviceId);
    return ok({ unpaired: true });
  };
  return fakeApi({
    'Account/getUser.json': ok({ user: { ...USER, emailVerified: true } }),
    'Device/getDevices.json': () => ok({ devices }),
    'Device/pair.json': pair,
    'Device/unpair.json': unpair,
  });
}

const kiosk: Device = {
  id: 3,
  name: 'Borne gare maritime',
  pairedAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-11-25T17:42:00.000Z',
};

describe('/pairing', () => {
  it('says the code must come from the passenger’s own device or a kiosk in front of them, before its field', async () => {
    pairingApi([]);
    renderAt(<PairingPage />, { path: '/pairing' });
    const warning = await screen.findByText(
      /^Ne saisissez que le code affiché sur votre propre appareil ou sur une borne devant vous\./,
    );
    expect(warning).toHaveTextContent('Si quelqu’un vous donne un code');
    expect(warning).toHaveTextContent('il ouvrirait votre compte sur son appareil.');
    const field = screen.getByRole('textbox', { name: /Code affiché sur l’appareil/ });
    expect(warning.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says it in English too', async () => {
    pairingApi([]);
    renderAt(<PairingPage />, { path: '/en/pairing' });
    expect(
      await screen.findByText(
        /^Only enter the code shown on your own device or on a kiosk in front of you\. If someone gives you a code/,
      ),
    ).toHaveTextContent('do not enter it: it would open your account on their device.');
  });

  it('lists the paired devices with the day they were paired and their last use', async () => {
    pairingApi([kiosk, { ...kiosk, id: 4, name: 'Tablette', lastUsedAt: null }]);
    renderAt(<PairingPage />, { path: '/pairing' });
    const table = await screen.findByRole('table', { name: 'Les appareils appairés à votre compte' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Borne gare maritime');
    expect(rows[0]).toHaveTextContent('20 novembre 2026');
    expect(rows[0]).toHaveTextContent('25 novembre 2026 à 18:42');
    expect(rows[1]).toHaveTextContent('Pas encore utilisé');
  });

  it('pairs the device whose code is typed, and says a wrong code at the field', async () => {
    const api = pairingApi([]);
    const { user } = renderAt(<PairingPage />, { path: '/pairing' });
    expect(await screen.findByText('Aucun appareil n’est appairé à votre compte.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Appairer l’appareil' }));
    expect(
      await screen.findByRole('heading', { name: 'Le formulaire contient 2 erreurs' }),
    ).toBeInTheDocument();
    expect(api.calls('Device/pair.json')).toHaveLength(0);

    await user.type(screen.getByLabelText('Code affiché sur l’appareil'), 'WXYZ-9999');
    await user.type(screen.getByLabelText('Nom de l’appareil'), 'Téléphone de Léa');
    await user.click(screen.getByRole('button', { name: 'Appairer l’appareil' }));
    expect(
      await screen.findByRole('heading', { name: 'Le formulaire contient 1 erreur' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Code affiché sur l’appareil')).toHaveAccessibleDescription(
      expect.stringContaining('a déjà servi ou a expiré'),
    );
    // Nothing typed is cleared by the refusal.
    expect(screen.getByLabelText('Nom de l’appareil')).toHaveValue('Téléphone de Léa');

    const code = screen.getByLabelText('Code affiché sur l’appareil');
    await user.clear(code);
    await user.type(code, 'abcd-2345');
    await user.click(screen.getByRole('button', { name: 'Appairer l’appareil' }));
    expect(await screen.findByText(/Téléphone de Léa est appairé à votre compte/)).toBeInTheDocument();
    expect(api.calls('Device/pair.json').at(-1)!.body).toMatchObject({
      code: 'ABCD2345',
      name: 'Téléphone de Léa',
    });
    expect(await screen.findByRole('rowheader', { name: 'Téléphone de Léa' })).toBeInTheDocument();
  });

  it('unpairs a device after a confirmation in a dialog', async () => {
    const api = pairingApi([kiosk]);
    const { user } = renderAt(<PairingPage />, { path: '/pairing' });
    await user.click(await screen.findByRole('button', { name: 'Retirer l’appareil Borne gare maritime' }));
    const dialog = await screen.findByRole('dialog', { name: /^Retirer l’appareil Borne gare maritime/ });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer l’appareil' }));
    expect(
      await screen.findByText('Borne gare maritime est retiré de votre compte et déconnecté.'),
    ).toBeInTheDocument();
    expect(api.calls('Device/unpair.json')[0]!.body).toMatchObject({ deviceId: 3 });
    expect(await screen.findByText('Aucun appareil n’est appairé à votre compte.')).toBeInTheDocument();
  });

  it('an address not yet confirmed pairs nothing: the form gives way to why, and a new link on request', async () => {
    const api = fakeApi({
      'Account/getUser.json': ok({ user: { ...USER, emailVerified: false } }),
      'Account/sendVerificationEmail': ok({ sent: true }),
      'Device/getDevices.json': ok({ devices: [] }),
    });
    const { user } = renderAt(<PairingPage />, { path: '/pairing' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Confirmez d’abord votre adresse e-mail' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Pour appairer un appareil, confirmez d’abord votre adresse e-mail claire@example\.org/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Code affiché sur l’appareil')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recevoir un nouveau lien de confirmation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Un lien de confirmation vient d’être envoyé à claire@example\.org/,
    );
    expect(api.calls('Account/sendVerificationEmail')).toHaveLength(1);
  });

  it('says the api’s refusal of an unconfirmed address at the top of the form, in English too', async () => {
    fakeApi({
      // The page read the account before the address changed: the api has the last word.
      'Account/getUser.json': ok({ user: { ...USER, emailVerified: true } }),
      'Device/getDevices.json': ok({ devices: [] }),
      'Device/pair.json': ko(
        'EMAIL_NOT_VERIFIED',
        'Confirm your email address first: open the link we sent you, or ask for a new one from your account.',
        403,
      ),
    });
    const { user } = renderAt(<PairingPage />, { path: '/en/pairing' });
    await user.type(await screen.findByLabelText('Code shown on the device'), 'ABCD-2345');
    await user.type(screen.getByLabelText('Device name'), 'Kiosk');
    await user.click(screen.getByRole('button', { name: 'Pair the device' }));
    expect(await screen.findByText(/Confirm your email address first/)).toBeInTheDocument();
    expect(screen.getByLabelText('Device name')).toHaveValue('Kiosk');
  });
});
