/**
 * The favourite lines of a card's traffic alerts, edited as a list: each line followed can be
 * removed, and the line finder adds the lines between two stops. The form keeps them as the text
 * the alerts form already holds (codes separated by commas), saved with the rest of the form.
 */
import { FAVORITE_LINES_MAX } from '@oceane/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import type { FormKit } from '../../../ui/form/form-kit.ts';
import { Status } from '../../../ui/messages.tsx';
import { splitLines, type AlertsFormValues } from '../forms/alerts-form.ts';
import { LineFinder } from './line-finder.tsx';

export function FavoriteLines({ kit }: { kit: FormKit<AlertsFormValues> }) {
  const { t } = useTranslation();
  const { form } = kit;
  const id = kit.field('favoriteLines').id;
  const lines = splitLines(useWatch({ control: form.control, name: 'favoriteLines' }));
  const [news, setNews] = useState('');

  const setLines = (next: string[], message: string) => {
    form.setValue('favoriteLines', next.join(', '), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    setNews(message);
  };

  return (
    <fieldset className="fieldset" id={id} tabIndex={-1}>
      <legend>{t('notifications.lines.title')}</legend>
      {lines.length === 0 ? (
        <p className="field__description">{t('notifications.lines.none')}</p>
      ) : (
        <ul className="favorite-lines" aria-label={t('notifications.lines.followed')}>
          {lines.map((code) => (
            <li key={code} className="favorite-lines__item">
              <span className="line-badge line-badge--plain">{t('notifications.lines.line', { code })}</span>
              <Button
                variant="quiet"
                aria-label={t('notifications.lines.removeLabel', { code })}
                onPress={() =>
                  setLines(
                    lines.filter((line) => line !== code),
                    t('notifications.lines.removed', { code }),
                  )
                }
              >
                {t('notifications.lines.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {news ? <Status>{news}</Status> : null}
      <LineFinder
        idPrefix={id}
        followed={lines}
        isFull={lines.length >= FAVORITE_LINES_MAX}
        onAdd={(code) => setLines([...lines, code], t('notifications.lines.added', { code }))}
      />
    </fieldset>
  );
}
