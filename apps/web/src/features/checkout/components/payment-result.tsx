/**
 * Spec §4 payment results, on /cart?order=ID once the provider sends the browser back: the
 * order's outcome from Order/verify.json in a modal dialog. PAID empties the cart and leads to
 * order tracking; REFUSED says why and returns to the cart as it was; DUPLICATE leads to My
 * cards; PENDING asks again every 2 seconds, then says the order will show in order tracking.
 * The popups' code loads only when there is a result to show (use-payment-result.ts reads it).
 */
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorText } from '../../../i18n/messages.ts';
import { invalidateAccountCards } from '../../../lib/account-cards.ts';
import { resetCartPaidBy } from '../../../lib/cart-store.ts';
import { usePaths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { VERIFY_POLL_LIMIT_MS, type VerifyResponse } from '../api/verify-order.ts';
import type { PaymentResultState } from './use-payment-result.ts';

type Outcome = VerifyResponse['outcome'];

/** Why a payment was refused, in the reader's words: the domain's message of its code, else the generic refusal. */
export function refusalText(t: TFunction, reason: string | null): string {
  const known = reason !== null && t(`errors.${reason}` as 'errors.GENERIC', { defaultValue: '' }) !== '';
  return t(`errors.${known ? reason : 'PAYMENT_REFUSED'}` as 'errors.GENERIC');
}

type Shown = { outcome: Outcome; reason: string | null; reference: string };

export function PaymentResult({ result }: { result: PaymentResultState }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const { orderId, startedAt, verify } = result;
  const [open, setOpen] = useState(orderId !== null);
  const [late, setLate] = useState(false);
  const outcome = verify.data?.outcome;
  const reset = useRef(false);
  const queryClient = useQueryClient();

  // A paid order's cart is done with: emptied once, as the popup shows (spec §4 reset cart). The
  // result of an older order (its provider page reached again through the history) leaves the
  // cart made since as it is. What was paid is on the cards: their list is read again.
  useEffect(() => {
    if ((outcome === 'PAID' || outcome === 'DUPLICATE') && !reset.current && orderId !== null) {
      reset.current = true;
      resetCartPaidBy(orderId);
      void invalidateAccountCards(queryClient);
    }
  }, [outcome, orderId, queryClient]);

  // A payment still PENDING after the polling's limit: say where the order will show.
  useEffect(() => {
    if (outcome !== 'PENDING') return;
    const timer = setTimeout(() => setLate(true), Math.max(0, startedAt + VERIFY_POLL_LIMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [outcome, startedAt]);

  if (orderId === null) return null;
  if (verify.isError) {
    return (
      <Alert>
        <p>{t('checkout.result.failed')}</p>
        <p>{errorText(t, verify.error)}</p>
      </Alert>
    );
  }

  // Checking is said on the page: the popup opens with the first answer.
  if (!verify.data) {
    return (
      <Status>
        <p>{t('checkout.result.checking')}</p>
      </Status>
    );
  }
  const shown: Shown = {
    outcome: verify.data.outcome,
    reason: verify.data.reason,
    reference: verify.data.order.reference,
  };

  const leave = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  const close = () => {
    if (shown.outcome === 'PAID') return leave(paths.accountHistory!());
    if (shown.outcome === 'DUPLICATE') return leave(paths.cards());
    setOpen(false);
    // Back to the cart: the focus goes to the page's title, not lost on the page's body.
    requestAnimationFrame(() => document.getElementById('page-title')?.focus());
  };

  const title =
    shown.outcome === 'PAID'
      ? t('checkout.result.paidTitle')
      : shown.outcome === 'REFUSED'
        ? t('checkout.result.refusedTitle')
        : shown.outcome === 'DUPLICATE'
          ? t('checkout.result.duplicateTitle')
          : t('checkout.result.pendingTitle');

  return (
    <ModalDialog
      title={title}
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
    >
      {shown.outcome === 'PAID' ? (
        <>
          <p>{t('checkout.result.paidText', { reference: shown.reference })}</p>
          <div className="actions">
            <Button variant="primary" onPress={close}>
              {t('checkout.result.paidAction')}
            </Button>
          </div>
        </>
      ) : null}
      {shown.outcome === 'REFUSED' ? (
        <>
          <p>{refusalText(t, shown.reason)}</p>
          <div className="actions">
            <Button variant="primary" onPress={close}>
              {t('checkout.result.refusedAction')}
            </Button>
          </div>
        </>
      ) : null}
      {shown.outcome === 'DUPLICATE' ? (
        <>
          <p>{t('checkout.result.duplicateText')}</p>
          <div className="actions">
            <Button variant="primary" onPress={close}>
              {t('checkout.result.duplicateAction')}
            </Button>
          </div>
        </>
      ) : null}
      {shown.outcome === 'PENDING' ? (
        <>
          <p role="status">
            {late
              ? t('checkout.result.pendingLate')
              : t('checkout.result.pendingText', { reference: shown.reference })}
          </p>
          <div className="actions">
            <Button variant="primary" onPress={() => leave(paths.accountHistory!())}>
              {t('checkout.result.pendingAction')}
            </Button>
            <Button variant="secondary" onPress={close}>
              {t('common.close')}
            </Button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}

/**
 * Paying again an order already paid (Order/placeOrder.json answered ORDER_ALREADY_PAID): the
 * duplicate-payment popup of spec §4, which leads to My cards.
 */
export function AlreadyPaidDialog({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const toCards = () => void navigate(paths.cards());
  return (
    <ModalDialog
      title={t('checkout.result.duplicateTitle')}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) toCards();
      }}
    >
      <p>{t('checkout.result.duplicateText')}</p>
      <div className="actions">
        <Button variant="primary" onPress={toCards}>
          {t('checkout.result.duplicateAction')}
        </Button>
      </div>
    </ModalDialog>
  );
}
