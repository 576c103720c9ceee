/**
 * The back office pages of the mobility centre (/staff), inside the private layout (a login
 * first): shown to a staff member only, as Account/getUser.json tells the role. A passenger gets
 * the 'staff only' page. The api checks the role again on every staff call (decision 022). A staff
 * member then gives their second factor (enrolment the first time) before any page (decision 070).
 */
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccountUser } from '../lib/account-user.ts';
import { StaffOnly } from '../features/staff/components/staff-only.tsx';
import { SecondFactorGate } from '../features/staff-auth/components/second-factor-gate.tsx';
import { addStaffTexts } from '../i18n/staff/staff-texts.ts';
import { LoadFailed } from '../ui/load-failed.tsx';

addStaffTexts();

export default function StaffLayout() {
  const { t: staffT } = useTranslation('staff');
  const account = useAccountUser();

  if (account.isPending) {
    return (
      <p className="page loading" role="status">
        {staffT('checking')}
      </p>
    );
  }
  if (account.isError) {
    return (
      <div className="page">
        <LoadFailed error={account.error} onRetry={() => account.refetch()} />
      </div>
    );
  }
  return account.data.role === 'staff' ? (
    <SecondFactorGate>
      <Outlet />
    </SecondFactorGate>
  ) : (
    <StaffOnly />
  );
}
