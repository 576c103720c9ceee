/** A drawn transit card showing where its number is printed: at the bottom right (spec §5). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function CardNumberPicture() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <svg className="card-number-picture" viewBox="0 0 172 108" role="img" aria-labelledby={titleId}>
      <title id={titleId}>{t('cards.association.picture')}</title>
      <rect x="2" y="2" width="168" height="104" rx="9" fill="#0b3954" />
      <path d="M2 70c40-14 80-14 168-4v31a9 9 0 0 1-9 9H11a9 9 0 0 1-9-9z" fill="#0a6e61" />
      <circle cx="22" cy="22" r="9" fill="#7fd1c2" />
      <text x="37" y="26" fontSize="11" fontWeight="700" fill="#fff" fontFamily="inherit">
        Océane Mobilités
      </text>
      <rect x="12" y="38" width="30" height="38" rx="2" fill="#d5dde3" />
      <rect x="50" y="42" width="52" height="5" rx="2" fill="#d5dde3" />
      <rect x="50" y="52" width="38" height="5" rx="2" fill="#d5dde3" />
      <rect x="96" y="80" width="68" height="20" rx="4" fill="none" stroke="#ffbf47" strokeWidth="3" />
      <text
        x="130"
        y="94"
        fontSize="10"
        fontWeight="700"
        fill="#fff"
        textAnchor="middle"
        fontFamily="monospace"
      >
        4100000000
      </text>
    </svg>
  );
}
