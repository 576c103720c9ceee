/** The favourite mark of a card (a toggle button): favourite cards are listed first. */
import { ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Alert } from '../../../ui/messages.tsx';
import { useCardBookmark } from '../api/card-bookmark.ts';
import type { Card } from '../api/card.ts';

export function BookmarkToggle({ card }: { card: Card }) {
  const { t } = useTranslation();
  const bookmark = useCardBookmark();
  const hintId = `bookmark-${card.id}-hint`;
  return (
    <div className="bookmark">
      <ToggleButton
        className="button button--quiet bookmark__toggle"
        isSelected={card.bookmarked}
        isDisabled={bookmark.isPending}
        aria-describedby={hintId}
        onChange={(bookmarked) => bookmark.mutate({ cardId: card.id, bookmarked })}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z"
            fill={card.bookmarked ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {t('cards.bookmark')}
      </ToggleButton>
      <p id={hintId} className="field__description">
        {t('cards.bookmarkHint')}
      </p>
      {bookmark.isError ? (
        <Alert>
          <p>{errorText(t, bookmark.error)}</p>
        </Alert>
      ) : null}
    </div>
  );
}
