/**
 * The confirmation that a duplicate request is in the cart, with its fee and the way to pay it
 * (the link to the cart once the cart page exists: no link to a 404).
 */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { AddedToCart } from '../../../ui/added-to-cart.tsx';
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
  return (
    <AddedToCart
      title={t('cards.duplicateRequest.added')}
      toCartText={t('cards.duplicateRequest.toCart')}
      backText={t('cards.edit.backToCards')}
      cardId={card.id}
    >
      <p>
        {t('cards.duplicateRequest.addedText', {
          name: request.fee.name,
          price: formatMoney(request.fee.price, locale),
        })}
      </p>
      {added ? null : <p>{t('cards.duplicateRequest.alreadyInCart')}</p>}
      <p>{t('cards.duplicateRequest.blocked')}</p>
    </AddedToCart>
  );
}
