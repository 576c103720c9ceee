/**
 * The sandbox payment provider in tests: a session opened as the payments adapter opens one, the
 * hosted pages' forms posted as a browser posts them, and a small HTML checker for the pages.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.js';
import { createSession, type SessionRequest } from '../../src/modules/sandbox-psp/service.js';

export const RETURN_URL = 'https://portal.test/cart?order=42';

export async function openSandboxSession(
  app: FastifyInstance,
  config: Config,
  overrides: Partial<SessionRequest> = {},
  now?: Date,
) {
  return createSession(
    app.db,
    config,
    {
      orderId: 42,
      reference: 'OM-00000042',
      amountCents: 1250,
      mode: 'PAYMENT',
      saveCard: false,
      lastDueDate: null,
      returnUrl: RETURN_URL,
      locale: 'fr',
      description: 'Rechargement de carte',
      ...overrides,
    },
    now,
  );
}

export function postForm(app: FastifyInstance, path: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/api/sandbox-psp/${path}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A card typed on the hosted page: a future expiry, a CVC and a name unless told otherwise. */
export function payWith(
  app: FastifyInstance,
  session: string,
  cardNumber: string,
  extra: Record<string, string> = {},
) {
  return postForm(app, 'pay', {
    session,
    cardNumber,
    expiry: '12/39',
    cvc: '123',
    cardholder: 'Hélène Le Goff',
    ...extra,
  });
}

const VOID = new Set(['meta', 'input', 'br', 'link', 'img', 'hr']);

/**
 * Checks a page as a browser and assistive technologies read it: a doctype, `lang`, a title, one
 * h1, balanced elements, unique ids, every visible field with its <label for>, every
 * aria-describedby pointing at an element of the page. Answers the document's ids.
 */
export function checkHtmlPage(body: string): { ids: Set<string>; text: string } {
  expect(body).toMatch(/^<!doctype html>\n<html lang="(fr|en)">/);
  expect(body).toMatch(/<title>[^<]+<\/title>/);
  expect(body.match(/<h1[ >]/g)?.length, 'one h1').toBe(1);
  const stack: string[] = [];
  for (const match of body.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/g)) {
    const [, closing, name] = match as unknown as [string, string, string];
    if (VOID.has(name)) continue;
    if (closing) expect(stack.pop(), `</${name}> closes what it opened`).toBe(name);
    else stack.push(name);
  }
  expect(stack, 'every element closed').toEqual([]);
  const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
  expect(new Set(ids).size, 'unique ids').toBe(ids.length);
  const idSet = new Set(ids);
  for (const input of body.matchAll(/<input\b[^>]*>/g)) {
    if (/type="hidden"/.test(input[0])) continue;
    const id = /\sid="([^"]+)"/.exec(input[0])?.[1];
    expect(id, `${input[0]} has an id`).toBeDefined();
    expect(body, `a label for ${id}`).toContain(`<label for="${id}">`);
    const described = /aria-describedby="([^"]+)"/.exec(input[0])?.[1];
    for (const target of described?.split(' ') ?? []) expect(idSet.has(target), target).toBe(true);
  }
  const text = body
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ');
  return { ids: idSet, text };
}
