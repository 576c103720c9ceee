/**
 * The fields every request of the contract shares, written once (decision 067): the session's
 * `userToken` on session and staff calls, the page's `locale` on every call, and the id fields
 * that arrive as numbers in a JSON body and as digits in a query. A request is built by
 * `sessionRequest(shape)` or `publicRequest(shape)`, strict: a field the call does not name
 * (a price sent by the client) is refused.
 */
import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { MESSAGE_KEYS } from '../validation.js';

export const localeField = z
  .enum(LOCALES)
  .optional()
  .describe('Language of the messages: fr (default) or en');

export const userTokenField = z
  .string()
  .min(1)
  .max(200)
  .describe('The session token answered by Account/login.json');

/** The largest id a row can have: ids are 32-bit integers on PostgreSQL (and SQLite fits them). */
export const MAX_ID = 2_147_483_647;

/**
 * A positive integer id, given as a JSON number or as digits (a query, a lenient client). An id
 * past the column's range is refused here: the database would fail on it rather than find nothing.
 */
export const idField = z.union([
  z.number().int().positive().max(MAX_ID),
  z
    .string()
    .regex(/^\d{1,10}$/, { error: MESSAGE_KEYS.invalidValue })
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_ID, { error: MESSAGE_KEYS.invalidValue })),
]);

/** A call behind a session (or a staff call): the call's fields, then `userToken` and `locale`. */
export function sessionRequest<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({ ...shape, userToken: userTokenField, locale: localeField });
}

/** A signed call without a session: the call's fields, then `locale`. */
export function publicRequest<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({ ...shape, locale: localeField });
}

declare const FILE_PART: unique symbol;
/** A file part of a multipart request, as the contract names it: the server reads its own class. */
export type FilePart = { readonly [FILE_PART]: true };

/**
 * A file part of a multipart request (`multipart: true` in the table): the portal sends a Blob,
 * the server reads the part as its own class and refines this field with it (`.extend` in the
 * module). Missing: `required`; anything else than a file: `invalidValue`.
 */
export function fileField(description: string) {
  return z
    .custom<FilePart>((value) => typeof value === 'object' && value !== null, {
      error: (issue) => (issue.input === undefined ? MESSAGE_KEYS.required : MESSAGE_KEYS.invalidValue),
    })
    .meta({ type: 'string', format: 'binary' })
    .describe(description);
}

type SessionFields = { userToken: typeof userTokenField; locale: typeof localeField };
type PublicFields = { locale: typeof localeField };

/**
 * A session call whose body is a schema of packages/domain with a rule across its fields (the names
 * differ, the new password is not the current one): its fields and that rule kept, then `userToken`
 * and `locale`, strict.
 */
export function sessionRequestOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape, z.core.$strict>,
): z.ZodObject<Shape & SessionFields, z.core.$strict> {
  const request = (schema as z.ZodObject).safeExtend({ userToken: userTokenField, locale: localeField });
  return request.strict() as unknown as z.ZodObject<Shape & SessionFields, z.core.$strict>;
}

/** A signed call without a session whose body is such a schema: its fields and rule, then `locale`. */
export function publicRequestOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape, z.core.$strict>,
): z.ZodObject<Shape & PublicFields, z.core.$strict> {
  const request = (schema as z.ZodObject).safeExtend({ locale: localeField });
  return request.strict() as unknown as z.ZodObject<Shape & PublicFields, z.core.$strict>;
}

/** The answer of a call that answers nothing more than success. */
export const emptyResponse = z.object({});

/** The answer of a call that mailed a link or a code (to whichever address, if any). */
export const sentResponse = z.object({ sent: z.literal(true) });
