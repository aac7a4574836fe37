import { describe, expect, it } from 'vitest';
import * as contracts from '../index';
import type { ApiContract } from './define-contract';

const exported = Object.entries(contracts) as [string, unknown][];
const endpoints = exported.filter(([name]) => name.endsWith('Endpoint'));

describe('endpoints without schemas', () => {
  it('name the method and path of the contract they are named after', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    for (const [name, endpoint] of endpoints) {
      const contract = (contracts as Record<string, unknown>)[name.replace(/Endpoint$/, 'Contract')] as
        ApiContract | undefined;
      expect(contract, name).toBeDefined();
      expect(endpoint, name).toEqual({ method: contract?.method, path: contract?.path });
    }
  });
});
