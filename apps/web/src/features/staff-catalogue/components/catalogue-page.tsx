/**
 * /staff/catalogue (decision 076): every product with its price in force and the prices to come,
 * in a table; a form schedules a price from a day. Orders already made keep their amounts.
 */
import type { StaffProduct } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormSelect, FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Status } from '../../../ui/messages.tsx';
import { useSchedulePrice, useStaffCatalogue } from '../api/catalogue.ts';
import { AUDIENCE_CHOICES, INSTALMENT_CHOICES, priceForm, priceRequest, type PriceForm } from '../forms.ts';

export function CataloguePage() {
  const { t } = useTranslation();
  const catalogue = useStaffCatalogue();
  if (catalogue.isPending) return <p role="status">{t('common.loading')}</p>;
  if (catalogue.isError) return <LoadFailed error={catalogue.error} onRetry={() => catalogue.refetch()} />;
  return (
    <>
      <ProductTable products={catalogue.data.products} today={catalogue.data.today} />
      <PriceForm products={catalogue.data.products} today={catalogue.data.today} />
    </>
  );
}

function ProductTable({ products, today }: { products: StaffProduct[]; today: string }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const name = (product: StaffProduct) => (locale === 'en' ? product.nameEn : product.nameFr);
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{t('catalogue.tableCaption', { day: formatDate(today, locale) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogue.product')}</th>
            <th scope="col">{t('catalogue.code')}</th>
            <th scope="col">{t('catalogue.audience')}</th>
            <th scope="col">{t('catalogue.installments')}</th>
            <th scope="col">{t('catalogue.onSale')}</th>
            <th scope="col">{t('catalogue.current')}</th>
            <th scope="col">{t('catalogue.scheduled')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <th scope="row">
                {name(product)} <span className="muted">#{product.id}</span>
              </th>
              <td data-label={t('catalogue.code')}>{product.code}</td>
              <td data-label={t('catalogue.audience')}>{product.audience}</td>
              <td data-label={t('catalogue.installments')}>{product.installments.join(', ')}</td>
              <td data-label={t('catalogue.onSale')}>
                {product.active ? t('catalogue.yes') : t('catalogue.no')}
              </td>
              <td data-label={t('catalogue.current')}>
                {formatCents(product.currentPriceCents, locale)}
                {product.currentSince ? (
                  <> ({t('catalogue.since', { day: formatDate(product.currentSince, locale) })})</>
                ) : null}
              </td>
              <td data-label={t('catalogue.scheduled')}>
                {product.scheduled.length === 0 ? (
                  t('catalogue.none')
                ) : (
                  <ul className="plain-list">
                    {product.scheduled.map((price) => (
                      <li key={price.effectiveFrom}>
                        {t('catalogue.scheduledItem', {
                          price: formatCents(price.priceCents, locale),
                          day: formatDate(price.effectiveFrom, locale),
                        })}
                        {price.installments
                          ? `, ${t('catalogue.installmentsChoice', { counts: price.installments.join(', ') })}`
                          : null}
                        {price.audience ? `, ${price.audience}` : null}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PriceForm({ products, today }: { products: StaffProduct[]; today: string }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  const schedule = useSchedulePrice();
  const [done, setDone] = useState<string | null>(null);
  const empty: PriceForm = { productId: '', price: '', effectiveFrom: today, installments: '', audience: '' };
  const kit = useFormKit({ schema: priceForm, defaultValues: empty, idPrefix: 'price' });
  const submit = async (values: PriceForm) => {
    setDone(null);
    const { product } = await schedule.mutateAsync(priceRequest(values));
    kit.form.reset(empty);
    setDone(
      t('catalogue.scheduledDone', {
        name: locale === 'en' ? product.nameEn : product.nameFr,
        price: formatCents(priceRequest(values).priceCents, locale),
        day: formatDate(values.effectiveFrom, locale),
      }),
    );
  };
  return (
    <Form kit={kit} onSubmit={submit} aria-labelledby="price-form-title" onChange={() => setDone(null)}>
      <h2 id="price-form-title">{t('catalogue.formTitle')}</h2>
      <p>{t('catalogue.formIntro')}</p>
      {done ? (
        <Status tone="success">
          <p>{done}</p>
        </Status>
      ) : null}
      <FormErrorSummary />
      <FormSelect
        {...kit.field('productId')}
        label={t('catalogue.productField')}
        placeholder={t('catalogue.choose')}
        isRequired
        options={products.map((product) => ({
          value: String(product.id),
          label: `${locale === 'en' ? product.nameEn : product.nameFr} (${formatCents(product.currentPriceCents, locale)})`,
        }))}
      />
      <FormTextField
        {...kit.field('price')}
        label={t('catalogue.price')}
        description={t('catalogue.priceHint')}
        isRequired
      />
      <FormTextField
        {...kit.field('effectiveFrom')}
        type="date"
        label={t('catalogue.effectiveFrom')}
        description={t('catalogue.effectiveHint')}
        isRequired
      />
      <FormSelect
        {...kit.field('installments')}
        label={t('catalogue.installmentsField')}
        description={t('catalogue.unchangedHint')}
        options={INSTALMENT_CHOICES.map((choice) => ({
          value: choice,
          label:
            choice === ''
              ? t('catalogue.unchanged')
              : t('catalogue.installmentsChoice', { counts: choice.replaceAll(',', ', ') }),
        }))}
      />
      <FormSelect
        {...kit.field('audience')}
        label={t('catalogue.audienceField')}
        description={t('catalogue.unchangedHint')}
        options={AUDIENCE_CHOICES.map((choice) => ({
          value: choice,
          label: choice === '' ? t('catalogue.unchanged') : choice,
        }))}
      />
      <div className="actions">
        <SubmitButton>{t('catalogue.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
