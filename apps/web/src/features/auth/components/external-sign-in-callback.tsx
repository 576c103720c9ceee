/**
 * The page the provider sends the browser back to (/auth/callback, decision 048). Its answer is
 * handed to the api once (a state opens one exchange): signed in, the external identity is linked
 * to the account and the identities page shows it; signed out, it signs in as a password would,
 * profile choice included. A refusal is told in the user's language with the way back.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../i18n/messages.ts';
import { usePaths } from '../../../lib/paths.ts';
import { sessionStore } from '../../../lib/session.ts';
import { Alert, Status } from '../../../ui/messages.tsx';
import { authenticateExternal } from '../api/authenticate-external.ts';
import { createIdentity } from '../api/create-identity.ts';
import { exchangeAuthorizationCode, type ProviderAnswer } from '../api/exchange-authorization-code.ts';
import { useOpenSession } from '../api/open-session.ts';
import { useLoginOutcome } from './use-login-outcome.tsx';

/** The states already handed to the api by this page: React's development double effect sends it once. */
const sent = new Set<string>();

type Problem = { kind: 'cancelled' } | { kind: 'incomplete' } | { kind: 'error'; error: unknown };

function answerOf(params: URLSearchParams): ProviderAnswer | Problem {
  if (params.get('error')) return { kind: 'cancelled' };
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return { kind: 'incomplete' };
  return { code, state, iss: params.get('iss') ?? undefined };
}

export function ExternalSignInCallback() {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const openSession = useOpenSession();
  const answer = useMemo(() => answerOf(params), [params]);
  const [failure, setFailure] = useState<Problem | null>(null);
  const { follow, dialog } = useLoginOutcome((error) => setFailure({ kind: 'error', error }));
  // Signed in as the trip began: the identity is for this account (its identities page started it).
  const [linking] = useState(() => sessionStore.getState().user !== null);
  const problem = 'kind' in answer ? answer : failure;

  useEffect(() => {
    if ('kind' in answer || sent.has(answer.state)) return;
    sent.add(answer.state);
    void (async () => {
      try {
        const { authProviderToken } = await exchangeAuthorizationCode(answer);
        if (linking && paths.accountIdentities) {
          const identity = await createIdentity(authProviderToken);
          await navigate(paths.accountIdentities(), { replace: true, state: { linked: identity.label } });
          return;
        }
        await follow(await openSession(await authenticateExternal(authProviderToken)));
      } catch (error) {
        setFailure({ kind: 'error', error });
      }
    })();
  }, [answer, linking, navigate, openSession, paths, follow]);

  const back =
    linking && paths.accountIdentities ? (
      <Link to={paths.accountIdentities()}>{t('externalSignIn.backToIdentities')}</Link>
    ) : (
      <Link to={paths.login()}>{t('externalSignIn.backToLogin')}</Link>
    );

  return (
    <>
      {problem ? (
        <>
          <Alert>
            {problem.kind === 'error'
              ? errorText(t, problem.error)
              : t(problem.kind === 'cancelled' ? 'externalSignIn.cancelled' : 'externalSignIn.incomplete')}
          </Alert>
          <p>{back}</p>
        </>
      ) : (
        <Status>{t('externalSignIn.working')}</Status>
      )}
      {dialog}
    </>
  );
}
