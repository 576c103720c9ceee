/**
 * The contact info of /account/personal-details (spec §2, §5): last name, first name and a phone
 * ("a phone", as at sign-up: decision 063), prefilled from the account, saved through Account/update.json.
 */
import { contactInfoFormSchema } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountUser } from '../../../lib/account-user.ts';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { Status } from '../../../ui/messages.tsx';
import { useUpdateAccount } from '../api/update-account.ts';

export function ContactInfoForm({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const [saved, setSaved] = useState(false);
  const kit = useFormKit({
    schema: contactInfoFormSchema,
    defaultValues: { name: user.userLastname, firstname: user.userName, phone: user.phone ?? '' },
    idPrefix: 'contact',
  });
  return (
    <section aria-labelledby="contact-title">
      <h2 id="contact-title">{t('personalDetails.contact.title')}</h2>
      <Form
        kit={kit}
        aria-labelledby="contact-title"
        onChange={() => setSaved(false)}
        onSubmit={async (values) => {
          setSaved(false);
          await update.mutateAsync(values);
          setSaved(true);
        }}
      >
        <FormErrorSummary />
        <p className="form__hint">{t('common.requiredHint')}</p>
        <FormTextField
          {...kit.field('name')}
          label={t('personalDetails.contact.name')}
          autoComplete="family-name"
          isRequired
        />
        <FormTextField
          {...kit.field('firstname')}
          label={t('personalDetails.contact.firstname')}
          autoComplete="given-name"
          isRequired
        />
        <FormTextField
          {...kit.field('phone')}
          label={t('personalDetails.contact.phone')}
          description={t('personalDetails.contact.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          isRequired
        />
        <SubmitButton>{t('personalDetails.contact.submit')}</SubmitButton>
        {saved ? (
          <Status tone="success">
            <p>{t('personalDetails.contact.saved')}</p>
          </Status>
        ) : null}
      </Form>
    </section>
  );
}
