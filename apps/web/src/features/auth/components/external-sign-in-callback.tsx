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

type Problem =
  { kind: 'cancelled' | 'incomplete' | 'foreign' | 'linkSignedOut' } | { kind: 'error'; error: unknown };

/** What handling an answer ends on (null: signed in, the page left), for the mount that is there then. */
type Outcome =
  { kind: 'ask'; exchanged: ExchangedAuthorization } | { kind: 'problem'; problem: Problem } | null;

/**
 * The answers handled by this page, by state: each is handed to the api once, and a second mount
 * of the page (React's development double effect, or the page mounted again while the api
 * answers) waits for the same outcome instead of being left on "checking…".
 */
const handled = new Map<string, Promise<Outcome>>();

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
    // The exchange, then the question (a linking trip) or the sign-in (its profile choice included).
    const handle = async (provided: ProviderAnswer): Promise<Outcome> => {
      try {
        const exchanged = await exchangeAuthorizationCode(provided);
        if (exchanged.purpose === 'link') {
          return sessionStore.getState().user === null
            ? { kind: 'problem', problem: { kind: 'linkSignedOut' } }
            : { kind: 'ask', exchanged };
        }
        await follow(await openSession(await authenticateExternal(exchanged.authProviderToken)));
        return null;
      } catch (error) {
        return { kind: 'problem', problem: { kind: 'error', error } };
      }
    };
    let outcome = handled.get(answer.state);
    if (!outcome) {
      outcome = takeStartedState(answer.state)
        ? handle(answer)
        : Promise.resolve<Outcome>({ kind: 'problem', problem: { kind: 'foreign' } });
      handled.set(answer.state, outcome);
    }
    let mounted = true;
    void outcome.then((result) => {
      if (!mounted || result === null) return;
      if (result.kind === 'ask') setAsking(result.exchanged);
      else setFailure(result.problem);
    });
    return () => {
      mounted = false;
    };
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
