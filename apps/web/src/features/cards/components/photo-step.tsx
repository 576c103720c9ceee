/**
 * The association's second step: the holder photo, through the shared photo capture, uploaded
 * with Media/uploadMedia.json; once it is stored the flow goes on to the alerts. A card that
 * already has a photo may go on without a new one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/messages.tsx';
import { PhotoCapture } from '../../../ui/photo-capture/photo-capture.tsx';
import type { Card } from '../api/card.ts';
import { useUploadPhoto } from '../api/upload-photo.ts';
import { CardPhoto } from './card-photo.tsx';

export function PhotoStep({ card, onBack, onDone }: { card: Card; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  const [missing, setMissing] = useState(false);
  return (
    <div className="form">
      {card.hasPhoto ? (
        <figure className="current-photo">
          <CardPhoto card={card} />
          <figcaption>{t('cards.flow.currentPhoto')}</figcaption>
        </figure>
      ) : null}
      <PhotoCapture
        id="association-photo"
        onConfirm={async (photo) => {
          await upload.mutateAsync({ mediaId: card.id, photo });
          setMissing(false);
          onDone();
        }}
      />
      {missing && !card.hasPhoto ? (
        <Alert>
          <p>{t('cards.flow.photoRequired')}</p>
        </Alert>
      ) : null}
      <div className="actions">
        <Button variant="secondary" onPress={onBack}>
          {t('cards.flow.back')}
        </Button>
        <Button onPress={() => (card.hasPhoto ? onDone() : setMissing(true))}>
          {t('cards.flow.continue')}
        </Button>
      </div>
    </div>
  );
}
