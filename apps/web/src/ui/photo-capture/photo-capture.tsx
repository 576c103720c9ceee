/**
 * The holder photo step, shared by the card association and the new-card order: choose a file or
 * take a picture, crop it to the card's ratio, see at once whether it is too small, dark, bright
 * or blurred, agree to its keeping, and hand the cropped JPEG to `onConfirm`, which uploads it.
 * It knows no feature: the caller says what confirming does, and its failure is shown here.
 */
import { PHOTO_LIMITS, type PhotoIssue } from '@oceane/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/messages.ts';
import { Button } from '../button.tsx';
import { Checkbox } from '../checkbox.tsx';
import { Alert, Status } from '../messages.tsx';
import { Progress } from '../progress.tsx';
import { cropPixels, cropToJpeg, loadImage, type LoadedImage } from './canvas.ts';
import { Cropper } from './cropper.tsx';
import { initialCrop, type Crop } from './crop.ts';
import { BLOCKING_ISSUES, photoFeedback } from './feedback.ts';
import { PhotoGuidance } from './photo-guidance.tsx';

export type PhotoCaptureProps = {
  /** Receives the cropped JPEG once the consent is given; a rejection is shown as the §8 error. */
  onConfirm: (photo: Blob) => Promise<void>;
  /** Prefix of the element ids, for two captures on one page. */
  id?: string;
};

type Failure = { code: string } | { error: unknown };

function fileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'PHOTO_NOT_AN_IMAGE';
  if (file.size > PHOTO_LIMITS.maxBytes) return 'PHOTO_TOO_LARGE';
  return null;
}

export function PhotoCapture({ onConfirm, id = 'photo' }: PhotoCaptureProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [reading, setReading] = useState(false);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [state, setState] = useState<'idle' | 'uploading' | 'uploaded'>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => () => image?.close(), [image]);

  const issues = useMemo<PhotoIssue[] | null>(() => {
    if (!image || !crop) return null;
    const pixels = cropPixels(image, crop);
    return pixels ? photoFeedback(pixels, crop) : null;
  }, [image, crop]);

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setFailure(null);
    setState('idle');
    const problem = fileProblem(file);
    if (problem) return setFailure({ code: problem });
    setReading(true);
    try {
      const loaded = await loadImage(file);
      if (loaded.width > PHOTO_LIMITS.maxSide || loaded.height > PHOTO_LIMITS.maxSide) {
        loaded.close();
        return setFailure({ code: 'PHOTO_DIMENSIONS_TOO_LARGE' });
      }
      setImage(loaded);
      setCrop(initialCrop(loaded));
    } catch {
      setFailure({ code: 'PHOTO_NOT_AN_IMAGE' });
    } finally {
      setReading(false);
    }
  };

  const confirm = async () => {
    if (!image || !crop) return setFailure({ code: 'CHOOSE_FIRST' });
    if (issues?.some((issue) => BLOCKING_ISSUES.includes(issue))) return;
    if (!consent) return setConsentError(true);
    setFailure(null);
    setState('uploading');
    try {
      await onConfirm(await cropToJpeg(image, crop));
      setState('uploaded');
    } catch (error) {
      setState('idle');
      setFailure({ error });
    }
  };

  const failureText = (value: Failure) => {
    if ('error' in value) return errorText(t, value.error);
    return value.code === 'CHOOSE_FIRST'
      ? t('photo.chooseFirst')
      : t(`errors.${value.code}` as 'errors.GENERIC');
  };

  return (
    <div className="photo-capture">
      <PhotoGuidance />
      <div className="actions">
        <FileTrigger acceptedFileTypes={['image/*']} onSelect={(files) => void choose(files)}>
          <Button variant="secondary">{t('photo.choose')}</Button>
        </FileTrigger>
        <FileTrigger
          acceptedFileTypes={['image/*']}
          defaultCamera="user"
          onSelect={(files) => void choose(files)}
        >
          <Button variant="secondary">{t('photo.take')}</Button>
        </FileTrigger>
      </div>
      {reading ? <Progress label={t('photo.reading')} /> : null}
      {image && crop ? (
        <>
          <p id={hintId} className="field__description">
            {t('photo.cropHint')}
          </p>
          <Cropper image={image} crop={crop} onCropChange={setCrop} descriptionId={hintId} />
        </>
      ) : null}
      <div role="status" className="photo-feedback">
        {issues && issues.length > 0 ? (
          <div className="message message--alert">
            <p className="photo-feedback__title">{t('photo.issuesTitle')}</p>
            <ul>
              {issues.map((issue) => (
                <li key={issue}>{t(`photo.issues.${issue}`)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {issues && issues.length === 0 ? (
          <p className="message message--success">{t('photo.looksGood')}</p>
        ) : null}
      </div>
      <Checkbox
        id={`${id}-consent`}
        name="photoConsent"
        isSelected={consent}
        onChange={(selected) => {
          setConsent(selected);
          if (selected) setConsentError(false);
        }}
        isRequired
        error={consentError ? t('photo.consentRequired') : undefined}
      >
        {t('photo.consent')}
      </Checkbox>
      {failure ? (
        <Alert>
          <p>{failureText(failure)}</p>
        </Alert>
      ) : null}
      {state === 'uploading' ? <Progress label={t('photo.uploading')} /> : null}
      {state === 'uploaded' ? (
        <Status tone="success">
          <p>{t('photo.uploaded')}</p>
        </Status>
      ) : null}
      <Button variant="primary" isPending={state === 'uploading'} onPress={() => void confirm()}>
        {t('photo.upload')}
      </Button>
    </div>
  );
}
