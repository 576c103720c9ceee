/** POST Device/unpair.json: the device leaves the account and its session ends; the list is read again. */
import { CALLS, PAIRING_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { DEVICES_KEY } from './get-devices.ts';

export async function unpairDevice(deviceId: number): Promise<void> {
  await callApi(CALLS.unpairDevice, PAIRING_CONTRACT.unpairDevice, { deviceId });
}

export function useUnpairDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpairDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
