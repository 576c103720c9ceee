/**
 * The pay form of the cart: the payment mode (with each option's schedule), the terms, and "Pay".
 * Paying sends Order/create.json with the cart's idempotency key and the total on screen, links a
 * new card's proofs to its order item (Document/createDocumentsSubmission.json), then
 * Order/placeOrder.json, and takes the browser to the provider's secure page. A double click
 * sends one order: the ref is set before the first await. AMOUNT_CHANGED recomputes the amount
 * and says so; every failure is said at the top of the form, the cart untouched; missing proofs
 * (DOCUMENTS_REQUIRED) also offer to start the new card's request again (ProofsMissing).
 */
import { ERROR_CODES, type Amount, type CheckoutItem } from '@oceane/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLocale } from '../../../i18n/locale.ts';
import {
  checkoutKeyFor,
  dropCheckoutKey,
  recordCheckoutOrder,
  resetCart,
  type CartItem,
} from '../../../lib/cart-store.ts';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormCheckbox } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form } from '../../../ui/form/form.tsx';
import { Button } from '../../../ui/button.tsx';
import { Status } from '../../../ui/messages.tsx';
import { createDocumentsSubmission } from '../api/create-documents-submission.ts';
import { createOrder, placeOrder } from '../api/create-order.ts';
import { checkoutContent, proofSubmissions } from '../checkout-items.ts';
import { goToPaymentPage } from '../redirect.ts';
import { PaymentModeField, type PayValues } from './payment-mode-field.tsx';
import { ProofsMissing } from './proofs-missing.tsx';

const paySchema = z.object({
  installments: z.string().regex(/^(1|4|10)$/, 'validation.required'),
  acceptTerms: z.literal(true, { message: 'validation.terms.required' }),
});

const EMPTY: PayValues = { installments: '1', acceptTerms: false as unknown as true };

export function PaymentForm({
  cartItems,
  items,
  voucherCode,
  amount,
  onAmountChanged,
  onAlreadyPaid,
  isUpdating,
  termsLink,
}: {
  cartItems: readonly CartItem[];
  items: CheckoutItem[];
  voucherCode: string | null;
  amount: Amount;
  /** Recomputes the amount (the server's total moved since it was shown). */
  onAmountChanged: () => Promise<unknown>;
  /** The order of this cart is paid already: the duplicate-payment popup. */
  onAlreadyPaid: () => void;
  /** The cart changed and is being priced again: no payment of the former amount. */
  isUpdating: boolean;
  /** Opens the general terms of sale beside their checkbox (the route gives the legal feature's link). */
  termsLink?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const kit = useFormKit({ schema: paySchema, defaultValues: EMPTY, idPrefix: 'pay' });
  const paying = useRef(false);
  const [redirecting, setRedirecting] = useState(false);
  const [proofsMissing, setProofsMissing] = useState(false);
  const options = amount.schedules.filter((schedule) => amount.installments.includes(schedule.count));
  const chosen = kit.form.watch('installments');
  const { isSubmitting } = useFormState({ control: kit.form.control });

  // An option the new amount no longer allows falls back to paying at once.
  useEffect(() => {
    if (!options.some((option) => String(option.count) === chosen)) kit.form.setValue('installments', '1');
  }, [options, chosen, kit.form]);

  const pay = async ({ installments }: z.output<typeof paySchema>) => {
    if (paying.current || isUpdating) return;
    paying.current = true;
    setProofsMissing(false);
    try {
      const order = {
        items,
        ...(voucherCode ? { voucherCode } : {}),
        installments: Number(installments) as 1 | 4 | 10,
        expectedTotalCents: amount.totalCents,
      };
      const idempotencyKey = checkoutKeyFor(checkoutContent(cartItems, order));
      const created = await createOrder({ ...order, acceptTerms: true, idempotencyKey });
      recordCheckoutOrder(created.id);
      // One after the other: each is idempotent, so a retry sends them again harmlessly.
      for (const { itemId, documentIds } of proofSubmissions(cartItems, created.items)) {
        await createDocumentsSubmission(itemId, documentIds);
      }
      const { redirectUrl } = await placeOrder(created.id, locale);
      setRedirecting(true);
      goToPaymentPage(redirectUrl);
    } catch (error) {
      paying.current = false;
      const code = (error as { code?: string }).code;
      if (code === ERROR_CODES.ORDER_ALREADY_PAID) {
        resetCart();
        onAlreadyPaid();
        return;
      }
      // A refusal naming a line (decision 061) asks the amount again: the cart then shows it at that line.
      const namesLine = (error as { item?: unknown }).item !== undefined;
      if (code === ERROR_CODES.AMOUNT_CHANGED || namesLine) await onAmountChanged();
      // The key stood for another content: the next try is a new checkout.
      if (code === ERROR_CODES.IDEMPOTENCY_KEY_REUSED) dropCheckoutKey();
      if (code === ERROR_CODES.DOCUMENTS_REQUIRED) setProofsMissing(true);
      throw error; // said at the top of the form
    }
  };

  // The post-payment fare alone: nothing is due now, the card is only registered (decision 025).
  const registersOnly = amount.postPayment && amount.totalCents === 0;

  return (
    <Form kit={kit} onSubmit={pay} aria-labelledby="payment-title">
      <FormErrorSummary />
      {proofsMissing ? <ProofsMissing /> : null}
      {registersOnly ? (
        <p>{t('checkout.cart.postPayment')}</p>
      ) : (
        <PaymentModeField control={kit.form.control} id="pay-installments" options={options} />
      )}
      {amount.postPayment && !registersOnly ? <p>{t('checkout.cart.postPaymentWithItems')}</p> : null}
      <FormCheckbox
        {...kit.field('acceptTerms')}
        label={t('checkout.cart.terms')}
        description={termsLink}
        isRequired
      />
      <p className="hint">{t('checkout.cart.secure')}</p>
      <div className="actions">
        <Button type="submit" isPending={isUpdating || isSubmitting}>
          {registersOnly ? t('checkout.cart.registerCard') : t('checkout.cart.pay')}
        </Button>
      </div>
      {redirecting ? (
        <Status>
          <p>{t('checkout.cart.redirecting')}</p>
        </Status>
      ) : null}
    </Form>
  );
}
