import { verifyShmac, type Call } from '@oceane/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok, SIGNATURE_KEY } from '../../test/api.ts';
import { fakeUploadXhr } from '../../test/upload-xhr.ts';
import { apiClient, type UploadProgress } from './api-client.ts';
import { ApiClientError } from './api-errors.ts';
import { endSession, startSession } from './session.ts';

const user = { userToken: 'token-9', userId: 7, userName: 'Lou', userLastname: 'Le Goff' };

beforeEach(() => startSession(user, 'id-token'));
afterEach(() => endSession());

// The call as the table writes it (calls-documents.ts), spelled here so that this test of the
// client does not wait for the documents module.
const UPLOAD_DOCUMENT: Call = { method: 'POST', path: 'Media/uploadDocument.json', access: 'session' };

const proof = () => new Blob([new Uint8Array(400)], { type: 'application/pdf' });

describe('an upload followed for its progress (Media/uploadDocument.json)', () => {
  it('reports the bytes sent, then answers as any call, its text fields signed', async () => {
    const api = fakeApi({ 'Media/uploadDocument.json': ok({ document: { id: 5 } }) });
    fakeUploadXhr();
    const seen: UploadProgress[] = [];
    const answer = await apiClient.upload(
      UPLOAD_DOCUMENT,
      { document_type: 'IDENTITY' },
      { document: { blob: proof(), filename: 'id.pdf' } },
      { onUploadProgress: (progress) => seen.push(progress) },
    );
    expect(answer).toEqual({ document: { id: 5 } });
    expect(seen[0]).toEqual({ loaded: 0, total: undefined });
    const last = seen[seen.length - 1]!;
    expect(last.total).toBeGreaterThan(400);
    expect(last.loaded).toBe(last.total);
    expect(seen.some((progress) => progress.loaded > 0 && progress.loaded < last.loaded)).toBe(true);
    const body = api.calls('Media/uploadDocument.json')[0]!.body!;
    const texts = Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'));
    expect(texts).toMatchObject({ document_type: 'IDENTITY', userToken: 'token-9' });
    await expect(verifyShmac(texts, SIGNATURE_KEY)).resolves.toBe(true);
  });

  it('turns an error envelope into the coded failure', async () => {
    fakeApi({ 'Media/uploadDocument.json': ko('DOCUMENT_TOO_LARGE', 'Too large', 413) });
    fakeUploadXhr();
    const error = await apiClient
      .upload(
        UPLOAD_DOCUMENT,
        { document_type: 'IDENTITY' },
        { document: { blob: proof(), filename: 'id.pdf' } },
        { onUploadProgress: () => undefined },
      )
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiClientError);
    expect([(error as ApiClientError).code, (error as ApiClientError).status]).toEqual([
      'DOCUMENT_TOO_LARGE',
      413,
    ]);
  });

  it('stops when the caller aborts, as a request aborted', async () => {
    fakeApi({ 'Media/uploadDocument.json': ok({ document: { id: 5 } }) });
    const held = fakeUploadXhr({ hold: true });
    const controller = new AbortController();
    const upload = apiClient
      .upload(
        UPLOAD_DOCUMENT,
        { document_type: 'IDENTITY' },
        { document: { blob: proof(), filename: 'id.pdf' } },
        { onUploadProgress: () => undefined, signal: controller.signal },
      )
      .catch((reason: unknown) => reason);
    await held.halfSent;
    controller.abort();
    const error = await upload;
    expect((error as ApiClientError).kind).toBe('request aborted');
    held.release();
  });
});
