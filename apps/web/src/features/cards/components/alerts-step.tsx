/**
 * The association's third step: traffic alerts (e-mail or SMS, modes and lines followed) and the
 * communication consents, saved with Media/updateAlerts.json.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import type { Card } from '../api/card.ts';
import { useUpdateAlerts } from '../api/update-alerts.ts';
import { ALERTS_SERVER_ERRORS, alertsFormSchema, alertsRequest, alertsValues } from '../forms/alerts-form.ts';
import { AlertsFields } from './alerts-fields.tsx';

export function AlertsStep({ card, onBack, onDone }: { card: Card; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAlerts();
  const kit = useFormKit({
    schema: alertsFormSchema,
    defaultValues: alertsValues(card),
    idPrefix: 'alerts',
    serverErrors: ALERTS_SERVER_ERRORS,
  });
  const { form } = kit;

  // The contact step may change the mobile number after this step was mounted: an untouched
  // alert phone follows it.
  const mobile = card.holder.mobile ?? '';
  useEffect(() => {
    if (!card.alerts?.phone && !form.getFieldState('phone').isDirty) form.setValue('phone', mobile);
  }, [mobile, card.alerts?.phone, form]);

  return (
    <Form
      kit={kit}
      onSubmit={async (values) => {
        await update.mutateAsync({ mediaId: card.id, ...alertsRequest(values) });
        onDone();
      }}
    >
      <FormErrorSummary />
      <AlertsFields kit={kit} />
      <div className="actions">
        <Button variant="secondary" onPress={onBack}>
          {t('cards.flow.back')}
        </Button>
        <SubmitButton>{t('cards.flow.finish')}</SubmitButton>
      </div>
    </Form>
  );
}
