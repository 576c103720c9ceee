/**
 * The association popup (spec §2, §5): card number (with a picture of where it is), holder family
 * name and birth date, and the terms, checked with cardAssociationSchema; the §8 refusals shown in
 * the dialog. The birth date is not printed on the card, so a found card cannot be associated
 * (docs/decisions/011-api-card-ownership-and-association.md).
 * A card associated opens the 3-step flow: contact, photo, alerts.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { cardAssociationSchema } from '@oceane/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorText } from '../../../i18n/messages.ts';
import { ASSOCIATE_FLOW, usePaths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { ExternalLink } from '../../../ui/external-link.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form-fields.tsx';
import { summaryEntries } from '../../../ui/form-summary.ts';
import { useRegisterMedia } from '../api/register-media.ts';
import { CardNumberPicture } from './card-number-picture.tsx';

export const TERMS_OF_USE_URL = 'https://www.oceane-mobilites.example.org/conditions-utilisation';

type Values = z.input<typeof cardAssociationSchema>;
const EMPTY: Values = {
  cardNumber: '',
  holderName: '',
  holderBirthdate: '',
  acceptTerms: false as unknown as true,
};

export function AssociationDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const register = useRegisterMedia();
  const form = useForm<Values, unknown, z.output<typeof cardAssociationSchema>>({
    resolver: zodResolver(cardAssociationSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });

  const close = (open: boolean) => {
    if (!open) form.reset(EMPTY);
    onOpenChange(open);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const card = await register.mutateAsync(values);
      close(false);
      await navigate(paths.cardsEdit(card.id, { flow: ASSOCIATE_FLOW, step: 1 }));
    } catch (error) {
      form.setError('root', { type: 'server', message: errorText(t, error) });
    }
  });

  const fields = [
    { name: 'cardNumber' as const, id: 'association-number', label: t('cards.association.cardNumber') },
    { name: 'holderName' as const, id: 'association-name', label: t('cards.association.holderName') },
    {
      name: 'holderBirthdate' as const,
      id: 'association-birthdate',
      label: t('cards.association.holderBirthdate'),
    },
    { name: 'acceptTerms' as const, id: 'association-terms', label: t('cards.association.terms') },
  ];

  return (
    <ModalDialog title={t('cards.association.title')} isOpen={isOpen} onOpenChange={close}>
      <form noValidate onSubmit={onSubmit} className="form">
        <p>{t('cards.association.intro')}</p>
        <CardNumberPicture />
        <ErrorSummary
          entries={summaryEntries(form.formState.errors, fields, t)}
          focusKey={form.formState.submitCount}
        />
        <FormTextField
          control={form.control}
          name="cardNumber"
          id="association-number"
          label={t('cards.association.cardNumber')}
          description={t('cards.association.cardNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="holderName"
          id="association-name"
          label={t('cards.association.holderName')}
          description={t('cards.association.holderNameHint')}
          autoComplete="off"
          isRequired
        />
        {/* Not autoComplete="bday": the holder is often someone else, a child, a parent. */}
        <FormTextField
          control={form.control}
          name="holderBirthdate"
          id="association-birthdate"
          label={t('cards.association.holderBirthdate')}
          description={t('cards.association.holderBirthdateHint')}
          type="date"
          autoComplete="off"
          isRequired
        />
        <FormCheckbox
          control={form.control}
          name="acceptTerms"
          id="association-terms"
          isRequired
          description={
            <ExternalLink href={TERMS_OF_USE_URL}>{t('cards.association.termsLink')}</ExternalLink>
          }
        >
          {t('cards.association.terms')}
        </FormCheckbox>
        <div className="actions">
          <Button type="submit" isPending={form.formState.isSubmitting}>
            {t('cards.association.submit')}
          </Button>
          <Button variant="secondary" onPress={() => close(false)}>
            {t('cards.association.cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
