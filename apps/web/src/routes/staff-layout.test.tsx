/**
 * The back office pages (issue 6, part B 5): a staff member sees the back office's home; a
 * passenger sees a clear 'staff only' page in their language, never a blank screen.
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../test/api.ts';
import { renderAt } from '../../test/render.tsx';
import { redirectTarget } from '../app/navigation-guard.ts';
import { endSession, startSession } from '../lib/session.ts';
import StaffHomePage from './staff/index.tsx';
import StaffLayout from './staff-layout.tsx';
import { accountUser } from '../../test/account-user.ts';

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 7, userName: 'Erwan', userLastname: 'Guillou' }, null),
);
afterEach(() => endSession());

const userWith = (role?: string) =>
  ok({ user: accountUser({ userId: 7, userName: 'Erwan', userLastname: 'Guillou', role }) });

/** A staff session that gave its second factor (decision 070). */
const passed = ok({ enrolled: true, verified: true, staffRole: 'agent' });

/** The home's dashboard (decision 077). */
const figures = ok({
  day: '2026-11-28',
  today: { orders: 3, salesCents: 12_500 },
  review: { backlog: 0, oldestCreatedAt: null, oldestAgeMinutes: null },
  processing: [
    { processStatus: 'TO_PROCESS', orders: 0 },
    { processStatus: 'PROCESSING', orders: 1 },
  ],
  failedInstalments: 0,
  refundsOfMonth: { month: '2026-11', count: 0, amountCents: 0 },
});

/** The staff layout with its home page, at /staff or /en/staff. */
function openStaffPage(path: string, other: ReactNode = <p>elsewhere</p>) {
  return renderAt(other, {
    path,
    routes: [path].map((at) => ({
      path: at,
      element: <StaffLayout />,
      children: [{ index: true, element: <StaffHomePage /> }],
    })),
  });
}

describe('the staff pages', () => {
  it('show a staff member the back office’s home with its dashboard', async () => {
    const api = fakeApi({
      'Account/getUser.json': userWith('staff'),
      'Staff/secondFactorStatus.json': passed,
      'Staff/getDashboard.json': figures,
    });
    openStaffPage('/staff');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Espace agents de la Maison de la mobilité' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(api.calls('Account/getUser.json')[0]!.body).toMatchObject({ userToken: 'tok', userId: 7 });
  });

  it('say so in English under /en', async () => {
    fakeApi({
      'Account/getUser.json': userWith('staff'),
      'Staff/secondFactorStatus.json': passed,
      'Staff/getDashboard.json': figures,
    });
    openStaffPage('/en/staff');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mobility centre staff area' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/staff', 'Accès réservé aux agents', 'Aller à mes cartes', '/cards'],
    ['/en/staff', 'Staff only', 'Go to my cards', '/en/cards'],
  ])('tell a passenger at %s that the page is for the staff only', async (path, title, link, cards) => {
    fakeApi({ 'Account/getUser.json': userWith('passenger') });
    openStaffPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/403/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', cards);
    expect(screen.queryByText(/Maison de la mobilité$|staff area/)).not.toBeInTheDocument();
  });

  it('open nothing to a user whose role the portal does not know, or a backend without roles', async () => {
    for (const role of [undefined, 'admin']) {
      fakeApi({ 'Account/getUser.json': userWith(role) });
      const page = openStaffPage('/en/staff');
      expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
      page.unmount();
    }
  });

  it('offer to try again when the role cannot be read', async () => {
    fakeApi({ 'Account/getUser.json': ko('SERVICE_UNAVAILABLE', 'down', 503) });
    openStaffPage('/en/staff');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('send a visitor to the login first, and back after it', () => {
    endSession();
    expect(redirectTarget('/staff')).toBe('/auth/login?redirect=%2Fstaff');
    expect(redirectTarget('/en/staff')).toBe('/en/auth/login?redirect=%2Fen%2Fstaff');
  });
});
