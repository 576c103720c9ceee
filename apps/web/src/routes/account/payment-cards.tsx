/** /account/payment-cards (spec §2): the saved payment cards, flagged and deletable. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { PaymentCardList } from '../../features/payment-cards/components/payment-card-list.tsx';
import type { Route } from './+types/payment-cards';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('paymentCards.title'));

export default function PaymentCardsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('paymentCards.title')}</h1>
      <PaymentCardList />
    </div>
  );
}
