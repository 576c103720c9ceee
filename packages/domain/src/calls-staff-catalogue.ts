/**
 * The calls of one area of the table (calls.ts): the back office's catalogue and vouchers (issue
 * 25, decision 076): prices scheduled from a day, vouchers created, limited and disabled, and the
 * main agency's address and opening hours. A supervisor's only.
 */
import type { Call } from './calls.js';

export const STAFF_CATALOGUE_CALLS = {
  getStaffCatalogue: {
    method: 'GET',
    path: 'Staff/getCatalogue.json',
    access: 'staff',
    supervisorOnly: true,
  },
  schedulePrice: {
    method: 'POST',
    path: 'Staff/schedulePrice.json',
    access: 'staff',
    supervisorOnly: true,
  },
  getStaffVouchers: {
    method: 'GET',
    path: 'Staff/getVouchers.json',
    access: 'staff',
    supervisorOnly: true,
  },
  createVoucher: {
    method: 'POST',
    path: 'Staff/createVoucher.json',
    access: 'staff',
    supervisorOnly: true,
  },
  updateVoucherLimits: {
    method: 'POST',
    path: 'Staff/updateVoucherLimits.json',
    access: 'staff',
    supervisorOnly: true,
  },
  disableVoucher: {
    method: 'POST',
    path: 'Staff/disableVoucher.json',
    access: 'staff',
    supervisorOnly: true,
  },
  getVoucherUsage: {
    method: 'GET',
    path: 'Staff/getVoucherUsage.json',
    access: 'staff',
    supervisorOnly: true,
  },
  getStaffAgency: {
    method: 'GET',
    path: 'Staff/getAgency.json',
    access: 'staff',
    supervisorOnly: true,
  },
  updateAgency: {
    method: 'POST',
    path: 'Staff/updateAgency.json',
    access: 'staff',
    supervisorOnly: true,
  },
} as const satisfies Record<string, Call>;
