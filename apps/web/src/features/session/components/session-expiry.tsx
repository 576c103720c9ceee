/**
 * Mounts the session-expired popup only when a session has expired. The popup and its dialog
 * widgets are a chunk of their own: a public page never loads them, and a logged-in page fetches
 * them in the background so the popup opens at once when it is needed.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../../../lib/session.ts';

const loadDialog = () => import('./session-expired-dialog.tsx');

const SessionExpiredDialog = lazy(async () => ({ default: (await loadDialog()).SessionExpiredDialog }));

export function SessionExpiry() {
  const expired = useSession((state) => state.expired);
  const loggedIn = useSession((state) => state.user !== null);

  useEffect(() => {
    // A failed prefetch is retried by the lazy component when the popup is needed.
    if (loggedIn) loadDialog().catch(() => undefined);
  }, [loggedIn]);

  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}
