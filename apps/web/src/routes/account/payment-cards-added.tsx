/** /account/payment-cards/added (decision 052): back from the provider's page, the card added or not. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { CardRegistrationResult } from '../../features/payment-cards/components/card-registration-result.tsx';
import type { Route } from './+types/payment-cards-added';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('paymentCards.added.title'));

export default function PaymentCardAddedPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('paymentCards.added.title')}</h1>
      <CardRegistrationResult />
    </div>
  );
}
