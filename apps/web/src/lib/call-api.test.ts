/**
 * callApi (decision 067): a call of the contract is sent through the api client and its answer
 * parsed with the contract's response schema; no fetcher calls the api client directly for a
 * call the contract writes, nor declares its answer's schema again.
 */
import { CALLS, CONTRACT } from '@oceane/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client.ts';
import { callApi } from './call-api.ts';

vi.mock('./api-client.ts', () => ({ apiClient: { call: vi.fn() } }));

/** The portal's sources (tests aside), as text. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The calls whose answer the portal reads more leniently than the contract writes it: the account
 * (Account/getUser.json, and Account/update.json which answers it again) read by lib/account-user.ts,
 * where a role the portal does not know, or a backend without roles, opens no staff page
 * (routes/staff-layout.test.tsx) and a missing field reads as absent.
 */
const TOLERANT_READERS = ['getUser', 'updateAccount'];

describe('callApi', () => {
  beforeEach(() => vi.mocked(apiClient.call).mockReset());

  it('sends the call with its parameters and answers the response parsed by the contract', async () => {
    vi.mocked(apiClient.call).mockResolvedValue({ invoices: [], years: [2026], modes: ['BUS'], extra: 1 });
    const answer = await callApi(CALLS.getOrders, { year: 2026 }, { cacheTtlMs: 0 });
    expect(apiClient.call).toHaveBeenCalledWith(CALLS.getOrders, { year: 2026 }, { cacheTtlMs: 0 });
    expect(answer).toEqual({ invoices: [], years: [2026], modes: ['BUS'] });
  });

  it('refuses an answer that is not the contract’s', async () => {
    vi.mocked(apiClient.call).mockResolvedValue({ invoices: 'none' });
    await expect(callApi(CALLS.getOrders, {})).rejects.toThrow();
  });

  it('is the only way the portal makes a call the contract writes', () => {
    const names = Object.keys(CONTRACT)
      .filter((name) => !TOLERANT_READERS.includes(name))
      .join('|');
    const direct = new RegExp(`apiClient\\.call(<[^>]*>)?\\(\\s*CALLS\\.(${names})\\b`);
    expect(Object.keys(SOURCES)).toContain('../features/checkout/api/create-order.ts');
    const offenders = Object.keys(SOURCES).filter((file) => direct.test(SOURCES[file]!));
    expect(offenders).toEqual([]);
  });
});
