/** Schemas of Account/getWallet, Wallet/contractAttestation and wallet/transferContract. */
import { contractSchema } from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

export const walletQuery = z.strictObject({ userToken: userTokenField, locale: localeField });
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

export const attestationQuery = z.strictObject({
  userToken: userTokenField,
  contractId: idField,
  locale: localeField,
});

export const transferBody = z.strictObject({
  userToken: userTokenField,
  fromMediaId: idField.describe('The lost, stolen or damaged card'),
  toMediaId: idField.describe('Its replacement, another card of the caller'),
  locale: localeField,
});
export const transferResponse = z.object({
  transfer: z.object({
    status: z.literal('DONE'),
    contracts: z.array(z.number().int()).describe('Ids of the contracts now on the replacement card'),
  }),
});
