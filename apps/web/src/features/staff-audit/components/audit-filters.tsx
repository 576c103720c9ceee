/** The audit log's filters (decision 070): a staff member, a customer's profile, a range of days. */
import { MESSAGE_KEYS } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';

const idText = z
  .string()
  .trim()
  .regex(/^\d{0,10}$/, { error: MESSAGE_KEYS.invalidValue });
const dayText = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: MESSAGE_KEYS.invalidValue });
const filtersForm = z.object({ agent: idText, customer: idText, from: dayText, to: dayText });
export type AuditFilters = z.infer<typeof filtersForm>;
export const NO_FILTERS: AuditFilters = { agent: '', customer: '', from: '', to: '' };

export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation('staff');
  const kit = useFormKit({ schema: filtersForm, defaultValues: NO_FILTERS, idPrefix: 'audit' });
  return (
    <Form kit={kit} onSubmit={onApply} aria-labelledby="audit-filters-title" className="form form--inline">
      <h2 id="audit-filters-title">{t('audit.filtersTitle')}</h2>
      <FormErrorSummary />
      <FormTextField
        {...kit.field('agent')}
        label={t('audit.agent')}
        description={t('audit.numberHint')}
        inputMode="numeric"
      />
      <FormTextField
        {...kit.field('customer')}
        label={t('audit.customer')}
        description={t('audit.numberHint')}
        inputMode="numeric"
      />
      <FormTextField {...kit.field('from')} type="date" label={t('audit.from')} />
      <FormTextField {...kit.field('to')} type="date" label={t('audit.to')} />
      <div className="actions">
        <SubmitButton>{t('audit.apply')}</SubmitButton>
      </div>
    </Form>
  );
}

/** The filters as the calls take them: an empty field filters nothing. */
export function auditQuery(filters: AuditFilters) {
  return {
    ...(filters.agent ? { agent: Number(filters.agent) } : {}),
    ...(filters.customer ? { customer: Number(filters.customer) } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}
