import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../src/lib/serializer.js';
import { okEnvelope } from '../../src/lib/schemas.js';

const schema = okEnvelope(
  z.object({
    id: z.number().int(),
    name: z.string(),
    note: z.string().nullable(),
    modes: z.array(z.enum(['BUS', 'BOAT'])),
  }),
);
const route = { schema, method: 'GET', url: '/api/Test/call.json', httpStatus: '200' };

describe('responses serialised from their schemas', () => {
  const answer = { status: 'ok', response: { id: 3, name: 'Pass', note: null, modes: ['BUS'] } };

  it('writes what zod would write, and nothing the schema does not name', () => {
    for (const checkWithZod of [true, false]) {
      const serialize = responseSerializerCompiler({ checkWithZod })(route);
      const leaky = { ...answer, response: { ...answer.response, password_hash: 'secret' }, extra: 1 };
      expect(JSON.parse(serialize(leaky))).toEqual(answer);
    }
  });

  it('outside production, refuses an answer that drifts from its schema', () => {
    const serialize = responseSerializerCompiler({ checkWithZod: true })(route);
    const drifted = { ...answer, response: { ...answer.response, id: '3' } };
    expect(() => serialize(drifted)).toThrow(/doesn't match the schema/);
  });

  it('in production, trusts the handler and writes the schema’s shape', () => {
    const serialize = responseSerializerCompiler({ checkWithZod: false })(route);
    const drifted = { ...answer, response: { ...answer.response, id: '3' } };
    expect(JSON.parse(serialize(drifted))).toEqual(answer);
  });
});
