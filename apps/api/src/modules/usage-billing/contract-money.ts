/**
 * What is said of a contract's money (decision 064), for the consequences of stopping or moving a
 * subscription: the post-payment journeys of the month so far on its card (usage.ts counts them
 * as the bill will), and the instalments still due on the order that sold it (the orders
 * module's), which go on being charged whatever happens to the pass. Here, above orders, since it
 * needs both (decision 068); app.ts hands it to subscriptions.
 */
import { dueInstalmentsOfContract } from '../orders/service.js';
import type { ContractMoney } from '../subscriptions/service.js';
import { usageSoFar } from './usage.js';

export const contractMoney: ContractMoney = async (db, query) => ({
  usage: query.postPayment
    ? await usageSoFar(db, {
        accountId: query.accountId,
        mediaId: query.contract.mediaId,
        networkId: query.networkId,
        on: query.on,
      })
    : null,
  dueInstalments: await dueInstalmentsOfContract(db, query.accountId, query.contract.id),
});
