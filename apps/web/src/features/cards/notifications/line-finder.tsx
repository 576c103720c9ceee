/**
 * The line finder of a card's notifications: the passenger picks a departure and an arrival stop
 * (Transit/getODStops, filtered by mode), sees the lines between them with their next departures
 * (Transit/getODTrips), and follows one. A stop missing or the same stop twice is said at its field.
 */
import { TRANSIT_MODES, type TransitMode } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { useOdStops } from './api/od-stops.ts';
import { useOdTrips } from './api/od-trips.ts';

type Props = {
  idPrefix: string;
  followed: string[];
  isFull: boolean;
  onAdd: (code: string) => void;
};

type Problems = { origin?: string; destination?: string };

export function LineFinder({ idPrefix, followed, isFull, onAdd }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [mode, setMode] = useState<TransitMode | ''>('');
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const stops = useOdStops(mode || undefined);
  const trips = useOdTrips();

  const options = (stops.data ?? []).map((stop) => ({
    value: String(stop.id),
    label: t('notifications.finder.stopOption', { name: stop.name, town: stop.town }),
  }));
  const known = (value: string) => options.some((option) => option.value === value);

  const search = () => {
    const found: Problems = {};
    if (!origin) found.origin = t('validation.required');
    if (!destination) found.destination = t('validation.required');
    else if (destination === origin) found.destination = t('errors.SAME_ORIGIN_AND_DESTINATION');
    setProblems(found);
    const first = found.origin ? 'origin' : found.destination ? 'destination' : null;
    if (first) {
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    trips.mutate({ origin, destination });
  };

  return (
    <div className="line-finder">
      <h3 className="line-finder__title">{t('notifications.finder.title')}</h3>
      <p className="field__description">{t('notifications.finder.intro')}</p>
      <SelectField
        id={`${idPrefix}-mode`}
        name="mode"
        label={t('notifications.finder.mode')}
        value={mode}
        onChange={(value) => {
          const next = TRANSIT_MODES.find((item) => item === value) ?? '';
          setMode(next);
        }}
        options={[
          { value: '', label: t('notifications.finder.allModes') },
          ...TRANSIT_MODES.map((item) => ({ value: item, label: t(`cards.alerts.transportModes.${item}`) })),
        ]}
      />
      <SelectField
        id={`${idPrefix}-origin`}
        name="origin"
        label={t('notifications.finder.origin')}
        placeholder={t('notifications.finder.choose')}
        value={known(origin) ? origin : ''}
        onChange={setOrigin}
        options={options}
        error={problems.origin}
        isRequired
      />
      <SelectField
        id={`${idPrefix}-destination`}
        name="destination"
        label={t('notifications.finder.destination')}
        placeholder={t('notifications.finder.choose')}
        value={known(destination) ? destination : ''}
        onChange={setDestination}
        options={options}
        error={problems.destination}
        isRequired
      />
      {stops.isError ? <Alert>{errorText(t, stops.error)}</Alert> : null}
      <Button variant="secondary" onPress={search} isPending={trips.isPending}>
        {t('notifications.finder.search')}
      </Button>
      {trips.isError ? <Alert>{errorText(t, trips.error)}</Alert> : null}
      {trips.data ? (
        <div className="line-finder__results">
          <Status>
            {trips.data.trips.length === 0
              ? t('notifications.finder.noLine', {
                  origin: trips.data.origin.name,
                  destination: trips.data.destination.name,
                })
              : t('notifications.finder.found', {
                  count: trips.data.trips.length,
                  origin: trips.data.origin.name,
                  destination: trips.data.destination.name,
                })}
          </Status>
          <ul className="trip-list">
            {trips.data.trips.map((trip) => {
              const isFollowed = followed.includes(trip.line.code);
              return (
                <li key={trip.line.code} className="trip">
                  <p className="trip__line">
                    <span className="line-badge" style={{ backgroundColor: trip.line.color }}>
                      {trip.line.code}
                    </span>{' '}
                    <strong>
                      {t(`notifications.finder.modeLine.${trip.line.mode}`, { code: trip.line.code })}
                    </strong>{' '}
                    {trip.line.name}
                  </p>
                  <p>
                    {t('notifications.finder.direction', {
                      headsign: trip.headsign,
                      count: trip.durationMinutes,
                    })}
                  </p>
                  <p>
                    {trip.departures.length === 0
                      ? t('notifications.finder.noDeparture')
                      : t('notifications.finder.departures', {
                          times: trip.departures.map((departure) => formatTime(departure, locale)).join(', '),
                        })}
                  </p>
                  {isFollowed ? (
                    <p className="trip__followed">
                      {t('notifications.finder.followed', { code: trip.line.code })}
                    </p>
                  ) : (
                    <Button variant="secondary" isDisabled={isFull} onPress={() => onAdd(trip.line.code)}>
                      {t('notifications.finder.follow', { code: trip.line.code })}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {isFull ? <p>{t('notifications.finder.full')}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
