/**
 * An agency of Networks/collectSites as the pickup choice shows it: its address, phone and
 * opening hours, day by day (a day with a lunch break has two spans), written as on the network's
 * signs (7h30–19h, decision 007).
 */
import type { OpeningHours } from '@oceane/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CollectSite } from './api/collect-sites.ts';

/** '07:30' → '7h30', '19:00' → '19h'. */
export function signTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`;
}

/** ISO weekdays, 1 (Monday) to 7. */
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The days the agency opens, in week order, each with its spans in words. */
export function hoursByDay(t: TFunction, hours: readonly OpeningHours[]): { day: string; spans: string }[] {
  return WEEKDAYS.flatMap((dayName, index) => {
    const weekday = index + 1;
    const spans = hours
      .filter((span) => span.weekday === weekday)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((span) =>
        t('cardOrder.shipping.hoursSpan', { opens: signTime(span.opens), closes: signTime(span.closes) }),
      );
    if (spans.length === 0) return [];
    return [
      {
        day: t(`cardOrder.shipping.weekdays.${dayName}`),
        spans: spans.join(t('cardOrder.shipping.hoursJoin')),
      },
    ];
  });
}

export function CollectSiteDetails({ site, id }: { site: CollectSite; id: string }) {
  const { t } = useTranslation();
  const days = hoursByDay(t, site.openingHours);
  return (
    <div className="collect-site" id={id}>
      <p className="collect-site__name">{site.name}</p>
      <address>
        {site.address1}
        {site.address2 ? (
          <>
            <br />
            {site.address2}
          </>
        ) : null}
        <br />
        {site.zipcode} {site.city}
      </address>
      <p>{t('cardOrder.shipping.phone', { phone: site.phone })}</p>
      <p className="collect-site__hours-title" id={`${id}-hours`}>
        {t('cardOrder.shipping.hours')}
      </p>
      {days.length > 0 ? (
        <dl className="details collect-site__hours" aria-labelledby={`${id}-hours`}>
          {days.map(({ day, spans }) => (
            <div key={day} className="details__row">
              <dt>{day}</dt>
              <dd>{spans}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{site.openingHoursText}</p>
      )}
    </div>
  );
}
