/**
 * Terms/getTermsOfUse.json, getLegalNotice.json, getPrivacyPolicy.json (issue 10): each document
 * in French and in English, with its version and sections; public and cached five minutes.
 */
import { LEGAL_DOCUMENTS, legalDocumentSchema } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';

const PATHS = {
  termsOfUse: 'Terms/getTermsOfUse.json',
  legalNotice: 'Terms/getLegalNotice.json',
  privacyPolicy: 'Terms/getPrivacyPolicy.json',
} as const;

type Document = { title: string; version: string; updatedOn: string; sections: { heading: string }[] };

describe.each(DIALECTS)('GET Terms/* ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it.each(LEGAL_DOCUMENTS)(
    '%s: a French and an English text of the same version, each with sections',
    async (kind) => {
      const { app } = ctx();
      const french = await get<{ document: Document }>(app, PATHS[kind], {});
      const english = await get<{ document: Document }>(app, PATHS[kind], { locale: 'en' });
      expect(french.headers['cache-control']).toBe('public, max-age=300');
      expect(french.headers.vary).toContain('Accept-Language');
      const fr = okResponse(french).document;
      const en = okResponse(english).document;
      expect(legalDocumentSchema.parse(fr)).toEqual(fr);
      expect(legalDocumentSchema.parse(en)).toEqual(en);
      expect(fr.title).not.toBe(en.title);
      expect(fr.sections.map((section) => section.heading)).not.toEqual(
        en.sections.map((section) => section.heading),
      );
      expect(fr.sections.length).toBe(en.sections.length);
      expect(fr.version).toBe(en.version);
      expect(fr.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('reads the language from Accept-Language when the query names none', async () => {
    const answer = okResponse(
      await get<{ document: Document }>(
        ctx().app,
        PATHS.termsOfUse,
        {},
        { headers: { 'accept-language': 'en' } },
      ),
    );
    expect(answer.document.title).toBe('Terms of use and sale');
  });

  it('states the retention periods of identity documents, photos and invoices, and the CNIL', async () => {
    const { document } = okResponse(
      await get<{ document: Document }>(ctx().app, PATHS.privacyPolicy, { locale: 'en' }),
    );
    const text = JSON.stringify(document);
    expect(text).toContain('deleted 2 days after upload');
    expect(text).toContain('6 months after they were reviewed');
    expect(text).toContain('10 years');
    expect(text).toContain('CNIL');
  });

  it('states the instalments without fees and the withdrawal exception in the terms of sale', async () => {
    const { document } = okResponse(await get<{ document: Document }>(ctx().app, PATHS.termsOfUse, {}));
    const text = JSON.stringify(document);
    expect(text).toContain('1, 4 ou 10 fois, sans frais');
    expect(text).toContain('L. 221-2');
  });

  it('refuses an unknown language, a null or an extra field with 400', async () => {
    const { app } = ctx();
    for (const query of [{ locale: 'de' }, { locale: 'x'.repeat(10_000) }, { kind: 'privacyPolicy' }]) {
      const answer = await get(app, PATHS.legalNotice, query);
      expect(answer.statusCode, JSON.stringify(query).slice(0, 40)).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});
