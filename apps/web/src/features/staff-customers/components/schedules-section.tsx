/**
 * The schedules of a customer's page (decision 077): each order with an instalment left to pay,
 * its FAILED instalments charged again on the saved card or marked paid at the counter with the
 * means, and (supervisors) the schedule closed with a reason. Every action waits for its
 * confirmation dialog, which says what the customer will receive; the outcome goes to the page's
 * live region (`onDone`), a failure stays in the dialog.
 */
import { COUNTER_PAYMENT_MEANS, type CounterPaymentMeans, type CustomerPage } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { formatCents, formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { Alert } from '../../../ui/messages.tsx';
import { RadioGroupField } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useChargeInstalmentAgain } from '../api/charge-instalment-again.ts';
import { useCloseSchedule } from '../api/close-schedule.ts';
import { useMarkInstalmentPaid } from '../api/mark-instalment-paid.ts';

type Order = CustomerPage['orders'][number];
type Instalment = Order['instalments'][number];

type Pending =
  | { kind: 'charge'; order: Order; instalment: Instalment }
  | { kind: 'counter'; order: Order; instalment: Instalment }
  | { kind: 'close'; order: Order };

const OPEN = new Set(['DUE', 'FAILED']);

export function SchedulesSection({
  accountId,
  orders,
  supervisor,
  onDone,
}: {
  accountId: number;
  orders: Order[];
  supervisor: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const charge = useChargeInstalmentAgain(accountId);
  const counter = useMarkInstalmentPaid(accountId);
  const close = useCloseSchedule(accountId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [means, setMeans] = useState<CounterPaymentMeans | ''>('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const open = orders.filter((order) => order.instalments.some((row) => OPEN.has(row.status)));
  const money = (cents: number) => formatCents(cents, locale);

  const start = (next: Pending) => {
    setPending(next);
    setMeans('');
    setReason('');
    setFieldError('');
    setFailure(null);
  };
  const finish = (message: string) => {
    setPending(null);
    onDone(message);
  };
  const onError = (error: unknown) => setFailure(error);

  const confirm = () => {
    if (!pending) return;
    setFailure(null);
    if (pending.kind === 'charge') {
      const { order, instalment } = pending;
      charge.mutate(
        { orderId: order.id, position: instalment.position },
        {
          onSuccess: (answer) =>
            finish(
              answer.outcome === 'PAID'
                ? t('money.charged', { position: instalment.position, reference: order.reference })
                : t('money.chargeRefused', {
                    position: instalment.position,
                    reference: order.reference,
                    code: answer.failureCode ?? '',
                  }),
            ),
          onError,
        },
      );
    } else if (pending.kind === 'counter') {
      if (!means) {
        setFieldError(t('money.meansRequired'));
        return;
      }
      const { order, instalment } = pending;
      counter.mutate(
        { orderId: order.id, position: instalment.position, means },
        {
          onSuccess: () =>
            finish(t('money.paidAtCounter', { position: instalment.position, reference: order.reference })),
          onError,
        },
      );
    } else {
      if (reason.trim().length < 3) {
        setFieldError(t('money.reasonRequired'));
        return;
      }
      const { order } = pending;
      close.mutate(
        { orderId: order.id, reason: reason.trim() },
        { onSuccess: () => finish(t('money.closed', { reference: order.reference })), onError },
      );
    }
  };

  const title = !pending
    ? ''
    : pending.kind === 'close'
      ? t('money.closeTitle', { reference: pending.order.reference })
      : pending.kind === 'charge'
        ? t('money.chargeTitle', {
            position: pending.instalment.position,
            reference: pending.order.reference,
          })
        : t('money.counterTitle', {
            position: pending.instalment.position,
            reference: pending.order.reference,
          });
  const left = (order: Order) =>
    order.instalments.filter((row) => OPEN.has(row.status)).reduce((sum, row) => sum + row.amountCents, 0);

  return (
    <section aria-labelledby="customer-schedules">
      <h2 id="customer-schedules">{t('money.schedules')}</h2>
      {open.length === 0 ? (
        <p>{t('money.noSchedule')}</p>
      ) : (
        open.map((order) => (
          <section key={order.id} aria-labelledby={`schedule-${order.id}`} className="stack">
            <h3 id={`schedule-${order.id}`}>
              {t('money.scheduleOf', { reference: order.reference, status: order.status })}
            </h3>
            <ul className="plain-list">
              {order.instalments.map((instalment) => (
                <li key={instalment.position}>
                  {t('customers.instalment', {
                    position: instalment.position,
                    amount: money(instalment.amountCents),
                    due: formatDate(instalment.dueDate, locale),
                    status: t(`money.status.${instalment.status}`, { defaultValue: instalment.status }),
                  })}
                  {instalment.status === 'FAILED' ? (
                    <span className="actions">
                      <Button
                        variant="secondary"
                        onPress={() => start({ kind: 'charge', order, instalment })}
                      >
                        {t('money.chargeAgain', { position: instalment.position })}
                      </Button>
                      <Button
                        variant="secondary"
                        onPress={() => start({ kind: 'counter', order, instalment })}
                      >
                        {t('money.markPaid', { position: instalment.position })}
                      </Button>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            {supervisor ? (
              <Button variant="secondary" onPress={() => start({ kind: 'close', order })}>
                {t('money.close', { reference: order.reference })}
              </Button>
            ) : null}
          </section>
        ))
      )}

      <ModalDialog
        role="alertdialog"
        title={title}
        isOpen={pending !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPending(null);
        }}
      >
        {pending?.kind === 'charge' ? (
          <p>{t('money.chargeText', { amount: money(pending.instalment.amountCents) })}</p>
        ) : null}
        {pending?.kind === 'counter' ? (
          <>
            <p>{t('money.counterText', { amount: money(pending.instalment.amountCents) })}</p>
            <RadioGroupField
              id="counter-means"
              name="means"
              label={t('money.means')}
              isRequired
              value={means}
              onChange={(value) => {
                setMeans(value as CounterPaymentMeans);
                setFieldError('');
              }}
              options={COUNTER_PAYMENT_MEANS.map((value) => ({ value, label: t(`money.meansOf.${value}`) }))}
              error={fieldError || undefined}
            />
          </>
        ) : null}
        {pending?.kind === 'close' ? (
          <>
            <p>{t('money.closeText', { amount: money(left(pending.order)) })}</p>
            <TextField
              id="close-reason"
              name="reason"
              label={t('money.reason')}
              description={t('money.reasonHint')}
              isRequired
              value={reason}
              onChange={(value) => {
                setReason(value);
                setFieldError('');
              }}
              error={fieldError || undefined}
            />
          </>
        ) : null}
        {failure ? <Alert>{errorText(common, failure)}</Alert> : null}
        <div className="actions">
          <Button onPress={confirm} isPending={charge.isPending || counter.isPending || close.isPending}>
            {pending?.kind === 'close'
              ? t('money.closeConfirm')
              : pending?.kind === 'counter'
                ? t('money.counterConfirm')
                : t('money.chargeConfirm')}
          </Button>
          <Button variant="quiet" onPress={() => setPending(null)}>
            {t('customers.cancel')}
          </Button>
        </div>
      </ModalDialog>
    </section>
  );
}
