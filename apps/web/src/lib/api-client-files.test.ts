import { verifyShmac, CALLS } from '@oceane/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bytes, fakeApi, ko, ok, SIGNATURE_KEY } from '../../test/api.ts';
import { apiClient } from './api-client.ts';
import { ApiClientError } from './api-errors.ts';
import { endSession, startSession } from './session.ts';

const user = { userToken: 'token-123', userId: 7, userName: 'Hélène', userLastname: 'Le Goff' };

beforeEach(() => startSession(user, 'id-token'));
afterEach(() => endSession());

function textFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'));
}

describe('multipart uploads (Media/uploadMedia.json)', () => {
  it('signs the text fields, userToken and locale included, and sends the file unsigned', async () => {
    const api = fakeApi({ 'Media/uploadMedia.json': ok({ card: { id: 4 } }) });
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const answer = await apiClient.upload(
      CALLS.uploadMedia,
      { user_id: 7, mediaId: 4, photoConsent: true, nothing: undefined },
      { media: { blob: photo, filename: 'photo.jpg' } },
    );
    expect(answer).toEqual({ card: { id: 4 } });
    const call = api.calls('Media/uploadMedia.json')[0]!;
    expect(call.multipart).toBe(true);
    const body = call.body!;
    expect(textFields(body)).toMatchObject({
      userToken: 'token-123',
      user_id: '7',
      mediaId: '4',
      photoConsent: '1',
      locale: 'fr',
    });
    expect(body).not.toHaveProperty('nothing');
    const file = body.media as File;
    expect([file.name, file.type, file.size]).toEqual(['photo.jpg', 'image/jpeg', 3]);
    // What the server does: verify over the text fields it received, the file left out.
    await expect(verifyShmac(textFields(body), SIGNATURE_KEY)).resolves.toBe(true);
    await expect(verifyShmac({ ...textFields(body), mediaId: '5' }, SIGNATURE_KEY)).resolves.toBe(false);
  });

  it('turns an error envelope into the coded failure (PHOTO_NOT_AN_IMAGE)', async () => {
    fakeApi({ 'Media/uploadMedia.json': ko('PHOTO_NOT_AN_IMAGE', 'Not an image', 415) });
    const error = await apiClient
      .upload(CALLS.uploadMedia, { mediaId: 4 }, { media: { blob: new Blob(['x']), filename: 'a' } })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiClientError);
    expect([(error as ApiClientError).code, (error as ApiClientError).status]).toEqual([
      'PHOTO_NOT_AN_IMAGE',
      415,
    ]);
  });
});

describe('binary answers (Wallet/contractAttestation, Media/photo)', () => {
  it('reads a PDF as a Blob with its file name, signing the query, and reports the progress', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 attestation');
    const api = fakeApi({
      'Wallet/contractAttestation': bytes(pdf, 'application/pdf', {
        'content-disposition': 'attachment; filename="attestation-12.pdf"',
      }),
    });
    const progress: number[] = [];
    const download = await apiClient.download(
      CALLS.contractAttestation,
      { contractId: 12 },
      { onProgress: ({ loaded }) => progress.push(loaded) },
    );
    expect(download.filename).toBe('attestation-12.pdf');
    expect(download.blob.type).toBe('application/pdf');
    expect(download.blob.size).toBe(pdf.byteLength);
    expect(progress.at(-1)).toBe(pdf.byteLength);
    const query = Object.fromEntries(api.calls('Wallet/contractAttestation')[0]!.url.searchParams);
    expect(query).toMatchObject({ contractId: '12', userToken: 'token-123' });
    await expect(verifyShmac(query, SIGNATURE_KEY, { dropNull: true })).resolves.toBe(true);
  });

  it('POSTs a signed JSON body for a call the table puts on POST (Order/printOrder.json)', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 invoice');
    const api = fakeApi({
      'Order/printOrder.json': bytes(pdf, 'application/pdf', {
        'content-disposition': 'attachment; filename="facture-F2026-000001.pdf"',
      }),
    });
    const download = await apiClient.download(CALLS.printOrder, { orderId: 31 });
    expect(download.filename).toBe('facture-F2026-000001.pdf');
    expect(download.blob.size).toBe(pdf.byteLength);
    const call = api.calls('Order/printOrder.json')[0]!;
    expect(call.method).toBe('POST');
    expect([...call.url.searchParams.keys()]).toEqual([]);
    expect(call.body).toMatchObject({ orderId: 31, userToken: 'token-123', locale: 'fr' });
    await expect(verifyShmac(call.body!, SIGNATURE_KEY)).resolves.toBe(true);
  });

  it('fails with the envelope’s code when the answer is an error (403 FORBIDDEN)', async () => {
    fakeApi({ 'Media/photo': ko('FORBIDDEN', 'Not yours', 403) });
    const error = (await apiClient
      .download(CALLS.photo, { mediaId: 99 })
      .catch((reason: unknown) => reason)) as ApiClientError;
    expect([error.code, error.kind]).toEqual(['FORBIDDEN', 'bad request']);
  });
});
