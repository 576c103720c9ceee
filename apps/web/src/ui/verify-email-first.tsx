/**
 * What a page shows in place of an action that wants a proven address (pairing a device, linking
 * an external account: decision 057): why, and a button that mails a new confirmation link, then
 * where it went. The feature hands over the mutation that sends it: ui makes no call.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/messages.ts';
import { Button } from './button.tsx';
import { Alert, Status } from './messages.tsx';

export type SendVerification = Pick<
  UseMutationResult<void, Error, void>,
  'mutate' | 'isPending' | 'isSuccess' | 'isError' | 'error'
>;

export function VerifyEmailFirst({
  reason,
  email,
  send,
}: {
  /** Why the page needs it, in the page's words. */
  reason: string;
  email: string;
  send: SendVerification;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p>{reason}</p>
      {send.isSuccess ? (
        <Status tone="success">
          <p>{t('verifyEmail.sent', { email })}</p>
        </Status>
      ) : (
        <Button variant="secondary" isPending={send.isPending} onPress={() => send.mutate()}>
          {t('verifyEmail.send')}
        </Button>
      )}
      {send.isError ? (
        <Alert>
          <p>{errorText(t, send.error)}</p>
        </Alert>
      ) : null}
    </>
  );
}
