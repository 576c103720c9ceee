/**
 * The back office of the mobility centre ('Maison de la mobilité'): empty for now but for the
 * staff member's own identity; the review of documents and orders will live here.
 */
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { getUser } from '../account/service.js';
import type { CurrentSession } from '../../lib/current-session.js';

/** Who the staff member behind a session is, as the back office will show it. */
export async function whoami(ctx: AppContext, session: CurrentSession) {
  const { user } = await getUser(ctx, session);
  // The staff role lives on an identity, so a staff session always has an e-mail address.
  if (user.email === null) throw new AppError('FORBIDDEN');
  return { staff: { userId: user.userId, email: user.email } };
}
