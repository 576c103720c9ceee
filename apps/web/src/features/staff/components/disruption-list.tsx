/** The disruptions published, newest first: what, when (the network's time), and how many cards were told. */
import type { Disruption } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE, useLocale } from '../../../i18n/locale.ts';

function period(locale: ReturnType<typeof useLocale>, from: string, to: string): string {
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  return format.formatRange(new Date(from), new Date(to));
}

export function DisruptionList({ disruptions }: { disruptions: Disruption[] }) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="disruptions-list-title">
      <h2 id="disruptions-list-title">{t('disruptions.listTitle')}</h2>
      {disruptions.length === 0 ? (
        <p>{t('disruptions.none')}</p>
      ) : (
        <ul className="plain-list">
          {disruptions.map((disruption) => {
            const scope = [
              ...disruption.lines.map((code) => t('disruptions.lineCode', { code })),
              ...disruption.modes.map((mode) => common(`cards.alerts.transportModes.${mode}`)),
            ].join(', ');
            return (
              <li key={disruption.id}>
                <h3>{locale === 'fr' ? disruption.titleFr : disruption.titleEn}</h3>
                <p>{locale === 'fr' ? disruption.textFr : disruption.textEn}</p>
                <dl className="details">
                  <dt>{t('disruptions.scope')}</dt>
                  <dd>{scope}</dd>
                  <dt>{t('disruptions.period')}</dt>
                  <dd>{period(locale, disruption.startsAt, disruption.endsAt)}</dd>
                  <dt>{t('disruptions.alertsSent')}</dt>
                  <dd>{t('disruptions.alertsCount', { count: disruption.alertsSent })}</dd>
                  <dt>{t('disruptions.publishedBy')}</dt>
                  <dd>{disruption.publishedBy}</dd>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
