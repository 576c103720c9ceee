/**
 * The cookie that binds a trip to the provider to the browser that started it (decision 055): a
 * random value the browser keeps (HttpOnly: no script reads it) and the trip's row keeps hashed.
 * The provider's answer is exchanged only by a browser that sends it back, so a redirect link
 * kept by an attacker and sent to a victim opens nothing. The only cookie the api reads or sets:
 * no plugin for it (decision 018).
 */
import { EXTERNAL_SIGN_IN_MINUTES } from '@oceane/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * `__Host-`: the browser takes it only from this origin, over a secure context, with Path=/ and
 * no Domain, so a sibling subdomain cannot plant its own value (cookie tossing).
 */
export const BROWSER_COOKIE = '__Host-oceane-sign-in';

/** What lib/tokens.newSecret makes: 43 base64url characters. Anything else is no cookie. */
const VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The browser's value, when its Cookie header holds one well-formed; null otherwise. */
export function browserSecretOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== BROWSER_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    if (VALUE.test(value)) return value;
  }
  return null;
}

/**
 * Sets (or renews) the browser's value. Secure always: browsers keep a Secure cookie over https,
 * and over plain http from a loopback address (localhost, 127.0.0.1), which they count as a
 * secure context; the configuration refuses a plain-http portal elsewhere (decision 055).
 * SameSite=Lax: sent with the portal's own calls, never with another site's.
 */
export function setBrowserSecret(reply: FastifyReply, value: string): void {
  reply.header(
    'set-cookie',
    `${BROWSER_COOKIE}=${value}; Path=/; Max-Age=${EXTERNAL_SIGN_IN_MINUTES * 60}; HttpOnly; Secure; SameSite=Lax`,
  );
}
