/**
 * POST Account/update.json: the contact info (names, mobile). The answer is the account as
 * getUser.json gives it: it replaces the cached one, and the header's name follows.
 */
import { CALLS, type ContactInfo } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendCall } from '../../../lib/call-request.ts';
import { accountUserQueryKey } from '../../../lib/account-user-request.ts';
import { parseUser, type AccountUser } from '../../../lib/account-user.ts';
import { renameSessionUser, sessionStore } from '../../../lib/session.ts';

export async function updateAccount(info: ContactInfo): Promise<AccountUser> {
  const userId = sessionStore.getState().user?.userId;
  // Parsed as getUser's answer, with the portal's rule on roles (lib/account-user.ts).
  return parseUser(await sendCall(CALLS.updateAccount, { ...info, userId }));
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => {
      queryClient.setQueryData(accountUserQueryKey(user.userId), user);
      renameSessionUser({ userName: user.userName, userLastname: user.userLastname });
    },
  });
}
