/** POST Device/pair.json: the code a device shows pairs it with the account, under a name; the list is read again. */
import { CALLS, type DeviceView, PAIRING_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { DEVICES_KEY } from './get-devices.ts';

export async function pairDevice(input: { code: string; name: string }): Promise<DeviceView> {
  return (await callApi(CALLS.pairDevice, PAIRING_CONTRACT.pairDevice, input)).device;
}

export function usePairDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pairDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
