/**
 * The step of /auth/callback that asks before an external account is linked (issue 22, decision
 * 055): which account of the provider answered (its e-mail, else its name, else its subject) and
 * what linking it means. Nothing is linked until "Lier ce compte" is pressed; "Annuler" links
 * nothing (the single-use token is left to expire).
 */
import type { ExchangedAuthorization } from '@oceane/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/messages.tsx';

/** How the provider's account is named to the passenger. */
export function accountName(account: ExchangedAuthorization['account']): string {
  return account.email ?? account.name ?? account.subject;
}

export function ExternalLinkConfirmation({
  account,
  onConfirm,
  onCancel,
}: {
  account: ExchangedAuthorization['account'];
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const names = { label: account.label, account: accountName(account) };

  // The question replaces "checking…": the focus goes to it, so that it is read first.
  useEffect(() => heading.current?.focus(), []);

  const confirm = async () => {
    setFailure(null);
    setPending(true);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(error);
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="external-link-confirm" className="external-link-confirmation">
      <h2 id="external-link-confirm" ref={heading} tabIndex={-1}>
        {t('externalSignIn.confirmTitle', names)}
      </h2>
      <p>{t('externalSignIn.confirmText', names)}</p>
      {failure ? <Alert>{errorText(t, failure)}</Alert> : null}
      <div className="actions">
        <Button isPending={pending} onPress={() => void confirm()}>
          {t('externalSignIn.confirm')}
        </Button>
        <Button variant="secondary" isDisabled={pending} onPress={onCancel}>
          {t('externalSignIn.cancel')}
        </Button>
      </div>
    </section>
  );
}
