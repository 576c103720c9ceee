/**
 * The page the provider sends the browser back to (/auth/callback, decisions 048 and 055). Its
 * answer is handed to the api once, and only when this tab started the trip (the state kept in
 * sessionStorage; the api checks the browser's cookie too): a link sent by someone else opens
 * nothing. A linking trip (started from the identities page) asks the passenger before linking
 * the provider's account it names; a sign-in trip signs in as a password would, profile choice
 * included. A refusal is told in the user's language with the way back.
 */
import type { ExchangedAuthorization } from '@oceane/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../i18n/messages.ts';
import { takeStartedState } from '../../../lib/external-sign-in.ts';
import { usePaths } from '../../../lib/paths.ts';
import { sessionStore } from '../../../lib/session.ts';
import { Alert, Status } from '../../../ui/messages.tsx';
import { authenticateExternal } from '../api/authenticate-external.ts';
import { createIdentity } from '../api/create-identity.ts';
import { exchangeAuthorizationCode, type ProviderAnswer } from '../api/exchange-authorization-code.ts';
import { useOpenSession } from '../api/open-session.ts';
import { accountName, ExternalLinkConfirmation } from './external-link-confirmation.tsx';
import { useLoginOutcome } from './use-login-outcome.tsx';

/** The states already handled by this page: React's development double effect handles one once. */
const sent = new Set<string>();

type Problem =
  { kind: 'cancelled' | 'incomplete' | 'foreign' | 'linkSignedOut' } | { kind: 'error'; error: unknown };

function answerOf(params: URLSearchParams): ProviderAnswer | Problem {
  if (params.get('error')) return { kind: 'cancelled' };
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return { kind: 'incomplete' };
  return { code, state, iss: params.get('iss') ?? undefined };
}

const PROBLEM_TEXT = {
  cancelled: 'externalSignIn.cancelled',
  incomplete: 'externalSignIn.incomplete',
  foreign: 'externalSignIn.foreign',
  linkSignedOut: 'externalSignIn.linkSignedOut',
} as const;

export function ExternalSignInCallback() {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const openSession = useOpenSession();
  const answer = useMemo(() => answerOf(params), [params]);
  const [failure, setFailure] = useState<Problem | null>(null);
  const [asking, setAsking] = useState<ExchangedAuthorization | null>(null);
  const { follow, dialog } = useLoginOutcome((error) => setFailure({ kind: 'error', error }));
  // Signed in as the page opened: the way back is the identities page.
  const [signedIn] = useState(() => sessionStore.getState().user !== null);
  const problem = 'kind' in answer ? answer : failure;

  useEffect(() => {
    if ('kind' in answer) {
      // The provider refused or the passenger cancelled there: the trip is over.
      takeStartedState(params.get('state') ?? '');
      return;
    }
    if (sent.has(answer.state)) return;
    sent.add(answer.state);
    const started = takeStartedState(answer.state);
    void (async () => {
      if (!started) {
        setFailure({ kind: 'foreign' });
        return;
      }
      try {
        const exchanged = await exchangeAuthorizationCode(answer);
        if (exchanged.purpose === 'link') {
          if (sessionStore.getState().user === null) setFailure({ kind: 'linkSignedOut' });
          else setAsking(exchanged);
          return;
        }
        await follow(await openSession(await authenticateExternal(exchanged.authProviderToken)));
      } catch (error) {
        setFailure({ kind: 'error', error });
      }
    })();
  }, [answer, params, openSession, follow]);

  const toIdentities = async (
    state: { linked: string } | { notLinked: { label: string; account: string } },
  ) => {
    if (paths.accountIdentities) await navigate(paths.accountIdentities(), { replace: true, state });
  };

  const back =
    signedIn && paths.accountIdentities ? (
      <Link to={paths.accountIdentities()}>{t('externalSignIn.backToIdentities')}</Link>
    ) : (
      <Link to={paths.login()}>{t('externalSignIn.backToLogin')}</Link>
    );

  if (problem) {
    return (
      <>
        <Alert>
          {problem.kind === 'error' ? errorText(t, problem.error) : t(PROBLEM_TEXT[problem.kind])}
        </Alert>
        <p>{back}</p>
        {dialog}
      </>
    );
  }
  if (asking) {
    return (
      <ExternalLinkConfirmation
        account={asking.account}
        onConfirm={async () => {
          const identity = await createIdentity(asking.authProviderToken);
          await toIdentities({ linked: identity.label });
        }}
        onCancel={() =>
          void toIdentities({
            notLinked: { label: asking.account.label, account: accountName(asking.account) },
          })
        }
      />
    );
  }
  return (
    <>
      <Status>{t('externalSignIn.working')}</Status>
      {dialog}
    </>
  );
}
