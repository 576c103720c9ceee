/** /staff: the back office's home: the dashboard (decision 077) and the links to each tool. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageMeta } from '../../app/meta.ts';
import { addStaffTexts } from '../../i18n/staff/staff-texts.ts';
import { usePaths } from '../../lib/paths.ts';
import { useSecondFactorStatus } from '../../features/staff-auth/api/second-factor-status.ts';
import { Dashboard } from '../../features/staff-dashboard/components/dashboard.tsx';
import type { Route } from './+types/index';

addStaffTexts();

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('home.title', { ns: 'staff' }));

export default function StaffHomePage() {
  const { t } = useTranslation('staff');
  const paths = usePaths();
  const disruptions = paths.staffDisruptions;
  const auditLog = paths.staffAuditLog;
  const customers = paths.staffCustomers;
  const review = paths.staffReview;
  const production = paths.staffProduction;
  const supervisorPages = [
    { to: paths.staffTeam, text: 'team.homeLink' },
    { to: paths.staffReports, text: 'reports.homeLink' },
    { to: paths.staffCatalogue, text: 'catalogue.homeLink' },
    { to: paths.staffVouchers, text: 'vouchers.homeLink' },
    { to: paths.staffAgency, text: 'agency.homeLink' },
  ] as const;
  // Read by the staff layout before this page shows (decision 070): the role is known here.
  const supervisor = useSecondFactorStatus().data?.staffRole === 'supervisor';
  return (
    <div className="page">
      <h1 id="page-title">{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <Dashboard links={{ review: review?.(), customers: customers?.() }} />
      {disruptions ? (
        <ul className="plain-list">
          <li>
            <Link to={disruptions()}>{t('disruptions.homeLink')}</Link>
          </li>
          {review ? (
            <li>
              <Link to={review()}>{t('review.homeLink')}</Link>
            </li>
          ) : null}
          {production ? (
            <li>
              <Link to={production()}>{t('production.homeLink')}</Link>
            </li>
          ) : null}
          {customers ? (
            <li>
              <Link to={customers()}>{t('customers.homeLink')}</Link>
            </li>
          ) : null}
          {supervisor && auditLog ? (
            <li>
              <Link to={auditLog()}>{t('audit.homeLink')}</Link>
            </li>
          ) : null}
          {supervisor
            ? supervisorPages.map(({ to, text }) =>
                to ? (
                  <li key={text}>
                    <Link to={to()}>{t(text)}</Link>
                  </li>
                ) : null,
              )
            : null}
        </ul>
      ) : null}
    </div>
  );
}
