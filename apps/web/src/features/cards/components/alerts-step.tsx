/**
 * The association's third step: traffic alerts (e-mail or SMS, modes and lines followed) and the
 * communication consents, saved with Media/updateAlerts.json.
 */
import { zodResolver } from '@hookform/resolvers/zod';

import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { FormCheckbox, FormRadioGroup, FormTextField } from '../../../ui/form-fields.tsx';
import { summaryEntries } from '../../../ui/form-summary.ts';
import { ALERT_DELIVERY_MODES, TRANSPORT_MODES } from '@oceane/domain';
import type { Card } from '../api/card.ts';
import { useUpdateAlerts } from '../api/update-alerts.ts';
import {
  alertsFormSchema,
  alertsRequest,
  alertsValues,
  type AlertsFormValues,
} from '../forms/alerts-form.ts';

export function AlertsStep({ card, onBack, onDone }: { card: Card; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAlerts();
  const form = useForm<AlertsFormValues>({
    resolver: zodResolver(alertsFormSchema),
    defaultValues: alertsValues(card),
    shouldFocusError: false,
  });
  const enabled = useWatch({ control: form.control, name: 'enabled' });
  const deliveryMode = useWatch({ control: form.control, name: 'deliveryMode' });

  // The contact step may change the mobile number after this step was mounted: an untouched
  // alert phone follows it.
  const mobile = card.holder.mobile ?? '';
  useEffect(() => {
    if (!card.alerts?.phone && !form.getFieldState('phone').isDirty) form.setValue('phone', mobile);
  }, [mobile, card.alerts?.phone, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ mediaId: card.id, ...alertsRequest(values) });
      onDone();
    } catch (error) {
      form.setError('root', { type: 'server', message: errorText(t, error) });
    }
  });

  const fields = [
    { name: 'deliveryMode' as const, id: 'alerts-deliveryMode', label: t('cards.alerts.deliveryMode') },
    { name: 'email' as const, id: 'alerts-email', label: t('cards.alerts.email') },
    { name: 'phone' as const, id: 'alerts-phone', label: t('cards.alerts.phone') },
    { name: 'favoriteLines' as const, id: 'alerts-favoriteLines', label: t('cards.alerts.favoriteLines') },
  ];

  return (
    <form noValidate onSubmit={submit} className="form">
      <ErrorSummary
        entries={summaryEntries(form.formState.errors, fields, t)}
        focusKey={form.formState.submitCount}
      />
      <p>{t('cards.alerts.intro')}</p>
      <FormCheckbox control={form.control} name="enabled" id="alerts-enabled">
        {t('cards.alerts.enabled')}
      </FormCheckbox>
      {enabled ? (
        <>
          <FormRadioGroup
            control={form.control}
            name="deliveryMode"
            id="alerts-deliveryMode"
            label={t('cards.alerts.deliveryMode')}
            orientation="horizontal"
            options={ALERT_DELIVERY_MODES.map((mode) => ({
              value: mode,
              label: t(`cards.alerts.deliveryModes.${mode}`),
            }))}
            isRequired
          />
          <FormTextField
            control={form.control}
            name="email"
            id="alerts-email"
            label={t('cards.alerts.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            isRequired={deliveryMode === 'EMAIL'}
          />
          <FormTextField
            control={form.control}
            name="phone"
            id="alerts-phone"
            label={t('cards.alerts.phone')}
            description={t('cards.holder.mobileHint')}
            type="tel"
            inputMode="tel"
            autoComplete="mobile tel-national"
            isRequired={deliveryMode === 'SMS'}
          />
          <fieldset className="fieldset">
            <legend>{t('cards.alerts.favoriteModes')}</legend>
            <Controller
              control={form.control}
              name="favoriteModes"
              render={({ field }) => (
                <div className="choice-list">
                  {TRANSPORT_MODES.map((mode) => (
                    <Checkbox
                      key={mode}
                      id={`alerts-mode-${mode}`}
                      name={`favoriteModes-${mode}`}
                      isSelected={field.value.includes(mode)}
                      onChange={(selected) =>
                        field.onChange(
                          selected ? [...field.value, mode] : field.value.filter((item) => item !== mode),
                        )
                      }
                    >
                      {t(`cards.alerts.transportModes.${mode}`)}
                    </Checkbox>
                  ))}
                </div>
              )}
            />
          </fieldset>
          <FormTextField
            control={form.control}
            name="favoriteLines"
            id="alerts-favoriteLines"
            label={t('cards.alerts.favoriteLines')}
            description={t('cards.alerts.favoriteLinesHint')}
          />
        </>
      ) : null}
      <fieldset className="fieldset">
        <legend>{t('cards.alerts.consents')}</legend>
        <p className="field__description">{t('cards.alerts.consentsIntro')}</p>
        <FormCheckbox control={form.control} name="consents.post" id="alerts-consent-post">
          {t('cards.alerts.consentPost')}
        </FormCheckbox>
        <FormCheckbox control={form.control} name="consents.sms" id="alerts-consent-sms">
          {t('cards.alerts.consentSms')}
        </FormCheckbox>
        <FormCheckbox control={form.control} name="consents.email" id="alerts-consent-email">
          {t('cards.alerts.consentEmail')}
        </FormCheckbox>
      </fieldset>
      <div className="actions">
        <Button variant="secondary" onPress={onBack}>
          {t('cards.flow.back')}
        </Button>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {t('cards.flow.finish')}
        </Button>
      </div>
    </form>
  );
}
