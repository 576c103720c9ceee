import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { ApiClientError } from '../../lib/api-errors.ts';
import { cropPixels, cropToJpeg, loadImage } from './canvas.ts';
import { PhotoCapture } from './photo-capture.tsx';
import { syntheticPhoto } from './synthetic-photo.ts';

vi.mock('./canvas.ts', () => ({
  loadImage: vi.fn(),
  cropPixels: vi.fn(),
  cropToJpeg: vi.fn(),
  drawCrop: vi.fn(),
}));

const jpeg = (size = 2000) => new File([new Uint8Array(size)], 'me.jpg', { type: 'image/jpeg' });

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]:not([capture])')!;
}

beforeEach(() => {
  vi.mocked(loadImage).mockClear();
  vi.mocked(loadImage).mockResolvedValue({
    width: 1400,
    height: 1800,
    source: {} as ImageBitmap,
    close: vi.fn(),
  });
  vi.mocked(cropPixels).mockReturnValue(syntheticPhoto(350, 450) as unknown as ImageData);
  vi.mocked(cropToJpeg).mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
});

describe('the photo capture', () => {
  it('offers a file or the camera (front), with the §5 guidance and its picture', () => {
    renderAt(<PhotoCapture onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Choisir une photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prendre une photo' })).toBeInTheDocument();
    expect(document.querySelector('input[capture="user"]')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('img', { name: /un visage de face/ })).toBeInTheDocument();
    expect(screen.getByText(/Sur un fond uni/)).toBeInTheDocument();
  });

  it('says at once that a dark photo is too dark, asks the consent, then hands over the JPEG', async () => {
    vi.mocked(cropPixels).mockReturnValue(syntheticPhoto(350, 450, 0.25) as unknown as ImageData);
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const { user } = renderAt(<PhotoCapture onConfirm={onConfirm} />);
    await user.upload(fileInput(), jpeg());
    expect(await screen.findByText(/Photo trop sombre/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Aperçu de la photo recadrée' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer la photo' }));
    expect(onConfirm).not.toHaveBeenCalled();
    const consent = screen.getByRole('checkbox', {
      name: 'J’accepte que ma photo numérique soit conservée pour les duplicatas',
    });
    await waitFor(() => expect(consent).toHaveAccessibleDescription(/Votre accord est nécessaire/));
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Envoyer la photo' }));
    expect(onConfirm).toHaveBeenCalledWith(expect.any(Blob));
    expect(await screen.findByText('Photo envoyée.')).toBeInTheDocument();
  });

  it('says a blurred photo is blurred, and a sharp one looks fine', async () => {
    vi.mocked(cropPixels).mockReturnValue(syntheticPhoto(350, 450, 1, 4) as unknown as ImageData);
    const { user } = renderAt(<PhotoCapture onConfirm={vi.fn()} />, { path: '/en/cards' });
    await user.upload(fileInput(), jpeg());
    expect(await screen.findByText(/Photo blurred/)).toBeInTheDocument();
    vi.mocked(cropPixels).mockReturnValue(syntheticPhoto(350, 450) as unknown as ImageData);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(await screen.findByText('The photo looks suitable.')).toBeInTheDocument();
  });

  it('keeps a photo too small from being sent, and says why', async () => {
    vi.mocked(loadImage).mockResolvedValue({
      width: 280,
      height: 360,
      source: {} as ImageBitmap,
      close: vi.fn(),
    });
    const onConfirm = vi.fn();
    const { user } = renderAt(<PhotoCapture onConfirm={onConfirm} />);
    await user.upload(fileInput(), jpeg());
    expect(await screen.findByText(/Photo trop petite/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Envoyer la photo' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('moves and zooms the frame with its buttons', async () => {
    const { user } = renderAt(<PhotoCapture onConfirm={vi.fn()} />);
    await user.upload(fileInput(), jpeg());
    await screen.findByText('La photo semble conforme.');
    const lastCrop = () => vi.mocked(cropPixels).mock.calls.at(-1)![1];
    const start = lastCrop();
    await user.click(screen.getByRole('button', { name: 'Agrandir' }));
    expect(lastCrop().width).toBeLessThan(start.width);
    const zoomed = lastCrop();
    await user.click(screen.getByRole('button', { name: 'Cadre vers la droite' }));
    expect(lastCrop().left).toBeGreaterThan(zoomed.left);
    await user.click(screen.getByRole('button', { name: 'Recentrer' }));
    expect(lastCrop()).toEqual(start);
  });

  it('refuses locally a file that is not an image or is over 8 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAt(<PhotoCapture onConfirm={vi.fn()} />);
    await user.upload(fileInput(), new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce fichier n’est pas une image.');
    await user.upload(fileInput(), jpeg(8 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette photo est trop lourde (8 Mo au plus).');
    expect(loadImage).not.toHaveBeenCalled();
  });

  it('shows the api’s refusal of the photo in the page’s language', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValue(
        new ApiClientError({ message: 'small', code: 'PHOTO_TOO_SMALL', kind: 'bad request', status: 400 }),
      );
    const { user } = renderAt(<PhotoCapture onConfirm={onConfirm} />, { path: '/en/cards' });
    await user.upload(fileInput(), jpeg());
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Upload the photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This photo is too small: at least 300 × 385 pixels.',
    );
  });
});
