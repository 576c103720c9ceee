/**
 * The mailed verification link /auth/verify?code=: verified at once for a logged-in user
 * (PUT Account/verify); otherwise the user logs in first and comes back here.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../../i18n/messages.ts';
import { useUser } from '../../../lib/session.ts';
import { usePaths } from '../../../lib/paths.ts';
import { Alert, Status } from '../../../ui/messages.tsx';
import { useVerifyEmail } from '../api/verify-email.ts';

export function EmailVerification({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const user = useUser();
  const location = useLocation();
  const paths = usePaths();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    if (!code || !user || started.current) return;
    started.current = true;
    mutate(code);
  }, [code, user, mutate]);

  if (!code) {
    return (
      <Alert>
        <p>{t('auth.verify.missingCode')}</p>
      </Alert>
    );
  }
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return (
      <>
        <p>{t('auth.verify.loginFirst')}</p>
        <p>
          <Link to={paths.login({ redirect: back })} className="button button--primary">
            {t('auth.verify.login')}
          </Link>
        </p>
      </>
    );
  }
  if (verify.isError) {
    return (
      <Alert>
        <p>{errorText(t, verify.error)}</p>
      </Alert>
    );
  }
  if (verify.isSuccess) {
    return (
      <>
        <Status tone="success">
          <p>{t('auth.verify.done')}</p>
        </Status>
        <p>
          <Link to={paths.account()}>{t('auth.verify.toAccount')}</Link>
        </p>
      </>
    );
  }
  return (
    <Status>
      <p>{t('auth.verify.working')}</p>
    </Status>
  );
}
