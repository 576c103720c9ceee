/**
 * The fields of traffic alerts (e-mail or SMS, modes and lines followed) and communication consents
 * (spec §3), for a form of the kit over alertsFormSchema: the association's alerts step and the
 * new-card order's last step, and each card of /account/notifications, which puts its line finder
 * (`favoriteLines`) in place of the lines' text field.
 */
import { ALERT_DELIVERY_MODES, TRANSPORT_MODES } from '@oceane/domain';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { FormCheckbox, FormRadioGroup, FormTextField } from '../../../ui/form/fields.tsx';
import type { FormKit } from '../../../ui/form/form-kit.ts';
import type { AlertsFormValues } from '../forms/alerts-form.ts';

export function AlertsFields({
  kit,
  favoriteLines,
}: {
  kit: FormKit<AlertsFormValues>;
  /** What edits the favourite lines; a text field of lines separated by commas by default. */
  favoriteLines?: ReactNode;
}) {
  const { t } = useTranslation();
  const { form } = kit;
  const enabled = useWatch({ control: form.control, name: 'enabled' });
  const deliveryMode = useWatch({ control: form.control, name: 'deliveryMode' });
  return (
    <>
      <p>{t('cards.alerts.intro')}</p>
      <FormCheckbox {...kit.field('enabled')} label={t('cards.alerts.enabled')} />
      {enabled ? (
        <>
          <FormRadioGroup
            {...kit.field('deliveryMode')}
            label={t('cards.alerts.deliveryMode')}
            orientation="horizontal"
            options={ALERT_DELIVERY_MODES.map((mode) => ({
              value: mode,
              label: t(`cards.alerts.deliveryModes.${mode}`),
            }))}
            isRequired
          />
          <FormTextField
            {...kit.field('email')}
            label={t('cards.alerts.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            isRequired={deliveryMode === 'EMAIL'}
          />
          <FormTextField
            {...kit.field('phone')}
            label={t('cards.alerts.phone')}
            description={t('cards.holder.mobileHint')}
            type="tel"
            inputMode="tel"
            autoComplete="mobile tel"
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
                      id={`${kit.field('favoriteModes').id}-${mode}`}
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
          {favoriteLines ?? (
            <FormTextField
              {...kit.field('favoriteLines')}
              label={t('cards.alerts.favoriteLines')}
              description={t('cards.alerts.favoriteLinesHint')}
            />
          )}
        </>
      ) : null}
      <fieldset className="fieldset">
        <legend>{t('cards.alerts.consents')}</legend>
        <p className="field__description">{t('cards.alerts.consentsIntro')}</p>
        <FormCheckbox {...kit.field('consents.post')} label={t('cards.alerts.consentPost')} />
        <FormCheckbox {...kit.field('consents.sms')} label={t('cards.alerts.consentSms')} />
        <FormCheckbox {...kit.field('consents.email')} label={t('cards.alerts.consentEmail')} />
      </fieldset>
    </>
  );
}
