/**
 * What the orders module says of a contract's money (decision 064), for the consequences of
 * stopping or moving a subscription: the post-payment journeys of the month so far on its card
 * (usage-billing.ts counts them as the bill will), and the instalments still due on the order
 * that sold it, which go on being charged whatever happens to the pass.
 */
import type { DueInstalment } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { jsonList } from '../../lib/json-list.js';
import { contractsWithCopies } from '../contracts/service.js';
import type { ContractMoney } from '../subscriptions/service.js';
import { fulfilledItemsOfAccount, instalmentsOfOrders } from './tracking-repo.js';
import { usageSoFar } from './usage-billing.js';

/** The DUE instalments of the account's orders whose items put this contract, or the one it copies, on a card. */
async function dueInstalmentsOf(db: Db, accountId: number, contractId: number): Promise<DueInstalment[]> {
  const references = new Map<number, string>();
  for (const item of await fulfilledItemsOfAccount(db, accountId)) {
    if (references.has(item.orderId)) continue;
    const ids = jsonList(item.contractIds).filter((id): id is number => Number.isInteger(id));
    // A move copies the contract: the order names the original, the copy descends from it.
    if ((await contractsWithCopies(db, ids)).some((contract) => contract.id === contractId)) {
      references.set(item.orderId, item.reference ?? `OM-${String(item.orderId).padStart(8, '0')}`);
    }
  }
  const instalments = await instalmentsOfOrders(db, [...references.keys()]);
  return instalments
    .filter((instalment) => instalment.status === 'DUE')
    .map((instalment) => ({
      orderReference: references.get(instalment.order_id)!,
      dueDate: instalment.due_date,
      amountCents: instalment.amount_cents,
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

export const contractMoney: ContractMoney = async (db, query) => ({
  usage: query.postPayment
    ? await usageSoFar(db, {
        accountId: query.accountId,
        mediaId: query.contract.mediaId,
        networkId: query.networkId,
        on: query.on,
      })
    : null,
  dueInstalments: await dueInstalmentsOf(db, query.accountId, query.contract.id),
});
