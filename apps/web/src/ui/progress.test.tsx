import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { Progress } from './progress.tsx';

describe('Progress', () => {
  // The browser's language (jsdom: en-US) must not decide how the page writes its numbers.
  it('writes the percentage the way the page’s language does, whatever the browser’s', () => {
    const inFrench = new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(0.45);
    expect(inFrench).not.toBe('45%');
    const french = renderAt(<Progress label="Envoi" value={45} />, { path: '/cards' });
    const frenchBar = screen.getByRole('progressbar', { name: 'Envoi' });
    expect(frenchBar).toHaveAttribute('aria-valuetext', inFrench);
    expect(frenchBar.textContent).toBe(`Envoi ${inFrench}`);
    french.unmount();

    renderAt(<Progress label="Upload" value={45} />, { path: '/en/cards' });
    const englishBar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(englishBar).toHaveAttribute('aria-valuetext', '45%');
    expect(englishBar.textContent).toBe('Upload 45%');
  });

  it('says nothing of a percentage while the size is unknown', () => {
    renderAt(<Progress label="Envoi" />, { path: '/cards' });
    const bar = screen.getByRole('progressbar', { name: 'Envoi' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveTextContent('Envoi…');
  });
});
