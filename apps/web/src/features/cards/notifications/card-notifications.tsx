/**
 * One card's notifications on /account/notifications: its traffic alerts (with the line finder in
 * place of the lines' text field) and its communication consents, saved with
 * Media/updateAlerts.json like the association's and the order's alerts step.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { Status } from '../../../ui/messages.tsx';
import { holderName, type Card } from '../api/card.ts';
import { useUpdateAlerts } from '../api/update-alerts.ts';
import { AlertsFields } from '../components/alerts-fields.tsx';
import { ALERTS_SERVER_ERRORS, alertsFormSchema, alertsRequest, alertsValues } from '../forms/alerts-form.ts';
import { FavoriteLines } from './favorite-lines.tsx';

export function CardNotifications({ card }: { card: Card }) {
  const { t } = useTranslation();
  const update = useUpdateAlerts();
  const idPrefix = `notifications-${card.id}`;
  const kit = useFormKit({
    schema: alertsFormSchema,
    defaultValues: alertsValues(card),
    idPrefix,
    serverErrors: ALERTS_SERVER_ERRORS,
  });
  const [saved, setSaved] = useState(false);
  const name = holderName(card);

  return (
    <section className="card-notifications" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>{name}</h2>
      <p className="field__description">{t('notifications.cardNumber', { number: card.number })}</p>
      <Form
        kit={kit}
        aria-labelledby={`${idPrefix}-title`}
        onChange={() => setSaved(false)}
        onSubmit={async (values) => {
          setSaved(false);
          const next = await update.mutateAsync({ mediaId: card.id, ...alertsRequest(values) });
          kit.form.reset(alertsValues(next));
          setSaved(true);
        }}
      >
        <FormErrorSummary />
        <AlertsFields kit={kit} favoriteLines={<FavoriteLines kit={kit} />} />
        <div className="actions">
          <SubmitButton>{t('notifications.save')}</SubmitButton>
        </div>
        {saved ? <Status tone="success">{t('notifications.saved', { name })}</Status> : null}
      </Form>
    </section>
  );
}
