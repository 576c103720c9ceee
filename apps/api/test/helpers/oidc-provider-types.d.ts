/**
 * The little of oidc-provider (panva, no type definitions of its own) the tests use: a real
 * OpenID Connect provider, its Koa callback and its interaction helpers.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Grant = { addOIDCScope(scope: string): void; save(): Promise<string> };
  type Context = {
    oidc: {
      client: { clientId: string };
      session: { accountId: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: { new (fields: { clientId: string; accountId: string }): Grant; find(id: string): Promise<Grant> };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(
      request: IncomingMessage,
      response: ServerResponse,
    ): Promise<{ uid: string; prompt: { name: string } }>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
  export type { Context as KoaContextWithOIDC };
}
