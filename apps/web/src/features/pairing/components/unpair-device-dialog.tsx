/** The unpairing of a device, confirmed in a dialog: its session ends; a refusal is said in the dialog. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { Alert } from '../../../ui/messages.tsx';
import type { Device } from '../api/get-devices.ts';
import { useUnpairDevice } from '../api/unpair-device.ts';

export function UnpairDeviceDialog({
  device,
  onClose,
  onUnpaired,
}: {
  device: Device;
  onClose: () => void;
  onUnpaired: (name: string) => void;
}) {
  const { t } = useTranslation();
  const unpair = useUnpairDevice();
  const [failure, setFailure] = useState<unknown>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await unpair.mutateAsync(device.id);
      onUnpaired(device.name);
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <ModalDialog
      title={t('pairing.unpairTitle', { name: device.name })}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {failure ? (
        <Alert>
          <p>{errorText(t, failure)}</p>
        </Alert>
      ) : null}
      <p>{t('pairing.unpairText')}</p>
      <div className="actions">
        <Button isPending={unpair.isPending} onPress={() => void confirm()}>
          {t('pairing.unpairConfirm')}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t('pairing.cancel')}
        </Button>
      </div>
    </ModalDialog>
  );
}
