import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/databases.js';

const [dialect] = DIALECTS;

const CALLS = [
  ['post', '/api/Identity/signUp'],
  ['post', '/api/Identity/signIn'],
  ['post', '/api/Identity/confirmPasswordReset'],
  ['get', '/api/Networks/getNetworks.json'],
  ['post', '/api/Account/login.json'],
  ['post', '/api/Account/getUser.json'],
  ['post', '/api/Account/logout.json'],
  ['post', '/api/Account/touch'],
  ['get', '/api/Account/introspectToken.json'],
  ['post', '/api/Account/introspectToken.json'],
  ['post', '/api/Account/resetPassword'],
  ['post', '/api/Account/sendVerificationEmail'],
  ['put', '/api/Account/verify'],
  ['get', '/api/Account/getCards.json'],
  ['get', '/api/Account/getMedias.json'],
  ['post', '/api/Account/registerMedia.json'],
  ['get', '/api/Account/searchLocalMediaForSignin'],
  ['post', '/api/Account/unregisterCard.json'],
  ['delete', '/api/Account/unregisterMedia'],
  ['put', '/api/account/setCardBookmark'],
  ['put', '/api/account/removeCardBookmark'],
  ['post', '/api/Media/updateHolder.json'],
  ['post', '/api/Media/updateAlerts.json'],
  ['post', '/api/Media/uploadMedia.json'],
  ['get', '/api/Media/photo'],
  ['post', '/api/Media/requestDuplicate.json'],
  ['get', '/api/Subscriptions/list'],
  ['get', '/api/Subscriptions/get'],
  ['post', '/api/Subscriptions/terminate'],
  ['post', '/api/Subscriptions/updateCard'],
  ['get', '/api/Account/getWallet'],
  ['get', '/api/Wallet/contractAttestation'],
  ['post', '/api/wallet/transferContract'],
  ['post', '/api/Ticket/punchTicket.json'],
  ['get', '/api/health'],
] as const;

describe('OpenAPI at /api/docs', () => {
  const ctx = useTestApp(dialect!);

  it('documents every call with its schemas', async () => {
    const response = await ctx().app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, { responses: object }>> };
    for (const [method, path] of CALLS) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      expect(document.paths[path]![method]!.responses).toHaveProperty('200');
    }
    const login = document.paths['/api/Account/login.json']!.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
    };
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining([
        'firebase_token',
        'network_id',
        'user_id',
        'authAsGuest',
        'forceProfiles',
        'locale',
      ]),
    );
    const upload = document.paths['/api/Media/uploadMedia.json']!.post as unknown as {
      requestBody: {
        content: Record<string, { schema: { properties: Record<string, { format?: string }> } }>;
      };
    };
    const form = upload.requestBody.content['multipart/form-data']!.schema.properties;
    expect(Object.keys(form)).toEqual(
      expect.arrayContaining(['userToken', 'mediaId', 'photoConsent', 'media']),
    );
    expect(form.media!.format).toBe('binary');
    const attestation = document.paths['/api/Wallet/contractAttestation']!.get as unknown as {
      responses: Record<string, { content: Record<string, unknown> }>;
    };
    expect(Object.keys(attestation.responses['200']!.content)).toEqual(['application/pdf']);
  });
});
