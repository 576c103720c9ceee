/**
 * The session-expired popup (spec §2, §8). The api client flags a 401 SESSION_EXPIRED in the
 * session store; the popup offers to log in again and come back to the page, or to close (the
 * session is over either way, so a page that needs a login hands over to the login page). Unlike
 * a logout, expiry keeps the cart and the card request for the same account's next login
 * (decision 062).
 */
import { guardNavigation } from '@oceane/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { keepLocalStateFor } from '../../../lib/local-state.ts';
import { usePaths } from '../../../lib/paths.ts';
import { endSession, sessionStore, useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';

export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const expired = useSession((state) => state.expired);
  const location = useLocation();
  const navigate = useNavigate();
  const paths = usePaths();
  const queryClient = useQueryClient();

  // The session is over, not the passenger's work: the cart and card request wait, marked for
  // this account (only its next login gets them back); the cached answers go.
  const endLocally = () => {
    const user = sessionStore.getState().user;
    if (user) keepLocalStateFor(user.userId);
    endSession();
    queryClient.clear();
  };

  /** Closing keeps the user on a public page; a page that needs a login hands over to it. */
  const close = () => {
    endLocally();
    const decision = guardNavigation(location.pathname, false);
    if (decision.kind === 'redirect') void navigate(decision.to, { replace: true });
  };

  const logInAgain = () => {
    const back = `${location.pathname}${location.search}`;
    endLocally();
    void navigate(paths.login({ redirect: back }));
  };

  return (
    <ModalDialog
      title={t('session.expiredTitle')}
      isOpen={expired}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <p>{t('errors.SESSION_EXPIRED')}</p>
      <div className="actions">
        <Button onPress={logInAgain}>{t('session.login')}</Button>
        <Button variant="quiet" onPress={close}>
          {t('common.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
