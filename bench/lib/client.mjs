// The bench's api client: signed calls as the portal makes them (sHMAC from @oceane/domain, the
// session's userToken in the query of a GET and in the body of a POST), and the sign-in of an
// account (Identity/signIn, then Account/login.json) that gives its userToken.
import { signBody, signedQueryString } from '@oceane/domain';
import { SIGNATURE_KEY } from './server.mjs';

/** The seeded demo account (apps/api/src/db/seed-cards.ts): cards, orders, invoices. */
export const DEMO_ACCOUNT = { email: 'demo@example.org', password: 'demo-password-2026' };

/** A signed GET's URL: `${base}/api/${path}?…&sHMAC=…`. */
export async function signedGetUrl(base, path, query = {}, key = SIGNATURE_KEY) {
  return `${base}/api/${path}?${await signedQueryString(query, key)}`;
}

/** A signed POST's JSON body, as text (what a load generator sends as it is). */
export async function signedPostBody(body, key = SIGNATURE_KEY) {
  return JSON.stringify(await signBody(body, key));
}

/** Sends one signed call and answers the parsed envelope; a failure envelope throws with its code. */
export async function call(base, method, path, input = {}, key = SIGNATURE_KEY) {
  const response =
    method === 'GET'
      ? await fetch(await signedGetUrl(base, path, input, key))
      : await fetch(`${base}/api/${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: await signedPostBody(input, key),
        });
  const envelope = await response.json();
  if (!response.ok || envelope.status !== 'ok') {
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope.error ?? envelope)}`);
  }
  return envelope.response;
}

/** Signs an account in (argon2id on the server) and opens a session: answers its userToken. */
export async function loginAs(base, { email, password, networkId = 1 } = DEMO_ACCOUNT) {
  const { idToken } = await call(base, 'POST', 'Identity/signIn', { email, password });
  const login = await call(base, 'POST', 'Account/login.json', {
    firebase_token: idToken,
    network_id: networkId,
  });
  if (!login.user) throw new Error(`Account/login.json for ${email} answered profiles, not a user`);
  return login.user.userToken;
}
