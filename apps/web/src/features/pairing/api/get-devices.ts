/** GET Device/getDevices.json: the devices paired with the account (decision 047). */
import { CALLS, type DeviceView, PAIRING_CONTRACT } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export type Device = DeviceView;

export const DEVICES_KEY = ['pairing', 'devices'] as const;

export async function getDevices(): Promise<Device[]> {
  return (await callApi(CALLS.getDevices, PAIRING_CONTRACT.getDevices, {})).devices;
}

export const devicesQueryOptions = () =>
  queryOptions({ queryKey: DEVICES_KEY, queryFn: getDevices, staleTime: 0 });

export function useDevices() {
  return useQuery(devicesQueryOptions());
}
