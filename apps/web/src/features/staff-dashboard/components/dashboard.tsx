/**
 * The dashboard of the back office's home (decision 077): one tile per figure, each a heading, its
 * number and, where there is work, a link to the page where it is done. Links are given by the
 * route (a feature does not know the others' pages).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDay, type Dashboard as Figures } from '@oceane/domain';
import { formatCents } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useDashboard } from '../api/get-dashboard.ts';

export type DashboardLinks = { review?: string; customers?: string };

function Tile({
  id,
  title,
  value,
  children,
}: {
  id: string;
  title: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <li className="dashboard-tile">
      <section aria-labelledby={id}>
        <h3 id={id}>{title}</h3>
        <p className="dashboard-tile__value">{value}</p>
        {children}
      </section>
    </li>
  );
}

export function Dashboard({ links }: { links: DashboardLinks }) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const dashboard = useDashboard();
  const number = (value: number) => new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR').format(value);

  if (dashboard.isPending) return <p role="status">{common('common.loading')}</p>;
  if (dashboard.isError) return <LoadFailed error={dashboard.error} onRetry={() => dashboard.refetch()} />;
  const data: Figures = dashboard.data;
  const age = (minutes: number) =>
    minutes < 60
      ? t('dashboard.minutes', { count: minutes })
      : minutes < 48 * 60
        ? t('dashboard.hours', { count: Math.floor(minutes / 60) })
        : t('dashboard.days', { count: Math.floor(minutes / (24 * 60)) });

  return (
    <section aria-labelledby="dashboard-title" className="dashboard">
      <h2 id="dashboard-title">{t('dashboard.title')}</h2>
      <p>{t('dashboard.day', { day: formatLongDay(data.day, locale) })}</p>
      <ul className="dashboard-tiles plain-list">
        <Tile id="tile-orders" title={t('dashboard.todayOrders')} value={number(data.today.orders)} />
        <Tile
          id="tile-sales"
          title={t('dashboard.todaySales')}
          value={formatCents(data.today.salesCents, locale)}
        />
        <Tile id="tile-review" title={t('dashboard.reviewBacklog')} value={number(data.review.backlog)}>
          <p>
            {data.review.oldestAgeMinutes === null
              ? t('dashboard.reviewEmpty')
              : t('dashboard.reviewOldest', { age: age(data.review.oldestAgeMinutes) })}
          </p>
          {links.review ? <Link to={links.review}>{t('dashboard.goReview')}</Link> : null}
        </Tile>
        <Tile
          id="tile-waiting"
          title={t('dashboard.waiting')}
          value={number(data.processing.reduce((sum, step) => sum + step.orders, 0))}
        >
          <dl className="summary-list">
            {data.processing.map((step) => (
              <div key={step.processStatus}>
                <dt>
                  {t(`dashboard.processStatus.${step.processStatus}`, { defaultValue: step.processStatus })}
                </dt>
                <dd>{number(step.orders)}</dd>
              </div>
            ))}
          </dl>
        </Tile>
        <Tile
          id="tile-failed"
          title={t('dashboard.failedInstalments')}
          value={number(data.failedInstalments)}
        >
          <p>{t('dashboard.failedHint')}</p>
          {links.customers ? <Link to={links.customers}>{t('dashboard.goCustomers')}</Link> : null}
        </Tile>
        <Tile
          id="tile-refunds"
          title={t('dashboard.refunds')}
          value={formatCents(data.refundsOfMonth.amountCents, locale)}
        >
          <p>
            {t('dashboard.refundsDetail', {
              count: data.refundsOfMonth.count,
              amount: formatCents(data.refundsOfMonth.amountCents, locale),
            })}
          </p>
        </Tile>
      </ul>
    </section>
  );
}
