/**
 * callApi (decision 067): a call of the contract is sent through the api client and its answer
 * parsed with the contract's response schema; no fetcher calls the api client directly for a
 * call the contract writes, nor declares its answer's schema again.
 */
import {
  CALLS,
  CONTRACT,
  getNetworksContract,
  DOCUMENTS_CONTRACT,
  ORDER_CONTRACT,
  CARDS_CONTRACT,
} from '@oceane/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client.ts';
import { callApi, uploadApi } from './call-api.ts';
import { sendCall } from './call-request.ts';

vi.mock('./api-client.ts', () => ({ apiClient: { call: vi.fn(), upload: vi.fn() } }));

/** The portal's sources (tests aside), as text. */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('callApi', () => {
  beforeEach(() => {
    vi.mocked(apiClient.call).mockReset();
    vi.mocked(apiClient.upload).mockReset();
  });

  it('sends the call with its parameters and answers the response parsed by the contract', async () => {
    vi.mocked(apiClient.call).mockResolvedValue({ invoices: [], years: [2026], modes: ['BUS'], extra: 1 });
    const answer = await callApi(
      CALLS.getOrders,
      ORDER_CONTRACT.getOrders,
      { year: 2026 },
      { cacheTtlMs: 0 },
    );
    expect(apiClient.call).toHaveBeenCalledWith(CALLS.getOrders, { year: 2026 }, { cacheTtlMs: 0 });
    expect(answer).toEqual({ invoices: [], years: [2026], modes: ['BUS'] });
  });

  it('refuses an answer that is not the contract’s', async () => {
    vi.mocked(apiClient.call).mockResolvedValue({ invoices: 'none' });
    await expect(callApi(CALLS.getOrders, ORDER_CONTRACT.getOrders, {})).rejects.toThrow();
  });

  it('parses the answer with the entry the fetcher gives (a first-visit page’s one entry)', async () => {
    vi.mocked(apiClient.call).mockResolvedValue({ networks: 'none' });
    await expect(callApi(CALLS.getNetworks, getNetworksContract, {})).rejects.toThrow();
    expect(apiClient.call).toHaveBeenCalledWith(CALLS.getNetworks, {}, undefined);
    expect(getNetworksContract).toBe(CONTRACT.getNetworks);
  });

  it('is the only way the portal makes a call the contract writes', () => {
    const names = Object.keys(CONTRACT).join('|');
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
      DOCUMENTS_CONTRACT.uploadDocument,
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
    await expect(callApi(CALLS.photo, CARDS_CONTRACT.photo, { mediaId: 1 })).rejects.toThrow(/download/);
    expect(apiClient.call).not.toHaveBeenCalled();
  });

  it('sendCall sends without parsing, for a loader that runs before zod arrives', async () => {
    vi.mocked(apiClient.call).mockResolvedValue({ CARDS: 'unchecked' });
    await expect(sendCall(CALLS.getCards, { methods: 'CARD' })).resolves.toEqual({ CARDS: 'unchecked' });
  });

  it('never looks a call up in the whole contract: a page loads the areas its fetchers name', () => {
    const wholeContract =
      /import\s*\{[^}]*\b(CONTRACT|contractOf|contractNameOf)\b[^}]*\}\s*from '@oceane\/domain'/;
    const own = Object.keys(SOURCES).find((file) => file.endsWith('/call-api.ts'));
    expect(SOURCES[own!]).toContain('CONTRACT');
    const offenders = Object.keys(SOURCES).filter((file) =>
      wholeContract.test(SOURCES[file]!.replace(/import type \{[^}]*\}[^;]*;/g, '')),
    );
    expect(offenders).toEqual([]);
  });

  it('no fetcher uploads directly a multipart call the contract writes', () => {
    const names = Object.keys(CONTRACT).join('|');
    const direct = new RegExp(`apiClient\\.upload(<[^>]*>)?\\(\\s*CALLS\\.(${names})\\b`);
    const offenders = Object.keys(SOURCES).filter((file) => direct.test(SOURCES[file]!));
    expect(offenders).toEqual([]);
  });
});
