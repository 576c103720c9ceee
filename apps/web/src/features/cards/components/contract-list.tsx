/**
 * The contracts (passes) of a card: product, validity and status; a sale awaiting its first
 * validation says so plainly, a running subscription offers its attestation for an employer, and,
 * with `actions`, a pass can be stopped or moved to another card (decision 064). A reduced fare
 * sold pending review of its proofs says so, and one a refused proof suspended says what the
 * passenger can do and what is refunded (decision 058).
 */
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import type { Contract } from '../api/card.ts';
import { AttestationButton } from './attestation-button.tsx';
import { ContractActions, type ContractActionsProps } from './contract-actions.tsx';

/** Wallet/contractAttestation answers for a running contract that renews (409 otherwise). */
export const hasAttestation = (contract: Contract) =>
  contract.status === 'ACTIVE' && Boolean(contract.renewalInterval);

export function ContractList({
  contracts,
  withAttestation = true,
  actions,
}: {
  contracts: Contract[];
  withAttestation?: boolean;
  /** The card, the account's cards and what to announce: stop and move are offered. */
  actions?: ContractActionsProps;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (contracts.length === 0) return <p>{t('cards.contracts.none')}</p>;
  return (
    <ul className="contract-list">
      {contracts.map((contract) => (
        <li key={contract.id} className={`contract contract--${contract.status.toLowerCase()}`}>
          <p className="contract__name">{contract.name}</p>
          <p className="contract__validity">
            {t('cards.contracts.validity', {
              from: formatDate(contract.validFrom, locale),
              to: formatDate(contract.validTo, locale),
            })}
          </p>
          <p className={`contract__status status-text status-text--${contract.status.toLowerCase()}`}>
            {t('cards.contracts.statusLine', { status: t(`cards.contracts.statuses.${contract.status}`) })}
          </p>
          {contract.proofReview === 'PENDING' && contract.status !== 'SUSPENDED' ? (
            <p className="contract__note">{t('cards.contracts.proofPending')}</p>
          ) : null}
          {contract.status === 'SUSPENDED' ? (
            <p className="contract__note">
              {t('cards.contracts.suspended', { amount: formatCents(contract.refundDueCents ?? 0, locale) })}
            </p>
          ) : null}
          {withAttestation && hasAttestation(contract) ? <AttestationButton contract={contract} /> : null}
          {actions ? <ContractActions contract={contract} {...actions} /> : null}
        </li>
      ))}
    </ul>
  );
}
