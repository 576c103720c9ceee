/**
 * The promo code: "Apply" asks Order/redeemVoucher.json whether it applies to this cart, then the
 * amount is computed with it; a refusal is said next to the field (and in the field's summary).
 * An applied code shows what it gives and can be removed.
 */
import type { CheckoutItem } from '@oceane/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { setCartVoucher } from '../../../lib/cart-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Status } from '../../../ui/messages.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useRedeemVoucher } from '../api/redeem-voucher.ts';

export function VoucherForm({
  items,
  applied,
  appliedLabel,
  error: outsideError,
  onClearError,
}: {
  items: CheckoutItem[];
  /** The code applied to the cart, if any. */
  applied: string | null;
  appliedLabel: string | null;
  /** A refusal of the applied code by the amount's computation. */
  error: string | null;
  onClearError: () => void;
}) {
  const { t } = useTranslation();
  const redeem = useRedeemVoucher();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shownError = error ?? outsideError;

  const apply = async () => {
    const typed = code.trim();
    if (!typed) {
      setError(t('checkout.cart.voucherRequired'));
      input.current?.focus();
      return;
    }
    setError(null);
    onClearError();
    try {
      await redeem.mutateAsync({ code: typed, items });
      setCartVoucher(typed);
      setCode('');
    } catch (failure) {
      setError(errorText(t, failure));
      input.current?.focus();
    }
  };

  return (
    <>
      {applied ? (
        <Status tone="success">
          <p>{t('checkout.cart.voucherApplied', { code: applied, label: appliedLabel ?? '' })}</p>
          <Button variant="secondary" onPress={() => setCartVoucher(null)}>
            {t('checkout.cart.voucherRemove', { code: applied })}
          </Button>
        </Status>
      ) : null}
      <form
        className="voucher-form"
        noValidate
        aria-labelledby="voucher-title"
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <TextField
          id="voucher-code"
          name="voucherCode"
          label={t('checkout.cart.voucherLabel')}
          description={t('checkout.cart.voucherHint')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
            onClearError();
          }}
          inputRef={input}
          error={shownError ?? undefined}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" isPending={redeem.isPending}>
          {t('checkout.cart.voucherApply')}
        </Button>
      </form>
    </>
  );
}
