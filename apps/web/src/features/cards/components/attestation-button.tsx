/** Downloads the PDF attestation of a contract, showing its progress and then its file name. */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { Progress } from '../../../ui/progress.tsx';
import { useAttestationDownload } from '../api/contract-attestation.ts';
import type { Contract } from '../api/card.ts';

export function AttestationButton({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const download = useAttestationDownload(contract.id);
  const hintId = `attestation-${contract.id}-hint`;
  return (
    <div className="attestation">
      <Button
        variant="secondary"
        isPending={download.isPending}
        aria-describedby={hintId}
        onPress={() => download.mutate()}
      >
        {t('cards.contracts.attestation')} <span className="visually-hidden">– {contract.name}</span>
      </Button>
      <p id={hintId} className="field__description">
        {t('cards.contracts.attestationHint')}
      </p>
      {download.isPending ? (
        <Progress label={t('cards.contracts.downloading')} value={download.percent} />
      ) : null}
      {download.isSuccess ? (
        <Status tone="success">
          <p>{t('cards.contracts.downloaded', { filename: download.data })}</p>
        </Status>
      ) : null}
      {download.isError ? (
        <Alert>
          <p>{errorText(t, download.error)}</p>
        </Alert>
      ) : null}
    </div>
  );
}
