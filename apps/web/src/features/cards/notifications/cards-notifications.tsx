/**
 * The section of /account/notifications for the cards: every card of the account with its holder's
 * name, so that a passenger manages the alerts and consents of all their cards in one place.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountCards } from '../../../lib/account-cards.ts';
import { usePaths } from '../../../lib/paths.ts';
import { CardNotifications } from './card-notifications.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

export function CardsNotifications() {
  const { t } = useTranslation();
  const paths = usePaths();
  const cards = useAccountCards({ live: true });
  if (cards.isPending) return <p role="status">{t('common.loading')}</p>;
  if (cards.isError) return <LoadFailed error={cards.error} onRetry={() => cards.refetch()} />;
  if (cards.data.length === 0)
    return (
      <p>
        {t('notifications.noCards')} <Link to={paths.cards()}>{t('notifications.toCards')}</Link>
      </p>
    );
  return (
    <>
      <p>{t('notifications.intro')}</p>
      {cards.data.map((card) => (
        <CardNotifications key={card.id} card={card} />
      ))}
    </>
  );
}
