/**
 * /cards/edit/{passengerId}: the holder's information as a form (cardHolderSchema), saved with
 * Media/updateHolder.json, the products on the card, and a warning before leaving unsaved changes.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { summaryEntries } from '../../../ui/form-summary.ts';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes.tsx';
import { holderName, type Card } from '../api/card.ts';
import { useHolderForm, useHolderSummaryFields } from '../forms/holder-form.ts';
import { ContractList } from './contract-list.tsx';
import { HolderFields } from './holder-fields.tsx';

const PREFIX = 'holder';

export function CardEditor({ card }: { card: Card }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const [saved, setSaved] = useState(false);
  const { form, submit } = useHolderForm(card, () => setSaved(true));
  const fields = useHolderSummaryFields(PREFIX);
  const { isDirty, isSubmitting, submitCount, errors } = form.formState;

  return (
    <>
      <p className="lead">{t('cards.edit.intro', { number: card.number, name: holderName(card) })}</p>
      <div role="status">
        {saved && !isDirty ? <p className="message message--success">{t('cards.holder.saved')}</p> : null}
      </div>
      <form
        noValidate
        onSubmit={submit}
        onChange={() => setSaved(false)}
        className="form"
        aria-labelledby="page-title"
      >
        <ErrorSummary entries={summaryEntries(errors, fields, t)} focusKey={submitCount} />
        <p className="form__hint">{t('common.requiredHint')}</p>
        <HolderFields control={form.control} prefix={PREFIX} />
        <div className="actions">
          <Button type="submit" isPending={isSubmitting}>
            {t('cards.holder.save')}
          </Button>
          <Link to={paths.cards({ card: card.id })} className="button button--secondary">
            {t('cards.edit.backToCards')}
          </Link>
        </div>
      </form>
      <section aria-labelledby="card-products-title">
        <h2 id="card-products-title">{t('cards.edit.products')}</h2>
        <ContractList contracts={card.contracts} />
      </section>
      <UnsavedChangesGuard
        when={isDirty && !isSubmitting}
        texts={{
          title: t('cards.edit.unsavedTitle'),
          text: t('cards.edit.unsavedText'),
          leave: t('cards.edit.leave'),
          stay: t('cards.edit.stay'),
        }}
      />
    </>
  );
}
