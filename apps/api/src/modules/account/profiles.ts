/**
 * Profiles of an identity on a network (spec §4, §7): Account/getProfiles.json lists them,
 * Account/createProfile.json adds one, Account/disableProfile turns one off (its sessions stop
 * working at once: findLiveSession refuses a disabled profile). The profile a session opens, and
 * the last enabled one, stay. A guest has no identity, hence no other profile: FORBIDDEN.
 */
import { MAX_PROFILES, type ProfileForm, type ProfileView } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import { insertAccount, listProfiles } from './repo.js';

type ProfileRow = { id: number; name: string; firstname: string };

export const profileView = (row: ProfileRow): ProfileView => ({
  userId: row.id,
  userName: row.firstname,
  userLastname: row.name,
});

function identityOf(session: CurrentSession): number {
  if (session.identityId === null) throw new AppError('FORBIDDEN');
  return session.identityId;
}

export async function getProfiles(db: Db, session: CurrentSession) {
  const rows =
    session.identityId === null ? [] : await listProfiles(db, session.identityId, session.networkId);
  const profiles = rows.map(profileView);
  // A guest's one profile is its own session's.
  if (profiles.length === 0)
    profiles.push(profileView({ id: session.accountId, name: session.name, firstname: session.firstname }));
  return { profiles, currentUserId: session.accountId };
}

export async function createProfile(
  db: Db,
  session: CurrentSession,
  form: ProfileForm,
): Promise<ProfileView> {
  const identityId = identityOf(session);
  const row = await db.transaction().execute(async (trx) => {
    const existing = await listProfiles(trx, identityId, session.networkId);
    if (existing.length >= MAX_PROFILES) throw new AppError('PROFILE_LIMIT');
    return insertAccount(trx, {
      identity_id: identityId,
      network_id: session.networkId,
      name: form.name,
      firstname: form.firstname,
      guest: 0,
      disabled: 0,
      created_at: isoNow(),
    });
  });
  return profileView(row);
}

/**
 * Disables one of the identity's other profiles. Another identity's profile, a disabled or a
 * missing one answer FORBIDDEN alike; the session's own profile (and so the last enabled one)
 * PROFILE_IN_USE.
 */
export async function disableProfile(db: Db, session: CurrentSession, profileId: number): Promise<void> {
  const identityId = identityOf(session);
  await db.transaction().execute(async (trx) => {
    const profiles = await listProfiles(trx, identityId, session.networkId);
    if (!profiles.some((profile) => profile.id === profileId)) throw new AppError('FORBIDDEN');
    if (profileId === session.accountId || profiles.length <= 1) throw new AppError('PROFILE_IN_USE');
    await trx
      .updateTable('accounts')
      .set({ disabled: 1 })
      .where('id', '=', profileId)
      .where('identity_id', '=', identityId)
      .execute();
  });
}
