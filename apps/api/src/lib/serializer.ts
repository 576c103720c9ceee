/**
 * Responses serialised from their schemas: each route's zod response schema becomes a JSON Schema
 * once, compiled by fast-json-stringify, which writes only the properties the schema names (a
 * column added to a row never leaks into an answer) without walking the value twice. The zod
 * serializer it replaces checked and copied every answer before JSON.stringify: about 6 % of the
 * process on getCards under load (issue 9).
 *
 * fast-json-stringify trusts the value: it coerces a wrong type rather than refusing it. So
 * outside production every answer is also put through zod, and the two texts must say the same:
 * a handler that drifts from its schema, or a schema the conversion reads differently, fails the
 * tests with the route's name instead of reaching a passenger.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0];

function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : null;
}

/** The JSON Schema fast-json-stringify compiles, or null when zod cannot express the schema. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> | null {
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function responseSerializerCompiler(options: { checkWithZod: boolean }) {
  return (route: SerializerCompiler) => {
    const checked = zodSerializerCompiler(route);
    const schema = zodSchemaOf(route.schema);
    const json = schema ? jsonSchemaOf(schema) : null;
    if (!json) return checked;
    const fast = fastJson(json);
    if (!options.checkWithZod) return fast;
    return (data: unknown) => {
      const text = fast(data);
      const expected = checked(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url} (${route.httpStatus}): fast-json-stringify wrote ${text}, zod ${expected}`,
        );
      return text;
    };
  };
}
