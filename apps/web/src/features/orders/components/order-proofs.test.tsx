import type { DocumentView } from '@oceane/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytes, fakeApi, ko, ok, type Handler } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { fakeUploadXhr } from '../../../../test/upload-xhr.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { paidMonthly } from '../test-orders.ts';
import { OrderSection } from './order-section.tsx';

const pdf = new TextEncoder().encode('%PDF-1.7 identité');
let createObjectURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  startSession({ userToken: 'tok', userId: 5, userName: 'Claire', userLastname: 'Morel' }, null);
  createObjectURL = vi.fn(() => 'blob:proof');
  vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL, revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

function proof(overrides: Partial<DocumentView> = {}): DocumentView {
  return {
    id: 501,
    type: 'IDENTITY',
    status: 'PENDING',
    fileName: 'carte-identite.pdf',
    size: 48_000,
    mimeType: 'application/pdf',
    createdAt: '2026-11-26T08:00:00.000Z',
    reviewedAt: null,
    reason: null,
    deleted: false,
    replaced: false,
    ...overrides,
  };
}

const submission = (documents: DocumentView[], orderId = 91, id = 40) => ({
  id,
  itemId: 7001,
  orderId,
  createdAt: '2026-11-26T08:00:00.000Z',
  status: 'PENDING' as const,
  documents,
});

/** Camille's new card, paid but not yet made: no card number, the proofs under review. */
const newCardOrder = paidMonthly({
  id: 91,
  reference: 'OM-00000091',
  orderType: 'CARD_CREATION',
  items: [
    {
      ...paidMonthly().items[0]!,
      type: 'CARD_CREATION',
      mediaId: null,
      cardNumber: '',
      holderName: 'Camille Martin',
      cardRequestId: 81,
      itemId: 7001,
    },
  ],
});

function open(handlers: Record<string, Handler | ReturnType<typeof ok>>, path = '/account/history') {
  const api = fakeApi(handlers);
  return { api, ...renderAt(<OrderSection order={newCardOrder} />, { path }) };
}

describe('a new card’s order in the order tracking', () => {
  it('names the new card’s holder, no card number yet, and the proofs in the user’s words', async () => {
    open({
      'Document/getUserDocumentSubmissions.json': ok({
        submissions: [
          submission([
            proof(),
            proof({ id: 502, type: 'ENTITLEMENT_LETTER', fileName: 'attestation.pdf', status: 'VALID' }),
            proof({
              id: 503,
              type: 'STUDENT_CERTIFICATE',
              fileName: 'certificat.png',
              status: 'INVALID',
              reason: 'Document illisible',
            }),
          ]),
          // Another order's proof is not this order's.
          submission([proof({ id: 900, fileName: 'autre.pdf' })], 92, 41),
        ],
      }),
    });
    expect(screen.getByText('Nouvelle carte pour Camille Martin')).toBeInTheDocument();
    expect(screen.queryByText('Carte n°')).not.toBeInTheDocument();
    const proofs = await screen.findByRole('region', { name: 'Justificatifs' });
    const items = await within(proofs).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Pièce d’identité');
    expect(items[0]).toHaveTextContent('carte-identite.pdf');
    expect(items[0]).toHaveTextContent('En attente de validation');
    expect(items[1]).toHaveTextContent('Justificatif validé');
    expect(items[2]).toHaveTextContent(
      /Justificatif refusé\s?: la Maison de la mobilité vous contactera.*Motif du refus\s?Document illisible/,
    );
    expect(within(items[2]!).getByRole('button', { name: /^Remplacer ce justificatif/ })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /^Remplacer/ })).toBeNull();
    expect(proofs).not.toHaveTextContent('autre.pdf');
  });

  it('speaks English', async () => {
    open(
      {
        'Document/getUserDocumentSubmissions.json': ok({
          submissions: [
            submission([
              proof(),
              proof({ id: 503, type: 'STUDENT_CERTIFICATE', status: 'INVALID', reason: null }),
            ]),
          ],
        }),
      },
      '/en/account/history',
    );
    expect(screen.getByText('New card for Camille Martin')).toBeInTheDocument();
    const proofs = await screen.findByRole('region', { name: 'Proofs' });
    expect(await within(proofs).findAllByRole('listitem')).toHaveLength(2);
    expect(proofs).toHaveTextContent('Waiting for validation');
    expect(proofs).toHaveTextContent('Proof refused: the Maison de la mobilité will contact you');
    expect(
      within(proofs).getByRole('button', { name: 'Replace this proof (Student certificate)' }),
    ).toBeInTheDocument();
  });

  it('downloads one’s own proof through a short-lived link, the bytes fetched with the session', async () => {
    const { api, user } = open({
      'Document/getUserDocumentSubmissions.json': ok({ submissions: [submission([proof()])] }),
      'Document/fileDownloadUrl': ok({
        url: '/api/Document/file?token=tk_abc',
        expiresAt: '2026-11-26T08:05:00.000Z',
      }),
      'Document/file': bytes(pdf, 'application/pdf', {
        'content-disposition': 'attachment; filename="carte-identite.pdf"',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Télécharger carte-identite.pdf' }));
    expect(await screen.findByText('Justificatif enregistré sous carte-identite.pdf.')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(api.calls('Document/fileDownloadUrl')[0]!.url.searchParams.get('documentId')).toBe('501');
    const file = api.calls('Document/file')[0]!;
    expect(file.url.searchParams.get('token')).toBe('tk_abc');
    expect(file.url.searchParams.get('userToken')).toBe('tok');
  });

  it('says a download refused (an expired link) and saves nothing', async () => {
    const { user } = open({
      'Document/getUserDocumentSubmissions.json': ok({ submissions: [submission([proof()])] }),
      'Document/fileDownloadUrl': ok({
        url: '/api/Document/file?token=tk_old',
        expiresAt: '2026-11-26T08:05:00.000Z',
      }),
      'Document/file': ko('DOCUMENT_LINK_EXPIRED', 'Expired', 410),
    });
    await user.click(await screen.findByRole('button', { name: 'Télécharger carte-identite.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Le téléchargement du justificatif a échoué/);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('a file deleted at the end of its retention says so, without a download', async () => {
    open({
      'Document/getUserDocumentSubmissions.json': ok({
        submissions: [submission([proof({ status: 'VALID', deleted: true })])],
      }),
    });
    expect(
      await screen.findByText('Fichier supprimé à la fin de sa durée de conservation.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Télécharger carte-identite/ })).toBeNull();
  });

  it('replaces a refused proof: upload with its progress, then the submission updated and read again', async () => {
    const held = fakeUploadXhr({ hold: true });
    let reads = 0;
    const invalid = proof({ id: 503, status: 'INVALID', reason: 'Illisible' });
    const { api, user } = open({
      'Document/getUserDocumentSubmissions.json': () => {
        reads += 1;
        return ok({
          // As the api lists them: the current proofs first, then the replaced ones (history), marked.
          submissions: [
            submission(
              reads === 1
                ? [invalid]
                : [proof({ id: 600, fileName: 'nouvelle.pdf' }), { ...invalid, replaced: true }],
            ),
          ],
        });
      },
      'Media/uploadDocument.json': ok({ document: proof({ id: 600, fileName: 'nouvelle.pdf' }) }),
      'Document/updateDocumentsSubmission.json': ok({ submission: submission([proof({ id: 600 })]) }),
    });
    await screen.findByRole('button', { name: /^Remplacer ce justificatif/ });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([pdf], 'nouvelle.pdf', { type: 'application/pdf' }));
    await held.halfSent;
    expect(
      await screen.findByRole('progressbar', { name: 'Envoi du nouveau justificatif' }),
    ).toBeInTheDocument();
    held.release();
    expect(
      await screen.findByText('Nouveau justificatif envoyé : il est en attente de validation.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('nouvelle.pdf').length).toBeGreaterThan(0));
    const [current, history] = screen
      .getAllByRole('listitem')
      .filter((item) => item.matches('.order__proof'));
    expect(current).toHaveTextContent('En attente de validation');
    expect(history).toHaveTextContent('Refusé, remplacé par un nouveau justificatif');
    expect(history).toHaveTextContent('Illisible');
    expect(screen.queryByRole('button', { name: /^Remplacer/ })).toBeNull();
    const upload = api.calls('Media/uploadDocument.json')[0]!;
    expect(upload.multipart).toBe(true);
    expect(upload.body!.document_type).toBe('IDENTITY');
    expect(upload.body!.document).toBeInstanceOf(File);
    expect(api.calls('Document/updateDocumentsSubmission.json')[0]!.body).toMatchObject({
      submission_id: 40,
      document_ids: [600],
    });
  });

  it('reads a replaced proof from the api’s flag, not from the order of the list', async () => {
    open({
      'Document/getUserDocumentSubmissions.json': ok({
        submissions: [
          submission([
            proof({
              id: 503,
              status: 'INVALID',
              reason: 'Illisible',
              fileName: 'ancienne.pdf',
              replaced: true,
            }),
            proof({ id: 600, fileName: 'nouvelle.pdf' }),
            proof({ id: 601, type: 'ENTITLEMENT_LETTER', status: 'INVALID', fileName: 'attestation.pdf' }),
          ]),
        ],
      }),
    });
    await screen.findAllByText('ancienne.pdf');
    const [history, current, refused] = screen
      .getAllByRole('listitem')
      .filter((item) => item.matches('.order__proof'));
    expect(history).toHaveTextContent('Refusé, remplacé par un nouveau justificatif');
    expect(within(history!).queryByRole('button', { name: /^Remplacer/ })).toBeNull();
    expect(current).toHaveTextContent('En attente de validation');
    // A refused proof nothing replaced yet keeps its "Replace", whatever comes before it.
    expect(within(refused!).getByRole('button', { name: /^Remplacer ce justificatif/ })).toBeInTheDocument();
  });

  it('refuses a file too large or of another type before sending it', async () => {
    const { api, user } = open({
      'Document/getUserDocumentSubmissions.json': ok({
        submissions: [submission([proof({ status: 'INVALID' })])],
      }),
    });
    await screen.findByRole('button', { name: /^Remplacer ce justificatif/ });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'gros.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(/5\s?Mo/);
    expect(api.calls('Media/uploadDocument.json')).toHaveLength(0);
  });

  it('says why a replacement was refused by the server', async () => {
    const { user } = open({
      'Document/getUserDocumentSubmissions.json': ok({
        submissions: [submission([proof({ status: 'INVALID' })])],
      }),
      'Media/uploadDocument.json': ko('DOCUMENT_NOT_ACCEPTED', 'Not accepted', 415),
    });
    await screen.findByRole('button', { name: /^Remplacer ce justificatif/ });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([pdf], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Le justificatif n’a pas été remplacé/);
  });
});
