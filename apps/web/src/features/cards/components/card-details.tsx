/** The selected card: photo, number, validity, holder, expired state, actions and contracts. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { holderName, type Card } from '../api/card.ts';
import { BookmarkToggle } from './bookmark-toggle.tsx';
import { CardActions } from './card-actions.tsx';
import { CardPhoto } from './card-photo.tsx';
import { ContractList } from './contract-list.tsx';

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="details__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function CardDetails({
  card,
  cards = [card],
  onDeleted,
  onSubscriptionChanged,
}: {
  card: Card;
  /** The account's cards: where a pass may move. */
  cards?: readonly Card[];
  onDeleted: (card: Card) => void;
  /** A pass stopped or moved: what the page announces. */
  onSubscriptionChanged?: (message: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = `card-${card.id}-title`;
  const contractsTitle = useRef<HTMLHeadingElement>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (changes === 0) return;
    // The pass's button is gone once it stopped or moved: the focus goes to its list, not the page.
    const frame = requestAnimationFrame(() => contractsTitle.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [changes]);
  const changed = (message: string) => {
    onSubscriptionChanged?.(message);
    setChanges((count) => count + 1);
  };
  return (
    <article className="card-details" aria-labelledby={titleId}>
      <div className="card-details__head">
        <CardPhoto card={card} />
        <div className="card-details__summary">
          <h3 id={titleId} className="card-details__title">
            {t('cards.cardOf', { name: holderName(card) })}
          </h3>
          {card.expired ? <p className="badge-text badge-text--alert">{t('cards.expired')}</p> : null}
          <dl className="details">
            <Row term={t('cards.number')}>
              <span className="transit-card__number">{card.number}</span>
            </Row>
            {card.validityEnd ? (
              <Row term={t('cards.validity')}>{formatDate(card.validityEnd, locale)}</Row>
            ) : null}
            <Row term={t('cards.holderLabel')}>{holderName(card)}</Row>
            {card.holder.birthdate ? (
              <Row term={t('cards.birthdate')}>{formatDate(card.holder.birthdate, locale)}</Row>
            ) : null}
            {card.reloadingName ? <Row term={t('cards.reloading')}>{card.reloadingName}</Row> : null}
          </dl>
          <BookmarkToggle card={card} />
        </div>
      </div>
      <CardActions card={card} onDeleted={onDeleted} />
      <section aria-labelledby={`${titleId}-contracts`} className="card-details__contracts">
        <h4 id={`${titleId}-contracts`} ref={contractsTitle} tabIndex={-1}>
          {t('cards.contracts.title')}
        </h4>
        <ContractList
          contracts={card.contracts}
          actions={onSubscriptionChanged ? { card, cards, onChanged: changed } : undefined}
        />
      </section>
    </article>
  );
}
