/**
 * /cards/edit/{passengerId}: the holder's information as a form (cardHolderSchema), saved with
 * Media/updateHolder.json, the products on the card, and a warning before leaving unsaved changes.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes.tsx';
import { holderName, type Card } from '../api/card.ts';
import { useHolderForm } from '../forms/holder-form.ts';
import { ContractList } from './contract-list.tsx';
import { HolderFields } from './holder-fields.tsx';

export function CardEditor({ card }: { card: Card }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const [saved, setSaved] = useState(false);
  const { kit, submit } = useHolderForm(card, 'holder', () => setSaved(true));
  const { isDirty, isSubmitting } = kit.form.formState;

  return (
    <>
      <p className="lead">{t('cards.edit.intro', { number: card.number, name: holderName(card) })}</p>
      <div role="status">
        {saved && !isDirty ? <p className="message message--success">{t('cards.holder.saved')}</p> : null}
      </div>
      <Form kit={kit} onSubmit={submit} onChange={() => setSaved(false)} aria-labelledby="page-title">
        <FormErrorSummary />
        <p className="form__hint">{t('common.requiredHint')}</p>
        <HolderFields kit={kit} birthdateLocked />
        <div className="actions">
          <SubmitButton>{t('cards.holder.save')}</SubmitButton>
          <Link to={paths.cards({ card: card.id })} className="button button--secondary">
            {t('cards.edit.backToCards')}
          </Link>
        </div>
      </Form>
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
