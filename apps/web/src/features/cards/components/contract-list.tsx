/**
 * The contracts (passes) of a card: product, validity and status; a sale awaiting its first
 * validation says so plainly, and a running subscription offers its attestation for an employer.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import type { Contract } from '../api/card.ts';
import { AttestationButton } from './attestation-button.tsx';

/** Wallet/contractAttestation answers for a running contract that renews (409 otherwise). */
export const hasAttestation = (contract: Contract) =>
  contract.status === 'ACTIVE' && Boolean(contract.renewalInterval);

export function ContractList({
  contracts,
  withAttestation = true,
}: {
  contracts: Contract[];
  withAttestation?: boolean;
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
          {withAttestation && hasAttestation(contract) ? <AttestationButton contract={contract} /> : null}
        </li>
      ))}
    </ul>
  );
}
