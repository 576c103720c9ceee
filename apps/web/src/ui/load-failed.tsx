/**
 * A read that failed, said in the user's words (spec §8) with the button that asks again: the one
 * way a page shows that its data could not be loaded (STYLE.md: one way to show an error).
 */
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/messages.ts';
import { Button } from './button.tsx';
import { Alert } from './messages.tsx';

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Alert>
      <p>{errorText(t, error)}</p>
      <Button variant="secondary" onPress={() => void onRetry()}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
