/** The association's first step: the holder's contact details (a mobile number is required, §5). */
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import type { Card } from '../api/card.ts';
import { useHolderForm } from '../forms/holder-form.ts';
import { HolderFields } from './holder-fields.tsx';

export function ContactStep({ card, onDone }: { card: Card; onDone: () => void }) {
  const { t } = useTranslation();
  const { kit, submit } = useHolderForm(card, 'contact', onDone);
  return (
    <Form kit={kit} onSubmit={submit}>
      <FormErrorSummary />
      <p className="form__hint">{t('common.requiredHint')}</p>
      <HolderFields kit={kit} birthdateLocked />
      <div className="actions">
        <SubmitButton>{t('cards.flow.continue')}</SubmitButton>
      </div>
    </Form>
  );
}
