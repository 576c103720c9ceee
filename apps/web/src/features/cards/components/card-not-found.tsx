/** A card id that is not one of the account's cards (or none): said plainly, with a way back. */
import { useTranslation } from 'react-i18next';
import { LocalLink } from '../../../ui/local-link.tsx';
import { Alert } from '../../../ui/messages.tsx';

export function CardNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <Alert>
        <p>{t('cards.edit.notFound')}</p>
      </Alert>
      <p>
        <LocalLink to="/cards">{t('cards.edit.backToCards')}</LocalLink>
      </p>
    </>
  );
}
