/**
 * The session check applied to a whole group of routes: the `userToken` of the body (POST, PUT,
 * DELETE) or the query (GET) must open a live session. Missing → 401 UNAUTHORIZED; unknown,
 * revoked or expired → 401 SESSION_EXPIRED. It runs before schema validation, so a call without
 * a token is told to log in rather than that a field is missing. A guest session calling what
 * needs a person (GUEST_REFUSED_CALLS) → 403 FORBIDDEN. The staff check, nested inside
 * it, also wants the session's identity to have the staff role (else 403 FORBIDDEN), the
 * supervisor's for a `supervisorOnly` call (else 403 FORBIDDEN), and the second factor given on
 * this session unless the call is `beforeSecondFactor` (else 403 SECOND_FACTOR_REQUIRED; the call
 * table says which, decision 070). Finding the
 * session is the sessions module's `authenticate`, handed over by app.ts: plugins import no module.
 */
import { findCall, refusedToGuest } from '@oceane/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticate, CurrentSession } from '../lib/current-session.js';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on the routes that require a session. */
    session: CurrentSession | null;
  }
}

function tokenOf(request: FastifyRequest): string | null {
  const source = request.body ?? request.query;
  if (typeof source !== 'object' || source === null) return null;
  const token = (source as Record<string, unknown>).userToken;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

/** The caller's session on a route of the protected group. */
export function currentSession(request: FastifyRequest): CurrentSession {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
}

/** The call of the table a request is for. */
function callOf(request: FastifyRequest) {
  return findCall(request.method, request.routeOptions.url?.replace(/^\/api\//, '') ?? '');
}

/** A call that needs a person (GUEST_REFUSED_CALLS of packages/domain, decision 054). */
function isRefusedToGuest(request: FastifyRequest): boolean {
  const call = callOf(request);
  return call !== undefined && refusedToGuest(call.name);
}

export function requireSession(scope: FastifyInstance, authenticate: Authenticate): void {
  if (!scope.hasRequestDecorator('session')) scope.decorateRequest('session', null);
  scope.addHook('preValidation', async (request) => {
    const token = tokenOf(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    request.session = await authenticate(token);
    if (request.session.guest && isRefusedToGuest(request)) throw new AppError('FORBIDDEN');
  });
}

/**
 * The staff check, for a scope nested in a session scope: the parent's hook has found the session
 * (with its role) by the time this one runs. Outside a session scope there is no session, and the
 * call is refused as if it had no token, so a misplaced staff scope fails closed.
 */
export function requireStaff(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    const session = currentSession(request);
    if (session.role !== 'staff') throw new AppError('FORBIDDEN');
    // A call missing from the table is refused at start (plugins/call-table.ts); fail closed anyway.
    const call = callOf(request);
    if (call?.supervisorOnly && session.staffRole !== 'supervisor') throw new AppError('FORBIDDEN');
    if (!call?.beforeSecondFactor && !session.secondFactorAt) throw new AppError('SECOND_FACTOR_REQUIRED');
  });
}
