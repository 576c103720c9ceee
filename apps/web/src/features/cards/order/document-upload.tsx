/**
 * One proof of step 3: what it is, the formats and size accepted (shown before choosing), a
 * button that opens the file picker, the upload's progress, then the file kept with its status in
 * the passenger's words, to replace or remove. A refusal is said by the proof, in their language.
 */
import type { DocumentTypeView } from '@oceane/domain';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/locale.ts';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Progress } from '../../../ui/progress.tsx';
import { formatsText, sizeText } from './file-rules.ts';
import { useDocumentUpload } from './use-document-upload.ts';
import { useTunnel } from './use-tunnel.ts';

const STATUSES = ['PENDING', 'VALID', 'INVALID'] as const;

export function DocumentUpload({ documentType, error }: { documentType: DocumentTypeView; error?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { code, name } = documentType;
  const kept = useTunnel((tunnel) => tunnel.documents[code]);
  const { state, upload, cancel, remove } = useDocumentUpload(code, documentType);
  const ids = {
    title: `order-document-${code}-title`,
    rules: `order-document-${code}-rules`,
    error: `order-document-${code}-error`,
    trigger: `order-document-${code}`,
  };
  const status = STATUSES.find((known) => known === kept?.status) ?? 'PENDING';
  const failure = state.kind === 'failed' ? errorText(t, state.error) : kept ? undefined : error;

  const trigger = (label: string, accessibleName: string, variant: 'primary' | 'secondary') => (
    <FileTrigger
      acceptedFileTypes={documentType.acceptedTypes}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) void upload(file);
      }}
    >
      <Button
        variant={variant}
        id={ids.trigger}
        aria-label={accessibleName}
        aria-describedby={[ids.rules, failure ? ids.error : ''].filter(Boolean).join(' ')}
        isPending={state.kind === 'uploading'}
      >
        {label}
      </Button>
    </FileTrigger>
  );

  return (
    <section className="document-upload" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{name}</h3>
      {documentType.description ? <p>{documentType.description}</p> : null}
      <p id={ids.rules} className="field__description">
        {t('cardOrder.documents.rules', {
          types: formatsText(documentType.acceptedTypes),
          size: sizeText(documentType.maxBytes, locale),
        })}
      </p>
      {state.kind === 'uploading' ? (
        <div className="document-upload__progress">
          <Progress
            label={t('cardOrder.documents.uploading', { file: state.fileName })}
            value={
              state.progress.total
                ? Math.round((state.progress.loaded / state.progress.total) * 100)
                : undefined
            }
          />
          <Button
            variant="quiet"
            onPress={() => {
              cancel();
              requestAnimationFrame(() => document.getElementById(ids.trigger)?.focus());
            }}
          >
            {t('cardOrder.documents.cancel')}
          </Button>
        </div>
      ) : null}
      <div role="status" className="document-upload__kept">
        {kept && state.kind !== 'uploading' ? (
          <>
            <p>
              {t('cardOrder.documents.uploaded', { file: kept.fileName, size: sizeText(kept.size, locale) })}
            </p>
            <p className={`document-status document-status--${status.toLowerCase()}`}>
              {t(`cardOrder.documents.status.${status}`)}
            </p>
          </>
        ) : null}
        {state.kind === 'removed' ? <p>{t('cardOrder.documents.removed', { name })}</p> : null}
      </div>
      {failure ? (
        <p id={ids.error} className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="actions">
        {kept
          ? trigger(
              t('cardOrder.documents.replace'),
              t('cardOrder.documents.replaceFor', { name }),
              'secondary',
            )
          : trigger(t('cardOrder.documents.choose'), t('cardOrder.documents.chooseFor', { name }), 'primary')}
        {kept && state.kind !== 'uploading' ? (
          <Button
            variant="quiet"
            onPress={() => {
              remove();
              // The button goes with the file: the focus goes to the one that chooses a new file.
              requestAnimationFrame(() => document.getElementById(ids.trigger)?.focus());
            }}
            aria-label={t('cardOrder.documents.removeFor', { name })}
          >
            {t('cardOrder.documents.remove')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
