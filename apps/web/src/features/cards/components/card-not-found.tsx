/** A card id that is not one of the account's cards (or none): said plainly, with a way back. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { Alert } from '../../../ui/messages.tsx';

export function CardNotFound() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <>
      <Alert>
        <p>{t('cards.edit.notFound')}</p>
      </Alert>
      <p>
        <Link to={paths.cards()}>{t('cards.edit.backToCards')}</Link>
      </p>
    </>
  );
}
