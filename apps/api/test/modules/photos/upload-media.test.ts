import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, getRaw, koError, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { multipartBody, postForm, type FilePart } from '../../helpers/multipart.js';
import { pngChunk, pngHeader, pngOf } from '../../helpers/png.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';

type Card = { id: number; hasPhoto: boolean; photoConsent: boolean };

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A PNG whose header claims a size, with no real pixels behind it: it must be refused unread. */
/** An 8-bit RGB PNG whose header declares a size its (empty) pixel data does not hold. */
function craftedPng(width: number, height: number): Buffer {
  return pngOf(pngHeader(width, height, 8, 2), pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00])));
}

const photos: Record<string, Buffer> = {};

beforeAll(async () => {
  // Landscape as stored, left half red; EXIF says "turn 90° clockwise", so upright the red half is on top.
  photos.exifJpeg = await solid(1200, 900, '#2040c0')
    .composite([
      { input: { create: { width: 600, height: 900, channels: 3, background: '#d02020' } }, left: 0, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: 'Secret owner', Artist: 'Photographer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
    })
    .toBuffer();
  photos.png = await solid(800, 1000, '#808080').png().toBuffer();
  photos.webp = await solid(700, 900, '#a0a0a0').webp().toBuffer();
  photos.gif = await solid(700, 900, '#a0a0a0').gif().toBuffer();
  photos.tiny = await solid(100, 100, '#808080').jpeg().toBuffer();
  photos.wide = await solid(12_000, 100, '#808080').png().toBuffer();
  photos.crafted = craftedPng(9000, 9000);
});

const file = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FilePart => ({
  filename,
  contentType,
  data,
});

describe.each(DIALECTS)('POST Media/uploadMedia.json and GET Media/photo ($name)', (dialect) => {
  const ctx = useTestApp(dialect);
  let me: LoggedIn;
  let cardId: number;

  const upload = (part: FilePart | undefined, fields: Record<string, string> = {}, who = () => me) =>
    postForm<{ card: Card }>(
      ctx().app,
      'Media/uploadMedia.json',
      {
        userToken: who().userToken,
        user_id: String(who().userId),
        mediaId: String(cardId),
        photoConsent: '1',
        locale: 'en',
        ...fields,
      },
      part,
    );

  beforeAll(async () => {
    const { app } = ctx();
    me = await signUpAndLogIn(app);
    cardId = (await insertCard(app, { accountId: me.userId })).id;
  });

  it('stores an upright 700 × 900 JPEG without the EXIF and GPS of the upload', async () => {
    const input = await sharp(photos.exifJpeg!).metadata();
    expect(input.exif?.includes('Secret owner')).toBe(true);
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer
    expect(input.orientation).toBe(6);

    const { card } = okResponse(await upload(file(photos.exifJpeg!)));
    expect(card).toMatchObject({ id: cardId, hasPhoto: true, photoConsent: true });

    const { app } = ctx();
    const response = await getRaw(app, 'Media/photo', { userToken: me.userToken, mediaId: cardId });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toContain('private');
    const stored = await sharp(response.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 700, height: 900 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(response.rawPayload.includes('Secret owner')).toBe(false);
    const { data } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 700 + x) * 3, (y * 700 + x) * 3 + 3)];
    expect(pixel(350, 50)[0]).toBeGreaterThan(150); // red on top
    expect(pixel(350, 850)[2]).toBeGreaterThan(150); // blue below
  });

  it('sniffs the bytes: a PNG named .jpg is accepted, as is WebP; a text file named photo.jpg and a GIF are not', async () => {
    expect((await upload(file(photos.png!, 'portrait.jpg', 'image/jpeg'))).statusCode).toBe(200);
    expect((await upload(file(photos.webp!, 'portrait.webp', 'image/webp'))).statusCode).toBe(200);
    const text = await upload(file(Buffer.from('I am not a photo, only text.\n'.repeat(100)), 'photo.jpg'));
    expect(text.statusCode).toBe(415);
    expect(koError(text)).toEqual({
      code: 'PHOTO_NOT_AN_IMAGE',
      message: 'This file is not an image. Choose a JPEG, PNG or WebP photo.',
    });
    expect(koError(await upload(file(photos.gif!, 'photo.gif', 'image/gif'))).code).toBe(
      'PHOTO_NOT_AN_IMAGE',
    );
    const broken = Buffer.concat([photos.png!.subarray(0, 60), Buffer.alloc(200)]);
    expect(koError(await upload(file(broken, 'photo.png', 'image/png'))).code).toBe('PHOTO_NOT_AN_IMAGE');
  });

  it('refuses a file over 8 MB with 413 PHOTO_TOO_LARGE, naming the limit in both languages', async () => {
    const huge = Buffer.concat([photos.png!, Buffer.alloc(8 * 1024 * 1024)]);
    const answer = await upload(file(huge, 'huge.png', 'image/png'));
    expect(answer.statusCode).toBe(413);
    expect(koError(answer)).toEqual({
      code: 'PHOTO_TOO_LARGE',
      message: 'This photo is too heavy (8 MB at most).',
    });
    const french = await upload(file(huge, 'huge.png', 'image/png'), { locale: 'fr' });
    expect(koError(french).message).toBe('Cette photo est trop lourde (8 Mo au plus).');
  });

  it('refuses a photo too small (400) and an image too large before decoding it (413, with the limits)', async () => {
    const small = await upload(file(photos.tiny!));
    expect(small.statusCode).toBe(400);
    expect(koError(small).code).toBe('PHOTO_TOO_SMALL');
    // Over the side limit, over the pixel limit, and over sharp's own limit (268 megapixels),
    // which once made the header unreadable and answered 415 "not an image".
    for (const data of [
      photos.wide!,
      photos.crafted!,
      craftedPng(20_000, 20_000),
      craftedPng(60_000, 60_000),
    ]) {
      const large = await upload(file(data, 'large.png', 'image/png'));
      expect(large.statusCode).toBe(413);
      expect(koError(large)).toEqual({
        code: 'PHOTO_DIMENSIONS_TOO_LARGE',
        message: 'This image is too large (10,000 pixels per side and 40 megapixels at most).',
      });
    }
  });

  it('requires the consent to keep the photo', async () => {
    for (const photoConsent of ['', '0', 'false']) {
      const answer = await upload(file(photos.png!), { photoConsent });
      expect(answer.statusCode).toBe(400);
      expect(koError(answer).code).toBe('PHOTO_CONSENT_REQUIRED');
    }
    const { app } = ctx();
    const missing = await postForm(
      app,
      'Media/uploadMedia.json',
      { userToken: me.userToken, mediaId: String(cardId) },
      file(photos.png!),
    );
    expect(koError(missing).code).toBe('PHOTO_CONSENT_REQUIRED');
  });

  it('checks the signature of the text fields: missing or wrong sHMAC is 400 BAD_SIGNATURE', async () => {
    const { app } = ctx();
    const fields = { userToken: me.userToken, mediaId: String(cardId), photoConsent: '1' };
    const unsigned = await postForm(app, 'Media/uploadMedia.json', fields, file(photos.png!), {
      sign: false,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(koError(unsigned).code).toBe('BAD_SIGNATURE');
    const tampered = await postForm(app, 'Media/uploadMedia.json', fields, file(photos.png!), {
      tamper: { mediaId: String(cardId + 1) },
    });
    expect(koError(tampered).code).toBe('BAD_SIGNATURE');
  });

  it('reads the file only from the form: an object in a JSON body is no file', async () => {
    const { app } = ctx();
    const json = await post(app, 'Media/uploadMedia.json', {
      userToken: me.userToken,
      mediaId: cardId,
      photoConsent: '1',
      media: { filename: 'photo.png', data: 'iVBORw0KGgo=' },
    });
    expect(json.statusCode).toBe(400);
    expect(koError(json).fields).toEqual({ media: 'validation.invalidValue' });
  });

  it('needs the file and a session; refuses multipart on a JSON call', async () => {
    const { app } = ctx();
    const noFile = await upload(undefined);
    expect(noFile.statusCode).toBe(400);
    expect(koError(noFile).fields).toEqual({ media: 'validation.required' });
    const noSession = await postForm(
      app,
      'Media/uploadMedia.json',
      { mediaId: String(cardId) },
      file(photos.png!),
    );
    expect(koError(noSession).code).toBe('UNAUTHORIZED');
    const elsewhere = await postForm(app, 'Account/unregisterCard.json', {
      userToken: me.userToken,
      cardId: String(cardId),
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('a form that cannot be read is 400; a second file is 413', async () => {
    const { app } = ctx();
    const send = (payload: Buffer | string, contentType: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Media/uploadMedia.json',
        payload,
        headers: { 'content-type': contentType },
      });
    const noBoundary = await send('abc', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error.code).toBe('VALIDATION_ERROR');
    const form = multipartBody({ mediaId: String(cardId) }, file(photos.png!));
    const cut = await send(form.payload.subarray(0, form.payload.length - 40), form.contentType);
    expect(cut.statusCode).toBe(400);
    const second = multipartBody({ mediaId: String(cardId) }, file(photos.png!));
    const boundary = second.contentType.split('boundary=')[1]!;
    const twoFiles = Buffer.concat([
      second.payload.subarray(0, second.payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="b.png"\r\n` +
          `Content-Type: image/png\r\n\r\n`,
      ),
      photos.png!,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const refused = await send(twoFiles, second.contentType);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('another account’s card, or none: 403, and its photo stays hidden', async () => {
    const { app } = ctx();
    const stranger = await signUpAndLogIn(app);
    const refused = await upload(file(photos.png!), { user_id: String(stranger.userId) }, () => stranger);
    expect(refused.statusCode).toBe(403);
    const wrongUser = await upload(file(photos.png!), { user_id: String(stranger.userId) });
    expect(koError(wrongUser).code).toBe('FORBIDDEN');
    const none = await upload(file(photos.png!), { mediaId: '999999' });
    expect(none.body).toEqual(refused.body);
    const peek = await get(app, 'Media/photo', { userToken: stranger.userToken, mediaId: cardId });
    expect(peek.statusCode).toBe(403);
    const nothing = await get(app, 'Media/photo', { userToken: stranger.userToken, mediaId: 999999 });
    expect(nothing.body).toEqual(peek.body);
  });

  it('GET Media/photo: 404 for a card of the caller without a photo', async () => {
    const { app } = ctx();
    const bare = await insertCard(app, { accountId: me.userId });
    const answer = await get(app, 'Media/photo', { userToken: me.userToken, mediaId: bare.id });
    expect(answer.statusCode).toBe(404);
    expect(koError(answer).code).toBe('NOT_FOUND');
    // Unregistering keeps the photo with the card (the holder's), not with the account.
    okResponse(await post(app, 'Account/unregisterCard.json', { userToken: me.userToken, cardId: bare.id }));
  });
});
