/**
 * Multipart bodies (@fastify/multipart) for the routes that declare `config.multipart`: the form
 * is read before the sHMAC check into `request.body`, text fields as strings and each file as an
 * `UploadedFile`, so that the signature, the session and the zod schema see one body as for JSON.
 * A multipart body on any other route is refused with 415, unread.
 */
import multipart from '@fastify/multipart';
import { MESSAGE_KEYS } from '@oceane/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors.js';

/** A file of a multipart body, held in memory (the limits of the route bound its size). */
export class UploadedFile {
  constructor(
    readonly filename: string,
    /** What the client claims; never trusted (the bytes are sniffed). */
    readonly mimetype: string,
    readonly data: Buffer,
    /** The file was longer than the route's `fileSize` limit and was cut there. */
    readonly truncated: boolean,
  ) {}
}

export type MultipartLimits = {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts multipart/form-data within these limits. */
    multipart?: { limits: MultipartLimits };
  }
}

export async function addMultipartBodies(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    // A file past its limit is cut and marked, so the route answers with its own code.
    throwFileSizeLimit: false,
    limits: { fileSize: 0, files: 0, fields: 0, parts: 0 },
  });
  scope.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const options = request.routeOptions.config.multipart;
    if (!options) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    try {
      request.body = await readForm(request.parts({ limits: options.limits }));
    } catch (error) {
      // Limits answer 413 as they are; a form the parser cannot read is the client's fault.
      if (error instanceof AppError || isClientError(error)) throw error;
      throw new AppError('VALIDATION_ERROR');
    }
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

async function readForm(parts: ReturnType<FastifyRequest['parts']>) {
  const body: Record<string, string | UploadedFile> = {};
  for await (const part of parts) {
    const refuse = () => new AppError('VALIDATION_ERROR', { [part.fieldname]: MESSAGE_KEYS.invalidValue });
    if (part.fieldname in body) throw refuse();
    if (part.type === 'file') {
      const data = await part.toBuffer();
      body[part.fieldname] = new UploadedFile(part.filename, part.mimetype, data, part.file.truncated);
    } else if (typeof part.value === 'string' && !part.valueTruncated) {
      body[part.fieldname] = part.value;
    } else {
      throw refuse();
    }
  }
  return body;
}

/**
 * The server's reading of a contract's `fileField` (decision 067): the part must be a file of the
 * form, an `UploadedFile`, not any object a JSON body could carry. Same refusals as the contract's.
 */
export function uploadedFileField(field: z.ZodType) {
  return z
    .instanceof(UploadedFile, {
      error: (issue) => (issue.input === undefined ? MESSAGE_KEYS.required : MESSAGE_KEYS.invalidValue),
    })
    .meta({ type: 'string', format: 'binary' })
    .describe(field.description ?? 'The file');
}
