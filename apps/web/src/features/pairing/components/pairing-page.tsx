/**
 * /pairing (spec §2 "Device pairing", issue 11): the form that pairs the device showing a code,
 * and the account's paired devices (name, paired on, last used), each of which can be unpaired.
 * An address not yet proven pairs nothing (decision 057): the form gives way to a way to prove it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Status } from '../../../ui/messages.tsx';
import { useDevices, type Device } from '../api/get-devices.ts';
import { PairDeviceForm } from './pair-device-form.tsx';
import { UnpairDeviceDialog } from './unpair-device-dialog.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useAccountUser } from '../../../lib/account-user.ts';
import { useSendVerificationEmail } from '../../../lib/send-verification-email.ts';
import { VerifyEmailFirst } from '../../../ui/verify-email-first.tsx';

type Done = { kind: 'paired' | 'unpaired'; name: string };

function DeviceList({ onUnpair }: { onUnpair: (device: Device) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const devices = useDevices();
  const when = (value: string) =>
    t('pairing.at', { date: formatDate(value, locale), time: formatTime(value, locale) });

  if (devices.isPending) return <p role="status">{t('pairing.loading')}</p>;
  if (devices.isError) {
    return <LoadFailed error={devices.error} onRetry={() => devices.refetch()} />;
  }
  if (devices.data.length === 0) return <p>{t('pairing.empty')}</p>;
  return (
    <table className="data-table device-list">
      <caption className="visually-hidden">{t('pairing.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pairing.device')}</th>
          <th scope="col">{t('pairing.pairedOn')}</th>
          <th scope="col">{t('pairing.lastUsed')}</th>
          <th scope="col">{t('pairing.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {devices.data.map((device) => (
          <tr key={device.id}>
            <th scope="row" data-label={t('pairing.device')}>
              {device.name}
            </th>
            <td data-label={t('pairing.pairedOn')}>{formatDate(device.pairedAt, locale)}</td>
            <td data-label={t('pairing.lastUsed')}>
              {device.lastUsedAt ? when(device.lastUsedAt) : t('pairing.neverUsed')}
            </td>
            <td data-label={t('pairing.actions')}>
              <Button
                variant="secondary"
                aria-label={t('pairing.unpair', { name: device.name })}
                onPress={() => onUnpair(device)}
              >
                {t('pairing.unpairShort')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The pairing form, or, while the account's address is not proven, why not and a new link to
 * prove it; read again when the page comes back to the front (the link opens another tab). When
 * the account cannot be read, the form shows and the api decides.
 */
function PairOrVerify({ onPaired }: { onPaired: (name: string) => void }) {
  const { t } = useTranslation();
  const account = useAccountUser({ refetchOnWindowFocus: true });
  const send = useSendVerificationEmail();
  if (account.isPending) return null;
  const email = account.data?.email;
  if (email && account.data?.emailVerified === false) {
    return (
      <section aria-labelledby="pairing-verify-title">
        <h2 id="pairing-verify-title">{t('pairing.verifyTitle')}</h2>
        <VerifyEmailFirst reason={t('pairing.verifyFirst', { email })} email={email} send={send} />
      </section>
    );
  }
  return <PairDeviceForm onPaired={onPaired} />;
}

export function PairingPage() {
  const { t } = useTranslation();
  const [unpairing, setUnpairing] = useState<Device | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  return (
    <>
      <p className="lead">{t('pairing.intro')}</p>
      {done ? (
        <Status tone="success">
          {done.kind === 'paired'
            ? t('pairing.paired', { name: done.name })
            : t('pairing.unpaired', { name: done.name })}
        </Status>
      ) : null}
      <PairOrVerify onPaired={(name) => setDone({ kind: 'paired', name })} />
      <section aria-labelledby="pairing-devices-title">
        <h2 id="pairing-devices-title">{t('pairing.devicesTitle')}</h2>
        <DeviceList
          onUnpair={(device) => {
            setDone(null);
            setUnpairing(device);
          }}
        />
      </section>
      {unpairing ? (
        <UnpairDeviceDialog
          device={unpairing}
          onClose={() => setUnpairing(null)}
          onUnpaired={(name) => {
            setUnpairing(null);
            setDone({ kind: 'unpaired', name });
          }}
        />
      ) : null}
    </>
  );
}
