/**
 * Spec §8: a passenger whose browser refuses to save the cart and the card request is told once,
 * above the page, that they are kept only while the page is open (lib/storage-failure.ts). Closed,
 * the notice does not come back during the visit, and the focus goes to the page.
 */
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { dismissStorageFailure, storageFailureStore } from '../lib/storage-failure.ts';
import { Button } from '../ui/button.tsx';
import { Alert } from '../ui/messages.tsx';

export function StorageFailureNotice() {
  const { t } = useTranslation();
  const shown = useStore(storageFailureStore, (state) => state.failed && !state.dismissed);
  if (!shown) return null;
  const close = () => {
    dismissStorageFailure();
    // The page's main landmark (route-focus.ts), found without importing the first page's code.
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  };
  return (
    <div className="page-notice">
      <Alert>
        <p>{t('shell.storageFailed')}</p>
        <Button variant="secondary" onPress={close}>
          {t('shell.storageFailedClose')}
        </Button>
      </Alert>
    </div>
  );
}
