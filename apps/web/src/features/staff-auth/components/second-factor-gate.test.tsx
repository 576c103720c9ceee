/**
 * The staff second factor in the portal (decision 070): a staff member not enrolled gets the
 * enrolment (QR code and the key written out, the first code, the recovery codes once with "I
 * saved them"); an enrolled one gets the code step; then the page they asked for.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { addStaffTexts } from '../../../i18n/staff/staff-texts.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { SecondFactorGate } from './second-factor-gate.tsx';

addStaffTexts();
beforeEach(() =>
  startSession({ userToken: 'tok', userId: 7, userName: 'Nolwenn', userLastname: 'Le Bihan' }, null),
);
afterEach(() => endSession());

const CODES = Array.from({ length: 10 }, (_, index) => `abcde-${String(index).padStart(5, '2')}`);
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Oc%C3%A9ane%20Mobilit%C3%A9s:supervisor%40example.org?secret=JBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};

/** The status answers `before` until a call of `passing` succeeded, then verified. */
function statusAfter(before: { enrolled: boolean }, passing: string) {
  let passed = false;
  const api = fakeApi({
    'Staff/secondFactorStatus.json': () =>
      ok({ enrolled: before.enrolled || passed, verified: passed, staffRole: 'supervisor' }),
    'Staff/enrolSecondFactor.json': ok(ENROLMENT),
    'Staff/confirmSecondFactor.json': ({ body }) => {
      if (body?.code !== '123456')
        return ko('INVALID_SECOND_FACTOR_CODE', 'Ce code n’est pas valide.', 400, undefined, {
          remainingAttempts: 4,
          lockMinutes: 15,
        });
      if (passing === 'Staff/confirmSecondFactor.json') passed = true;
      return ok({ recoveryCodes: CODES });
    },
    'Staff/verifySecondFactor.json': ({ body }) => {
      if (body?.code !== '654321') return ko('INVALID_SECOND_FACTOR_CODE', 'Ce code n’est pas valide.', 400);
      passed = true;
      return ok({ verified: true, recoveryCodesLeft: 10 });
    },
  });
  return api;
}

const page = (
  <SecondFactorGate>
    <h1>Espace agents</h1>
  </SecondFactorGate>
);

describe('the staff second factor', () => {
  it('enrols a staff member: QR code and key, the first code, then the recovery codes once', async () => {
    const api = statusAfter({ enrolled: false }, 'Staff/confirmSecondFactor.json');
    const { user } = renderAt(page);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activer la double authentification' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Étape 1 sur 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Afficher le QR code' }));
    const qr = await screen.findByRole('img', {
      name: 'QR code à scanner avec votre application d’authentification',
    });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(ENROLMENT.qrSvg)}`,
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const field = screen.getByLabelText(/^Code affiché par l’application/);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect((await screen.findAllByText(/Ce code n’est pas valide/))[0]).toBeInTheDocument();
    expect(field).toHaveValue('000000');

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vos codes de secours' }),
    ).toBeInTheDocument();
    expect(api.calls('Staff/confirmSecondFactor.json').at(-1)!.body).toMatchObject({ code: '123456' });
    expect(screen.getByText('Étape 2 sur 2')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Codes de secours' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByText(CODES[0]!)).toBeInTheDocument();

    // Not before the staff member says the codes are saved.
    await user.click(screen.getByRole('button', { name: 'Continuer vers l’espace agents' }));
    expect(
      await screen.findByText('Confirmez que vous avez enregistré vos codes de secours.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Espace agents' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /J’ai enregistré mes codes de secours/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer vers l’espace agents' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Espace agents' })).toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it('asks an enrolled staff member for a code, in English too, and lets them through', async () => {
    const api = statusAfter({ enrolled: true }, 'Staff/verifySecondFactor.json');
    const { user } = renderAt(page, { path: '/en/staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification code' })).toBeInTheDocument();
    const field = screen.getByLabelText(/^App code or recovery code/);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: /error/i })).toBeInTheDocument();
    expect(api.calls('Staff/verifySecondFactor.json')).toHaveLength(0);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(api.calls('Staff/verifySecondFactor.json')).toHaveLength(1));
    expect((await screen.findAllByText(/This code is not valid/))[0]).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Espace agents' })).toBeInTheDocument();
  });

  it('takes a recovery code in the code step', async () => {
    const api = statusAfter({ enrolled: true }, 'Staff/verifySecondFactor.json');
    const { user } = renderAt(page);
    await user.type(await screen.findByLabelText(/^Code de l’application ou code de secours/), 'ABCDE-22220');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(api.calls('Staff/verifySecondFactor.json')).toHaveLength(1));
    expect(api.calls('Staff/verifySecondFactor.json')[0]!.body).toMatchObject({ code: 'abcde-22220' });
  });
});
