/**
 * The section of /account/notifications for the cards: every card of the account with its holder's
 * name, so that a passenger manages the alerts and consents of all their cards in one place.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../i18n/messages.ts';
import { usePaths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/messages.tsx';
import { useCards } from '../api/get-cards.ts';
import { CardNotifications } from './card-notifications.tsx';

export function CardsNotifications() {
  const { t } = useTranslation();
  const paths = usePaths();
  const cards = useCards();
  if (cards.isPending) return <p role="status">{t('common.loading')}</p>;
  if (cards.isError)
    return (
      <Alert>
        <p>{errorText(t, cards.error)}</p>
        <Button variant="secondary" onPress={() => void cards.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
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
