/**
 * /staff/audit-log (decision 070): the entries in a table, newest first; the filters sent as the
 * call takes them (empty ones left out); a wrong day said at its field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { addStaffTexts } from '../../../i18n/staff/staff-texts.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { AuditLogPage } from './audit-log-page.tsx';

addStaffTexts();
beforeEach(() =>
  startSession({ userToken: 'tok', userId: 7, userName: 'Nolwenn', userLastname: 'Le Bihan' }, null),
);
afterEach(() => endSession());

const ENTRY = {
  id: 3,
  at: '2026-11-28T09:30:00.000Z',
  staff: { identityId: 12, email: 'supervisor@example.org' },
  action: 'second-factor.enrol',
  recordKind: 'staff-second-factor',
  recordId: '12',
  customerAccountId: null,
  before: { enrolled: false },
  after: { enrolled: true, recoveryCodes: 10 },
};

describe('the audit log page', () => {
  it('shows the entries and sends the filters typed, empty ones left out', async () => {
    const api = fakeApi({
      'Staff/getAuditLog.json': ok({ entries: [ENTRY], total: 1, page: 1, pageSize: 50 }),
    });
    const { user } = renderAt(<AuditLogPage />);
    const table = await screen.findByRole('table', { name: 'Entrées du journal, les plus récentes d’abord' });
    const row = within(table).getByRole('row', { name: /second-factor\.enrol/ });
    expect(row).toHaveTextContent('supervisor@example.org (#12)');
    expect(row).toHaveTextContent('{"enrolled":true,"recoveryCodes":10}');
    expect(screen.getByText('1 entrée')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Agent \(identifiant\)/), '12');
    await user.type(screen.getByLabelText(/^Du/), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(api.calls('Staff/getAuditLog.json')).toHaveLength(2));
    const query = api.calls('Staff/getAuditLog.json')[1]!.url.searchParams;
    expect(query.get('agent')).toBe('12');
    expect(query.get('from')).toBe('2026-11-01');
    expect(query.get('page')).toBe('1');
    expect(query.has('customer')).toBe(false);
  });

  it('says a field that is not a number at that field, and sends nothing', async () => {
    const api = fakeApi({
      'Staff/getAuditLog.json': ok({ entries: [], total: 0, page: 1, pageSize: 50 }),
    });
    const { user } = renderAt(<AuditLogPage />);
    expect(await screen.findByText('Aucune entrée pour ces filtres.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Client \(numéro de profil\)/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(
      await screen.findByRole('heading', { name: /Le formulaire contient 1 erreur/ }),
    ).toBeInTheDocument();
    expect(api.calls('Staff/getAuditLog.json')).toHaveLength(1);
  });
});
