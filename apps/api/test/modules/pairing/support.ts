/** A device paired with an account through the calls, as the device and its holder make them. */
import type { FastifyInstance } from 'fastify';
import { okResponse, post } from '../../helpers/api.js';
import type { LoggedIn } from '../../helpers/passengers.js';

export type Started = { code: string; deviceSecret: string; expiresAt: string; pollSeconds: number };
export type Status = { status: string; signinToken?: string; expiresAt: string };
export type SignedIn = {
  user: { userToken: string; userId: number; userName: string; userLastname: string };
};
export type Device = { id: number; name: string; pairedAt: string; lastUsedAt: string | null };

export const startPairing = async (app: FastifyInstance, ip?: string) =>
  okResponse(await post<Started>(app, 'Device/startPairing.json', {}, ip ? { ip } : {}));

export const pollStatus = (app: FastifyInstance, deviceSecret: string) =>
  post<Status>(app, 'Device/pairingStatus.json', { deviceSecret });

export const pair = (app: FastifyInstance, login: LoggedIn, code: string, name: string, ip?: string) =>
  post<{ device: Device }>(
    app,
    'Device/pair.json',
    { userToken: login.userToken, code, name, locale: 'en' },
    ip ? { ip } : {},
  );

export const signinWithToken = (app: FastifyInstance, token: string) =>
  post<SignedIn>(app, 'Account/signinWithToken', { token, locale: 'en' });

/** A device started, paired under `name`, signed in: its id, its secret and its own session. */
export async function pairedDevice(app: FastifyInstance, login: LoggedIn, name: string) {
  const started = await startPairing(app);
  const { device } = okResponse(await pair(app, login, started.code, name));
  const { signinToken } = okResponse(await pollStatus(app, started.deviceSecret));
  const { user } = okResponse(await signinWithToken(app, signinToken!));
  return { deviceId: device.id, deviceSecret: started.deviceSecret, deviceUserToken: user.userToken };
}
