/**
 * The error summary at the top of a form (GOV.UK pattern): it takes the focus when a submission
 * fails, and each entry links to its field. Its heading's id is its own, since a page may hold
 * several forms (the login page and its guest reload, one form per card on notifications).
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type SummaryEntry = { message: string; fieldId?: string; label?: string };

export type ErrorSummaryProps = {
  entries: SummaryEntry[];
  /** Changes on every submission, so that the summary takes the focus again. */
  focusKey: number;
};

export function ErrorSummary({ entries, focusKey }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const visible = entries.length > 0;

  useEffect(() => {
    if (visible && focusKey > 0) ref.current?.focus();
  }, [focusKey, visible]);

  if (!visible) return null;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        {t('form.summaryTitle', { count: entries.length })}
      </h2>
      <ul className="error-summary__list">
        {entries.map((entry) => (
          <li key={`${entry.fieldId ?? 'form'}-${entry.message}`}>
            {entry.fieldId ? (
              <a
                href={`#${entry.fieldId}`}
                onClick={(event) => {
                  const field = document.getElementById(entry.fieldId!);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                  // jsdom has no scrollIntoView; browsers do.
                  field.scrollIntoView?.({ block: 'center' });
                }}
              >
                {entry.label
                  ? t('form.summaryItem', { label: entry.label, message: entry.message })
                  : entry.message}
              </a>
            ) : (
              entry.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
