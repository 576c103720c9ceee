import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bytes, fakeApi, ko, ok } from '../../../../test/api.ts';
import { USER } from '../../../../test/cards.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { tunnelStore, updateTunnel } from '../../../lib/tunnel-store.ts';
import { PhotoStep } from './photo-step.tsx';
import { orderApi, tunnelUpTo } from './test-order.ts';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  startSession(USER, null);
  tunnelStore.setState(tunnelUpTo(4));
  createObjectURL = vi.fn((blob: Blob) => `blob:photo-${blob.size}`);
  revokeObjectURL = vi.fn();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
});
afterEach(() => endSession());

function photoApi(overrides: Parameters<typeof orderApi>[0] = {}) {
  return fakeApi(
    orderApi({
      'Document/fileDownloadUrl': ({ url }) =>
        ok({
          url: `/api/Document/file?token=tk_${url.searchParams.get('documentId')}`,
          expiresAt: '2026-11-26T10:05:00.000Z',
        }),
      'Document/file': bytes(JPEG, 'image/jpeg'),
      ...overrides,
    }),
  );
}

const step = () => <PhotoStep onBack={() => undefined} onDone={() => undefined} />;

describe('step 4 with a photo already saved (after a reload)', () => {
  it('shows the saved PHOTO document, read back through a short-lived link with the session', async () => {
    const api = photoApi();
    const view = renderAt(step());
    const image = await screen.findByRole('img', { name: 'Photo enregistrée pour cette demande' });
    expect(image).toHaveAttribute('src', `blob:photo-${JPEG.byteLength}`);
    expect(api.calls('Document/fileDownloadUrl')[0]!.url.searchParams.get('documentId')).toBe('702');
    const file = api.calls('Document/file')[0]!;
    expect(file.url.searchParams.get('token')).toBe('tk_702');
    expect(file.url.searchParams.get('userToken')).toBe(USER.userToken);
    expect(revokeObjectURL).not.toHaveBeenCalled();

    // Leaving the step frees the bytes.
    view.unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith(`blob:photo-${JPEG.byteLength}`);
  });

  it('frees the old preview and reads the new one when another photo is saved', async () => {
    const api = photoApi();
    renderAt(step());
    await screen.findByRole('img', { name: 'Photo enregistrée pour cette demande' });
    act(() => updateTunnel({ photo: '703' }));
    await waitFor(() =>
      expect(api.calls('Document/file').map((call) => call.url.searchParams.get('token'))).toEqual([
        'tk_702',
        'tk_703',
      ]),
    );
    expect(revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('img', { name: 'Photo enregistrée pour cette demande' })).toBeVisible();
  });

  it('says the photo cannot be shown when its link is refused, and still lets the passenger go on', async () => {
    photoApi({ 'Document/file': ko('DOCUMENT_LINK_EXPIRED', 'Expired', 410) });
    renderAt(step());
    expect(
      await screen.findByText('La photo enregistrée ne peut pas être affichée pour le moment.'),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Photo enregistrée pour cette demande' })).toBeNull();
    expect(screen.getByText(/Une photo est enregistrée pour cette demande/)).toBeVisible();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('asks nothing of the server without a photo, nor for an id that is not one', async () => {
    tunnelStore.setState({ ...tunnelUpTo(3), photo: null });
    const api = photoApi();
    const view = renderAt(step());
    expect(await screen.findByRole('button', { name: 'Choisir une photo' })).toBeVisible();
    view.unmount();
    tunnelStore.setState({ ...tunnelUpTo(3), photo: '../702' });
    renderAt(step());
    expect(await screen.findByRole('button', { name: 'Choisir une photo' })).toBeVisible();
    expect(api.calls('Document/fileDownloadUrl')).toEqual([]);
    expect(screen.queryByRole('img', { name: 'Photo enregistrée pour cette demande' })).toBeNull();
  });
});
