/**
 * The payment mode (spec §9: 1, 4 or 10 times, the options every item allows): a radio group
 * whose every option shows its schedule, as the server computed it ("Aujourd’hui : 122,50 €,
 * puis 3 × 122,50 € le …"). Bound to the pay form like the kit's fields.
 */
import type { ScheduledPayment } from '@oceane/domain';
import { useContext, useEffect, type Ref } from 'react';
import { useController, type Control } from 'react-hook-form';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/locale.ts';
import { fieldErrorText } from '../../../i18n/messages.ts';
import { FormKitContext } from '../../../ui/form/form-kit.ts';
import { scheduleText } from '../schedule-text.ts';

export type PaymentModeOption = { count: number; payments: ScheduledPayment[] };

export type PayValues = { installments: string; acceptTerms: true };

export function PaymentModeField({
  control,
  id,
  options,
}: {
  control: Control<PayValues>;
  id: string;
  options: PaymentModeOption[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = t('checkout.cart.mode');
  const { field, fieldState } = useController({ control, name: 'installments' });
  const kit = useContext(FormKitContext);
  useEffect(() => kit?.shown.add({ name: 'installments', id, label }), [kit, id, label]);
  const error = fieldErrorText(t, fieldState.error?.message);
  return (
    <RadioGroup
      name={field.name}
      value={field.value || null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      className="radio-group payment-modes"
      isRequired
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <span className="field__label-row">
        <Label className="field__label">{label}</Label>
      </span>
      <div className="radio-group__options">
        {options.map((option, index) => (
          <Radio
            key={option.count}
            value={String(option.count)}
            className="radio"
            id={index === 0 ? id : undefined}
            inputRef={index === 0 ? (field.ref as Ref<HTMLInputElement>) : undefined}
          >
            <span className="radio__circle" aria-hidden="true" />
            <span>
              {t('checkout.cart.modeOption', { count: option.count })}{' '}
              <span className="payment-mode__schedule">{scheduleText(t, option.payments, locale)}</span>
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className="field__error">{error}</FieldError>
    </RadioGroup>
  );
}
