/**
 * "Delete my account" (decision 049): what goes and what stays, then the password to receive the
 * mailed code; the mailed link comes back here with ?code= and asks for the final confirmation.
 */
import { MESSAGE_KEYS } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { errorText } from '../../../i18n/messages.ts';
import { INTL_LOCALE, useLocale } from '../../../i18n/locale.ts';
import { usePaths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { useEraseAccount } from '../api/erase-account.ts';
import { useRequestErasure } from '../api/request-erasure.ts';

const passwordForm = z.object({
  password: z.string({ error: MESSAGE_KEYS.required }).min(1, { error: MESSAGE_KEYS.required }),
});

function ErasureRequest() {
  const { t } = useTranslation();
  const locale = useLocale();
  const request = useRequestErasure();
  const kit = useFormKit({ schema: passwordForm, defaultValues: { password: '' }, idPrefix: 'erasure' });
  return (
    <>
      {request.isSuccess ? (
        <Status tone="success">
          <p>
            {t('accountData.erase.sent', {
              time: new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeStyle: 'short' }).format(
                new Date(request.data.expiresAt),
              ),
            })}
          </p>
        </Status>
      ) : null}
      <Form
        kit={kit}
        aria-labelledby="erase-title"
        onSubmit={async ({ password }) => {
          await request.mutateAsync(password);
          kit.form.reset({ password: '' });
        }}
      >
        <FormErrorSummary />
        <FormTextField
          {...kit.field('password')}
          label={t('accountData.erase.password')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <SubmitButton>{t('accountData.erase.request')}</SubmitButton>
      </Form>
    </>
  );
}

function ErasureConfirmation({ code }: { code: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const erase = useEraseAccount();
  if (erase.isSuccess)
    return (
      <>
        <Status tone="success">
          <p>{t('accountData.erase.done')}</p>
        </Status>
        <p>
          <Link to={paths.home()}>{t('common.backHome')}</Link>
        </p>
      </>
    );
  return (
    <div className="erase-confirm">
      <p>
        <strong>{t('accountData.erase.confirmIntro')}</strong>
      </p>
      <Button variant="primary" isPending={erase.isPending} onPress={() => erase.mutate(code)}>
        {t('accountData.erase.confirm')}
      </Button>
      {erase.isError ? (
        <>
          <Alert>
            <p>{errorText(t, erase.error)}</p>
          </Alert>
          <ErasureRequest />
        </>
      ) : null}
    </div>
  );
}

export function AccountErasure({ code }: { code: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="erase-title">
      <h2 id="erase-title">{t('accountData.erase.title')}</h2>
      <p>{t('accountData.erase.intro')}</p>
      <ul>
        <li>{t('accountData.erase.erased')}</li>
        <li>{t('accountData.erase.kept')}</li>
      </ul>
      {code === null ? <ErasureRequest /> : <ErasureConfirmation code={code} />}
    </section>
  );
}
