/**
 * Step 3, documents: the proofs the chosen product needs (Document/getDocuments.json?shopItemId),
 * each uploaded as soon as it is chosen. Going on needs every one of them; the types needed are
 * kept in the tunnel then, so that the later steps know this step was done for this product.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tunnelStore, updateTunnel } from '../../../lib/tunnel-store.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { useRequiredDocuments } from './api/document-types.ts';
import { DocumentUpload } from './document-upload.tsx';
import type { PrivacyLinkProps, StepProps } from './order-flow.tsx';
import { StepActions } from './step-actions.tsx';
import { useTunnel } from './use-tunnel.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';

export function DocumentsStep({ onBack, onDone, privacyLink }: StepProps & PrivacyLinkProps) {
  const { t } = useTranslation();
  const product = useTunnel((tunnel) => tunnel.product);
  const types = useRequiredDocuments(product?.shopItemId);
  const [submits, setSubmits] = useState(0);
  const [missing, setMissing] = useState<string[]>([]);
  // The photo has its own step (4), with its consent.
  const proofs = types.data?.filter((type) => type.code !== 'PHOTO');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!proofs) return;
    setSubmits((count) => count + 1);
    const { documents } = tunnelStore.getState();
    const lacking = proofs.filter((type) => documents[type.code] === undefined).map((type) => type.code);
    setMissing(lacking);
    if (lacking.length > 0) return;
    updateTunnel({ requiredDocuments: proofs.map((type) => type.code) });
    onDone();
  };

  const missingText = (name: string) => t('cardOrder.documents.missing', { name });
  const entries = (proofs ?? [])
    .filter((type) => missing.includes(type.code))
    .map((type) => ({ message: missingText(type.name), fieldId: `order-document-${type.code}` }));

  return (
    <form noValidate className="form" onSubmit={submit}>
      <ErrorSummary entries={entries} focusKey={submits} />
      {types.isPending ? <p role="status">{t('cardOrder.documents.loading')}</p> : null}
      {types.isError ? <LoadFailed error={types.error} onRetry={() => types.refetch()} /> : null}
      {proofs && product ? (
        <p>
          {proofs.length > 0
            ? t('cardOrder.documents.intro', { product: product.name })
            : t('cardOrder.documents.none', { product: product.name })}
        </p>
      ) : null}
      {proofs?.map((type) => (
        <DocumentUpload
          key={type.code}
          documentType={type}
          error={missing.includes(type.code) ? missingText(type.name) : undefined}
        />
      ))}
      {privacyLink ? (
        <p className="hint">
          {t('cardOrder.documents.privacy')} {privacyLink}
        </p>
      ) : null}
      <StepActions onBack={onBack}>
        <Button type="submit" isPending={!proofs}>
          {t('cardOrder.next')}
        </Button>
      </StepActions>
    </form>
  );
}
