/**
 * POST Account/logout.json, then the local session is cleared whatever the server said, with the
 * cart, the tunnel and the cached answers, and the user goes to the login page (spec §4).
 */
import { CALLS } from '@oceane/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sendCall } from '../../../lib/call-request.ts';
import { clearLocalState } from '../../../lib/local-state.ts';
import { usePaths } from '../../../lib/paths.ts';
import { endSession, sessionStore } from '../../../lib/session.ts';

export async function logout(): Promise<void> {
  const user = sessionStore.getState().user;
  try {
    // Its answer is nothing to read: sent without a schema, so that no page loads zod to log out.
    if (user) await sendCall(CALLS.logout, { user_id: user.userId });
  } catch {
    // Spec §4: a failed logout call changes nothing for the user; the tokens are dropped anyway.
  }
  endSession();
  clearLocalState();
}

export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const paths = usePaths();
  return useCallback(async () => {
    await logout();
    queryClient.clear();
    await navigate(paths.login());
  }, [queryClient, navigate, paths]);
}
