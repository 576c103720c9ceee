/**
 * The confirmation that a duplicate request is in the cart, with its fee and the way to pay it
 * (the link to the cart once the cart page exists: no link to a 404).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { usePaths } from '../../../lib/paths.ts';
import type { Card } from '../api/card.ts';
import type { DuplicateRequest } from '../api/request-duplicate.ts';

export function DuplicateAdded({
  card,
  request,
  added,
}: {
  card: Card;
  request: DuplicateRequest;
  added: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const paths = usePaths();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="message message--success">
      <h2 ref={heading} tabIndex={-1}>
        {t('cards.duplicateRequest.added')}
      </h2>
      <p>
        {t('cards.duplicateRequest.addedText', {
          name: request.fee.name,
          price: formatMoney(request.fee.price, locale),
        })}
      </p>
      {added ? null : <p>{t('cards.duplicateRequest.alreadyInCart')}</p>}
      <p>{t('cards.duplicateRequest.blocked')}</p>
      <div className="actions">
        {paths.cart ? (
          <Link to={paths.cart()} className="button button--primary">
            {t('cards.duplicateRequest.toCart')}
          </Link>
        ) : null}
        <Link to={paths.cards({ card: card.id })} className="button button--secondary">
          {t('cards.edit.backToCards')}
        </Link>
      </div>
    </div>
  );
}
