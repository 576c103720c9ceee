/**
 * POST Account/logout.json, then the local session is cleared whatever the server said, with the
 * cart, the tunnel and the cached answers, and the user goes to the login page (spec §4).
 */
import { CALLS } from '@oceane/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callContract } from '../../../lib/call-contract.ts';
import { sessionsContract } from '../../../lib/lazy-contract.ts';
import { clearLocalState } from '../../../lib/local-state.ts';
import { usePaths } from '../../../lib/paths.ts';
import { endSession, sessionStore } from '../../../lib/session.ts';

export async function logout(): Promise<void> {
  const user = sessionStore.getState().user;
  try {
    if (user) {
      const contract = sessionsContract().then((areas) => areas.logout);
      await callContract(CALLS.logout, contract, { user_id: user.userId });
    }
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
