import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import { cartStore, emptyCart, type CartItem } from '../../../lib/cart-store.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { Header } from './header.tsx';

const item = (id: string, quantity: number): CartItem => ({
  id,
  quantity,
  product: { shopItemId: id, unitPriceCents: 1250, installments: [1] },
});

beforeEach(() =>
  startSession({ userToken: 't', userId: 1, userName: 'Hélène', userLastname: 'Le Goff' }, null),
);
afterEach(() => {
  endSession();
  cartStore.setState(emptyCart());
});

describe('the header', () => {
  it('is hidden when logged out', () => {
    endSession();
    renderAt(<Header onLogout={vi.fn()} />);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the logo to the cards, the full name to the account, and the navigation', () => {
    renderAt(<Header onLogout={vi.fn()} />, { path: '/en/cards' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Océane Mobilités, my cards' })).toHaveAttribute(
      'href',
      '/en/cards',
    );
    expect(within(banner).getByRole('link', { name: 'Hélène Le Goff' })).toHaveAttribute(
      'href',
      '/en/account',
    );
    const nav = within(banner).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'My passengers' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no badge on an empty cart', () => {
    renderAt(<Header onLogout={vi.fn()} />);
    expect(within(screen.getByRole('banner')).getByText('Panier')).toBeInTheDocument();
    expect(screen.queryByText(/article/)).not.toBeInTheDocument();
  });

  it('counts the articles of the cart in a badge', () => {
    cartStore.setState({ ...emptyCart(), items: [item('a', 2), item('b', 1)] });
    renderAt(<Header onLogout={vi.fn()} />);
    const cart = within(screen.getByRole('banner')).getByText('Panier').parentElement!;
    expect(cart).toHaveTextContent('Panier3, 3 articles');
    expect(within(cart).getByText('3')).toHaveClass('badge');
  });

  it('links the cart, with its count, to the cart page', () => {
    cartStore.setState({ ...emptyCart(), items: [item('a', 1)] });
    renderAt(<Header onLogout={vi.fn()} />, { path: '/en/cards' });
    const banner = screen.getByRole('banner');
    const cart = within(banner).getByRole('link', { name: /^Cart/ });
    expect(cart).toHaveAttribute('href', '/en/cart');
    expect(cart).toHaveAccessibleName(/^Cart\s*, 1 item$/);
    expect(within(cart).getByText(', 1 item')).toBeInTheDocument();
  });

  it('logs out from a button named even when only its icon shows', async () => {
    const onLogout = vi.fn().mockResolvedValue(undefined);
    const page = renderAt(<Header onLogout={onLogout} />);
    const tools = screen.getByRole('banner').querySelector('.header__tools') as HTMLElement;
    await page.user.click(within(tools).getByRole('button', { name: 'Se déconnecter' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('lists logout in the navigation of wide screens too, after my passengers and my account (spec §2)', async () => {
    const onLogout = vi.fn().mockResolvedValue(undefined);
    const page = renderAt(<Header onLogout={onLogout} />, { path: '/en/account' });
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main menu' });
    const entries = within(nav)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(entries).toEqual(['My passengers', 'My account', 'Log out']);
    await page.user.click(within(nav).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    // The header's own button stays, the one a phone shows (the navigation is for wide screens).
    expect(within(screen.getByRole('banner')).getAllByRole('button', { name: 'Log out' })).toHaveLength(2);
  });
});
