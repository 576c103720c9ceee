/**
 * The OpenAPI description of every route, generated from its zod schemas, and the documentation
 * page at /api/docs (its JSON at /api/docs/json), with a CSP of its own.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { VERSION } from '../version.js';
import { DOCS_CSP } from './security-headers.js';

export const DOCS_PREFIX = '/api/docs';

const DESCRIPTION = `The ticketing backend of the Océane Mobilités portal.

Every call except /api/health and /api/docs carries \`sHMAC\`, a signature of its body (or query)
described in ARCHITECTURE.md; a missing or wrong one answers 400 BAD_SIGNATURE. Calls that need a
session carry \`userToken\` in the body (POST, PUT, DELETE) or the query (GET). Every answer is an
envelope: \`{"status":"ok","response":…}\` or \`{"status":"ko","error":{"code","message","fields?","details?","item?","values?","requestId"}}\`.`;

export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Océane Mobilités ticketing api', version: VERSION, description: DESCRIPTION },
        servers: [{ url: '/' }],
        tags: [
          { name: 'Health' },
          { name: 'Identity', description: 'E-mail and password identities (our addition)' },
          { name: 'Account', description: 'Profiles, sessions and cards (spec §7)' },
          { name: 'Networks' },
          { name: 'Media', description: 'The holder, photo, alerts and duplicate of a card' },
          { name: 'Subscriptions', description: 'The contracts on the caller’s cards' },
          { name: 'Wallet', description: 'Cards with contracts, attestations, transfers' },
          { name: 'Ticket', description: 'Validations on board' },
          { name: 'Monitoring', description: 'Errors met by the portal in browsers (spec §9)' },
          { name: 'Staff', description: 'The back office of the mobility centre (staff role only)' },
        ],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: DOCS_CSP });
  },
  { name: 'swagger' },
);
