/**
 * Account/login.json and the profile of a session: an ID token (or a guest request) becomes a
 * session on one profile of the network; several profiles are answered for the user to choose.
 */
import { MESSAGE_KEYS } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { findIdentity, identityOfIdToken, spendIdToken } from '../identity/service.js';
import { findNetwork } from '../catalog/service.js';
import { findAccount, insertAccount, listProfiles } from './repo.js';
import type { LoginBody, LoginResult } from './schemas.js';
import { openSession, openSessionWithId } from '../sessions/service.js';

type Profile = { id: number; name: string; firstname: string };

const view = (profile: Profile) => ({
  userId: profile.id,
  userName: profile.firstname,
  userLastname: profile.name,
});

/**
 * Opens a session on a profile. With an ID token, the token is spent in the same transaction: it
 * opens this session and no other (decision 004), and a failed opening leaves it usable.
 */
async function sessionFor(ctx: AppContext, profile: Profile, idToken?: string): Promise<LoginResult> {
  const userToken = await ctx.db.transaction().execute(async (trx) => {
    if (idToken !== undefined) await spendIdToken(trx, idToken);
    return openSession(trx, ctx.config, profile.id);
  });
  return { user: { ...view(profile), userToken } };
}

/**
 * A guest profile on the network and its session, in the caller's transaction (the guest reload,
 * decision 054): no identity, no name; the session's id names it in the card's loan.
 */
export async function openGuestProfile(
  db: Db,
  config: AppContext['config'],
  networkId: number,
): Promise<{ user: ReturnType<typeof view> & { userToken: string }; sessionId: number }> {
  const guest = await insertAccount(db, {
    identity_id: null,
    network_id: networkId,
    name: '',
    firstname: '',
    guest: 1,
    disabled: 0,
    created_at: isoNow(),
  });
  const { token, sessionId } = await openSessionWithId(db, config, guest.id);
  return { user: { ...view(guest), userToken: token }, sessionId };
}

export async function login(ctx: AppContext, body: LoginBody): Promise<LoginResult> {
  const network = await findNetwork(ctx.db, body.network_id);
  if (!network) throw new AppError('NETWORK_NOT_FOUND');
  const now = isoNow();

  if (!body.firebase_token) {
    if (!body.authAsGuest) throw new AppError('VALIDATION_ERROR', { firebase_token: MESSAGE_KEYS.required });
    const guest = await insertAccount(ctx.db, {
      identity_id: null,
      network_id: network.id,
      name: '',
      firstname: '',
      guest: 1,
      disabled: 0,
      created_at: now,
    });
    return sessionFor(ctx, guest);
  }

  const identity = await identityOfIdToken(ctx, body.firebase_token);
  let profiles: Profile[] = await listProfiles(ctx.db, identity.id, network.id);
  if (profiles.length === 0) {
    // First visit of this identity on this network: its profile there is created from the identity.
    profiles = [
      await insertAccount(ctx.db, {
        identity_id: identity.id,
        network_id: network.id,
        name: identity.name,
        firstname: identity.firstname,
        guest: 0,
        disabled: 0,
        created_at: now,
      }),
    ];
  }
  if (body.user_id !== undefined && body.user_id !== null) {
    const chosen = profiles.find((profile) => profile.id === body.user_id);
    if (!chosen) throw new AppError('PROFILE_NOT_FOUND');
    return sessionFor(ctx, chosen, body.firebase_token);
  }
  // Answering the profiles opens nothing: the token stays usable for the choice (spec §4).
  if (body.forceProfiles || profiles.length > 1) return { profiles: profiles.map(view) };
  return sessionFor(ctx, profiles[0]!, body.firebase_token);
}

/** Refuses a call naming another profile or network than the session's own (403 FORBIDDEN). */
export function assertOwnProfile(session: CurrentSession, userId?: number | null, networkId?: number | null) {
  if (userId !== undefined && userId !== null && userId !== session.accountId)
    throw new AppError('FORBIDDEN');
  if (networkId !== undefined && networkId !== null && networkId !== session.networkId) {
    throw new AppError('FORBIDDEN');
  }
}

export async function getUser(ctx: AppContext, session: CurrentSession) {
  const identity = session.identityId === null ? undefined : await findIdentity(ctx.db, session.identityId);
  return {
    user: {
      userId: session.accountId,
      userName: session.firstname,
      userLastname: session.name,
      email: identity?.email ?? null,
      phone: identity?.phone ?? null,
      emailVerified: identity?.email_verified_at != null,
      guest: session.guest,
      role: session.role,
    },
  };
}

/**
 * Who an account is, for what is sent or printed to its holder (an invoice's buyer, an order's
 * mail): the profile's name and the identity's e-mail (null for a guest). Undefined when missing.
 */
export async function accountContact(
  db: Db,
  accountId: number,
): Promise<{ name: string; firstname: string; email: string | null } | undefined> {
  const account = await findAccount(db, accountId);
  if (!account) return undefined;
  const identity = account.identity_id === null ? undefined : await findIdentity(db, account.identity_id);
  return { name: account.name, firstname: account.firstname, email: identity?.email ?? null };
}
export { anonymiseProfiles, profilesOfPerson } from './erasure.js';
/** Every profile of an identity (decision 057: a reset unpairs the devices of each). */
export { profileIdsOfIdentity } from './repo.js';
/** The back office's reads of the accounts (decision 073). */
export {
  accountsByIds,
  accountsByNameKey,
  accountsOfIdentities,
  fillMissingSearchNames,
} from './staff-search.js';
