import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('turns off zod’s compiled parsers, whichever of the two loads first', async () => {
    await import('./zod-without-eval');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
