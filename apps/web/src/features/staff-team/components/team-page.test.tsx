/**
 * /staff/team (decision 078): the staff in a captioned table with their role, second factor and
 * state; a role changed and an account disabled only once their dialog is confirmed, the focus on
 * the message then; a new account made by the form, its password shown once; a refusal shown.
 */
import type { StaffMember } from '@oceane/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { addStaffTexts } from '../../../i18n/staff/staff-texts.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { TeamPage } from './team-page.tsx';

addStaffTexts();
beforeEach(() =>
  startSession({ userToken: 'tok', userId: 7, userName: 'Anne', userLastname: 'Le Bihan' }, null),
);
afterEach(() => endSession());

const SUPERVISOR: StaffMember = {
  email: 'supervisor@example.org',
  firstname: 'Anne',
  name: 'Le Bihan',
  staffRole: 'supervisor',
  secondFactorEnrolled: true,
  disabledAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  you: true,
};
const AGENT: StaffMember = {
  email: 'agent@example.org',
  firstname: 'Yann',
  name: 'Kerjean',
  staffRole: 'agent',
  secondFactorEnrolled: false,
  disabledAt: null,
  createdAt: '2026-11-02T09:00:00.000Z',
  you: false,
};
const GONE: StaffMember = { ...AGENT, email: 'gone@example.org', disabledAt: '2026-11-20T09:00:00.000Z' };

describe('the team page', () => {
  it('lists the staff with role, second factor and state; no action on a disabled account', async () => {
    fakeApi({ 'Staff/getStaffMembers.json': ok({ members: [SUPERVISOR, AGENT, GONE] }) });
    renderAt(<TeamPage />);
    const table = await screen.findByRole('table', { name: /Les comptes agents, actifs d’abord/ });
    const agentRow = within(table).getByRole('row', { name: /agent@example\.org/ });
    expect(agentRow).toHaveTextContent('Agent');
    expect(agentRow).toHaveTextContent('pas encore enregistrée');
    expect(within(table).getByRole('row', { name: /supervisor@example\.org/ })).toHaveTextContent('(vous)');
    const goneRow = within(table).getByRole('row', { name: /gone@example\.org/ });
    expect(goneRow).toHaveTextContent(/désactivé le .*2026/);
    expect(within(goneRow).queryByRole('button')).toBeNull();
    expect(
      within(agentRow).getByRole('button', { name: 'Rendre superviseur agent@example.org' }),
    ).toBeInTheDocument();
  });

  it('changes a role only once confirmed, then focuses the message', async () => {
    const api = fakeApi({
      'Staff/getStaffMembers.json': ok({ members: [SUPERVISOR, AGENT] }),
      'Staff/changeStaffRole.json': ok({ member: { ...AGENT, staffRole: 'supervisor' } }),
    });
    const { user } = renderAt(<TeamPage />);
    await user.click(await screen.findByRole('button', { name: 'Rendre superviseur agent@example.org' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Superviseur à agent@example\.org/ });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.calls('Staff/changeStaffRole.json')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Rendre superviseur agent@example.org' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Changer le rôle' }),
    );
    await waitFor(() => expect(api.calls('Staff/changeStaffRole.json')).toHaveLength(1));
    expect(api.calls('Staff/changeStaffRole.json')[0]!.body).toMatchObject({
      email: 'agent@example.org',
      role: 'supervisor',
    });
    const message = await screen.findByText(/agent@example\.org a désormais le rôle Superviseur/);
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('disables an account once confirmed and says its sessions ended; shows the last-supervisor refusal', async () => {
    const api = fakeApi({
      'Staff/getStaffMembers.json': ok({ members: [SUPERVISOR, AGENT] }),
      'Staff/disableStaffMember.json': ok({
        member: { ...AGENT, disabledAt: '2026-11-28T10:00:00.000Z' },
        sessionsEnded: 2,
      }),
      'Staff/changeStaffRole.json': ko('LAST_SUPERVISOR', 'This is the last active supervisor.', 409),
    });
    const { user } = renderAt(<TeamPage />);
    await user.click(await screen.findByRole('button', { name: 'Désactiver agent@example.org' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: /Désactiver le compte agent@example\.org/,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver le compte' }));
    await waitFor(() => expect(api.calls('Staff/disableStaffMember.json')).toHaveLength(1));
    expect(await screen.findByText(/ses 2 sessions ouvertes ont pris fin/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rendre agent supervisor@example.org' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Changer le rôle' }),
    );
    expect(await screen.findByText(/dernier superviseur actif/)).toBeInTheDocument();
  });

  it('creates an account from the form and shows its password once', async () => {
    const api = fakeApi({
      'Staff/getStaffMembers.json': ok({ members: [SUPERVISOR] }),
      'Staff/createStaffMember.json': ok({
        member: { ...AGENT, email: 'nouvel.agent@example.org' },
        password: 'drawn-password-0123456789',
      }),
    });
    const { user } = renderAt(<TeamPage />);
    await user.type(await screen.findByLabelText(/Adresse e-mail/), 'Nouvel.Agent@example.org');
    await user.selectOptions(screen.getByLabelText(/Rôle/), 'agent');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    await waitFor(() => expect(api.calls('Staff/createStaffMember.json')).toHaveLength(1));
    expect(api.calls('Staff/createStaffMember.json')[0]!.body).toMatchObject({
      email: 'nouvel.agent@example.org',
      role: 'agent',
    });
    expect(await screen.findByText('drawn-password-0123456789')).toBeInTheDocument();
    expect(screen.getByText(/Le compte nouvel\.agent@example\.org est créé/)).toBeInTheDocument();
  });

  it('refuses an empty address at the field, sending nothing', async () => {
    const api = fakeApi({ 'Staff/getStaffMembers.json': ok({ members: [SUPERVISOR] }) });
    const { user } = renderAt(<TeamPage />);
    await user.click(await screen.findByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findAllByText(/Veuillez renseigner ce champ/)).not.toHaveLength(0);
    expect(api.calls('Staff/createStaffMember.json')).toHaveLength(0);
  });
});
