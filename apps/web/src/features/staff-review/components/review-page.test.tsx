/**
 * /staff/review (decision 072): the queue oldest first with its age and who holds each item; an
 * opened item is claimed, shows the document fetched from the staff call, and a refusal sends the
 * reason from the list (OTHER asks for its text first); another agent's claim is said, and the
 * verdict buttons wait for a take-over.
 */
import type { ReviewItem } from '@oceane/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytes, fakeApi, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { addStaffTexts } from '../../../i18n/staff/staff-texts.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { ReviewPage } from './review-page.tsx';

addStaffTexts();
beforeEach(() => {
  startSession({ userToken: 'tok', userId: 7, userName: 'Nolwenn', userLastname: 'Le Bihan' }, null);
  vi.stubGlobal(
    'URL',
    Object.assign(globalThis.URL, { createObjectURL: vi.fn(() => 'blob:proof'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => endSession());

const item = (documentId: number, more: Partial<ReviewItem> = {}): ReviewItem => ({
  documentId,
  type: 'IDENTITY',
  mimeType: 'image/jpeg',
  fileName: 'id.jpg',
  createdAt: '2026-11-27T09:00:00.000Z',
  ageMinutes: 125,
  holder: { accountId: 3, name: 'Hélène Le Goff' },
  orderId: 9,
  orderReference: 'OM-00000009',
  claim: null,
  ...more,
});
const CLAIM = { identityId: 12, email: 'agent@example.org', expiresAt: '2026-11-28T10:15:00.000Z' };
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
const REVIEWED = {
  document: {
    id: 4,
    type: 'IDENTITY',
    status: 'INVALID',
    fileName: 'id.jpg',
    size: 4,
    mimeType: 'image/jpeg',
    createdAt: '2026-11-27T09:00:00.000Z',
    reviewedAt: '2026-11-28T10:00:00.000Z',
    reason: 'Coupé',
    deleted: false,
  },
};

describe('the review queue page', () => {
  it('lists the queue oldest first, opens an item, refuses it with a reason and opens the next', async () => {
    const other = item(5, {
      holder: { accountId: 4, name: 'Yann Kerbrat' },
      ageMinutes: 3 * 24 * 60,
      claim: CLAIM,
    });
    const api = fakeApi({
      'Staff/reviewQueue.json': ok({ items: [item(4, { ageMinutes: 4 * 24 * 60 }), other] }),
      'Staff/claimReview.json': ({ body }) =>
        ok({ item: item(Number((body as { documentId: number }).documentId), { claim: CLAIM }), held: true }),
      'Staff/reviewDocumentFile': bytes(JPEG, 'image/jpeg', { 'cache-control': 'no-store' }),
      'Staff/reviewDocument.json': ok(REVIEWED),
    });
    const { user } = renderAt(<ReviewPage />);
    const table = await screen.findByRole('table', {
      name: 'Justificatifs en attente, les plus anciens d’abord',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('4 jours');
    expect(rows[0]).toHaveTextContent('Personne');
    expect(rows[1]).toHaveTextContent('agent@example.org');

    await user.click(
      within(rows[0]!).getByRole('button', { name: 'Ouvrir le justificatif de Hélène Le Goff' }),
    );
    expect(await screen.findByRole('heading', { name: /Justificatif n° 4/ })).toHaveFocus();
    expect(await screen.findByRole('img', { name: 'Le justificatif de Hélène Le Goff' })).toHaveAttribute(
      'src',
      'blob:proof',
    );
    expect(await screen.findByText(/Vous avez pris ce justificatif en charge/)).toBeInTheDocument();
    expect(api.calls('Staff/claimReview.json')[0]!.body).toMatchObject({ documentId: 4 });

    await user.click(screen.getByRole('radio', { name: 'Autre' }));
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(api.calls('Staff/reviewDocument.json')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Précisez le motif/ }), 'Coupé');
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(api.calls('Staff/reviewDocument.json')).toHaveLength(1));
    expect(api.calls('Staff/reviewDocument.json')[0]!.body).toMatchObject({
      documentId: 4,
      status: 'INVALID',
      reasonCode: 'OTHER',
      reason: 'Coupé',
    });
    // The next item opens.
    expect(await screen.findByRole('heading', { name: /Justificatif n° 5/ })).toBeInTheDocument();
  });

  it('says who holds an item and waits for a take-over before a verdict', async () => {
    const api = fakeApi({
      'Staff/reviewQueue.json': ok({ items: [item(4, { claim: CLAIM })] }),
      'Staff/claimReview.json': ({ body }) =>
        ok({
          item: item(4, {
            claim: (body as { takeOver?: boolean }).takeOver ? { ...CLAIM, email: 'moi@example.org' } : CLAIM,
          }),
          held: (body as { takeOver?: boolean }).takeOver === true,
        }),
      'Staff/reviewDocumentFile': bytes(JPEG, 'image/jpeg'),
      'Staff/reviewDocument.json': ok(REVIEWED),
    });
    const { user } = renderAt(<ReviewPage />);
    await user.click(await screen.findByRole('button', { name: /Ouvrir le justificatif/ }));
    expect(
      await screen.findByText(/agent@example\.org a pris ce justificatif en charge/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(api.calls('Staff/reviewDocument.json')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reprendre ce justificatif' }));
    expect(await screen.findByText(/Vous avez pris ce justificatif en charge/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(api.calls('Staff/reviewDocument.json')).toHaveLength(1));
    expect(api.calls('Staff/reviewDocument.json')[0]!.body).toMatchObject({ documentId: 4, status: 'VALID' });
  });

  it('puts the focus back sensibly: on the verdict message after the last item, on the row’s button after “back”', async () => {
    fakeApi({
      'Staff/reviewQueue.json': ok({
        items: [item(4), item(5, { holder: { accountId: 4, name: 'Yann Kerbrat' } })],
      }),
      'Staff/claimReview.json': ({ body }) =>
        ok({ item: item(Number((body as { documentId: number }).documentId), { claim: CLAIM }), held: true }),
      'Staff/reviewDocumentFile': bytes(JPEG, 'image/jpeg'),
      'Staff/reviewDocument.json': ok(REVIEWED),
    });
    const { user } = renderAt(<ReviewPage />);
    await user.click(await screen.findByRole('button', { name: 'Ouvrir le justificatif de Yann Kerbrat' }));
    expect(await screen.findByRole('heading', { name: /Justificatif n° 5/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Retour à la liste' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ouvrir le justificatif de Yann Kerbrat' })).toHaveFocus(),
    );
    // The last item of the queue: after its verdict the list shows, the focus on the message.
    await user.click(screen.getByRole('button', { name: 'Ouvrir le justificatif de Yann Kerbrat' }));
    expect(await screen.findByText(/Vous avez pris ce justificatif en charge/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    const message = await screen.findByText('Avis enregistré.');
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
  });
});
