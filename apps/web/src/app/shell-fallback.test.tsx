import { BUILT_ROUTES, PORTAL_ROUTES, localizedPath } from '@oceane/domain';
import { act, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../i18n/i18n.ts';
import { PAGE_HEADINGS, pageHeading, shellTitle } from './page-headings.ts';
import { dropShellTitle, loadPageBodies, ShellFallback } from './shell-fallback.tsx';

await Promise.all([loadLocale('fr'), loadLocale('en'), loadPageBodies()]);

afterEach(() => document.body.replaceChildren());

/** The element's build-time markup in a container of the document, ready to be hydrated. */
function renderedIn(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** Hydrates the container with mismatches failing (console.error, test/setup.ts), then unmounts. */
async function hydrateAndCheck(container: HTMLElement, element: ReactElement, selector: string) {
  const before = container.querySelector(selector);
  const root = await act(async () => hydrateRoot(container, element));
  expect(container.querySelector(selector)).toBe(before);
  act(() => root.unmount());
}

describe('the first heading of the pages that are not prerendered (issue 9)', () => {
  it('names built pages of the route table, each in words of both locales', () => {
    const patterns = BUILT_ROUTES.map((route) => route.pattern);
    for (const [pattern, heading] of Object.entries(PAGE_HEADINGS)) {
      expect(patterns).toContain(pattern);
      expect(PORTAL_ROUTES.find((route) => route.pattern === pattern)?.prerender).toBeFalsy();
      for (const locale of ['fr', 'en'] as const) {
        const text = pageHeading(localizedPath(pattern, locale)).heading;
        // i18next answers a missing text with its key.
        const key = heading(((name: string) => name) as unknown as TFunction);
        expect(text).toBeTruthy();
        expect(text).not.toBe(key);
      }
    }
  });

  it('finds a page by its path, parameters and locale included', () => {
    expect(pageHeading('/en/cards').heading).toBe('My cards');
    expect(pageHeading('/cards').heading).toBe('Mes cartes');
    expect(pageHeading('/cards/order/step3').heading).toBe(pageHeading('/cards/order/*').heading);
    expect(pageHeading('/').heading).toBeUndefined();
    expect(pageHeading('/nulle-part').heading).toBeUndefined();
  });
});

describe('ShellFallback', () => {
  it('shows the heading with the place of the header on a page behind the login', () => {
    document.body.innerHTML = renderToString(<ShellFallback pathname="/en/account/invoices" locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invoices');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(document.querySelector('.header[aria-hidden="true"]')).not.toBeNull();
  });

  it("draws My cards' own loading state, its list heading included, under the page's heading", async () => {
    const element = <ShellFallback pathname="/cards" locale="fr" />;
    const container = renderedIn(element);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Cartes de votre compte');
    expect(screen.getByRole('region', { name: 'Cartes de votre compte' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getAllByRole('status').map((line) => line.textContent)).toEqual([
      '',
      'Chargement de vos cartes…',
    ]);
    await hydrateAndCheck(container, element, 'h2');
  });

  it("draws the cart's loading line and, hidden until its script finds the saved cart empty, the empty cart", async () => {
    const element = <ShellFallback pathname="/en/cart" locale="en" />;
    const container = renderedIn(element);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cart');
    expect(container.querySelector('.cart-shell__pending')).toHaveTextContent('Loading…');
    expect(container.querySelector('.cart-shell__empty')).toHaveTextContent('Your cart is empty.');
    expect(container.querySelector('.cart-shell__empty a')).toHaveAttribute('href', '/en/cards');
    expect(container.querySelector('script')?.textContent).toContain('data-shell-cart');
    await hydrateAndCheck(container, element, '.cart-shell__empty p');
  });

  it('shows only the loading line where there is no heading, as the SPA fallback at /', () => {
    document.body.innerHTML = renderToString(<ShellFallback pathname="/" locale="fr" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(document.querySelector('.header')).toBeNull();
  });

  it('hydrates over its build-time markup without a mismatch', async () => {
    const element = <ShellFallback pathname="/account/history" locale="fr" />;
    const container = renderedIn(element);
    await hydrateAndCheck(container, element, 'h1');
  });
});

describe("a shell's title (WCAG 2.4.2)", () => {
  it("is the page's title as its meta writes it, in the path's locale; none without a heading", () => {
    expect(shellTitle('/cards')).toBe('Mes cartes – Océane Mobilités');
    expect(shellTitle('/en/cards/duplicate/12')).toMatch(/ – Océane Mobilités$/);
    expect(shellTitle('/en/cards/duplicate/12')).not.toBe(shellTitle('/cards/duplicate/12'));
    expect(shellTitle('/staff')).toBeUndefined();
  });

  it('goes once the page has drawn its own, which stays', () => {
    document.head.innerHTML =
      '<title data-shell-title="">Mes cartes – Océane Mobilités</title><title>Mes cartes – Océane Mobilités</title>';
    dropShellTitle();
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('title')).not.toHaveAttribute('data-shell-title');
    dropShellTitle();
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});
