import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('zod in the browser build (vite.config.ts aliases zod to lib/zod-jitless.ts)', () => {
  it('builds and checks object schemas without probing eval, which the CSP would report', async () => {
    const probe = vi.spyOn(globalThis, 'Function');
    const { z, config } = await import('./zod-jitless.ts');
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string().min(2), tags: z.array(z.object({ id: z.number() })) });
    expect(schema.parse({ name: 'Camille', tags: [{ id: 1 }] })).toEqual({
      name: 'Camille',
      tags: [{ id: 1 }],
    });
    expect(schema.safeParse({ name: 'C', tags: [{ id: 'x' }] }).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });
});
