/** The caller's language: the `locale` field of the body or query, else Accept-Language, else French. */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@oceane/domain';
import type { FastifyRequest } from 'fastify';

function fromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], weight: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return ranked.map((entry) => entry.language).find(isLocale);
}

function fieldLocale(source: unknown): Locale | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>).locale;
  return isLocale(value) ? value : undefined;
}

export function requestLocale(request: FastifyRequest): Locale {
  return (
    fieldLocale(request.body) ??
    fieldLocale(request.query) ??
    fromAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_LOCALE
  );
}
