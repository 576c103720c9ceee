/** Passengers created through the api, each with a unique e-mail, logged in when asked. */
import type { FastifyInstance } from 'fastify';
import { okResponse, post } from './api.js';

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
