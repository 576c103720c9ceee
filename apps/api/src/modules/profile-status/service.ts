/**
 * Networks/getProfileStatus.json (spec §7, issue 10): whether the caller's account can order a
 * card, and what it lacks. Owns no table: it reads the account through account's service and
 * the cards through cards', so that those modules stay the only readers of their tables.
 */
import { type ProfileField, type ProfileStatus } from '@oceane/domain';
import { AppError } from '../../lib/errors.js';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { getUser } from '../account/service.js';
import { getMedias } from '../cards/service.js';

/**
 * The caller's profile on their network; another network is 403 FORBIDDEN (an account belongs
 * to one network, as getUser.json's networkId). An account whose e-mail is not verified may
 * still order: the portal reads emailVerified and asks for it where it wants to.
 */
export async function profileStatus(
  ctx: AppContext,
  session: CurrentSession,
  networkId: number | undefined,
): Promise<ProfileStatus> {
  if (networkId !== undefined && networkId !== session.networkId) throw new AppError('FORBIDDEN');
  const [{ user }, cards] = await Promise.all([getUser(ctx, session), getMedias(ctx.db, session)]);
  const missing: ProfileField[] = [];
  // Spec §5: contact info requires a mobile number; a guest has none until they give one.
  if (!user.phone) missing.push('phone');
  return {
    networkId: session.networkId,
    emailVerified: user.emailVerified,
    missing,
    canOrderCards: true,
    cardsHeld: cards.length,
  };
}
