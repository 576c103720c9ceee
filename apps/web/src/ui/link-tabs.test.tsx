import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { landing, renderAt } from '../../test/render.tsx';
import { LinkTabs } from './link-tabs.tsx';

const TABS = [
  { id: 'login', href: '/auth/login', label: 'Connexion' },
  { id: 'signup', href: '/auth/signup', label: 'Inscription' },
];

describe('LinkTabs (spec §2: login and signup as tabs)', () => {
  it('is a navigation of links to the sibling pages, the current one marked, with its panel', () => {
    renderAt(
      <LinkTabs label="Connexion ou inscription" tabs={TABS} selected="login">
        <p>le formulaire</p>
      </LinkTabs>,
      { path: '/auth/login' },
    );
    const nav = screen.getByRole('navigation', { name: 'Connexion ou inscription' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Connexion', '/auth/login'],
      ['Inscription', '/auth/signup'],
    ]);
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Inscription' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByText('le formulaire')).toBeVisible();
  });

  it('goes to the other page from the keyboard', async () => {
    const { user, location } = renderAt(
      <LinkTabs label="Connexion ou inscription" tabs={TABS} selected="login">
        <p>le formulaire</p>
      </LinkTabs>,
      { path: '/auth/login', routes: [landing('/auth/signup')] },
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Inscription' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/auth/signup');
  });
});
