/**
 * Document/fileDownloadUrl and Document/file: a link to one of the caller's documents, valid five
 * minutes, its token kept hashed, opened only by a session of the same account; the bytes come as
 * an attachment that no browser runs. Both dialects.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { answerOf, get, getRaw, koError, okResponse, type Answer } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { PDF, pdfFile, upload } from './support.js';

type Link = { url: string; expiresAt: string };

describe.each(DIALECTS)('download links of documents ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const linkFor = (who: LoggedIn, documentId: number | string): Promise<Answer<Link>> =>
    get<Link>(ctx().app, 'Document/fileDownloadUrl', { userToken: who.userToken, documentId });
  const tokenOf = (link: Link) => new URL(link.url, 'http://portal.test').searchParams.get('token')!;
  const open = (who: LoggedIn, token: string) =>
    getRaw(ctx().app, 'Document/file', { userToken: who.userToken, token });
  const proofOf = async (who: LoggedIn, name = 'carte identité.pdf') =>
    okResponse(await upload(ctx().app, who, 'IDENTITY', pdfFile(PDF, name))).document.id;

  it('gives the bytes once, as an attachment no browser runs, for five minutes', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const documentId = await proofOf(me);
    const before = Date.now();
    const link = okResponse(await linkFor(me, documentId));
    expect(link.url).toMatch(/^\/api\/Document\/file\?token=[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(link.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(4.9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000 + 5_000);
    // Only the token's hash is stored.
    const stored = await ctx().app.db.selectFrom('document_links').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(
      createHash('sha256').update(tokenOf(link)).digest('hex'),
    );
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));

    const response = await open(me, tokenOf(link));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="carte identit_.pdf"; filename*=UTF-8''carte%20identit%C3%A9.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers an expired link, an unknown one and another account’s the same: 410', async () => {
    const owner = await signUpAndLogIn(ctx().app);
    const stranger = await signUpAndLogIn(ctx().app);
    const link = okResponse(await linkFor(owner, await proofOf(owner)));
    const byStranger = await open(stranger, tokenOf(link));
    expect(byStranger.statusCode).toBe(410);
    expect(byStranger.json()).toMatchObject({ error: { code: 'DOCUMENT_LINK_EXPIRED' } });
    const unknown = await open(stranger, 'x'.repeat(43));
    expect([unknown.statusCode, answerOf(unknown).body]).toEqual([
      byStranger.statusCode,
      answerOf(byStranger).body,
    ]);
    // The owner still opens it: the stranger's try spent nothing.
    expect((await open(owner, tokenOf(link))).statusCode).toBe(200);

    await ctx()
      .app.db.updateTable('document_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', createHash('sha256').update(tokenOf(link)).digest('hex'))
      .execute();
    const expired = await open(owner, tokenOf(link));
    expect([expired.statusCode, answerOf(expired).body]).toEqual([410, answerOf(byStranger).body]);
  });

  it('stops a link once its document is deleted, and makes none for it', async () => {
    const me = await signUpAndLogIn(ctx().app);
    const documentId = await proofOf(me);
    const link = okResponse(await linkFor(me, documentId));
    await ctx()
      .app.db.updateTable('documents')
      .set({ data: null, deleted_at: new Date().toISOString() })
      .where('id', '=', documentId)
      .execute();
    expect((await open(me, tokenOf(link))).statusCode).toBe(410);
    const again = await linkFor(me, documentId);
    expect([again.statusCode, koError(again).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers another account’s document as a missing one: 403, no link made', async () => {
    const owner = await signUpAndLogIn(ctx().app);
    const stranger = await signUpAndLogIn(ctx().app);
    const theirs = await proofOf(owner);
    const count = async () => (await ctx().app.db.selectFrom('document_links').select('id').execute()).length;
    const before = await count();
    const foreign = await linkFor(stranger, theirs);
    const missing = await linkFor(stranger, 987_654);
    expect([foreign.statusCode, foreign.body]).toEqual([403, missing.body]);
    expect(koError(foreign).code).toBe('FORBIDDEN');
    expect(await count()).toBe(before);
  });

  it('refuses malformed input with 400 and no session with 401', async () => {
    const me = await signUpAndLogIn(ctx().app);
    expect((await linkFor(me, 'abc')).statusCode).toBe(400);
    expect((await linkFor(me, -1)).statusCode).toBe(400);
    expect((await open(me, 'short')).statusCode).toBe(400);
    expect((await open(me, `${'a'.repeat(40)}/../x`)).statusCode).toBe(400);
    const noSession = await getRaw(ctx().app, 'Document/file', { token: 'a'.repeat(43) });
    expect(noSession.statusCode).toBe(401);
  });
});
