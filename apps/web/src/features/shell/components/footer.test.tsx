import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import webPackage from '../../../../package.json' with { type: 'json' };
import { setPublicConfig } from '../../../lib/public-config.ts';
import { Footer } from './footer.tsx';

function footerAt(path: string) {
  fakeApi({});
  const page = renderAt(<Footer />, { path });
  return { ...page, footer: screen.getByRole('contentinfo') };
}

describe('the footer', () => {
  it('gives the opening hours of the Maison de la mobilité', () => {
    const { footer } = footerAt('/');
    expect(footer).toHaveTextContent('Maison de la mobilité');
    expect(footer).toHaveTextContent(/Du lundi au vendredi\s*7h30–19h/);
    expect(footer).toHaveTextContent(/Le samedi\s*8h–12h et 13h30–16h10/);
  });

  it('gives the opening hours in English too', () => {
    const { footer } = footerAt('/en');
    expect(footer).toHaveTextContent(/Monday to Friday\s*7h30–19h/);
    expect(footer).toHaveTextContent(/Saturday\s*8h–12h and 13h30–16h10/);
  });

  it('calls the support line from an image named by its number, with the cost beside it', () => {
    const { footer } = footerAt('/');
    const call = within(footer).getByRole('link', { name: '01 99 00 00 00' });
    expect(call).toHaveAttribute('href', 'tel:+33199000000');
    expect(within(call).getByRole('img', { name: '01 99 00 00 00' })).toBeInTheDocument();
    expect(footer).toHaveTextContent(/0,06\s€\/min/);
  });

  it('gives the call cost in English money format on English pages', () => {
    expect(footerAt('/en').footer).toHaveTextContent('Service €0.06/min + call price');
  });

  it('opens the same page in English, query kept, from a link named in English', () => {
    const { footer } = footerAt('/auth/reset/confirm?email=a%40b.c&code=xyz');
    const english = within(footer).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/auth/reset/confirm?email=a%40b.c&code=xyz');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('hreflang', 'en');
  });

  it('opens the same page in French from an English page', async () => {
    const page = footerAt('/en/cards');
    const french = within(page.footer).getByRole('link', { name: 'Français' });
    expect(french).toHaveAttribute('href', '/cards');
    expect(french).toHaveAttribute('lang', 'fr');
    await page.user.click(french);
    expect(page.location()).toBe('/cards');
    expect(document.cookie).toContain('locale=fr');
  });

  it('opens the service and agency sites in a new tab, without opener, and says so', () => {
    const { footer } = footerAt('/');
    const site = within(footer).getByRole('link', { name: 'Site d’Océane Mobilités (nouvelle fenêtre)' });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(
      within(footer).getByRole('link', { name: /Atelier Port-Marin.*\(nouvelle fenêtre\)/ }),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /sur Facebook/ })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Questions fréquentes/ })).toBeInTheDocument();
  });

  it('shows the version of the portal build, and asks the server nothing', () => {
    const { fetchMock } = fakeApi({});
    setPublicConfig(null);
    renderAt(<Footer />, { path: '/' });
    expect(screen.getByText(`Version ${webPackage.version}`)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
