/** Opening hours of the Maison de la mobilité (spec §2): weekdays 7h30–19h, Saturday 8h–12h and 13h30–16h10. */
import { useTranslation } from 'react-i18next';

type Range = [from: string, to: string];

const HOURS: Array<{ days: 'weekdays' | 'saturday'; ranges: Range[] }> = [
  { days: 'weekdays', ranges: [['07:30', '19:00']] },
  {
    days: 'saturday',
    ranges: [
      ['08:00', '12:00'],
      ['13:30', '16:10'],
    ],
  },
];

/** 07:30 → 7h30, 19:00 → 19h: the notation of the network's signs, in both languages. */
export function hourText(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}h${minutes === '00' ? '' : minutes}`;
}

export function OpeningHours() {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="footer__subtitle">{t('footer.hoursTitle')}</h3>
      <dl className="hours">
        {HOURS.map(({ days, ranges }) => (
          <div key={days} className="hours__row">
            <dt>{t(`footer.${days}`)}</dt>
            <dd>
              {ranges.map(([from, to], index) => (
                <span key={from}>
                  {index > 0 ? ` ${t('footer.and')} ` : null}
                  <time dateTime={from}>{hourText(from)}</time>–<time dateTime={to}>{hourText(to)}</time>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
