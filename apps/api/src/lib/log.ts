/**
 * Logger options: pino at LOG_LEVEL, with secrets (tokens, passwords, codes, cookies) redacted
 * from headers, bodies and the query strings of logged URLs.
 */
import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:userToken|idToken|firebase_token|code|sHMAC)=)[^&]*/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.userToken',
        '*.password',
        '*.idToken',
        '*.firebase_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; hostname?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
