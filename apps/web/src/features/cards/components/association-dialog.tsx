/**
 * The association popup (spec §2, §5): card number (with a picture of where it is), holder family
 * name and birth date, and the terms, checked with cardAssociationSchema; the §8 refusals shown in
 * the dialog. The birth date is not printed on the card, so a found card cannot be associated
 * (docs/decisions/011-api-card-ownership-and-association.md).
 * A card associated opens the 3-step flow: contact, photo, alerts.
 */
import { cardAssociationSchema } from '@oceane/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ASSOCIATE_FLOW, usePaths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { useRegisterMedia } from '../api/register-media.ts';
import { CardNumberPicture } from './card-number-picture.tsx';

type Values = z.input<typeof cardAssociationSchema>;
const EMPTY: Values = {
  cardNumber: '',
  holderName: '',
  holderBirthdate: '',
  acceptTerms: false as unknown as true,
};

/** `termsLink`: what opens the terms of use beside their checkbox, given by the route (the legal feature). */
export function AssociationDialog({
  isOpen,
  onOpenChange,
  termsLink,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  termsLink?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const register = useRegisterMedia();
  const kit = useFormKit({ schema: cardAssociationSchema, defaultValues: EMPTY, idPrefix: 'association' });

  const close = (open: boolean) => {
    if (!open) kit.form.reset(EMPTY);
    onOpenChange(open);
  };

  return (
    <ModalDialog title={t('cards.association.title')} isOpen={isOpen} onOpenChange={close}>
      <Form
        kit={kit}
        onSubmit={async (values) => {
          const card = await register.mutateAsync(values);
          close(false);
          await navigate(paths.cardsEdit(card.id, { flow: ASSOCIATE_FLOW, step: 1 }));
        }}
      >
        <p>{t('cards.association.intro')}</p>
        <CardNumberPicture />
        <FormErrorSummary />
        <FormTextField
          {...kit.field('cardNumber')}
          label={t('cards.association.cardNumber')}
          description={t('cards.association.cardNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          isRequired
        />
        <FormTextField
          {...kit.field('holderName')}
          label={t('cards.association.holderName')}
          description={t('cards.association.holderNameHint')}
          autoComplete="off"
          isRequired
        />
        {/* Not autoComplete="bday": the holder is often someone else, a child, a parent. */}
        <FormTextField
          {...kit.field('holderBirthdate')}
          label={t('cards.association.holderBirthdate')}
          description={t('cards.association.holderBirthdateHint')}
          type="date"
          autoComplete="off"
          isRequired
        />
        <FormCheckbox
          {...kit.field('acceptTerms')}
          label={t('cards.association.terms')}
          isRequired
          description={termsLink}
        />
        <div className="actions">
          <SubmitButton>{t('cards.association.submit')}</SubmitButton>
          <Button variant="secondary" onPress={() => close(false)}>
            {t('cards.association.cancel')}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
