/**
 * A payment schedule in words (spec §9: the first payment today, then monthly, with no fees):
 * "Aujourd’hui : 122,50 €, puis 3 × 122,50 € le 23 décembre 2026, 23 janvier 2027, 23 février
 * 2027, sans frais". Later payments of different amounts are each said with their date.
 */
import type { Locale, ScheduledPayment } from '@oceane/domain';
import type { TFunction } from 'i18next';
import { formatCents, formatDate } from '../../i18n/format.ts';

export function scheduleText(t: TFunction, payments: readonly ScheduledPayment[], locale: Locale): string {
  const [first, ...later] = payments;
  if (!first) return '';
  const today = t('checkout.schedule.today', { amount: formatCents(first.amountCents, locale) });
  if (later.length === 0) return today;
  const dates = later.map((payment) => formatDate(payment.dueDate, locale)).join(', ');
  const sameAmount = later.every((payment) => payment.amountCents === later[0]!.amountCents);
  const then = sameAmount
    ? t('checkout.schedule.thenEqual', {
        times: later.length,
        amount: formatCents(later[0]!.amountCents, locale),
        dates,
      })
    : t('checkout.schedule.thenEach', {
        payments: later
          .map((payment) =>
            t('checkout.schedule.payment', {
              amount: formatCents(payment.amountCents, locale),
              date: formatDate(payment.dueDate, locale),
            }),
          )
          .join(', '),
      });
  // Spec §1: instalments cost nothing more; the schedule says it where the amounts are.
  return t('checkout.schedule.noFees', { schedule: `${today}, ${then}` });
}
