/**
 * The end of every login path (password, signup, profile choice, external sign-in):
 * Account/login.json, then the session is stored. Several profiles are not a failure but a
 * question for the user. Before the session starts, the device's cart and card request are given
 * to this account if they were kept for it at an expiry, and emptied otherwise (decision 062).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ProfilesError, type LoginProfile } from '../../../lib/api-errors.ts';
import { clearApiCache } from '../../../lib/http-cache.ts';
import { startSession } from '../../../lib/session.ts';
import { accountLogin } from './login.ts';

export type LoginOutcome = { kind: 'user' } | { kind: 'profiles'; profiles: LoginProfile[]; idToken: string };

export function useOpenSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async (idToken: string, userId?: string | number): Promise<LoginOutcome> => {
      try {
        const user = await accountLogin({ idToken, userId });
        // Loaded here, not with the login page: the stores are the logged-in pages' code.
        const { claimLocalStateFor } = await import('../../../lib/local-state.ts');
        claimLocalStateFor(user.userId);
        clearApiCache();
        queryClient.clear();
        startSession(user, idToken);
        return { kind: 'user' };
      } catch (error) {
        if (error instanceof ProfilesError) return { kind: 'profiles', profiles: error.profiles, idToken };
        throw error;
      }
    },
    [queryClient],
  );
}
