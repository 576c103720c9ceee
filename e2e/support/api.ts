/** Signed calls to the running api, for fixtures that create their own users and read mail. */
import { signBody, signedQueryString } from '@oceane/domain';
import type { APIRequestContext } from '@playwright/test';

export const SIGNATURE_KEY = process.env.SIGNATURE_KEY ?? 'portal-dev-signature-key';

type Envelope<T> = { status: 'ok'; response: T } | { status: 'ko'; error: { code: string; message: string } };

export async function apiPost<T>(request: APIRequestContext, path: string, body: Record<string, unknown>) {
  const response = await request.post(`/api/${path}`, { data: await signBody(body, SIGNATURE_KEY) });
  return (await response.json()) as Envelope<T>;
}

export async function apiGet<T>(request: APIRequestContext, path: string, query: Record<string, string>) {
  const response = await request.get(`/api/${path}?${await signedQueryString(query, SIGNATURE_KEY)}`);
  return (await response.json()) as Envelope<T>;
}

export type Mail = { id: string | number; to: string; subject: string; text: string; links: string[] };

/** The newest mail the dev outbox holds for an address. */
export async function latestMail(request: APIRequestContext, to: string): Promise<Mail | undefined> {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const { mails } = (await response.json()) as { mails: Mail[] };
  return mails[0];
}

/** A session of an account, opened through the api as the portal does (sign in, then login). */
export async function openSession(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const signedIn = await apiPost<{ idToken: string }>(request, 'Identity/signIn', { email, password });
  if (signedIn.status !== 'ok') throw new Error(`sign in failed: ${JSON.stringify(signedIn)}`);
  const login = await apiPost<{ user: { userToken: string } }>(request, 'Account/login.json', {
    firebase_token: signedIn.response.idToken,
    network_id: 1,
  });
  if (login.status !== 'ok') throw new Error(`login failed: ${JSON.stringify(login)}`);
  return login.response.user.userToken;
}

/**
 * Proves a passenger's address as its owner would, with the link sign-up mailed (spent through
 * Actions/useCode): pairing a device and linking an external account want it (decision 057).
 */
export async function verifyAddress(request: APIRequestContext, email: string): Promise<void> {
  const mail = await latestMail(request, email);
  const link = mail?.links.find((href) => new URL(href).pathname.endsWith('/auth/verify'));
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  const code = new URL(link).searchParams.get('code');
  const response = await request.put('/api/Actions/useCode', {
    data: await signBody({ code, action: 'LEGACY_EMAIL_VERIFICATION' }, SIGNATURE_KEY),
  });
  const answer = (await response.json()) as Envelope<unknown>;
  if (answer.status !== 'ok') throw new Error(`verification failed: ${JSON.stringify(answer)}`);
}
