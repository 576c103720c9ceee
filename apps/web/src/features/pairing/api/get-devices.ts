/** GET Device/getDevices.json: the devices paired with the account (decision 047). */
import { CALLS, getDevicesResponse, type DeviceView } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type Device = DeviceView;

export const DEVICES_KEY = ['pairing', 'devices'] as const;

export async function getDevices(): Promise<Device[]> {
  return getDevicesResponse.parse(await apiClient.call<unknown>(CALLS.getDevices, {})).devices;
}

export const devicesQueryOptions = () =>
  queryOptions({ queryKey: DEVICES_KEY, queryFn: getDevices, staleTime: 0 });

export function useDevices() {
  return useQuery(devicesQueryOptions());
}
