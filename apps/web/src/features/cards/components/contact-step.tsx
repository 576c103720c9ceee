/** The association's first step: the holder's contact details (a mobile number is required, §5). */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { summaryEntries } from '../../../ui/form-summary.ts';
import type { Card } from '../api/card.ts';
import { useHolderForm, useHolderSummaryFields } from '../forms/holder-form.ts';
import { HolderFields } from './holder-fields.tsx';

const PREFIX = 'contact';

export function ContactStep({ card, onDone }: { card: Card; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, submit } = useHolderForm(card, onDone);
  const fields = useHolderSummaryFields(PREFIX);
  return (
    <form noValidate onSubmit={submit} className="form">
      <ErrorSummary
        entries={summaryEntries(form.formState.errors, fields, t)}
        focusKey={form.formState.submitCount}
      />
      <p className="form__hint">{t('common.requiredHint')}</p>
      <HolderFields control={form.control} prefix={PREFIX} />
      <div className="actions">
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {t('cards.flow.continue')}
        </Button>
      </div>
    </form>
  );
}
