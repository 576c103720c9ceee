/**
 * What the account lacks to order a card (Networks/getProfileStatus.json), said at step 1: an
 * e-mail address not verified yet (the order's mails go there), a missing phone, or an account
 * that cannot order online. Nothing is said while it loads or when all is well.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { Alert, Status } from '../../../ui/messages.tsx';
import { useProfileStatus } from './api/profile-status.ts';

export function ProfileNotes() {
  const { t } = useTranslation();
  const paths = usePaths();
  const status = useProfileStatus();
  if (!status.data) return null;
  const { canOrderCards, emailVerified, missing } = status.data;
  const account = <Link to={paths.account()}>{t('cardOrder.product.toAccount')}</Link>;
  if (!canOrderCards) {
    return (
      <Alert>
        <p>{t('cardOrder.product.cannotOrder')}</p>
        {missing.includes('phone') ? <p>{t('cardOrder.product.missingPhone')}</p> : null}
        <p>{account}</p>
      </Alert>
    );
  }
  if (emailVerified && !missing.includes('phone')) return null;
  return (
    <Status>
      {emailVerified ? null : <p>{t('cardOrder.product.emailNotVerified')}</p>}
      {missing.includes('phone') ? <p>{t('cardOrder.product.missingPhone')}</p> : null}
      <p>{account}</p>
    </Status>
  );
}
