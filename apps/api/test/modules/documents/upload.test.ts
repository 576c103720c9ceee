/**
 * Media/uploadDocument.json and Document/getDocuments.json: a proof is sniffed from its bytes (PDF
 * kept as is, JPEG and PNG re-encoded without metadata), refused with a clear code otherwise, and
 * the holder photo goes through the photo pipeline with its consent. Both dialects.
 */
import type { DocumentTypeView, DocumentView } from '@oceane/domain';
import { DOCUMENT_LIMITS } from '@oceane/domain';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { pngChunk, pngHeader, pngOf } from '../../helpers/png.js';
import { imageFile, pdfFile, PDF, solid, upload } from './support.js';

let exifJpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  exifJpeg = await solid(1200, 900)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: 'Secret Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
    })
    .toBuffer();
  png = await solid(600, 400).png().toBuffer();
});

const exe = () => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(128, 0x3c);
  bytes.write('PE\0\0', 128, 'latin1');
  return bytes;
};

describe.each(DIALECTS)('POST Media/uploadDocument.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);
  let me: LoggedIn;

  beforeAll(async () => {
    me = await signUpAndLogIn(ctx().app);
  });

  const stored = (id: number) =>
    ctx().app.db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('keeps a PDF as it is, PENDING, with a display name', async () => {
    const { document } = okResponse(await upload(ctx().app, me, 'IDENTITY', pdfFile()));
    expect(document).toMatchObject({
      type: 'IDENTITY',
      status: 'PENDING',
      fileName: 'identity.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
      reviewedAt: null,
      reason: null,
      deleted: false,
    });
    expect(Buffer.from((await stored(document.id)).data!).equals(PDF)).toBe(true);
  });

  it('re-encodes a JPEG upright as a JPEG without its EXIF and GPS', async () => {
    const { document } = okResponse(await upload(ctx().app, me, 'IDENTITY', imageFile(exifJpeg)));
    expect(document.mimeType).toBe('image/jpeg');
    const bytes = Buffer.from((await stored(document.id)).data!);
    const header = await sharp(bytes).metadata();
    expect([header.format, header.width, header.height, header.exif, header.orientation]).toEqual([
      'jpeg',
      900,
      1200,
      undefined,
      undefined,
    ]);
    expect(bytes.includes('Secret Owner')).toBe(false);
  });

  it('re-encodes a PNG as a JPEG', async () => {
    const { document } = okResponse(
      await upload(ctx().app, me, 'ENTITLEMENT_LETTER', imageFile(png, 'letter.png', 'image/png')),
    );
    expect(document.mimeType).toBe('image/jpeg');
    expect((await sharp(Buffer.from((await stored(document.id)).data!)).metadata()).format).toBe('jpeg');
  });

  it.each([
    ['an EXE renamed .pdf', () => pdfFile(exe(), 'identity.pdf')],
    ['a text file', () => pdfFile(Buffer.from('just some words, no document'), 'notes.txt')],
    [
      'an SVG',
      () =>
        imageFile(
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>1</script></svg>',
          ),
          'scan.svg',
          'image/svg+xml',
        ),
    ],
    ['a WebP (accepted for the photo only)', () => imageFile(Buffer.alloc(0), 'x.webp', 'image/webp')],
    ['an empty file', () => pdfFile(Buffer.alloc(0))],
  ])('refuses %s with 415 DOCUMENT_NOT_ACCEPTED, storing nothing', async (_name, file) => {
    const before = await ctx().app.db.selectFrom('documents').select('id').execute();
    const answer = await upload(ctx().app, me, 'IDENTITY', file());
    expect(answer.statusCode).toBe(415);
    expect(koError(answer).code).toBe('DOCUMENT_NOT_ACCEPTED');
    expect(await ctx().app.db.selectFrom('documents').select('id').execute()).toEqual(before);
  });

  it('refuses a WebP proof (pictures are JPEG or PNG)', async () => {
    const webp = await solid(300, 300).webp().toBuffer();
    const answer = await upload(ctx().app, me, 'IDENTITY', imageFile(webp, 'x.webp', 'image/webp'));
    expect([answer.statusCode, koError(answer).code]).toEqual([415, 'DOCUMENT_NOT_ACCEPTED']);
  });

  it('refuses 5 MB and one byte with 413 DOCUMENT_TOO_LARGE, and 5 MB exactly is read', async () => {
    const padded = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
    const over = await upload(ctx().app, me, 'IDENTITY', pdfFile(padded(DOCUMENT_LIMITS.maxBytes + 1)));
    expect([over.statusCode, koError(over).code]).toEqual([413, 'DOCUMENT_TOO_LARGE']);
    const huge = await upload(ctx().app, me, 'IDENTITY', pdfFile(padded(3 * DOCUMENT_LIMITS.maxBytes)));
    expect([huge.statusCode, koError(huge).code]).toEqual([413, 'DOCUMENT_TOO_LARGE']);
    const exact = okResponse(
      await upload(ctx().app, me, 'IDENTITY', pdfFile(padded(DOCUMENT_LIMITS.maxBytes))),
    );
    expect(exact.document.size).toBe(DOCUMENT_LIMITS.maxBytes);
  });

  it('refuses a picture bomb before decoding it (413) and a truncated JPEG (415)', async () => {
    // A PNG header declaring 100 000 × 100 000 pixels over an empty stream: never decoded.
    const bomb = pngOf(pngHeader(100_000, 100_000, 1, 0), pngChunk('IDAT', deflateSync(Buffer.alloc(0))));
    const huge = await upload(ctx().app, me, 'IDENTITY', imageFile(bomb, 'scan.png', 'image/png'));
    expect([huge.statusCode, koError(huge).code]).toEqual([413, 'DOCUMENT_TOO_LARGE']);
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    const cut = await upload(ctx().app, me, 'IDENTITY', imageFile(jpeg.subarray(0, jpeg.length / 2)));
    expect([cut.statusCode, koError(cut).code]).toEqual([415, 'DOCUMENT_NOT_ACCEPTED']);
  });

  it('answers 400 for a missing file, a missing type and an unknown type', async () => {
    const noFile = await upload(ctx().app, me, 'IDENTITY', undefined);
    expect([noFile.statusCode, koError(noFile).code, koError(noFile).fields]).toEqual([
      400,
      'VALIDATION_ERROR',
      { document: 'validation.required' },
    ]);
    const noType = await upload(ctx().app, me, '', pdfFile());
    expect([noType.statusCode, koError(noType).code]).toEqual([400, 'VALIDATION_ERROR']);
    const unknown = await upload(ctx().app, me, 'DRIVING_LICENCE', pdfFile());
    expect([unknown.statusCode, koError(unknown).code]).toEqual([400, 'DOCUMENT_TYPE_UNKNOWN']);
    const wrongField = await upload(ctx().app, me, 'IDENTITY', { ...pdfFile(), field: 'media' });
    expect([wrongField.statusCode, koError(wrongField).code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('wants a session', async () => {
    const answer = await upload(ctx().app, { ...me, userToken: 'not-a-session' }, 'IDENTITY', pdfFile());
    expect(answer.statusCode).toBe(401);
  });

  it('keeps a display name only: no path, no control characters, 100 characters at most', async () => {
    const named = async (name: string) =>
      okResponse(await upload(ctx().app, me, 'IDENTITY', pdfFile(PDF, name))).document.fileName;
    expect(await named('../../etc/passwd')).toBe('passwd');
    expect(await named('C:\\Users\\me\\scan\u202egpj.pdf')).toBe('scangpj.pdf');
    expect(await named('a\u0007b\u001bc.pdf')).toBe('abc.pdf');
    expect(await named(`${'é'.repeat(150)}.pdf`)).toBe('é'.repeat(100));
  });

  it('stores the holder photo as a 700 × 900 JPEG, with consent only', async () => {
    const portrait = await solid(800, 1000).jpeg().toBuffer();
    const refused = await upload(ctx().app, me, 'PHOTO', imageFile(portrait));
    expect([refused.statusCode, koError(refused).code]).toEqual([400, 'PHOTO_CONSENT_REQUIRED']);
    const { document } = okResponse(
      await upload(ctx().app, me, 'PHOTO', imageFile(portrait), { photoConsent: '1' }),
    );
    const row = await stored(document.id);
    expect([row.mime_type, row.width, row.height]).toEqual(['image/jpeg', 700, 900]);
    const pdfPhoto = await upload(ctx().app, me, 'PHOTO', pdfFile(), { photoConsent: '1' });
    expect([pdfPhoto.statusCode, koError(pdfPhoto).code]).toEqual([415, 'PHOTO_NOT_AN_IMAGE']);
  });

  it('lists the caller’s documents only, newest first', async () => {
    const other = await signUpAndLogIn(ctx().app);
    const { documents } = okResponse(
      await get<{ documents: DocumentView[] }>(ctx().app, 'Document/getUserDocuments.json', {
        userToken: other.userToken,
      }),
    );
    expect(documents).toEqual([]);
    const mine = okResponse(
      await get<{ documents: DocumentView[] }>(ctx().app, 'Document/getUserDocuments.json', {
        userToken: me.userToken,
      }),
    ).documents;
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.map((document) => document.id)).toEqual(
      [...mine.map((document) => document.id)].sort((a, b) => b - a),
    );
  });

  it(`refuses an upload past ${DOCUMENT_LIMITS.maxUploadsPerDay} in a day with 429`, async () => {
    const busy = await signUpAndLogIn(ctx().app);
    for (let index = 0; index < DOCUMENT_LIMITS.maxUploadsPerDay; index += 1)
      okResponse(await upload(ctx().app, busy, 'IDENTITY', pdfFile()));
    const answer = await upload(ctx().app, busy, 'IDENTITY', pdfFile());
    expect([answer.statusCode, koError(answer).code]).toEqual([429, 'RATE_LIMITED']);
  });
});

describe.each(DIALECTS)('GET Document/getDocuments.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);
  const types = async (query: Record<string, string | number>) =>
    okResponse(
      await get<{ documentTypes: DocumentTypeView[] }>(ctx().app, 'Document/getDocuments.json', query),
    ).documentTypes;

  it('lists every kind of proof in the caller’s language', async () => {
    const all = await types({ locale: 'en' });
    expect(all.map((type) => type.code)).toEqual([
      'IDENTITY',
      'ENTITLEMENT_LETTER',
      'STUDENT_CERTIFICATE',
      'SCHOOL_CERTIFICATE',
      'PHOTO',
    ]);
    expect(all[0]).toEqual({
      code: 'IDENTITY',
      name: 'Identity document',
      description: expect.stringContaining('passport') as string,
      acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
      maxBytes: 5 * 1024 * 1024,
    });
    expect((await types({}))[0]!.name).toBe('Pièce d’identité');
  });

  it('lists what a product asks for on a new card: identity for all, the letter for solidarity, none for a fee', async () => {
    const codesFor = async (code: string) => {
      const product = await ctx()
        .app.db.selectFrom('products')
        .select('shop_item_id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      return (await types({ shopItemId: product.shop_item_id })).map((type) => type.code);
    };
    expect(await codesFor('MONTHLY_ALL')).toEqual(['IDENTITY']);
    expect(await codesFor('MONTHLY_UNDER_26')).toEqual(['IDENTITY']);
    expect(await codesFor('MONTHLY_SOLIDARITY')).toEqual(['IDENTITY', 'ENTITLEMENT_LETTER']);
    expect(await codesFor('CARD_CREATION_FEE')).toEqual([]);
    expect(await types({ shopItemId: 999_999 })).toEqual([]);
  });

  it('refuses a malformed shop item with 400 and an unknown network with 404', async () => {
    const answer = await get(ctx().app, 'Document/getDocuments.json', { shopItemId: 'abc' });
    expect([answer.statusCode, koError(answer).code]).toEqual([400, 'VALIDATION_ERROR']);
    const network = await get(ctx().app, 'Document/getDocuments.json', { network_id: 99 });
    expect([network.statusCode, koError(network).code]).toEqual([404, 'NETWORK_NOT_FOUND']);
  });
});
