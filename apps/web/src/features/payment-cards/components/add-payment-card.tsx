/**
 * "Add a card" of /account/payment-cards (decision 052): the provider's hosted page registers a
 * card without buying anything; the browser comes back to /account/payment-cards/added.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/messages.tsx';
import { useStartCardRegistration } from '../api/card-registration.ts';

/** A full page load to the provider, outside the portal. */
function goToProvider(url: string): void {
  window.location.assign(url);
}

export function AddPaymentCard() {
  const { t } = useTranslation();
  const start = useStartCardRegistration();
  const [leaving, setLeaving] = useState(false);
  return (
    <section aria-labelledby="add-payment-card-title">
      <h2 id="add-payment-card-title">{t('paymentCards.add.title')}</h2>
      <p>{t('paymentCards.add.intro')}</p>
      {start.isError ? (
        <Alert>
          <p>{errorText(t, start.error)}</p>
        </Alert>
      ) : null}
      <Button
        isPending={start.isPending || leaving}
        onPress={() =>
          start.mutate(undefined, {
            onSuccess: ({ redirectUrl }) => {
              setLeaving(true);
              goToProvider(redirectUrl);
            },
          })
        }
      >
        {t('paymentCards.add.submit')}
      </Button>
      {start.isPending || leaving ? <p role="status">{t('paymentCards.add.leaving')}</p> : null}
    </section>
  );
}
