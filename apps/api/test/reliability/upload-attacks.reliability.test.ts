/**
 * Upload attacks (issue 8): every multipart call of the table (packages/domain `CALLS`) gets every
 * attack file: JPEG+ZIP and PNG+HTML polyglots, a GIF that is also JavaScript, decompression
 * bombs (a real 30,000 × 30,000 PNG of 110 KB, and headers declaring 100,000² and 65,000² pixels),
 * SVG with a script and with an external entity, huge dimensions, a PDF, an HTML page and an EXE
 * sent as image/jpeg, zero bytes, a truncated JPEG and files past the size limit. Promises: each
 * is refused with its 4xx envelope and a clear code, worded in French by default and in English
 * when asked; nothing is stored (every table as it was, no file written in the process's temporary
 * folder or beside its database); a polyglot that is a valid image is stored as sharp's re-encoding,
 * never as the bytes sent; and the api process's peak memory grows by at most MEMORY_BOUND.
 * The attacks go to the api as a real process sharing the test's database (SQLite, PostgreSQL);
 * an in-memory PGlite cannot be shared, so there they go through app.inject and memory is not read.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import {
  CALL_LIST,
  DEFAULT_LOCALE,
  PHOTO_LIMITS,
  messageFor,
  signBody,
  type CALLS,
  type CallName,
  type ErrorCode,
  type Locale,
} from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_KEY, useTestApp } from '../helpers/app.js';
import { startApiProcess, type ApiProcess } from '../helpers/api-process.js';
import { insertCard } from '../helpers/cards.js';
import { DIALECTS } from '../helpers/databases.js';
import { multipartBody, type FilePart } from '../helpers/multipart.js';
import { signUpAndLogIn, type LoggedIn } from '../helpers/passengers.js';
import { pngChunk, pngHeader, pngOf } from '../helpers/png.js';
import { databaseEnv, peakMemory } from './support/process-env.js';
import { record, scaled } from './support/run.js';

/**
 * How much the api's peak resident memory may grow under the attacks. The concurrent round holds
 * every refused file at once: two are cut at the 8 MB limit and each held twice (busboy's chunks,
 * then the concatenated file), 32 MB, the others weigh less than 200 KB; V8 grows its heap before
 * it collects, and sharp keeps a cache. A decoded bomb would need 900 MB (30,000² one-byte
 * pixels): 256 MB tells the two apart with room for a busy machine. Seen: +57 to +90 MB.
 */
const MEMORY_BOUND = 256 * 1024 * 1024;
/** Written into every active payload (script, page, archive): it must never reach the database. */
const MARKER = 'upload-attack-payload-7f3a';
const ROUNDS = scaled(1, 5);

type Refusal = 'notAnImage' | 'tooHeavy' | 'tooLarge';
type AttackFile = { name: string; file: FilePart; outcome: Refusal | 'reencoded' };

type MultipartCallName = {
  [Name in CallName]: (typeof CALLS)[Name] extends { multipart: true } ? Name : never;
}[CallName];

type Own = { me: LoggedIn; cardId: number };

/**
 * What each multipart call of the table needs: the text fields of an otherwise valid request, its
 * codes for a file refused, and the bytes it stored. TypeScript requires a case per call, so a new
 * upload (Media/uploadDocument.json) is attacked the day it is added, once it has its case here.
 */
const UPLOADS = {
  uploadMedia: {
    fileField: 'media',
    fields: ({ me, cardId }: Own) => ({
      userToken: me.userToken,
      user_id: String(me.userId),
      mediaId: String(cardId),
      photoConsent: '1',
    }),
    refusals: {
      notAnImage: 'PHOTO_NOT_AN_IMAGE',
      tooHeavy: 'PHOTO_TOO_LARGE',
      tooLarge: 'PHOTO_DIMENSIONS_TOO_LARGE',
    },
    stored: async (app: FastifyInstance, { cardId }: Own) => {
      const row = await app.db
        .selectFrom('media')
        .select('photo')
        .where('id', '=', cardId)
        .executeTakeFirstOrThrow();
      return row.photo ? Buffer.from(row.photo) : null;
    },
  },
  // The holder photo of a new-card request goes through the same pipeline: the same codes and output.
  uploadDocument: {
    fileField: 'document',
    fields: ({ me }: Own) => ({ userToken: me.userToken, document_type: 'PHOTO', photoConsent: '1' }),
    refusals: {
      notAnImage: 'PHOTO_NOT_AN_IMAGE',
      tooHeavy: 'PHOTO_TOO_LARGE',
      tooLarge: 'PHOTO_DIMENSIONS_TOO_LARGE',
    },
    stored: async (app: FastifyInstance, { me }: Own) => {
      const row = await app.db
        .selectFrom('documents')
        .select('data')
        .where('account_id', '=', me.userId)
        .where('type', '=', 'PHOTO')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.data ? Buffer.from(row.data) : null;
    },
  },
} satisfies Record<
  MultipartCallName,
  {
    /** The form field that carries the file. */
    fileField: string;
    fields: (own: Own) => Record<string, string>;
    refusals: Record<Refusal, ErrorCode>;
    stored: (app: FastifyInstance, own: Own) => Promise<Buffer | null>;
  }
>;

/**
 * A black PNG, one bit per pixel: its real pixel data (a decompression bomb when large), or
 * `idat` in its place (an empty stream behind a header that only declares its size).
 */
function blackPng(width: number, height: number, idat: Buffer | null = null): Buffer {
  // Each row: a filter byte and width / 8 bytes of black, deflated: a thousandfold smaller.
  const pixels = idat ?? deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  // One bit per pixel, greyscale.
  return pngOf(pngHeader(width, height, 1, 0), pngChunk('IDAT', pixels));
}

/** A ZIP archive holding one stored (uncompressed) file. */
function zipOf(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const entry = (signature: number, size: number) => {
    const header = Buffer.alloc(size);
    header.writeUInt32LE(signature, 0);
    return header;
  };
  const local = entry(0x04034b50, 30);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = entry(0x02014b50, 46);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(content), 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = entry(0x06054b50, 22);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fileName.length, 12);
  end.writeUInt32LE(30 + fileName.length + content.length, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

/** A JPEG whose frame header (SOF) claims another size; the scan data stays that of a small one. */
function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let at = 2; at < copy.length - 9;) {
    const marker = copy[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      copy.writeUInt16BE(height, at + 5);
      copy.writeUInt16BE(width, at + 7);
      return copy;
    }
    at += 2 + copy.readUInt16BE(at + 2);
  }
  throw new Error('no frame header in this JPEG');
}

const asJpeg = (data: Buffer, filename = 'photo.jpg'): FilePart => ({
  filename,
  contentType: 'image/jpeg',
  data,
});

const script = `<script>alert('${MARKER}')</script>`;
let portrait: Buffer;
let attacks: AttackFile[];

beforeAll(async () => {
  portrait = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#8090a0' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#a09080' } })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  const pngWithPage = Buffer.concat([
    png.subarray(0, iend),
    pngChunk('tEXt', Buffer.from(`Comment\0<html><body>${script}</body></html>`, 'latin1')),
    png.subarray(iend),
    Buffer.from(`<html><body>${script}</body></html>`),
  ]);
  const wide = await sharp({
    create: { width: PHOTO_LIMITS.maxSide + 1, height: 400, channels: 3, background: '#000' },
  })
    .png()
    .toBuffer();
  const gifScript = Buffer.concat([
    Buffer.from('GIF89a/*'), // "/*" is the width: the rest is a comment until "*/"
    Buffer.from([0x0a, 0x00, 0x00, 0x00, 0x00]),
    Buffer.from(`*/=1;alert('${MARKER}');//`),
    Buffer.from([0x3b]),
  ]);
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(128, 0x3c);
  exe.write('PE\0\0', 128, 'latin1');
  const paddedPng = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

  attacks = [
    {
      name: 'JPEG + ZIP polyglot',
      outcome: 'reencoded',
      file: asJpeg(Buffer.concat([portrait, zipOf('index.html', Buffer.from(script))])),
    },
    {
      name: 'PNG + HTML polyglot',
      outcome: 'reencoded',
      file: { filename: 'photo.png', contentType: 'image/png', data: pngWithPage },
    },
    {
      name: 'GIF that is JavaScript',
      outcome: 'notAnImage',
      file: { filename: 'photo.gif', contentType: 'image/gif', data: gifScript },
    },
    {
      name: 'PNG bomb 30000 × 30000 (real pixels)',
      outcome: 'tooLarge',
      file: { filename: 'bomb.png', contentType: 'image/png', data: blackPng(30_000, 30_000) },
    },
    {
      name: 'PNG header 100000 × 100000',
      outcome: 'tooLarge',
      file: {
        filename: 'bomb.png',
        contentType: 'image/png',
        data: blackPng(100_000, 100_000, deflateSync(Buffer.alloc(0))),
      },
    },
    {
      name: 'JPEG header 65000 × 65000',
      outcome: 'tooLarge',
      file: asJpeg(jpegClaiming(portrait, 65_000, 65_000)),
    },
    {
      name: 'PNG 7000 × 7000 header (49 megapixels)',
      outcome: 'tooLarge',
      file: {
        filename: 'big.png',
        contentType: 'image/png',
        data: blackPng(7000, 7000, deflateSync(Buffer.alloc(0))),
      },
    },
    {
      name: `PNG ${PHOTO_LIMITS.maxSide + 1} pixels wide`,
      outcome: 'tooLarge',
      file: { filename: 'wide.png', contentType: 'image/png', data: wide },
    },
    {
      name: 'SVG with a script',
      outcome: 'notAnImage',
      file: {
        filename: 'photo.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="700" height="900">${script}</svg>`),
      },
    },
    {
      name: 'SVG with an external entity, named .jpg',
      outcome: 'notAnImage',
      file: asJpeg(
        Buffer.from(
          `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="700" height="900"><text>&xxe;${MARKER}</text></svg>`,
        ),
      ),
    },
    {
      name: 'PDF named .jpg',
      outcome: 'notAnImage',
      file: asJpeg(
        Buffer.from(
          `%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (${MARKER}) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
        ),
      ),
    },
    {
      name: 'HTML page named .jpg',
      outcome: 'notAnImage',
      file: asJpeg(Buffer.from(`<!doctype html><html><body>${script}</body></html>`)),
    },
    { name: 'EXE named .jpg', outcome: 'notAnImage', file: asJpeg(exe, 'photo.jpg') },
    { name: 'zero bytes', outcome: 'notAnImage', file: asJpeg(Buffer.alloc(0)) },
    {
      name: 'truncated JPEG',
      outcome: 'notAnImage',
      file: asJpeg(portrait.subarray(0, Math.floor(portrait.length / 2))),
    },
    {
      name: 'one byte past the size limit',
      outcome: 'tooHeavy',
      file: { filename: 'photo.png', contentType: 'image/png', data: paddedPng(PHOTO_LIMITS.maxBytes + 1) },
    },
    {
      name: 'three times the size limit',
      outcome: 'tooHeavy',
      file: { filename: 'photo.png', contentType: 'image/png', data: paddedPng(3 * PHOTO_LIMITS.maxBytes) },
    },
  ];
});

type Sent = { status: number; body: { status?: string; error?: { code?: string; message?: string } } | null };

/** Every table's rows as text (bytes as latin1), but a session's sliding times: what is stored. */
async function snapshot(app: FastifyInstance): Promise<string> {
  const tables = (await app.db.introspection.getTables()).map((table) => table.name).sort();
  const lines: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(app.db);
    for (const row of rows) {
      const values = Object.entries(row)
        .filter(([column]) => table !== 'sessions' || !['last_seen_at', 'idle_expires_at'].includes(column))
        .map(([column, value]) => [
          column,
          value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
        ]);
      lines.push(`${table} ${JSON.stringify(values)}`);
    }
  }
  return lines.sort().join('\n');
}

/** The files under a folder, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

describe.each(DIALECTS)('upload attacks on every multipart call ($name)', (dialect) => {
  const ctx = useTestApp(dialect, { SEED_DEMO: 'false' });
  let api: ApiProcess | null = null;
  let processTmp: string | null = null;

  afterAll(async () => {
    await api?.stop();
    if (processTmp) rmSync(processTmp, { recursive: true, force: true });
  });

  it('refuses each attack file with a clear 4xx, stores nothing of it, and keeps memory bounded', async () => {
    const { app, database } = ctx();
    const env = databaseEnv(database.config);
    if (env) {
      processTmp = mkdtempSync(join(tmpdir(), 'portal-upload-attacks-'));
      api = await startApiProcess({ ...env, JOBS: 'off', TMPDIR: processTmp });
    }
    const send = async (path: string, fields: Record<string, string>, file: FilePart): Promise<Sent> => {
      const { payload, contentType } = multipartBody(await signBody(fields, SIGNATURE_KEY), file);
      if (!api) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/${path}`,
          payload,
          headers: { 'content-type': contentType },
        });
        return { status: response.statusCode, body: response.json() };
      }
      const response = await fetch(`${api.origin}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    };

    const me = await signUpAndLogIn(app);
    const own: Own = { me, cardId: (await insertCard(app, { accountId: me.userId })).id };
    const problems: string[] = [];
    let requests = 0;
    const calls = CALL_LIST.filter((call) => call.multipart);
    expect(calls.length).toBeGreaterThan(0);

    // A valid photo first: it proves each call's fields, and loads sharp before memory is read.
    for (const call of calls) {
      const upload = UPLOADS[call.name as MultipartCallName];
      const control = await send(call.path, upload.fields(own), {
        ...asJpeg(portrait),
        field: upload.fileField,
      });
      requests += 1;
      if (control.status !== 200) {
        problems.push(
          `${call.name}: a valid photo answered ${control.status} ${JSON.stringify(control.body)}`,
        );
      }
    }
    // What is there once the api has started and stored a photo (tsx keeps its compiled sources in
    // the temporary folder): the attacks must add nothing to it.
    const databaseFolder = env?.SQLITE_PATH ? dirname(env.SQLITE_PATH) : null;
    const filesBefore = [
      ...(processTmp ? filesUnder(processTmp) : []),
      ...(databaseFolder ? filesUnder(databaseFolder) : []),
    ];
    const peakBefore = api ? peakMemory(api.pid) : 0;

    for (let round = 0; round < ROUNDS; round += 1) {
      for (const call of calls) {
        const upload = UPLOADS[call.name as MultipartCallName];
        for (const attack of attacks) {
          const what = `${call.name}, ${attack.name}`;
          const before = await snapshot(app);
          for (const locale of [undefined, 'en'] as const) {
            const fields = { ...upload.fields(own), ...(locale ? { locale } : {}) };
            const answer = await send(call.path, fields, { ...attack.file, field: upload.fileField });
            requests += 1;
            if (attack.outcome === 'reencoded') {
              if (answer.status !== 200)
                problems.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
              continue;
            }
            const code = upload.refusals[attack.outcome];
            const message = messageFor((locale ?? DEFAULT_LOCALE) as Locale, code);
            if (
              answer.status < 400 ||
              answer.status >= 500 ||
              answer.body?.error?.code !== code ||
              answer.body.error.message !== message
            ) {
              problems.push(
                `${what} (${locale ?? 'default locale'}): ${answer.status} ${JSON.stringify(answer.body)}, not ${code} “${message}”`,
              );
            }
          }
          const after = await snapshot(app);
          if (attack.outcome !== 'reencoded') {
            if (after !== before) problems.push(`${what}: the database changed`);
            continue;
          }
          // Accepted as an image: what is stored must be sharp's JPEG, none of the payload.
          const stored = await upload.stored(app, own);
          const header = stored ? await sharp(stored).metadata() : null;
          if (
            !stored ||
            stored.equals(attack.file.data) ||
            header?.format !== 'jpeg' ||
            header.width !== PHOTO_LIMITS.outputWidth ||
            header.height !== PHOTO_LIMITS.outputHeight
          ) {
            problems.push(
              `${what}: stored ${stored ? `${header?.format} ${header?.width} × ${header?.height}` : 'nothing'}, not a re-encoded JPEG`,
            );
          }
          if (stored?.includes('PK\x03\x04') || after.includes(MARKER))
            problems.push(`${what}: the payload reached the database`);
        }
      }
    }

    // All at once: the bombs and the oversized files held side by side.
    const before = await snapshot(app);
    const refused = attacks.filter((attack) => attack.outcome !== 'reencoded');
    const together = await Promise.all(
      calls.flatMap((call) =>
        refused.map((attack) => {
          const upload = UPLOADS[call.name as MultipartCallName];
          return send(call.path, upload.fields(own), { ...attack.file, field: upload.fileField });
        }),
      ),
    );
    requests += together.length;
    const failed = together.filter((answer) => answer.status < 400 || answer.status >= 500);
    if (failed.length > 0)
      problems.push(
        `concurrent round: ${failed.length} answers not 4xx, such as ${JSON.stringify(failed[0])}`,
      );
    if ((await snapshot(app)) !== before) problems.push('concurrent round: the database changed');

    let growth = 0;
    if (api) {
      growth = peakMemory(api.pid) - peakBefore;
      if (growth > MEMORY_BOUND) problems.push(`peak memory grew by ${Math.round(growth / 2 ** 20)} MB`);
      const filesAfter = [...filesUnder(processTmp!), ...(databaseFolder ? filesUnder(databaseFolder) : [])];
      const written = filesAfter.filter((file) => !filesBefore.includes(file));
      if (written.length > 0) problems.push(`files written by the attacks: ${written.join(', ')}`);
      const errorLines = api
        .output()
        .split('\n')
        .filter((line) => /"level":(5|6)0/.test(line));
      if (errorLines.length > 0) problems.push(`${errorLines.length} error lines, such as ${errorLines[0]}`);
      if (!api.alive()) problems.push('the api process died');
    }

    record('upload-attacks', {
      part: `${attacks.length} attack files × ${calls.length} multipart calls (${dialect.name}${api ? ', real process' : ', app.inject'})`,
      requests,
      failures: problems.length,
      note: api
        ? `peak RSS ${Math.round(peakBefore / 2 ** 20)} MB after a valid upload, +${Math.round(growth / 2 ** 20)} MB under the attacks (bound ${MEMORY_BOUND / 2 ** 20} MB)`
        : 'PGlite in memory cannot be shared with a process: sent through app.inject, memory not read',
    });
    expect(problems, api?.output()).toEqual([]);
  });
});
