/**
 * My cards (spec §2): the account's cards, one selected, with its details and actions; the two
 * ways to add a card. The list follows a sale settled on a bus or boat without a page reload.
 * While the list loads, a skeleton holds its place, so the cards push nothing down when they come
 * (docs/decisions/037-web-logged-in-pages.md); the association popup loads when it opens.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAccountCards } from '../../../lib/account-cards.ts';
import { usePaths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { holderName, sameCard, type Card } from '../api/card.ts';
import { CardDetails } from './card-details.tsx';
import { CardTabs } from './card-tabs.tsx';
import { CARDS_LIST_TITLE_ID, CardsListHeading, CardsListLoading } from './cards-list-pending.tsx';
import { useCardAnnouncements } from './use-card-announcements.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';

// The popup's form kit, schema and fields are a third of the page's code: fetched on first use.
const AssociationDialog = lazy(() =>
  import('./association-dialog.tsx').then((module) => ({ default: module.AssociationDialog })),
);

/** `termsLink`: the terms of use's link for the association popup, given by the route. */
export function CardsOverview({ termsLink }: { termsLink?: ReactNode } = {}) {
  const { t } = useTranslation();
  const cards = useAccountCards({ live: true });
  const [params, setParams] = useSearchParams();
  const { message, announce } = useCardAnnouncements(cards.data);
  const [associating, setAssociating] = useState(false);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const [focusList, setFocusList] = useState(0);
  // The new-card order (issue 10) from its first step; a button "coming soon" until it is built.
  const orderPath = usePaths().cardsOrderStep?.(1);

  const wanted = params.get('card');
  const selected = cards.data?.find((card) => wanted !== null && sameCard(card, wanted)) ?? cards.data?.[0];

  const select = (cardId: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('card', cardId);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const deleted = (card: Card) => {
    setParams({}, { replace: true, preventScrollReset: true });
    announce(t('cards.deleted', { name: holderName(card) }));
    setFocusList((count) => count + 1);
  };

  useEffect(() => {
    if (focusList === 0) return;
    // After the dialog has let go of the focus, which it would give back to a button now gone.
    const frame = requestAnimationFrame(() => listTitle.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusList]);

  return (
    <>
      <div role="status" className={message ? 'message message--success' : undefined}>
        {message ? <p>{message}</p> : null}
      </div>
      <section aria-labelledby={CARDS_LIST_TITLE_ID} aria-busy={cards.isPending}>
        <CardsListHeading title={t('cards.listTitle')} ref={listTitle} />
        {cards.isPending ? <CardsListLoading loading={t('cards.loading')} /> : null}
        {cards.isError ? <LoadFailed error={cards.error} onRetry={() => cards.refetch()} /> : null}
        {cards.data && cards.data.length === 0 ? <p>{t('cards.empty')}</p> : null}
        {cards.data && selected ? (
          <CardTabs cards={cards.data} selectedId={String(selected.id)} onSelect={select}>
            {(card) => (
              <CardDetails
                card={card}
                cards={cards.data}
                onDeleted={deleted}
                onSubscriptionChanged={announce}
              />
            )}
          </CardTabs>
        ) : null}
      </section>
      <section aria-labelledby="cards-actions-title">
        <h2 id="cards-actions-title">{t('cards.actionsTitle')}</h2>
        <div className="actions">
          <Button variant="primary" onPress={() => setAssociating(true)}>
            {t('cards.associate')}
          </Button>
          {orderPath ? (
            <Link to={orderPath} className="button button--secondary">
              {t('cards.order')}
            </Link>
          ) : (
            <Button variant="secondary" isDisabled aria-describedby="cards-order-soon">
              {t('cards.order')}
            </Button>
          )}
        </div>
        {orderPath ? null : (
          <p id="cards-order-soon" className="hint">
            {t('common.comingSoon')}
          </p>
        )}
        {associating ? (
          <Suspense fallback={null}>
            <AssociationDialog isOpen onOpenChange={setAssociating} termsLink={termsLink} />
          </Suspense>
        ) : null}
      </section>
    </>
  );
}
