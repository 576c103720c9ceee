/**
 * The geolocation section of /account/notifications (decision 050): the consent to share an
 * approximate position, off until the passenger ticks it, withdrawn by unticking it (the positions
 * kept are then deleted). Each change is saved at once and said in a status message.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { useGeolocationConsent } from '../api/get-geolocation-consent.ts';
import { useSetGeolocationConsent } from '../api/set-geolocation-consent.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';

export function GeolocationConsent() {
  const { t } = useTranslation();
  const consent = useGeolocationConsent();
  const save = useSetGeolocationConsent();
  const [saved, setSaved] = useState<boolean | null>(null);
  // The box follows the press at once; it goes back to the saved answer once the call ends.
  const [pressed, setPressed] = useState<boolean | null>(null);

  const body = () => {
    if (consent.isPending) return <p role="status">{t('common.loading')}</p>;
    if (consent.isError) return <LoadFailed error={consent.error} onRetry={() => consent.refetch()} />;
    return (
      <>
        <Checkbox
          id="geolocation-consent"
          name="geolocationConsent"
          isSelected={pressed ?? consent.data.granted}
          description={t('geolocation.description')}
          onChange={(granted) => {
            setSaved(null);
            setPressed(granted);
            save.mutate(granted, {
              onSuccess: (answer) => setSaved(answer.granted),
              onSettled: () => setPressed(null),
            });
          }}
        >
          {t('geolocation.label')}
        </Checkbox>
        {save.isError ? (
          <Alert>
            <p>{errorText(t, save.error)}</p>
          </Alert>
        ) : null}
        {saved === null ? null : (
          <Status tone="success">{saved ? t('geolocation.granted') : t('geolocation.withdrawn')}</Status>
        )}
      </>
    );
  };

  return (
    <section aria-labelledby="geolocation-title" className="section">
      <h2 id="geolocation-title">{t('geolocation.title')}</h2>
      {body()}
    </section>
  );
}
