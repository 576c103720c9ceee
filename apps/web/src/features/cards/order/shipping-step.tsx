/**
 * Step 5, shipping: the card sent home (the recipient's names and address, prefilled from the
 * holder) or picked up at an agency of Networks/collectSites, shown with its opening hours.
 */
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormRadioGroup, FormTextField } from '../../../ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { AddressFields } from '../components/address-fields.tsx';
import { useCollectSites } from './api/collect-sites.ts';
import { CollectSiteDetails } from './collect-site-details.tsx';
import type { StepProps } from './order-flow.tsx';
import { DELIVERY_TYPES, useShippingForm } from './shipping-form.ts';
import { StepActions } from './step-actions.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

export function ShippingStep({ onBack, onDone }: StepProps) {
  const { t } = useTranslation();
  const { kit, submit } = useShippingForm();
  const type = useWatch({ control: kit.form.control, name: 'type' });
  const sites = useCollectSites();
  const bound = kit.field;

  // The spec's network has one agency: it is chosen for the passenger, who still sees its hours.
  const only = sites.data?.length === 1 ? String(sites.data[0]!.id) : null;
  useEffect(() => {
    if (type === 'PICKUP' && only && !kit.form.getValues('collectSiteId')) {
      kit.form.setValue('collectSiteId', only, { shouldDirty: true });
    }
  }, [type, only, kit.form]);

  return (
    <Form
      kit={kit}
      onSubmit={(values) => {
        submit(values);
        onDone();
      }}
    >
      <FormErrorSummary />
      <p className="form__hint">{t('common.requiredHint')}</p>
      <FormRadioGroup
        {...bound('type')}
        label={t('cardOrder.shipping.mode')}
        options={DELIVERY_TYPES.map((value) => ({ value, label: t(`cardOrder.shipping.modes.${value}`) }))}
        isRequired
      />
      {type === 'PICKUP' ? (
        <>
          {sites.isPending ? <p role="status">{t('cardOrder.shipping.loadingSites')}</p> : null}
          {sites.isError ? <LoadFailed error={sites.error} onRetry={() => sites.refetch()} /> : null}
          {sites.data ? (
            <>
              <FormRadioGroup
                {...bound('collectSiteId')}
                label={t('cardOrder.shipping.site')}
                options={sites.data.map((site) => ({ value: String(site.id), label: site.name }))}
                isRequired
              />
              {sites.data.map((site) => (
                <CollectSiteDetails key={site.id} site={site} id={`order-site-${site.id}`} />
              ))}
            </>
          ) : null}
        </>
      ) : (
        <fieldset className="fieldset">
          <legend>{t('cardOrder.shipping.addressTitle')}</legend>
          <FormTextField
            {...bound('firstname')}
            label={t('cardOrder.shipping.firstname')}
            autoComplete="shipping given-name"
            isRequired
          />
          <FormTextField
            {...bound('lastname')}
            label={t('cardOrder.shipping.lastname')}
            autoComplete="shipping family-name"
            isRequired
          />
          <AddressFields
            section="shipping"
            fields={{
              line1: bound('line1'),
              line2: bound('line2'),
              postalCode: bound('postalCode'),
              city: bound('city'),
              country: bound('country'),
            }}
          />
        </fieldset>
      )}
      <StepActions onBack={onBack}>
        <SubmitButton>{t('cardOrder.next')}</SubmitButton>
      </StepActions>
    </Form>
  );
}
