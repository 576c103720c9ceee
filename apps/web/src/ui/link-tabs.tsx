/**
 * Sibling pages shown as tabs (spec §2: "Login and signup (tabs)"): each tab is a link to its own
 * prerendered, deep-linkable page, so they are a navigation of links, the current one marked
 * `aria-current="page"`, rather than ARIA tabs, which switch panels within one page. Plain links
 * also keep react-aria's tab collection (about 15 KB gzip) off the login and sign-up pages, whose
 * first visit is the heaviest of the public pages (issue 9).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type LinkTab = { id: string; href: string; label: string };

export function LinkTabs({
  label,
  tabs,
  selected,
  children,
}: {
  label: string;
  tabs: LinkTab[];
  selected: string;
  children: ReactNode;
}) {
  return (
    <div className="tabs">
      <nav aria-label={label} className="tabs__list">
        {tabs.map((tab) => (
          <Link
            key={tab.id}
            to={tab.href}
            className="tabs__tab"
            aria-current={tab.id === selected ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <div className="tabs__panel">{children}</div>
    </div>
  );
}
