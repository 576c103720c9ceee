/** POST Device/pair.json: the code a device shows pairs it with the account, under a name; the list is read again. */
import { CALLS, pairDeviceResponse, type DeviceView } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { DEVICES_KEY } from './get-devices.ts';

export async function pairDevice(input: { code: string; name: string }): Promise<DeviceView> {
  return pairDeviceResponse.parse(await apiClient.call<unknown>(CALLS.pairDevice, input)).device;
}

export function usePairDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pairDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
