/**
 * Step 1, ticket type: the products a new card can carry, grouped by transport mode, one to
 * choose (a radio group: arrow keys move between them), and how many for a ticket. Chosen, it is
 * saved in the tunnel at once; a product the holder of step 2 cannot have is explained and
 * cannot be chosen. A cart holding another request is said here, and Continue asks whether to
 * empty it (spec §4: one type of request at a time), before any proof or photo is uploaded.
 */
import { groupByModes, MAX_ITEM_QUANTITY } from '@oceane/domain';
import { useState, type FormEvent } from 'react';
import { FieldError, Label, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { updateTunnel, type TunnelProduct } from '../../../lib/tunnel-store.ts';
import { Button } from '../../../ui/button.tsx';
import { useCartRequestType, useOtherRequestInCart } from '../../../ui/cart-request-type.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { modesTitle } from '../../../ui/product-text.ts';
import { RequiredMark } from '../../../ui/required-mark.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { SupportPhoneLink } from '../../../ui/support-phone.tsx';
import { useOrderProducts, type ShopProduct } from './api/order-products.ts';
import type { StepProps } from './order-flow.tsx';
import { ProductOption } from './product-option.tsx';
import { notForHolderReason } from './not-for-holder.ts';
import { ProfileNotes } from './profile-notes.tsx';
import { StepActions } from './step-actions.tsx';
import { checkedHolder, isProductForHolder } from './tunnel-progress.ts';
import { useTunnel } from './use-tunnel.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';

const CHOICE_ID = 'order-product';
const QUANTITIES = Array.from({ length: MAX_ITEM_QUANTITY }, (_, index) => String(index + 1));

function tunnelProduct(product: ShopProduct): TunnelProduct {
  return {
    productId: product.productId,
    shopItemId: product.shopItemId,
    shopItemPromoPrice: product.shopItemPromoPrice,
    priceCents: product.priceCents,
    installments: product.installments,
    name: product.name,
    productType: product.productType.productTypeId,
    transportModes: product.transportModes,
    renewalInterval: product.renewalInterval,
    audience: product.audience,
  };
}

export function ProductStep({ onDone }: StepProps) {
  const { t } = useTranslation();
  const products = useOrderProducts();
  const chosen = useTunnel((tunnel) => tunnel.product);
  const quantity = useTunnel((tunnel) => tunnel.quantity);
  const personal = useTunnel((tunnel) => tunnel.personal);
  const [submits, setSubmits] = useState(0);
  const [missing, setMissing] = useState(false);
  const paths = usePaths();
  const otherRequest = useOtherRequestInCart('CARD_CREATION');
  const { startRequest, dialog } = useCartRequestType();

  const holder = checkedHolder(personal);
  const fareHolder = holder
    ? { category: holder.socioProfessionalCategory, birthdate: holder.birthdate }
    : null;
  const holderName = holder ? `${holder.firstname} ${holder.name}` : '';
  const refusalOf = (product: ShopProduct) =>
    isProductForHolder(product, fareHolder)
      ? null
      : t('cardOrder.product.notForHolder', {
          name: holderName,
          reason: notForHolderReason(t, product.audience, fareHolder?.category),
        });

  const choose = (shopItemId: string) => {
    const product = products.data?.find((candidate) => String(candidate.shopItemId) === shopItemId);
    if (!product) return;
    setMissing(false);
    updateTunnel((tunnel) => ({
      product: tunnelProduct(product),
      // Only a ticket is bought by the number; another product is one per card.
      quantity: product.productType.productTypeId === 'TICKET' ? tunnel.quantity : 1,
      // Another product may need other proofs: the documents step is checked again.
      requiredDocuments: tunnel.product?.shopItemId === product.shopItemId ? tunnel.requiredDocuments : null,
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmits((count) => count + 1);
    const available = chosen && products.data?.some((product) => product.shopItemId === chosen.shopItemId);
    if (!available) {
      setMissing(true);
      return;
    }
    if (!otherRequest) return onDone();
    // Kept, the cart stays as it is and so does the passenger, on this step.
    if (await startRequest('CARD_CREATION')) onDone();
  };

  const error = missing ? t('cardOrder.product.required') : undefined;
  const isTicket = chosen?.productType === 'TICKET';

  return (
    <form noValidate className="form" onSubmit={(event) => void submit(event)}>
      <ErrorSummary
        entries={error ? [{ message: error, fieldId: CHOICE_ID, label: t('cardOrder.product.legend') }] : []}
        focusKey={submits}
      />
      {otherRequest ? (
        <Status>
          <p>
            {t('cardOrder.product.otherRequest', { current: t(`cart.requestTypes.${otherRequest}`) })}{' '}
            <Link to={paths.cart!()}>{t('cardOrder.product.toCart')}</Link>
          </p>
        </Status>
      ) : null}
      <ProfileNotes />
      {products.isPending ? <p role="status">{t('cardOrder.product.loading')}</p> : null}
      {products.isError ? <LoadFailed error={products.error} onRetry={() => products.refetch()} /> : null}
      {products.data?.length === 0 ? (
        <Alert>
          <p>
            {t('cardOrder.product.none')} <SupportPhoneLink />
          </p>
        </Alert>
      ) : null}
      {products.data && products.data.length > 0 ? (
        <RadioGroup
          className="radio-group product-choice"
          value={chosen ? String(chosen.shopItemId) : null}
          onChange={choose}
          isRequired
          isInvalid={Boolean(error)}
          validationBehavior="aria"
        >
          <span className="field__label-row">
            <Label className="field__label">{t('cardOrder.product.legend')}</Label>
            <RequiredMark />
          </span>
          {groupByModes(products.data).map((group, groupIndex) => (
            <section
              key={group.key}
              className="product-group"
              aria-labelledby={`order-products-${group.key}`}
            >
              <h3 id={`order-products-${group.key}`}>{modesTitle(t, group.modes)}</h3>
              <ul className="product-options">
                {group.products.map((product, index) => (
                  <ProductOption
                    key={product.shopItemId}
                    product={product}
                    refusal={refusalOf(product)}
                    id={groupIndex === 0 && index === 0 ? CHOICE_ID : undefined}
                  />
                ))}
              </ul>
            </section>
          ))}
          <FieldError className="field__error">{error}</FieldError>
        </RadioGroup>
      ) : null}
      {isTicket ? (
        <SelectField
          id="order-quantity"
          name="quantity"
          label={t('cardOrder.product.quantity')}
          description={t('cardOrder.product.quantityHint', { max: MAX_ITEM_QUANTITY })}
          options={QUANTITIES.map((value) => ({ value, label: value }))}
          value={String(quantity)}
          onChange={(value) => updateTunnel({ quantity: Number(value) })}
          isRequired
        />
      ) : null}
      <StepActions>
        <Button type="submit">{t('cardOrder.next')}</Button>
      </StepActions>
      {dialog}
    </form>
  );
}
