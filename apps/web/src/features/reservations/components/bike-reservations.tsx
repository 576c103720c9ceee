/**
 * /account/reservations (spec §2 "bike reservations: pick a card, enter pin code"; §3 "Bike
 * reservation"): one of the account's cards and its four-digit pin open the card's trips, newest
 * first, with their start and end, price and type of bike. A wrong pin is said at the pin field; a
 * locked card (too many wrong pins) at the top. The pin is sent once and kept nowhere.
 */
import { BIKE_PIN_PATTERN, MESSAGE_KEYS, type Locale } from '@oceane/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatCents } from '../../../i18n/format.ts';
import { INTL_LOCALE } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormRadioGroup, FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { useBikeCards, type BikeCard } from '../api/account-cards.ts';
import { useBikeReservations, type BikeReservation } from '../api/get-bike-reservations.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';

/** A trip's start or end in Port-Marin's clock: « 24 nov. 2026, 17:12 » / "24 Nov 2026, 17:12". */
function formatDateTime(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(value));
}

const cardLabel = (card: BikeCard) => `${card.number} – ${card.holder.firstname} ${card.holder.name}`;

function ReservationList({ card, reservations }: { card: BikeCard; reservations: BikeReservation[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="reservations-list">
      <h2 id="reservations-list">{t('reservations.listTitle', { number: card.number })}</h2>
      <p role="status">
        {reservations.length === 0
          ? t('reservations.empty')
          : t('reservations.count', { count: reservations.length })}
      </p>
      {reservations.length > 0 ? (
        <table className="data-table reservation-list">
          <caption className="visually-hidden">{t('reservations.caption', { number: card.number })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reservations.start')}</th>
              <th scope="col">{t('reservations.end')}</th>
              <th scope="col">{t('reservations.bikeType')}</th>
              <th scope="col">{t('reservations.price')}</th>
            </tr>
          </thead>
          <tbody>
            {reservations.map((trip) => (
              <tr key={trip.id}>
                <td data-label={t('reservations.start')}>{formatDateTime(trip.startedAt, locale)}</td>
                <td data-label={t('reservations.end')}>{formatDateTime(trip.endedAt, locale)}</td>
                <td data-label={t('reservations.bikeType')}>{t(`reservations.types.${trip.bikeType}`)}</td>
                <td data-label={t('reservations.price')}>{formatCents(trip.priceCents, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function PinForm({ cards }: { cards: BikeCard[] }) {
  const { t } = useTranslation();
  const reservations = useBikeReservations();
  const [shown, setShown] = useState<{ card: BikeCard; list: BikeReservation[] } | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        mediaId: z.string().min(1, MESSAGE_KEYS.required),
        pin: z.string().min(1, MESSAGE_KEYS.required).regex(BIKE_PIN_PATTERN, t('reservations.pinRule')),
      }),
    [t],
  );
  const kit = useFormKit({
    schema,
    defaultValues: { mediaId: cards.length === 1 ? String(cards[0]!.id) : '', pin: '' },
    idPrefix: 'reservations',
    serverErrors: { codeAtField: { BIKE_PIN_INVALID: 'pin' } },
  });
  const open = async ({ mediaId, pin }: { mediaId: string; pin: string }) => {
    setShown(null);
    const answer = await reservations.mutateAsync({ mediaId: Number(mediaId), pin });
    const card = cards.find((candidate) => candidate.id === answer.mediaId);
    if (card) setShown({ card, list: answer.reservations });
    // The pin is not kept on screen once used.
    kit.form.resetField('pin');
  };
  return (
    <>
      <Form kit={kit} onSubmit={open} aria-labelledby="page-title">
        <FormErrorSummary />
        <FormRadioGroup
          {...kit.field('mediaId')}
          label={t('reservations.card')}
          options={cards.map((card) => ({ value: String(card.id), label: cardLabel(card) }))}
          isRequired
        />
        <FormTextField
          {...kit.field('pin')}
          label={t('reservations.pin')}
          description={t('reservations.pinRule')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          isRequired
        />
        <div className="actions">
          <SubmitButton>{t('reservations.submit')}</SubmitButton>
        </div>
      </Form>
      {shown ? <ReservationList card={shown.card} reservations={shown.list} /> : null}
    </>
  );
}

export function BikeReservations() {
  const { t } = useTranslation();
  const cards = useBikeCards();
  if (cards.isPending) return <p role="status">{t('reservations.loadingCards')}</p>;
  if (cards.isError) {
    return <LoadFailed error={cards.error} onRetry={() => cards.refetch()} />;
  }
  if (cards.data.length === 0) return <p>{t('reservations.noCards')}</p>;
  return (
    <>
      <p className="lead">{t('reservations.intro')}</p>
      <PinForm cards={cards.data} />
    </>
  );
}
