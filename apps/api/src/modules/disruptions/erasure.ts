/**
 * The disruptions module's part of "Your data" (decision 049, 053): the traffic alerts sent to the
 * account's cards (disruption, channel, address, when) for the export; on erasure they are deleted,
 * with the text messages sent to those numbers (the mail outbox keeps its mails, as decision 049 says).
 */
import type { Db } from '../../db/index.js';
import { eraseSmsTo } from '../sms/service.js';
import { deleteAlertsOfAccounts, listAlertsOfAccounts } from './repo.js';

export async function trafficAlertsForExport(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return listAlertsOfAccounts(db, accountIds);
}

export async function eraseTrafficAlertsOfAccounts(trx: Db, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  const alerts = await listAlertsOfAccounts(trx, accountIds);
  await eraseSmsTo(trx, [
    ...new Set(alerts.filter((alert) => alert.channel === 'SMS').map((alert) => alert.address)),
  ]);
  await deleteAlertsOfAccounts(trx, accountIds);
}
