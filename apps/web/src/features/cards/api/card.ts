/**
 * The card shape of docs/api-contract.md (Card), as the portal reads it: the wire schema of
 * packages/domain, the one the api answers with, so both halves agree on every field.
 */
import type { holderViewSchema } from '@oceane/domain';
import {
  cardSchema,
  contractSchema,
  type AlertsView,
  type CardView,
  type ContractView,
} from '@oceane/domain';
import type { z } from 'zod';

export { cardSchema, contractSchema };
export type Card = CardView;
export type Contract = ContractView;
export type Holder = z.infer<typeof holderViewSchema>;
export type Alerts = AlertsView;

// The holder's name and a card's id as every feature reads them: lib/account-cards.ts.
export { holderName, sameCard } from '../../../lib/account-cards.ts';
