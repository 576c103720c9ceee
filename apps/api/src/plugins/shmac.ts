/**
 * The sHMAC check of ARCHITECTURE.md on every signed /api call: the body of a POST, PUT or DELETE,
 * or the query when there is no body, must carry a valid `sHMAC`; else 400 BAD_SIGNATURE. Of a
 * multipart body, the text fields are signed (files are not). It runs before schema validation
 * and removes the field, so strict schemas never see it. Registered in the scope of the signed
 * routes only (not /api/health, not /api/docs), after the multipart reader. A payload nested
 * deeper than 32 levels is refused (400 NESTING_TOO_DEEP) before it is signed.
 */
import { SHMAC_FIELD, exceedsNestingDepth } from '@oceane/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { hasValidShmac } from '../lib/signature.js';
import { UploadedFile } from './multipart.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

type Signed = {
  /** What the signature covers: the body's text fields, or the query. */
  payload: Record<string, unknown>;
  isQuery: boolean;
  /** Where the sHMAC field is removed from once verified. */
  source: Record<string, unknown>;
};

/** What the client signed: the body when the request has one, else the query. */
function signedPayload(request: FastifyRequest): Signed | null {
  if (request.body !== undefined && request.body !== null) {
    if (!isPlainObject(request.body)) return null;
    const textFields = Object.entries(request.body).filter(([, value]) => !(value instanceof UploadedFile));
    return { payload: Object.fromEntries(textFields), isQuery: false, source: request.body };
  }
  const query = isPlainObject(request.query) ? request.query : {};
  return { payload: query, isQuery: true, source: query };
}

export function addSignatureCheck(scope: FastifyInstance, signatureKey: string): void {
  scope.addHook('preValidation', async (request) => {
    const signed = signedPayload(request);
    if (!signed) throw new AppError('BAD_SIGNATURE');
    // Bodies were measured as text by the JSON parser; a query or a form is measured here, so
    // that nothing deeper than the limit reaches the signature or the schemas.
    if (exceedsNestingDepth(signed.payload)) throw new AppError('NESTING_TOO_DEEP');
    if (!hasValidShmac(signed.payload, signatureKey, { dropNull: signed.isQuery }))
      throw new AppError('BAD_SIGNATURE');
    delete signed.source[SHMAC_FIELD];
  });
}
