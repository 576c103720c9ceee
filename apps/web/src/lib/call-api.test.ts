/**
 * callApi (decision 067): a call of the contract is sent through the api client and its answer
 * parsed with the contract's response schema; no fetcher calls the api client directly for a
 * call the contract writes, nor declares its answer's schema again.
 */
import { CALLS, CONTRACT, getNetworksContract } from '@oceane/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client.ts';
import { callContract } from './call-contract.ts';
import { callApi, uploadApi } from './call-api.ts';
import { sendCall } from './call-request.ts';

vi.mock('./api-client.ts', () => ({ apiClient: { call: vi.fn(), upload: vi.fn() } }));

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
  beforeEach(() => {
    vi.mocked(apiClient.call).mockReset();
    vi.mocked(apiClient.upload).mockReset();
  });

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

  it('callContract parses the answer with the entry it is given (a first-visit page’s one entry)', async () => {
    vi.mocked(apiClient.call).mockResolvedValue({ networks: 'none' });
    await expect(callContract(CALLS.getNetworks, getNetworksContract, {})).rejects.toThrow();
    expect(apiClient.call).toHaveBeenCalledWith(CALLS.getNetworks, {}, undefined);
    expect(getNetworksContract).toBe(CONTRACT.getNetworks);
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

  it('sends a multipart call’s text fields and files, and parses its answer by the contract', async () => {
    vi.mocked(apiClient.upload).mockResolvedValue({ document: 'none' });
    const blob = new Blob(['%PDF-']);
    const upload = uploadApi(
      CALLS.uploadDocument,
      { document_type: 'IDENTITY' },
      { document: { blob, filename: 'id.pdf' } },
    );
    await expect(upload).rejects.toThrow();
    expect(apiClient.upload).toHaveBeenCalledWith(
      CALLS.uploadDocument,
      { document_type: 'IDENTITY' },
      { document: { blob, filename: 'id.pdf' } },
      undefined,
    );
  });

  it('refuses a bytes call (apiClient.download) before sending anything', async () => {
    await expect(callApi(CALLS.photo, { mediaId: 1 })).rejects.toThrow(/download/);
    expect(apiClient.call).not.toHaveBeenCalled();
  });

  it('sendCall sends without parsing, for a loader that runs before zod arrives', async () => {
    vi.mocked(apiClient.call).mockResolvedValue({ CARDS: 'unchecked' });
    await expect(sendCall(CALLS.getCards, { methods: 'CARD' })).resolves.toEqual({ CARDS: 'unchecked' });
  });

  it('no fetcher uploads directly a multipart call the contract writes', () => {
    const names = Object.keys(CONTRACT).join('|');
    const direct = new RegExp(`apiClient\\.upload(<[^>]*>)?\\(\\s*CALLS\\.(${names})\\b`);
    const offenders = Object.keys(SOURCES).filter((file) => direct.test(SOURCES[file]!));
    expect(offenders).toEqual([]);
  });
});
