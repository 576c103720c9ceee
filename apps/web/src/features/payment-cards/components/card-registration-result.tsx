/**
 * /account/payment-cards/added (decision 052): back from the provider's page, what became of the
 * card. The page only reads: the card is saved from the provider's signed notification, so the
 * answer is asked again every second while it is pending.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { usePaths } from '../../../lib/paths.ts';
import { Alert, Status } from '../../../ui/messages.tsx';
import { REGISTRATION_POLLS, useCardRegistration, type CardRegistration } from '../api/card-registration.ts';
import { AddPaymentCard } from './add-payment-card.tsx';

function Outcome({ registration, waitedLong }: { registration: CardRegistration; waitedLong: boolean }) {
  const { t } = useTranslation();
  if (registration.status === 'SUCCEEDED' && registration.card) {
    const { brand, last4, expMonth, expYear } = registration.card;
    return (
      <Status tone="success">
        <p>
          {t('paymentCards.added.saved', {
            card: t('paymentCards.masked', { brand, last4 }),
            expiry: `${String(expMonth).padStart(2, '0')}/${expYear}`,
          })}
        </p>
      </Status>
    );
  }
  if (registration.status === 'FAILED') {
    return (
      <>
        <Alert>
          <p>{t(`paymentCards.added.failures.${registration.failure ?? 'other'}`)}</p>
          <p>{t('paymentCards.added.nothingCharged')}</p>
        </Alert>
        <AddPaymentCard />
      </>
    );
  }
  return (
    <p role="status">{t(waitedLong ? 'paymentCards.added.takesLonger' : 'paymentCards.added.waiting')}</p>
  );
}

export function CardRegistrationResult() {
  const { t } = useTranslation();
  const paths = usePaths();
  const [params] = useSearchParams();
  const raw = params.get('registration') ?? '';
  const registrationId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const registration = useCardRegistration(registrationId);
  // The polls stop after REGISTRATION_POLLS seconds; the page then says it takes longer.
  const [since] = useState(() => Date.now());
  const back = paths.accountPaymentCards ? (
    <p>
      <Link className="button button--secondary" to={paths.accountPaymentCards()}>
        {t('paymentCards.added.back')}
      </Link>
    </p>
  ) : null;
  if (registrationId === 0) {
    return (
      <>
        <Alert>
          <p>{t('paymentCards.added.unknown')}</p>
        </Alert>
        {back}
      </>
    );
  }
  return (
    <>
      {registration.isError ? (
        <Alert>
          <p>{errorText(t, registration.error)}</p>
        </Alert>
      ) : registration.data ? (
        <Outcome
          registration={registration.data}
          waitedLong={registration.dataUpdatedAt - since >= (REGISTRATION_POLLS - 1) * 1000}
        />
      ) : (
        <p role="status">{t('paymentCards.added.waiting')}</p>
      )}
      {back}
    </>
  );
}
