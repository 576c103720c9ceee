/**
 * The contract of the contracts' calls of calls.ts: Subscriptions/list, get, terminate and
 * updateCard (decision 064), Account/getWallet, Wallet/contractAttestation (a PDF, bytes) and
 * wallet/transferContract.
 */
import { z } from 'zod';
import { contractSchema } from '../card.js';
import { subscriptionChangeResponse, subscriptionSchema } from '../subscriptions.js';
import { idField, sessionRequest } from './request.js';
import { BYTES, type AreaContract } from './types.js';

const previewField = z
  .boolean()
  .optional()
  .describe('true: every check and the answer, nothing changed (what the portal states before confirming)');

export const walletResponse = z.object({
  wallet: z.object({
    cards: z.array(
      z.object({
        id: z.number().int(),
        number: z.string(),
        expired: z.boolean(),
        contracts: z.array(contractSchema),
      }),
    ),
  }),
});

export const transferResponse = z.object({
  transfer: z.object({
    status: z.literal('DONE'),
    contracts: z.array(z.number().int()).describe('Ids of the contracts now on the replacement card'),
  }),
});

export const SUBSCRIPTION_CONTRACT = {
  listSubscriptions: {
    request: sessionRequest({ mediaId: idField.optional().describe('Only the contracts of this card') }),
    response: z.object({ subscriptions: z.array(subscriptionSchema) }),
  },
  getSubscription: {
    request: sessionRequest({ subscriptionId: idField }),
    response: z.object({ subscription: subscriptionSchema }),
  },
  terminateSubscription: {
    request: sessionRequest({ subscriptionId: idField, preview: previewField }),
    response: subscriptionChangeResponse,
  },
  updateSubscriptionCard: {
    request: sessionRequest({
      subscriptionId: idField,
      mediaId: idField.describe('Another card of the caller, of the same holder'),
      preview: previewField,
    }),
    response: subscriptionChangeResponse,
  },
  getWallet: { request: sessionRequest({}), response: walletResponse },
  /** The attestation as a PDF. */
  contractAttestation: { request: sessionRequest({ contractId: idField }), response: BYTES },
  transferContract: {
    request: sessionRequest({
      fromMediaId: idField.describe('The lost, stolen or damaged card'),
      toMediaId: idField.describe('Its replacement, another card of the caller'),
    }),
    response: transferResponse,
  },
} as const satisfies AreaContract;
