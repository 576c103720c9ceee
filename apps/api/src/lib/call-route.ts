/**
 * The one way a route of the contract is registered (decision 067): `callRoute(app, CALLS.x,
 * { tags, summary }, handler)` takes the method and the url from the call table, the body (or the
 * query of a GET) and the responses from the call's contract in packages/domain, and types the
 * handler's request by them. A refinement only the server may run is given as `request`: a named
 * `.extend`/`.superRefine` of the contract's request.
 */
import {
  BYTES,
  contractNameOf,
  contractOf,
  type CALLS,
  type CallContract,
  type CallInput,
  type ContractCall,
  type ContractNameOf,
  type CallResponse,
  type ContractCallName,
  type OkEnvelope,
} from '@oceane/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { binary } from './binary-schema.js';
import { callUrl } from './calls.js';
import { koEnvelopeSchema, responses } from './schemas.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call of the contract the route was built from by callRoute. */
    contract?: string;
  }
}

type RequestOf<Name extends ContractCallName> = (typeof CALLS)[Name]['method'] extends 'GET'
  ? FastifyRequest<{ Querystring: CallInput<Name> }>
  : FastifyRequest<{ Body: CallInput<Name> }>;

type AnswerOf<Name extends ContractCallName> = (typeof CALLS)[Name] extends { bytes: true }
  ? FastifyReply
  : OkEnvelope<CallResponse<Name>>;

export type CallRouteOptions = {
  tags: string[];
  summary: string;
  /** A server-only refinement of the contract's request (a named `.extend`/`.superRefine`). */
  request?: z.ZodType;
  /** Run before the handler, once the body is valid: a rate limit (`app.limitRequests`). */
  preHandler?: RouteOptions['preHandler'];
  /** A bytes call: what its success is (shown on the OpenAPI page). */
  bytes?: { description: string; contentType: string; format: string };
};

/** Registers the route of a call of the contract. */
export function callRoute<C extends ContractCall>(
  app: FastifyInstance,
  call: C,
  options: CallRouteOptions,
  handler: (
    request: RequestOf<ContractNameOf<C>>,
    reply: FastifyReply,
  ) => Promise<AnswerOf<ContractNameOf<C>>>,
): void {
  const contract: CallContract = contractOf(call);
  const request = options.request ?? contract.request;
  const bytes = options.bytes ?? {
    description: 'The file',
    contentType: 'application/octet-stream',
    format: 'bytes',
  };
  const response =
    contract.response === BYTES
      ? {
          200: {
            description: bytes.description,
            content: { [bytes.contentType]: { schema: binary(bytes.format) } },
          },
          '4xx': koEnvelopeSchema,
          '5xx': koEnvelopeSchema,
        }
      : responses(contract.response);
  const route: RouteOptions = {
    method: call.method,
    url: callUrl(call),
    config: { contract: contractNameOf(call) },
    schema: {
      tags: options.tags,
      summary: options.summary,
      ...(call.method === 'GET' ? { querystring: request } : { body: request }),
      response,
    },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: handler as unknown as RouteOptions['handler'],
  };
  app.route(route);
}
