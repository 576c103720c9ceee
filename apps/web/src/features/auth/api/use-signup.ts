/** The signup form's mutation: Identity/signUp, then the same login as the login form. */
import type { SignUpRequest } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { useOpenSession } from './open-session.ts';
import { signUp } from './sign-up.ts';

export function useSignup() {
  const openSession = useOpenSession();
  return useMutation({
    mutationFn: async (request: SignUpRequest) => openSession(await signUp(request)),
  });
}
