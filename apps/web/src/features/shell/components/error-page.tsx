/**
 * The generic error page (spec §2): status code, message and description; 404 is 'Page Not
 * Found', anything else 'Internal Server Error'. A 404 also shows the address asked for.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';

export function ErrorPage({ status, path }: { status: number; path?: string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const notFound = status === 404;
  return (
    <div className="page page--narrow">
      <p className="error-page__status">{t('errorPage.status', { status })}</p>
      <h1 id="page-title">{notFound ? t('errorPage.notFound') : t('errorPage.internal')}</h1>
      <p>{notFound ? t('errorPage.notFoundDescription') : t('errorPage.internalDescription')}</p>
      {notFound && path ? (
        <p>
          {t('notFound.text')} <code className="path">{path}</code>
        </p>
      ) : null}
      <p>
        <Link to={paths.home()}>{t('common.backHome')}</Link>
      </p>
    </div>
  );
}
