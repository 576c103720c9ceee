/** The holder photo of a card, or a drawn placeholder that says there is none yet. */
import { useTranslation } from 'react-i18next';
import { useCardPhotoUrl } from '../api/card-photo.ts';
import { holderName, type Card } from '../api/card.ts';

export function CardPhoto({ card }: { card: Card }) {
  const { t } = useTranslation();
  const url = useCardPhotoUrl(card.id, card.hasPhoto);
  if (url) {
    return <img className="card-photo" src={url} alt={t('cards.photoAlt', { name: holderName(card) })} />;
  }
  return (
    <svg
      className="card-photo card-photo--none"
      viewBox="0 0 70 90"
      role="img"
      aria-label={t('cards.noPhoto')}
    >
      <rect x="1" y="1" width="68" height="88" rx="3" fill="#f2f6f8" stroke="#6b7780" strokeWidth="1.5" />
      <circle cx="35" cy="34" r="13" fill="#d5dde3" />
      <path d="M12 86c2-16 12-22 23-22s21 6 23 22" fill="#d5dde3" />
    </svg>
  );
}
