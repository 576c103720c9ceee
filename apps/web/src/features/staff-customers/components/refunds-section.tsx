/**
 * The refunds of a customer's page (decision 075): each paid order with what was paid, refunded
 * and is left to refund, and its refund action (a dialog: the amount, full by default, and the
 * reason); then the credit notes issued. Above the agents' limit the dialog says a supervisor is
 * needed, and the api refuses an agent anyway. The outcome is said in a live region.
 */
import type { OrderRefundState } from '@oceane/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useCustomer } from '../api/get-customer.ts';
import { useRefunds } from '../api/get-refunds.ts';
import { useRefundOrder } from '../api/refund-order.ts';

/** "24,50", "24.50", "24" → 2450 cents; null for anything else. */
export function parseEuros(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const toEuros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

type Target = OrderRefundState & { reference: string };

function RefundDialog({
  accountId,
  target,
  agentLimitCents,
  supervisor,
  onClose,
  onDone,
}: {
  accountId: number;
  target: Target;
  agentLimitCents: number;
  supervisor: boolean;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const refund = useRefundOrder(accountId);
  const [amount, setAmount] = useState(toEuros(target.refundableCents));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const cents = parseEuros(amount);
  const needsSupervisor = !supervisor && cents !== null && cents > agentLimitCents;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (cents === null || cents < 1) found.amount = t('refunds.amountInvalid');
    else if (cents > target.refundableCents)
      found.amount = t('refunds.amountTooHigh', { max: formatCents(target.refundableCents, locale) });
    if (reason.trim().length < 3) found.reason = t('refunds.reasonRequired');
    setErrors(found);
    if (found.amount || found.reason || cents === null) return;
    refund.mutate(
      { orderId: target.orderId, amountCents: cents, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          onDone(
            t('refunds.done', {
              amount: formatCents(answer.creditNote.refundedCents, locale),
              reference: target.reference,
              number: answer.creditNote.number,
            }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>
        {t('refunds.dialogText', {
          paid: formatCents(target.paidCents, locale),
          refundable: formatCents(target.refundableCents, locale),
        })}
      </p>
      <TextField
        id="refund-amount"
        name="amount"
        label={t('refunds.amount')}
        description={t('refunds.amountHint')}
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        inputMode="text"
        isRequired
      />
      {needsSupervisor ? (
        <p className="hint">
          {t('refunds.needsSupervisor', { limit: formatCents(agentLimitCents, locale) })}
        </p>
      ) : null}
      <TextField
        id="refund-reason"
        name="reason"
        label={t('refunds.reason')}
        description={t('refunds.reasonHint')}
        value={reason}
        onChange={setReason}
        error={errors.reason}
        isRequired
      />
      {refund.isError ? (
        <Alert>
          <p>{errorText(common, refund.error)}</p>
        </Alert>
      ) : null}
      <div className="actions">
        <Button type="submit" isPending={refund.isPending}>
          {t('refunds.confirm')}
        </Button>
        <Button variant="quiet" onPress={onClose}>
          {t('refunds.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** `supervisor`: the staff member's role, read by the route (the api checks it again). */
export function RefundsSection({ accountId, supervisor }: { accountId: number; supervisor: boolean }) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const refunds = useRefunds(accountId);
  const customer = useCustomer(accountId);
  const [target, setTarget] = useState<Target | null>(null);
  const [done, setDone] = useState('');
  const money = (cents: number) => formatCents(cents, locale);

  if (refunds.isPending) return <p role="status">{common('common.loading')}</p>;
  if (refunds.isError) return <LoadFailed error={refunds.error} onRetry={() => refunds.refetch()} />;
  const references = new Map((customer.data?.orders ?? []).map((order) => [order.id, order.reference]));
  const referenceOf = (orderId: number) => references.get(orderId) ?? `#${orderId}`;
  const { orders, creditNotes, agentLimitCents } = refunds.data;

  return (
    <section aria-labelledby="customer-refunds">
      <h2 id="customer-refunds">{t('refunds.title')}</h2>
      <div aria-live="polite">{done ? <Status tone="success">{done}</Status> : null}</div>
      <p className="hint">{t('refunds.limit', { limit: money(agentLimitCents) })}</p>
      {orders.length === 0 ? (
        <p>{t('refunds.noPaidOrder')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption>{t('refunds.ordersCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('refunds.order')}</th>
                <th scope="col">{t('refunds.paid')}</th>
                <th scope="col">{t('refunds.refunded')}</th>
                <th scope="col">{t('refunds.refundable')}</th>
                <th scope="col">{t('refunds.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderId}>
                  <td data-label={t('refunds.order')}>{referenceOf(order.orderId)}</td>
                  <td data-label={t('refunds.paid')}>{money(order.paidCents)}</td>
                  <td data-label={t('refunds.refunded')}>{money(order.refundedCents)}</td>
                  <td data-label={t('refunds.refundable')}>{money(order.refundableCents)}</td>
                  <td data-label={t('refunds.actions')}>
                    {order.refundableCents > 0 ? (
                      <Button
                        variant="secondary"
                        onPress={() => {
                          setDone('');
                          setTarget({ ...order, reference: referenceOf(order.orderId) });
                        }}
                      >
                        {t('refunds.refund', { reference: referenceOf(order.orderId) })}
                      </Button>
                    ) : (
                      t('refunds.fullyRefunded')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3>{t('refunds.creditNotes')}</h3>
      {creditNotes.length === 0 ? (
        <p>{t('refunds.noCreditNote')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption>{t('refunds.creditNotesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('refunds.number')}</th>
                <th scope="col">{t('refunds.order')}</th>
                <th scope="col">{t('refunds.invoice')}</th>
                <th scope="col">{t('refunds.date')}</th>
                <th scope="col">{t('refunds.total')}</th>
                <th scope="col">{t('refunds.reason')}</th>
                <th scope="col">{t('refunds.by')}</th>
              </tr>
            </thead>
            <tbody>
              {creditNotes.map((note) => (
                <tr key={note.id}>
                  <td data-label={t('refunds.number')}>{note.number}</td>
                  <td data-label={t('refunds.order')}>{referenceOf(note.orderId)}</td>
                  <td data-label={t('refunds.invoice')}>{note.invoiceNumber}</td>
                  <td data-label={t('refunds.date')}>{formatDate(note.issuedAt, locale)}</td>
                  <td data-label={t('refunds.total')}>{money(note.totalCents)}</td>
                  <td data-label={t('refunds.reason')}>{note.reason}</td>
                  <td data-label={t('refunds.by')}>{note.staffEmail ?? t('refunds.byRule')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ModalDialog
        title={target ? t('refunds.dialogTitle', { reference: target.reference }) : t('refunds.title')}
        isOpen={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
      >
        {target ? (
          <RefundDialog
            accountId={accountId}
            target={target}
            agentLimitCents={agentLimitCents}
            supervisor={supervisor}
            onClose={() => setTarget(null)}
            onDone={setDone}
          />
        ) : null}
      </ModalDialog>
    </section>
  );
}
