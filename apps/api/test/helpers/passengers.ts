/** Passengers created through the api, each with a unique e-mail, logged in when asked. */
import type { FastifyInstance } from 'fastify';
import { okResponse, post, put } from './api.js';
import { latestLink } from './mailbox.js';

let counter = 0;

export type Passenger = {
  email: string;
  password: string;
  name: string;
  firstname: string;
  phone: string;
};

export function freshPassenger(overrides: Partial<Passenger> = {}): Passenger {
  counter += 1;
  return {
    email: `passager.${process.pid}.${counter}.${Date.now().toString(36)}@example.org`,
    password: 'mot-de-passe-2026',
    name: 'Le Goff',
    firstname: 'Hélène',
    phone: '06 12 34 56 78',
    ...overrides,
  };
}

export async function signUp(app: FastifyInstance, passenger = freshPassenger()) {
  const { idToken } = okResponse(
    await post<{ idToken: string }>(app, 'Identity/signUp', { ...passenger, acceptTerms: true }),
  );
  return { passenger, idToken };
}

export type LoggedIn = { passenger: Passenger; idToken: string; userToken: string; userId: number };

export async function signUpAndLogIn(app: FastifyInstance, passenger = freshPassenger()): Promise<LoggedIn> {
  const { idToken } = await signUp(app, passenger);
  const login = okResponse(
    await post<{ user: { userToken: string; userId: number } }>(app, 'Account/login.json', {
      firebase_token: idToken,
      network_id: 1,
    }),
  );
  return { passenger, idToken, userToken: login.user.userToken, userId: login.user.userId };
}

/**
 * Proves the passenger's address with the link sign-up mailed (Account/verify): pairing a device
 * and linking an external identity want a verified address (decision 057).
 */
export async function verifyAddress(app: FastifyInstance, login: LoggedIn): Promise<void> {
  const code = (await latestLink(app, login.passenger.email, '/auth/verify')).searchParams.get('code');
  okResponse(await put(app, 'Account/verify', { userToken: login.userToken, code }));
}

/** A passenger signed up, logged in, and with the address proven. */
export async function signUpVerifiedAndLogIn(
  app: FastifyInstance,
  passenger = freshPassenger(),
): Promise<LoggedIn> {
  const login = await signUpAndLogIn(app, passenger);
  await verifyAddress(app, login);
  return login;
}
