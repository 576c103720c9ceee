/**
 * The JSON body parser: Fastify's own (with its prototype-poisoning guard), preceded by the
 * nesting limit of ARCHITECTURE.md. A body nested deeper than 32 levels is refused with 400
 * NESTING_TOO_DEEP before it is parsed, signed or validated.
 */
import { MAX_NESTING_DEPTH } from '@oceane/domain';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { jsonExceedsDepth } from '../lib/json-depth.js';

export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonExceedsDepth(body as string, MAX_NESTING_DEPTH)) {
        done(new AppError('NESTING_TOO_DEEP'), undefined);
        return;
      }
      parseJson(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
