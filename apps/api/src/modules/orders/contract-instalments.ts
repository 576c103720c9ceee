/**
 * The instalments still due on the order that sold a contract (decision 064): what stopping or
 * moving a pass leaves to be charged (usage-billing's contractMoney states it).
 */
import type { DueInstalment } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { jsonList } from '../../lib/json-list.js';
import { contractsWithCopies } from '../contracts/service.js';
import { fulfilledItemsOfAccount, instalmentsOfOrders } from './tracking-repo.js';

/** The DUE instalments of the account's orders whose items put this contract, or the one it copies, on a card. */
export async function dueInstalmentsOfContract(
  db: Db,
  accountId: number,
  contractId: number,
): Promise<DueInstalment[]> {
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
