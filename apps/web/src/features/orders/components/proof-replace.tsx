/**
 * "Replace" for a refused proof: the accepted files said before choosing, the file checked here
 * (the server decides anyway), uploaded with its progress, then put in the refused one's place in
 * the submission; the order tracking then shows the new one waiting for validation.
 */
import { DOCUMENT_LIMITS, documentFileRefusal, type DocumentType } from '@oceane/domain';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/messages.tsx';
import { Progress } from '../../../ui/progress.tsx';
import { useReplaceProof } from '../api/update-documents-submission.ts';

const ACCEPTED: readonly string[] = DOCUMENT_LIMITS.acceptedTypes;
const MAX_MEGABYTES = DOCUMENT_LIMITS.maxBytes / (1024 * 1024);

export function ProofReplace({
  submissionId,
  type,
  typeName,
  onReplaced,
}: {
  submissionId: number;
  type: DocumentType;
  /** The proof's name in the user's language, for the button's accessible name. */
  typeName: string;
  /** Said by the list around: this proof's entry gives way to the new one once read again. */
  onReplaced: () => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const replace = useReplaceProof(submissionId, type);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const code = documentFileRefusal(file);
    setRefusal(code);
    if (code) return;
    replace.reset();
    replace.mutate(file, { onSuccess: onReplaced });
  };

  return (
    <div className="proof-replace">
      <p id={hintId} className="hint">
        {t('orders.proofs.replaceHint', { size: MAX_MEGABYTES })}
      </p>
      <FileTrigger acceptedFileTypes={[...ACCEPTED]} onSelect={choose}>
        <Button variant="secondary" isPending={replace.isPending} aria-describedby={hintId}>
          {t('orders.proofs.replace')}{' '}
          <span className="visually-hidden">{t('orders.proofs.replaceWhat', { name: typeName })}</span>
        </Button>
      </FileTrigger>
      {replace.isPending ? <Progress label={t('orders.proofs.uploading')} value={replace.percent} /> : null}
      {refusal ? (
        <Alert>
          <p>{t(`errors.${refusal}` as 'errors.GENERIC')}</p>
        </Alert>
      ) : null}
      {replace.isError ? (
        <Alert>
          <p>{t('orders.proofs.replaceFailed', { reason: errorText(t, replace.error) })}</p>
        </Alert>
      ) : null}
    </div>
  );
}
