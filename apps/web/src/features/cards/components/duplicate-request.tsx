/**
 * /cards/duplicate/{passengerId}: the reason (lost, stolen, damaged) and what a duplicate means for
 * the old card. Choosing a reason only fills the form: "Add to cart" asks Media/requestDuplicate.json
 * once, with the reason finally chosen, and its answer (with the catalogue's fee) becomes a
 * CARD_DUPLICATE item, which the cart page picks up (docs/decisions/020-web-cards.md).
 */
import { DUPLICATE_REASONS, duplicateRequestSchema, ERROR_CODES, type DuplicateReason } from '@oceane/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addCartItem, cartStore } from '../../../lib/cart-store.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useUser } from '../../../lib/session.ts';
import { useCartRequestType } from '../../../ui/cart-request-type.tsx';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { SupportPhoneLink } from '../../../ui/support-phone.tsx';
import { FormRadioGroup } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { holderName, type Card } from '../api/card.ts';
import { useRequestDuplicate, type DuplicateRequest } from '../api/request-duplicate.ts';
import { DuplicateAdded } from './duplicate-added.tsx';

/**
 * Adds the request to the cart once: asking again for the same card answers the same request. The
 * line keeps the fee's name, the card's number and its holder (issue 23).
 */
function addDuplicateToCart(
  request: DuplicateRequest,
  card: Card,
  userId: string | number | undefined,
): boolean {
  const already = cartStore
    .getState()
    .items.some(
      (item) => item.type === 'CARD_DUPLICATE' && String(item.duplicateRequestId) === String(request.id),
    );
  if (already) return false;
  addCartItem({
    awUserId: userId,
    ubiUserId: request.mediaId,
    type: 'CARD_DUPLICATE',
    product: {
      shopItemId: request.fee.shopItemId,
      shopItemPromoPrice: request.fee.price,
      installments: request.fee.installments,
      ubiProductId: request.fee.productId,
      productType: 'FEE',
    },
    productName: request.fee.name,
    cardNumber: card.number,
    holderName: holderName(card),
    duplicateRequestId: request.id,
    reason: request.reason,
  });
  return true;
}

export function DuplicateRequestForm({ card }: { card: Card }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const user = useUser();
  const request = useRequestDuplicate();
  // Spec §4, one type of request at a time: asked before the request exists on the server.
  const { confirmOrderType, dialog } = useCartRequestType();
  // One request per press of "Add to cart": set before the first await, since a second click
  // lands before "isSubmitting" re-renders the button as pending.
  const sending = useRef(false);
  const [done, setDone] = useState<{ request: DuplicateRequest; added: boolean } | null>(null);
  // No duplicate fee on sale (decision 061): the form says why, and the phone of the centre that issues it.
  const [feeMissing, setFeeMissing] = useState(false);
  const kit = useFormKit({
    schema: duplicateRequestSchema,
    defaultValues: { reason: '' as DuplicateReason },
    idPrefix: 'duplicate',
  });
  const send = async ({ reason }: { reason: DuplicateReason }) => {
    if (sending.current) return;
    sending.current = true;
    try {
      if (!(await confirmOrderType('CARD_DUPLICATE'))) {
        sending.current = false;
        return;
      }
      const answer = await request.mutateAsync({ mediaId: card.id, reason });
      setDone({ request: answer, added: addDuplicateToCart(answer, card, user?.userId) });
    } catch (error) {
      sending.current = false;
      setFeeMissing((error as { code?: string }).code === ERROR_CODES.DUPLICATE_FEE_UNAVAILABLE);
      throw error; // the form says it at the top
    }
  };

  if (done) return <DuplicateAdded card={card} request={done.request} added={done.added} />;

  return (
    <>
      <p className="lead">
        {t('cards.duplicateRequest.intro', { number: card.number, name: holderName(card) })}
      </p>
      <Form kit={kit} onSubmit={send} aria-labelledby="page-title">
        <FormErrorSummary />
        {feeMissing ? (
          <p>
            {t('checkout.topup.contactAgency')} <SupportPhoneLink />
          </p>
        ) : null}
        <FormRadioGroup
          {...kit.field('reason')}
          label={t('cards.duplicateRequest.reason')}
          options={DUPLICATE_REASONS.map((value) => ({
            value,
            label: t(`cards.duplicateRequest.reasons.${value}`),
          }))}
          isRequired
        />
        <div className="message">
          <p>{t('cards.duplicateRequest.blocked')}</p>
          <p className="duplicate-fee">{t('cards.duplicateRequest.fee')}</p>
        </div>
        <div className="actions">
          <SubmitButton>{t('cards.duplicateRequest.submit')}</SubmitButton>
          <Link to={paths.cards({ card: card.id })} className="button button--secondary">
            {t('cards.edit.backToCards')}
          </Link>
        </div>
      </Form>
      {dialog}
    </>
  );
}
