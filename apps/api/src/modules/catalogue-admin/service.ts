/**
 * The back office's catalogue and vouchers (issue 25, decision 076), a supervisor's: prices
 * scheduled from a day, vouchers created, limited and disabled, the main agency's address and
 * week. Owns no table: each change is made by the module that owns it (catalog, pricing) and
 * written to the audit log with its before and after, in one transaction.
 */
import type { StaffAgency, StaffProduct, StaffVoucher } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { isoNow, today } from '../../lib/time.js';
import { recordStaffAction } from '../audit/service.js';
import { scheduleProductPrice, staffAgency, staffProducts, updateMainAgency } from '../catalog/service.js';
import { findIdentity } from '../identity/service.js';
import {
  createStaffVoucher,
  disableStaffVoucher,
  staffVoucherUsage,
  staffVouchers,
  updateStaffVoucherLimits,
  type NewVoucher,
  type VoucherLimits,
} from '../pricing/service.js';

type Staff = { identityId: number; email: string };

/** The supervisor acting: the audit log names their identity and e-mail (decision 070). */
async function actingStaff(db: Db, session: CurrentSession): Promise<Staff> {
  if (session.identityId === null) throw new AppError('FORBIDDEN');
  const identity = await findIdentity(db, session.identityId);
  if (!identity) throw new AppError('FORBIDDEN');
  return { identityId: identity.id, email: identity.email };
}

export async function catalogue(db: Db, session: CurrentSession) {
  const day = today();
  return { today: day, products: await staffProducts(db, session.networkId, day) };
}

/** Staff/schedulePrice.json: a product's price from a day (today or later), audited. */
export async function schedulePrice(
  db: Db,
  session: CurrentSession,
  input: {
    productId: number;
    priceCents: number;
    effectiveFrom: string;
    installments?: number[] | null | undefined;
    audience?: string | null | undefined;
  },
): Promise<{ product: StaffProduct }> {
  const staff = await actingStaff(db, session);
  const at = isoNow();
  return db.transaction().execute(async (trx) => {
    const { before, after } = await scheduleProductPrice(
      trx,
      { networkId: session.networkId, ...input, by: staff.email },
      today(),
    );
    await recordStaffAction(
      trx,
      {
        staff,
        action: 'product.schedule-price',
        recordKind: 'product',
        recordId: input.productId,
        before: priceState(before, input.effectiveFrom),
        after: priceState(after, input.effectiveFrom),
      },
      at,
    );
    return { product: after };
  });
}

/** What a scheduled change changed: the price in force, and the one of that day, if any. */
function priceState(product: StaffProduct, day: string) {
  const scheduled = product.scheduled.find((price) => price.effectiveFrom === day);
  return {
    code: product.code,
    currentPriceCents: product.currentPriceCents,
    currentInstallments: product.installments,
    currentAudience: product.audience,
    changeOfThatDay: scheduled ?? null,
    effectiveFrom: day,
    priceFromThatDayCents:
      scheduled?.priceCents ?? (product.currentSince === day ? product.currentPriceCents : null),
  };
}

export function vouchers(db: Db, session: CurrentSession): Promise<StaffVoucher[]> {
  return staffVouchers(db, session.networkId);
}

export async function createVoucher(
  db: Db,
  session: CurrentSession,
  input: NewVoucher,
): Promise<{ voucher: StaffVoucher }> {
  const staff = await actingStaff(db, session);
  const at = isoNow();
  return db.transaction().execute(async (trx) => {
    const voucher = await createStaffVoucher(trx, session.networkId, input);
    await recordStaffAction(
      trx,
      {
        staff,
        action: 'voucher.create',
        recordKind: 'voucher',
        recordId: voucher.code,
        before: null,
        after: voucher,
      },
      at,
    );
    return { voucher };
  });
}

export async function updateVoucherLimits(
  db: Db,
  session: CurrentSession,
  code: string,
  limits: VoucherLimits,
): Promise<{ voucher: StaffVoucher }> {
  const staff = await actingStaff(db, session);
  const at = isoNow();
  return db.transaction().execute(async (trx) => {
    const { before, after } = await updateStaffVoucherLimits(trx, session.networkId, code, limits);
    await recordStaffAction(
      trx,
      { staff, action: 'voucher.update-limits', recordKind: 'voucher', recordId: code, before, after },
      at,
    );
    return { voucher: after };
  });
}

export async function disableVoucher(
  db: Db,
  session: CurrentSession,
  code: string,
): Promise<{ voucher: StaffVoucher }> {
  const staff = await actingStaff(db, session);
  const at = isoNow();
  return db.transaction().execute(async (trx) => {
    const { before, after } = await disableStaffVoucher(trx, session.networkId, code, at);
    await recordStaffAction(
      trx,
      { staff, action: 'voucher.disable', recordKind: 'voucher', recordId: code, before, after },
      at,
    );
    return { voucher: after };
  });
}

export function voucherUsage(db: Db, session: CurrentSession, code: string) {
  return staffVoucherUsage(db, session.networkId, code);
}

export async function agency(db: Db, session: CurrentSession): Promise<{ agency: StaffAgency }> {
  return { agency: await staffAgency(db, session.networkId) };
}

/** Staff/updateAgency.json: the address and week on the pages and the next invoices, audited. */
export async function updateAgency(
  db: Db,
  session: CurrentSession,
  input: Omit<StaffAgency, 'id'>,
): Promise<{ agency: StaffAgency }> {
  const staff = await actingStaff(db, session);
  const at = isoNow();
  return db.transaction().execute(async (trx) => {
    const { before, after } = await updateMainAgency(trx, session.networkId, input);
    await recordStaffAction(
      trx,
      { staff, action: 'agency.update', recordKind: 'agency', recordId: after.id, before, after },
      at,
    );
    return { agency: after };
  });
}
