/**
 * Step 4, photo: the photo capture of My cards (ui/photo-capture: guidance, crop, feedback, the
 * consent to keep it, spec §5), sent as a PHOTO document with Media/uploadDocument.json; the
 * tunnel keeps its id, and the flow goes on by itself once it is stored. A photo already saved
 * for this request (before a reload too) is shown, read back from the server, and lets the
 * passenger go on without a new one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateTunnel } from '../../../lib/tunnel-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { PhotoCapture } from '../../../ui/photo-capture/photo-capture.tsx';
import { uploadDocument } from './api/upload-document.ts';
import type { StepProps } from './order-flow.tsx';
import { StepActions } from './step-actions.tsx';
import { useSavedPhoto } from './use-saved-photo.ts';
import { useTunnel } from './use-tunnel.ts';

export function PhotoStep({ onBack, onDone }: StepProps) {
  const { t } = useTranslation();
  const photo = useTunnel((tunnel) => tunnel.photo);
  const saved = useSavedPhoto(photo);
  const [missing, setMissing] = useState(false);

  return (
    <div className="form">
      {photo ? (
        <Status>
          <p>{t('cardOrder.photo.saved')}</p>
        </Status>
      ) : null}
      {saved.state === 'shown' ? (
        <figure className="current-photo">
          <img src={saved.url} alt={t('cardOrder.photo.preview')} width={140} height={180} />
        </figure>
      ) : null}
      {saved.state === 'loading' ? <p role="status">{t('cardOrder.photo.previewLoading')}</p> : null}
      {saved.state === 'failed' ? <p className="hint">{t('cardOrder.photo.previewFailed')}</p> : null}
      <PhotoCapture
        id="order-photo"
        onConfirm={async (picture) => {
          const document = await uploadDocument({ type: 'PHOTO', file: picture, fileName: 'photo.jpg' });
          updateTunnel({ photo: String(document.id) });
          setMissing(false);
          onDone();
        }}
      />
      {missing && !photo ? (
        <Alert>
          <p>{t('cardOrder.photo.required')}</p>
        </Alert>
      ) : null}
      <StepActions onBack={onBack}>
        <Button onPress={() => (photo ? onDone() : setMissing(true))}>{t('cardOrder.next')}</Button>
      </StepActions>
    </div>
  );
}
