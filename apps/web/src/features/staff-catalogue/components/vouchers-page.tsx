/**
 * /staff/vouchers (decision 076): the network's promo codes with their limits and uses, a form
 * that creates one, a confirmation before one is disabled for good, and the orders that used one.
 */
import type { StaffVoucher } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormSelect, FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { useCreateVoucher, useDisableVoucher, useStaffVouchers, useVoucherUsage } from '../api/vouchers.ts';
import { EMPTY_VOUCHER, voucherForm, voucherRequest, type VoucherForm } from '../forms.ts';

export function VouchersPage() {
  const { t } = useTranslation();
  const vouchers = useStaffVouchers();
  const [usage, setUsage] = useState<string | null>(null);
  if (vouchers.isPending) return <p role="status">{t('common.loading')}</p>;
  if (vouchers.isError) return <LoadFailed error={vouchers.error} onRetry={() => vouchers.refetch()} />;
  return (
    <>
      <VoucherTable vouchers={vouchers.data.vouchers} onUsage={setUsage} />
      {usage ? <VoucherUsage code={usage} /> : null}
      <VoucherCreation />
    </>
  );
}

function VoucherTable({ vouchers, onUsage }: { vouchers: StaffVoucher[]; onUsage: (code: string) => void }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const disable = useDisableVoucher();
  const [confirm, setConfirm] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const discount = (voucher: StaffVoucher) =>
    [
      t(`vouchers.types.${voucher.discountType}`),
      voucher.amountCents !== null ? formatCents(voucher.amountCents, locale) : null,
      voucher.ratioBp !== null ? t('vouchers.ratioValue', { percent: voucher.ratioBp / 100 }) : null,
      voucher.productId !== null ? `#${voucher.productId}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const limits = (voucher: StaffVoucher) =>
    [
      voucher.maxUses !== null ? t('vouchers.maxUsesValue', { count: voucher.maxUses }) : null,
      voucher.maxUsesPerAccount !== null
        ? t('vouchers.perAccountValue', { count: voucher.maxUsesPerAccount })
        : null,
      voucher.minCartCents !== null
        ? t('vouchers.minCartValue', { amount: formatCents(voucher.minCartCents, locale) })
        : null,
    ]
      .filter(Boolean)
      .join(', ') || t('vouchers.noLimit');
  const onConfirm = async () => {
    if (!confirm) return;
    setFailed(false);
    try {
      await disable.mutateAsync({ code: confirm });
      setDone(t('vouchers.disabled', { code: confirm }));
    } catch {
      setFailed(true);
    }
    setConfirm(null);
  };
  return (
    <>
      {done ? (
        <Status tone="success">
          <p>{done}</p>
        </Status>
      ) : null}
      {failed ? (
        <Alert>
          <p>{t('vouchers.disableFailed')}</p>
        </Alert>
      ) : null}
      <div className="table-scroll">
        <table className="data-table">
          <caption>{t('vouchers.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vouchers.code')}</th>
              <th scope="col">{t('vouchers.discount')}</th>
              <th scope="col">{t('vouchers.dates')}</th>
              <th scope="col">{t('vouchers.limits')}</th>
              <th scope="col">{t('vouchers.uses')}</th>
              <th scope="col">{t('vouchers.state')}</th>
              <th scope="col">{t('vouchers.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {vouchers.map((voucher) => (
              <tr key={voucher.code}>
                <th scope="row">{voucher.code}</th>
                <td data-label={t('vouchers.discount')}>{discount(voucher)}</td>
                <td data-label={t('vouchers.dates')}>
                  {t('vouchers.datesValue', {
                    from: formatDate(voucher.validFrom, locale),
                    to: formatDate(voucher.validTo, locale),
                  })}
                </td>
                <td data-label={t('vouchers.limits')}>{limits(voucher)}</td>
                <td data-label={t('vouchers.uses')}>{voucher.uses}</td>
                <td data-label={t('vouchers.state')}>
                  {voucher.disabledAt
                    ? t('vouchers.disabledOn', { day: formatDate(voucher.disabledAt, locale) })
                    : t('vouchers.active')}
                </td>
                <td data-label={t('vouchers.actions')}>
                  <div className="actions">
                    <Button variant="secondary" onPress={() => onUsage(voucher.code)}>
                      {t('vouchers.showUsage', { code: voucher.code })}
                    </Button>
                    {voucher.disabledAt ? null : (
                      <Button variant="quiet" onPress={() => setConfirm(voucher.code)}>
                        {t('vouchers.disable', { code: voucher.code })}
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ModalDialog
        role="alertdialog"
        title={t('vouchers.disableTitle', { code: confirm ?? '' })}
        isOpen={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
      >
        <p>{t('vouchers.disableText')}</p>
        <div className="actions">
          <Button onPress={() => void onConfirm()} isPending={disable.isPending}>
            {t('vouchers.disableConfirm')}
          </Button>
          <Button variant="quiet" onPress={() => setConfirm(null)}>
            {t('vouchers.cancel')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}

function VoucherUsage({ code }: { code: string }) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const usage = useVoucherUsage(code);
  return (
    <section aria-labelledby="voucher-usage-title">
      <h2 id="voucher-usage-title">{t('vouchers.usageTitle', { code })}</h2>
      {usage.isPending ? (
        <p role="status">{common('common.loading')}</p>
      ) : usage.isError ? (
        <LoadFailed error={usage.error} onRetry={() => usage.refetch()} />
      ) : usage.data.uses.length === 0 ? (
        <p>{t('vouchers.noUse')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption>{t('vouchers.usageCaption', { code })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vouchers.order')}</th>
                <th scope="col">{t('vouchers.customer')}</th>
                <th scope="col">{t('vouchers.orderStatus')}</th>
                <th scope="col">{t('vouchers.redeemedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {usage.data.uses.map((use) => (
                <tr key={use.orderId}>
                  <th scope="row">{use.reference ?? `#${use.orderId}`}</th>
                  <td data-label={t('vouchers.customer')}>{use.accountId}</td>
                  <td data-label={t('vouchers.orderStatus')}>{use.status}</td>
                  <td data-label={t('vouchers.redeemedAt')}>{formatDate(use.redeemedAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function VoucherCreation() {
  const { t } = useTranslation('staff');
  const create = useCreateVoucher();
  const [done, setDone] = useState<string | null>(null);
  const kit = useFormKit({
    schema: voucherForm,
    defaultValues: EMPTY_VOUCHER,
    idPrefix: 'voucher',
    // A code taken already is said at the code.
    serverErrors: { codeAtField: { CONFLICT: 'code' } },
  });
  const submit = async (values: VoucherForm) => {
    setDone(null);
    const { voucher } = await create.mutateAsync(voucherRequest(values));
    kit.form.reset(EMPTY_VOUCHER);
    setDone(t('vouchers.created', { code: voucher.code }));
  };
  const types = ['AMOUNT', 'RATIO', 'ARTICLE_AMOUNT', 'ARTICLE_RATIO', 'GIFT'] as const;
  return (
    <Form kit={kit} onSubmit={submit} aria-labelledby="voucher-form-title" onChange={() => setDone(null)}>
      <h2 id="voucher-form-title">{t('vouchers.formTitle')}</h2>
      {done ? (
        <Status tone="success">
          <p>{done}</p>
        </Status>
      ) : null}
      <FormErrorSummary />
      <FormTextField
        {...kit.field('code')}
        label={t('vouchers.codeField')}
        description={t('vouchers.codeHint')}
        isRequired
      />
      <FormSelect
        {...kit.field('discountType')}
        label={t('vouchers.discountType')}
        isRequired
        options={types.map((type) => ({ value: type, label: t(`vouchers.types.${type}`) }))}
      />
      <FormTextField
        {...kit.field('amountCents')}
        label={t('vouchers.amount')}
        description={t('vouchers.amountHint')}
      />
      <FormTextField
        {...kit.field('ratioBp')}
        label={t('vouchers.ratio')}
        description={t('vouchers.ratioHint')}
        inputMode="numeric"
      />
      <FormTextField
        {...kit.field('productId')}
        label={t('vouchers.productId')}
        description={t('vouchers.productHint')}
        inputMode="numeric"
      />
      <FormTextField {...kit.field('labelFr')} label={t('vouchers.labelFr')} isRequired lang="fr" />
      <FormTextField {...kit.field('labelEn')} label={t('vouchers.labelEn')} isRequired lang="en" />
      <FormTextField {...kit.field('validFrom')} type="date" label={t('vouchers.validFrom')} isRequired />
      <FormTextField {...kit.field('validTo')} type="date" label={t('vouchers.validTo')} isRequired />
      <FormTextField
        {...kit.field('maxUses')}
        label={t('vouchers.maxUses')}
        description={t('vouchers.emptyHint')}
        inputMode="numeric"
      />
      <FormTextField
        {...kit.field('maxUsesPerAccount')}
        label={t('vouchers.maxUsesPerAccount')}
        description={t('vouchers.emptyHint')}
        inputMode="numeric"
      />
      <FormTextField
        {...kit.field('minCartCents')}
        label={t('vouchers.minCart')}
        description={t('vouchers.emptyHint')}
      />
      <div className="actions">
        <SubmitButton>{t('vouchers.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
