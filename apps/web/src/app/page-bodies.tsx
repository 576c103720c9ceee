/**
 * What a page's shell shows under its heading before any script has run, for the pages whose
 * largest text comes with their code rather than with their data: the page's own loading state,
 * drawn by the same component the page uses, so that this text is there at the first paint and
 * hydration finds the same markup. Other pages show the plain "Loading…" line (issue 9).
 */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { CardsListPending } from '../features/cards/components/cards-list-pending.tsx';

export const PAGE_BODIES: Readonly<Record<string, (t: TFunction) => ReactNode>> = {
  '/cards': (t) => <CardsListPending title={t('cards.listTitle')} loading={t('cards.loading')} />,
};
