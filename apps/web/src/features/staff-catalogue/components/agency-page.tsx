/**
 * /staff/agency (decision 076): the mobility centre's address and week, as the pages show them and
 * the next invoices print them; one field of spans per weekday. Invoices issued keep theirs.
 */
import type { StaffAgency } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/locale.ts';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Status } from '../../../ui/messages.tsx';
import { useStaffAgency, useUpdateAgency } from '../api/agency.ts';
import { agencyForm, agencyRequest, hoursOfDay, WEEKDAYS, type AgencyForm } from '../forms.ts';

export function AgencyPage() {
  const { t } = useTranslation();
  const agency = useStaffAgency();
  if (agency.isPending) return <p role="status">{t('common.loading')}</p>;
  if (agency.isError) return <LoadFailed error={agency.error} onRetry={() => agency.refetch()} />;
  return <AgencyEditor agency={agency.data.agency} />;
}

function formValues(agency: StaffAgency): AgencyForm {
  return {
    name: agency.name,
    address1: agency.address1,
    address2: agency.address2 ?? '',
    zipcode: agency.zipcode,
    city: agency.city,
    phone: agency.phone,
    email: agency.email ?? '',
    hours1: hoursOfDay(agency.openingHours, 1),
    hours2: hoursOfDay(agency.openingHours, 2),
    hours3: hoursOfDay(agency.openingHours, 3),
    hours4: hoursOfDay(agency.openingHours, 4),
    hours5: hoursOfDay(agency.openingHours, 5),
    hours6: hoursOfDay(agency.openingHours, 6),
    hours7: hoursOfDay(agency.openingHours, 7),
  };
}

/** An ISO weekday's name in the reader's language (2024-01-01 was a Monday). */
function weekdayName(weekday: number, locale: string): string {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, weekday),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function AgencyEditor({ agency }: { agency: StaffAgency }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const update = useUpdateAgency();
  const [saved, setSaved] = useState(false);
  const kit = useFormKit({ schema: agencyForm, defaultValues: formValues(agency), idPrefix: 'agency' });
  const submit = async (values: AgencyForm) => {
    setSaved(false);
    const answer = await update.mutateAsync(agencyRequest(values));
    kit.form.reset(formValues(answer.agency));
    setSaved(true);
  };
  return (
    <Form kit={kit} onSubmit={submit} aria-labelledby="agency-form-title" onChange={() => setSaved(false)}>
      <h2 id="agency-form-title">{t('agency.formTitle')}</h2>
      {saved ? (
        <Status tone="success">
          <p>{t('agency.saved')}</p>
        </Status>
      ) : null}
      <FormErrorSummary />
      <FormTextField {...kit.field('name')} label={t('agency.name')} isRequired />
      <FormTextField
        {...kit.field('address1')}
        label={t('agency.address1')}
        autoComplete="address-line1"
        isRequired
      />
      <FormTextField {...kit.field('address2')} label={t('agency.address2')} autoComplete="address-line2" />
      <FormTextField
        {...kit.field('zipcode')}
        label={t('agency.zipcode')}
        autoComplete="postal-code"
        inputMode="numeric"
        isRequired
      />
      <FormTextField
        {...kit.field('city')}
        label={t('agency.city')}
        autoComplete="address-level2"
        isRequired
      />
      <FormTextField {...kit.field('phone')} label={t('agency.phone')} type="tel" isRequired />
      <FormTextField {...kit.field('email')} label={t('agency.email')} type="email" />
      <fieldset className="fieldset">
        <legend>{t('agency.hoursTitle')}</legend>
        {WEEKDAYS.map((weekday) => (
          <FormTextField
            key={weekday}
            {...kit.field(`hours${weekday}`)}
            label={weekdayName(weekday, locale)}
            description={t('agency.hoursHint')}
          />
        ))}
      </fieldset>
      <div className="actions">
        <SubmitButton>{t('agency.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
