/**
 * Step 2, contact info: for whom the card is (the account holder, prefilled from the account, or
 * someone else), then the holder's identity, address and phones (HolderFields of My cards; a
 * mobile number is required, spec §5). A product of step 1 this holder may not have is said, with
 * the way back to step 1.
 */
import { formatPhone } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { tunnelStore } from '../../../lib/tunnel-store.ts';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormRadioGroup } from '../../../ui/form/fields.tsx';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { HolderFields } from '../components/holder-fields.tsx';
import { FOR_WHOM, holderKit, useContactForm } from './contact-form.ts';
import type { StepProps } from './order-flow.tsx';
import { StepActions } from './step-actions.tsx';
import { notForHolderReason } from './not-for-holder.ts';
import { checkedHolder, isProductForHolder, isStepComplete } from './tunnel-progress.ts';
import { useTunnel } from './use-tunnel.ts';

function ProductNotForHolder() {
  const { t } = useTranslation();
  const paths = usePaths();
  const product = useTunnel((tunnel) => tunnel.product);
  // The selector answers the stored object; the holder is checked from it at each render.
  const holder = checkedHolder(useTunnel((tunnel) => tunnel.personal));
  if (!product || !holder) return null;
  const fareHolder = { category: holder.socioProfessionalCategory, birthdate: holder.birthdate };
  if (isProductForHolder(product, fareHolder)) return null;
  return (
    <Alert>
      <p>
        {t('cardOrder.contact.notForHolder', {
          product: product.name,
          reason: notForHolderReason(t, product.audience, fareHolder.category),
        })}
      </p>
      <p>
        <Link to={paths.cardsOrderStep!(1)}>{t('cardOrder.contact.changeProduct')}</Link>
      </p>
    </Alert>
  );
}

export function ContactStep({ onBack, onDone }: StepProps) {
  const { t } = useTranslation();
  const { kit, submit, forSelf, phoneNotMobile } = useContactForm();
  return (
    <Form
      kit={kit}
      onSubmit={(values) => {
        submit(values);
        // A product not for this holder is said above the buttons; the page stays.
        if (isStepComplete(2, tunnelStore.getState())) onDone();
      }}
    >
      <FormErrorSummary />
      <p className="form__hint">{t('common.requiredHint')}</p>
      <FormRadioGroup
        {...kit.field('forSelf')}
        label={t('cardOrder.contact.forWhom')}
        description={forSelf === 'SELF' ? t('cardOrder.contact.forSelfHint') : undefined}
        orientation="horizontal"
        options={FOR_WHOM.map((value) => ({
          value,
          label: value === 'SELF' ? t('cardOrder.contact.forSelf') : t('cardOrder.contact.forOther'),
        }))}
        isRequired
      />
      {phoneNotMobile ? (
        <Status>
          <p>{t('cardOrder.contact.accountPhoneNotMobile', { phone: formatPhone(phoneNotMobile) })}</p>
        </Status>
      ) : null}
      <HolderFields kit={holderKit(kit)} />
      <ProductNotForHolder />
      <StepActions onBack={onBack}>
        <SubmitButton>{t('cardOrder.next')}</SubmitButton>
      </StepActions>
    </Form>
  );
}
