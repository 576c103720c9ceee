/**
 * /staff/customers (decision 073): the box asks once the typing pauses, never under two
 * characters; the count is said in a live region; each result links to the customer's page and
 * says what it matched.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { addStaffTexts } from '../../../i18n/staff/staff-texts.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { CustomerSearch } from './customer-search.tsx';

addStaffTexts();
beforeEach(() =>
  startSession({ userToken: 'tok', userId: 7, userName: 'Yann', userLastname: 'Kerjean' }, null),
);
afterEach(() => endSession());

const RESULT = {
  accountId: 42,
  email: 'claire.morel@example.org',
  name: 'Morel',
  firstname: 'Claire',
  matched: { kind: 'card', value: '4100000101' },
};

describe('the customer search', () => {
  it('asks once the typing pauses, says the count, and links each customer', async () => {
    const api = fakeApi({ 'Staff/searchCustomers.json': ok({ results: [RESULT] }) });
    const { user } = renderAt(<CustomerSearch />);
    const box = screen.getByRole('textbox', { name: /Rechercher un client/ });
    await user.type(box, '4');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.calls('Staff/searchCustomers.json')).toHaveLength(0);
    await user.type(box, '100000101');
    const link = await screen.findByRole('link', { name: 'Claire Morel' });
    expect(link).toHaveAttribute('href', '/staff/customers/42');
    expect(screen.getByRole('status')).toHaveTextContent('1 client trouvé.');
    expect(screen.getByRole('list', { name: 'Clients trouvés' })).toHaveTextContent('carte 4100000101');
    // One call for the whole number typed: the keys typed quickly made one search.
    await waitFor(() => expect(api.calls('Staff/searchCustomers.json')).toHaveLength(1));
    expect(api.calls('Staff/searchCustomers.json')[0]!.url.searchParams.get('q')).toBe('4100000101');
  });

  it('says when nobody is found, in English too', async () => {
    fakeApi({ 'Staff/searchCustomers.json': ok({ results: [] }) });
    const { user } = renderAt(<CustomerSearch />, { path: '/en/staff/customers' });
    await user.type(screen.getByRole('textbox', { name: /Find a customer/ }), 'zz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No customer found.'));
  });
});
