import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { Progress } from '../ui/progress.tsx';
import PrivateLayout from './private-layout.tsx';

// jsdom's browser language is en-US: it must not decide how a French page writes its numbers.
const inFrench = new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(0.45);

describe('PrivateLayout', () => {
  it('reaches every page behind the login: a progress bar writes its percentage in the page’s language', () => {
    expect(inFrench).not.toBe('45%');
    const pages = (path: string, label: string) => ({
      path,
      routes: [
        {
          path,
          element: <PrivateLayout />,
          children: [{ index: true, element: <Progress label={label} value={45} /> }],
        },
      ],
    });
    const french = renderAt(<p>elsewhere</p>, pages('/cards', 'Envoi'));
    const frenchBar = screen.getByRole('progressbar', { name: 'Envoi' });
    expect(frenchBar).toHaveAttribute('aria-valuetext', inFrench);
    expect(frenchBar.textContent).toBe(`Envoi ${inFrench}`);
    french.unmount();

    renderAt(<p>elsewhere</p>, pages('/en/cards', 'Upload'));
    const englishBar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(englishBar).toHaveAttribute('aria-valuetext', '45%');
    expect(englishBar.textContent).toBe('Upload 45%');
  });
});
