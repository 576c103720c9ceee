/** The §5 guidance for the holder photo: what is asked, with an illustrative picture. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function PhotoGuidance() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="photo-guidance">
      <svg className="photo-guidance__picture" viewBox="0 0 70 90" role="img" aria-labelledby={titleId}>
        <title id={titleId}>{t('photo.guidancePicture')}</title>
        <rect
          x="1"
          y="1"
          width="68"
          height="88"
          rx="3"
          fill="#eef3f6"
          stroke="currentColor"
          strokeWidth="1.5"
        />
        <ellipse cx="35" cy="36" rx="13" ry="16" fill="#d9b79a" stroke="currentColor" strokeWidth="1.2" />
        <path d="M12 89c2-16 12-22 23-22s21 6 23 22" fill="#0a6e61" stroke="currentColor" strokeWidth="1.2" />
        <circle cx="30" cy="34" r="1.6" fill="currentColor" />
        <circle cx="40" cy="34" r="1.6" fill="currentColor" />
        <path
          d="M30 44c3 2 7 2 10 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.2"
          strokeLinecap="round"
        />
        <path d="M22 28c2-10 24-10 26 0" fill="none" stroke="#4f5b66" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <div>
        <h3 className="photo-guidance__title">{t('photo.guidanceTitle')}</h3>
        <ul className="photo-guidance__list">
          <li>{t('photo.guidance.face')}</li>
          <li>{t('photo.guidance.background')}</li>
          <li>{t('photo.guidance.sharp')}</li>
        </ul>
        <p className="field__description">{t('photo.formats')}</p>
      </div>
    </div>
  );
}
