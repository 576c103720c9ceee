/** The login form's mutation: Identity/signIn, then the session (spec §4 login). */
import type { SignInRequest } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { useOpenSession } from './open-session.ts';
import { signIn } from './sign-in.ts';

export function useLogin() {
  const openSession = useOpenSession();
  return useMutation({
    mutationFn: async (credentials: SignInRequest) => openSession(await signIn(credentials)),
  });
}
