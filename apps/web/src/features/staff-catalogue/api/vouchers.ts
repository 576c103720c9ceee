/**
 * The vouchers' staff calls (decision 076; supervisors only): GET Staff/getVouchers.json,
 * POST Staff/createVoucher.json, POST Staff/disableVoucher.json, GET Staff/getVoucherUsage.json.
 */
import { CALLS, type ClientRequest, STAFF_CATALOGUE_CONTRACT } from '@oceane/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

const VOUCHERS_KEY = ['staff', 'vouchers'];

export const vouchersOptions = () =>
  queryOptions({
    queryKey: VOUCHERS_KEY,
    queryFn: () => callApi(CALLS.getStaffVouchers, STAFF_CATALOGUE_CONTRACT.getStaffVouchers, {}),
    staleTime: 0,
  });

export function useStaffVouchers() {
  return useQuery(vouchersOptions());
}

export function createVoucher(input: ClientRequest<'createVoucher'>) {
  return callApi(CALLS.createVoucher, STAFF_CATALOGUE_CONTRACT.createVoucher, input);
}

export function useCreateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VOUCHERS_KEY }),
  });
}

export function disableVoucher(input: ClientRequest<'disableVoucher'>) {
  return callApi(CALLS.disableVoucher, STAFF_CATALOGUE_CONTRACT.disableVoucher, input);
}

export function useDisableVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VOUCHERS_KEY }),
  });
}

export const voucherUsageOptions = (code: string) =>
  queryOptions({
    queryKey: [...VOUCHERS_KEY, 'usage', code],
    queryFn: () => callApi(CALLS.getVoucherUsage, STAFF_CATALOGUE_CONTRACT.getVoucherUsage, { code }),
    staleTime: 0,
  });

export function useVoucherUsage(code: string | null) {
  return useQuery({ ...voucherUsageOptions(code ?? ''), enabled: code !== null });
}
