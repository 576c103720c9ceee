/** Multipart forms as the portal sends the holder photo: signed text fields and one file. */
import { randomBytes } from 'node:crypto';
import { signBody } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { answerOf, type Answer } from './api.js';
import { SIGNATURE_KEY } from './app.js';

export type FilePart = { field?: string; filename: string; contentType: string; data: Buffer };

export function multipartBody(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'media'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a form whose text fields carry their sHMAC (unless `sign` is false). */
export async function postForm<T = unknown>(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string>,
  file?: FilePart,
  options: { sign?: boolean; tamper?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const signed = options.sign === false ? fields : await signBody(fields, SIGNATURE_KEY);
  const { payload, contentType } = multipartBody({ ...signed, ...options.tamper }, file);
  const response = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload,
    headers: { 'content-type': contentType },
  });
  return answerOf<T>(response);
}
