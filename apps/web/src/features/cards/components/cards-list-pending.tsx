/**
 * The card list while it loads: its heading, the status line and the skeleton. My cards draws it
 * while `getCards` is pending, and the page's shell draws the same markup before any script has
 * run (app/page-shells.tsx), so the list's heading, the page's largest text, is there at the first
 * paint and hydration finds what it renders (issue 9, docs/decisions/037-web-logged-in-pages.md).
 */
import type { Ref } from 'react';
import { CardsSkeleton } from './cards-skeleton.tsx';

export const CARDS_LIST_TITLE_ID = 'cards-list-title';

export function CardsListHeading({ title, ref }: { title: string; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <h2 id={CARDS_LIST_TITLE_ID} ref={ref} tabIndex={-1}>
      {title}
    </h2>
  );
}

export function CardsListLoading({ loading }: { loading: string }) {
  return (
    <>
      <p role="status">{loading}</p>
      <CardsSkeleton />
    </>
  );
}

/** The list's section as it is while loading, for the page's shell (texts in the page's locale). */
export function CardsListPending({ title, loading }: { title: string; loading: string }) {
  return (
    <>
      <div role="status" />
      <section aria-labelledby={CARDS_LIST_TITLE_ID} aria-busy>
        <CardsListHeading title={title} />
        <CardsListLoading loading={loading} />
      </section>
    </>
  );
}
