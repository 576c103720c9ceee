/**
 * External sign-in (issue 11, docs/decisions/048-external-sign-in.md): the OpenID Connect provider
 * of a network, its authorization requests (state, nonce and PKCE kept here, each spent once), and
 * the external identities linked to an identity. An external identity signs in only once linked,
 * from the account of a signed-in user: a first sign-in with an unknown one is refused, never an
 * account made up or matched by e-mail. A trip is bound to the browser that started it and to its
 * purpose, a linking trip to the session's identity (decision 055). Owns `auth_providers`,
 * `external_sign_ins` and `external_identities`.
 * One file just past 300 lines: a trip's steps (start, code exchange, sign-in, link) each check
 * what the one before stored, and read best in that order.
 */
import {
  EXTERNAL_SIGN_IN_MINUTES,
  MESSAGE_KEYS,
  type AuthProvider,
  type ExchangedAuthorization,
  type ExternalIdentity,
  type ExternalSignInPurpose,
} from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { isoAfter, isoNow } from '../../lib/time.js';
import { hashSecret, newSecret } from '../../lib/tokens.js';
import { findNetwork } from '../catalog/service.js';
import { issueIdToken, requireVerifiedEmail } from '../identity/service.js';
import { authenticate as sessionOf } from '../sessions/service.js';
import { exchangeCode, newAuthorizationRequest } from './oidc.js';
import {
  deleteLink,
  deleteSignInsBefore,
  findLink,
  findProvider,
  findProviderByIssuer,
  insertLink,
  insertSignIn,
  listLinks,
  recordVerifiedSubject,
  spendState,
  spendToken,
  upsertProvider,
} from './repo.js';

/** Where the provider may send the browser back: the portal's callback page, in either language. */
export function callbackUrls(config: Config): string[] {
  return [`${config.publicBaseUrl}/auth/callback`, `${config.publicBaseUrl}/en/auth/callback`];
}

/** At start: the configured provider becomes (or stays) a row of the network's providers. */
export async function syncConfiguredProvider(db: Db, config: Config): Promise<void> {
  const provider = config.externalSignIn;
  if (!provider) return;
  await upsertProvider(db, {
    network_id: config.networkId,
    issuer: provider.issuer,
    client_id: provider.clientId,
    label: provider.label,
    at: isoNow(),
  });
}

/**
 * The provider row a network offers now: one whose issuer and client the configuration holds (the
 * secret is only there), so a provider taken out of the configuration stops at once.
 */
async function offeredProvider(db: Db, config: Config, networkId: number) {
  const configured = config.externalSignIn;
  if (!configured) return undefined;
  const row = await findProviderByIssuer(db, networkId, configured.issuer);
  return row && row.client_id === configured.clientId ? { row, configured } : undefined;
}

export async function authenticationConfiguration(
  db: Db,
  config: Config,
  networkId: number,
): Promise<{ providers: AuthProvider[] }> {
  if (!(await findNetwork(db, networkId))) throw new AppError('NETWORK_NOT_FOUND');
  const offered = await offeredProvider(db, config, networkId);
  return {
    providers: offered ? [{ authProviderId: offered.row.id, label: offered.row.label, kind: 'oidc' }] : [],
  };
}

async function providerOrNotFound(ctx: AppContext, networkId: number, authProviderId: number) {
  const offered = await offeredProvider(ctx.db, ctx.config, networkId);
  if (!offered || offered.row.id !== authProviderId) throw new AppError('AUTH_PROVIDER_NOT_FOUND');
  return offered;
}

/**
 * The identity a linking trip links to: the one of the session that starts it, so that its answer
 * can link to no other (decision 055). A sign-in trip has none.
 */
async function linkingIdentity(
  ctx: AppContext,
  body: { networkId: number; purpose?: ExternalSignInPurpose; userToken?: string },
): Promise<number | null> {
  if (body.purpose !== 'link') return null;
  if (!body.userToken) throw new AppError('UNAUTHORIZED');
  const session = await sessionOf(ctx.db, ctx.config, body.userToken);
  // A guest has no identity to sign in to.
  if (session.identityId === null || session.guest) throw new AppError('FORBIDDEN');
  if (session.networkId !== body.networkId) throw new AppError('AUTH_PROVIDER_NOT_FOUND');
  return session.identityId;
}

/**
 * authentication/authorizationState: a new request to the provider and where the browser goes.
 * `browserSecret` is the value of the browser's cookie when it sent a well-formed one (kept, so two
 * tabs' trips both come back), else a new one: the route sets it, the row keeps its hash.
 */
export async function startAuthorization(
  ctx: AppContext,
  body: {
    networkId: number;
    authProviderId: number;
    redirectUri: string;
    purpose?: ExternalSignInPurpose;
    userToken?: string;
  },
  locale: string,
  browserSecret: string | null,
) {
  if (!(await findNetwork(ctx.db, body.networkId))) throw new AppError('NETWORK_NOT_FOUND');
  const { row, configured } = await providerOrNotFound(ctx, body.networkId, body.authProviderId);
  // Only the portal's own callback: any other address would hand the code to whoever named it.
  if (!callbackUrls(ctx.config).includes(body.redirectUri)) {
    throw new AppError('VALIDATION_ERROR', { redirectUri: MESSAGE_KEYS.invalidValue });
  }
  const identityId = await linkingIdentity(ctx, body);
  const request = await newAuthorizationRequest(configured, body.redirectUri, locale);
  const browser = browserSecret ?? newSecret();
  const now = isoNow();
  await deleteSignInsBefore(ctx.db, isoAfter(now, -24 * 60));
  await insertSignIn(ctx.db, {
    provider_id: row.id,
    state_hash: hashSecret(request.state),
    nonce: request.nonce,
    code_verifier: request.codeVerifier,
    redirect_uri: body.redirectUri,
    created_at: now,
    expires_at: isoAfter(now, EXTERNAL_SIGN_IN_MINUTES),
    browser_hash: hashSecret(browser),
    purpose: body.purpose ?? 'signin',
    identity_id: identityId,
  });
  return { answer: { state: request.state, authorizationUrl: request.url }, browserSecret: browser };
}

/**
 * authentication/exchangeAuthorizationCode: the state is spent first, whatever follows (a state
 * opens one exchange), then the browser must be the one that started the trip (its cookie's value,
 * `browserSecret`), then the code is exchanged and the ID token checked. Answers a single-use
 * authProviderToken standing for the provider's subject, the trip's purpose and which account of
 * the provider answered (shown before it is linked).
 */
export async function exchangeAuthorizationCode(
  ctx: AppContext,
  body: { code: string; state: string; iss?: string },
  browserSecret: string | null,
): Promise<ExchangedAuthorization> {
  const request = await spendState(ctx.db, hashSecret(body.state), isoNow());
  if (!request) throw new AppError('INVALID_AUTHORIZATION_STATE');
  // Another browser's answer (a redirect link sent to a victim): spent above, so it is dead for
  // everyone. Hashes are compared: neither side is the secret itself.
  if (
    browserSecret === null ||
    request.browser_hash === null ||
    hashSecret(browserSecret) !== request.browser_hash
  ) {
    throw new AppError('AUTHORIZATION_STATE_OTHER_BROWSER');
  }
  const provider = await findProvider(ctx.db, request.provider_id);
  const offered = provider ? await offeredProvider(ctx.db, ctx.config, provider.network_id) : undefined;
  if (!offered || offered.row.id !== request.provider_id) throw new AppError('AUTH_PROVIDER_NOT_FOUND');
  const verified = await exchangeCode(
    offered.configured,
    {
      redirectUri: request.redirect_uri,
      state: body.state,
      nonce: request.nonce,
      codeVerifier: request.code_verifier,
    },
    { code: body.code, iss: body.iss },
  );
  const token = newSecret();
  await recordVerifiedSubject(ctx.db, request.id, {
    subject: verified.subject,
    email: verified.email,
    tokenHash: hashSecret(token),
    tokenExpiresAt: isoAfter(isoNow(), EXTERNAL_SIGN_IN_MINUTES),
  });
  const linked = (await findLink(ctx.db, request.provider_id, verified.subject)) !== undefined;
  return {
    authProviderToken: token,
    linked,
    purpose: request.purpose,
    account: {
      label: offered.row.label,
      subject: verified.subject,
      email: verified.email,
      name: verified.name,
    },
  };
}

/** Spends an authProviderToken: INVALID_ID_TOKEN when unknown, expired or already spent. */
async function spendProviderToken(db: Db, token: string) {
  const spent = await spendToken(db, hashSecret(token), isoNow());
  if (!spent || spent.subject === null) throw new AppError('INVALID_ID_TOKEN');
  const provider = await findProvider(db, spent.provider_id);
  if (!provider) throw new AppError('INVALID_ID_TOKEN');
  return { ...spent, provider, subject: spent.subject };
}

/**
 * account/authenticate: a linked external identity signs in. Answers an ID token, which
 * Account/login.json turns into a session (or the choice of a profile) as after a password.
 */
export async function authenticate(ctx: AppContext, body: { networkId: number; authProviderToken: string }) {
  const { provider, subject, purpose } = await spendProviderToken(ctx.db, body.authProviderToken);
  // A linking trip's answer links, and nothing else (decision 055).
  if (purpose !== 'signin') throw new AppError('EXTERNAL_SIGN_IN_MISMATCH');
  if (provider.network_id !== body.networkId) throw new AppError('AUTH_PROVIDER_NOT_FOUND');
  const link = await findLink(ctx.db, provider.id, subject);
  if (!link) throw new AppError('EXTERNAL_IDENTITY_NOT_LINKED');
  return { idToken: await issueIdToken(ctx, link.identity_id) };
}

type LinkRow = Awaited<ReturnType<typeof listLinks>>[number];

const view = (row: LinkRow): ExternalIdentity => ({
  identityId: row.id,
  authProviderId: row.providerId,
  label: row.label,
  email: row.email,
  createdAt: row.createdAt,
});

/** account/identities: the external identities linked to the session's identity (none for a guest). */
export async function listIdentities(db: Db, session: CurrentSession) {
  if (session.identityId === null) return { identities: [] };
  return { identities: (await listLinks(db, session.identityId)).map(view) };
}

/**
 * account/createIdentity: links the external identity of an authProviderToken to the session's
 * identity. Only the answer of a linking trip that this identity's session started (decision 055):
 * a sign-in trip's, or another session's, is EXTERNAL_SIGN_IN_MISMATCH, and spent. Already linked
 * to it: answered as is; linked to another: EXTERNAL_IDENTITY_IN_USE.
 */
export async function linkIdentity(ctx: AppContext, session: CurrentSession, authProviderToken: string) {
  // A guest has no identity to sign in to.
  if (session.identityId === null) throw new AppError('FORBIDDEN');
  // An unproven address links nothing, and the token stays unspent (decision 057).
  await requireVerifiedEmail(ctx.db, session.identityId);
  const spent = await spendProviderToken(ctx.db, authProviderToken);
  if (spent.purpose !== 'link' || spent.identity_id !== session.identityId) {
    throw new AppError('EXTERNAL_SIGN_IN_MISMATCH');
  }
  const { provider, subject, email } = spent;
  if (provider.network_id !== session.networkId) throw new AppError('AUTH_PROVIDER_NOT_FOUND');
  const existing = await findLink(ctx.db, provider.id, subject);
  let linkId = existing?.id;
  if (existing && existing.identity_id !== session.identityId) throw new AppError('EXTERNAL_IDENTITY_IN_USE');
  if (!existing) {
    try {
      linkId = (
        await insertLink(ctx.db, {
          identity_id: session.identityId,
          provider_id: provider.id,
          subject,
          email,
          created_at: isoNow(),
        })
      ).id;
    } catch (error) {
      // Linked by another request at the same moment.
      if (isUniqueViolation(error)) throw new AppError('EXTERNAL_IDENTITY_IN_USE');
      throw error;
    }
  }
  const [row] = await listLinks(ctx.db, session.identityId, linkId);
  return { identity: view(row!) };
}

/**
 * account/deleteIdentity: unlinks one of the session's external identities; another account's, or
 * a missing one, is FORBIDDEN alike. Every identity has a password (identities.password_hash is
 * required), so the e-mail and password still sign in: removing a link never locks anyone out.
 */
export async function unlinkIdentity(db: Db, session: CurrentSession, identityId: number) {
  if (session.identityId === null || !(await deleteLink(db, session.identityId, identityId))) {
    throw new AppError('FORBIDDEN');
  }
  return {};
}

/** "Your data" (decision 049): the linked identities for the export, and their erasure. */
export { eraseLinkedIdentities, linkedIdentitiesForExport } from './erasure.js';
/** What a reset, a password change or a new login removes (decision 057). */
export { unlinkIdentitiesOf } from './unlink.js';
