/**
 * What a page's shell shows under its heading before any script has run, for the pages whose
 * largest text comes with their code rather than with their data: the page's own loading state,
 * drawn by the same component the page uses, so that this text is there at the first paint and
 * hydration finds the same markup. Other pages show the plain "Loading…" line (issue 9). The cart
 * page, whose content is in the browser's storage, shows its empty state when a script of its
 * shell finds the saved cart empty (features/checkout/cart-shell-script.ts).
 */
import { localizedPath, type Locale } from '@oceane/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { CardsListPending } from '../features/cards/components/cards-list-pending.tsx';
import { CartShell } from '../features/checkout/components/cart-shell.tsx';

export const PAGE_BODIES: Readonly<Record<string, (t: TFunction, locale: Locale) => ReactNode>> = {
  '/cards': (t) => <CardsListPending title={t('cards.listTitle')} loading={t('cards.loading')} />,
  // The cart is in this browser's storage: the shell shows the empty cart when its script finds
  // it empty, the loading line otherwise.
  '/cart': (t, locale) => (
    <CartShell
      loading={t('common.loading')}
      empty={t('checkout.cart.empty')}
      emptyLink={t('checkout.cart.emptyLink')}
      cardsHref={localizedPath('/cards', locale)}
    />
  ),
};
