/**
 * The holder form's values and submission (Media/updateHolder.json), shared by the edit page and
 * the association's contact step: cardHolderSchema's rules, the api's field errors put back on
 * their fields, and the saved holder becoming the form's new starting point.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { cardHolderSchema, FRANCE, type CardHolder, type CardHolderInput } from '@oceane/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { isApiClientError } from '../../../lib/api-errors.ts';
import type { SummaryField } from '../../../ui/form-summary.ts';
import type { Card } from '../api/card.ts';
import { useUpdateHolder } from '../api/update-holder.ts';

export const HOLDER_FIELDS = [
  'gender',
  'name',
  'firstname',
  'birthdate',
  'socioProfessionalCategory',
  'address1',
  'address2',
  'zipcode',
  'city',
  'country',
  'mobile',
  'landline',
] as const satisfies readonly (keyof CardHolderInput)[];
export type HolderField = (typeof HOLDER_FIELDS)[number];

/** The form's starting values: the card's holder, empty texts for what it lacks, France by default. */
export function holderValues(card: Pick<Card, 'holder'>): CardHolderInput {
  const { holder } = card;
  const text = (value: string | null | undefined) => value ?? '';
  return {
    // An empty choice until the user picks one; the schema says it is required.
    gender: (holder.gender ?? '') as CardHolderInput['gender'],
    name: holder.name,
    firstname: holder.firstname,
    birthdate: text(holder.birthdate),
    socioProfessionalCategory: (holder.socioProfessionalCategory ??
      '') as CardHolderInput['socioProfessionalCategory'],
    address1: text(holder.address1),
    address2: text(holder.address2),
    zipcode: text(holder.zipcode),
    city: text(holder.city),
    country: holder.country || FRANCE,
    mobile: text(holder.mobile),
    landline: text(holder.landline),
  };
}

export const holderFieldId = (prefix: string, name: HolderField) => `${prefix}-${name}`;

/** The summary's entries, in the order the fields appear. */
export function useHolderSummaryFields(prefix: string): SummaryField<CardHolderInput>[] {
  const { t } = useTranslation();
  const labels: Record<HolderField, string> = {
    gender: t('cards.holder.gender'),
    name: t('cards.holder.name'),
    firstname: t('cards.holder.firstname'),
    birthdate: t('cards.holder.birthdate'),
    socioProfessionalCategory: t('cards.holder.category'),
    address1: t('cards.holder.address1'),
    address2: t('cards.holder.address2'),
    zipcode: t('cards.holder.zipcode'),
    city: t('cards.holder.city'),
    country: t('cards.holder.country'),
    mobile: t('cards.holder.mobile'),
    landline: t('cards.holder.landline'),
  };
  return HOLDER_FIELDS.map((name) => ({ name, id: holderFieldId(prefix, name), label: labels[name] }));
}

export function useHolderForm(card: Card, onSaved: (card: Card) => void) {
  const { t } = useTranslation();
  const update = useUpdateHolder();
  const form = useForm<CardHolderInput, unknown, CardHolder>({
    resolver: zodResolver(cardHolderSchema),
    defaultValues: holderValues(card),
    shouldFocusError: false,
  });

  const submit = form.handleSubmit(async (holder) => {
    try {
      const saved = await update.mutateAsync({ mediaId: card.id, holder });
      form.reset(holderValues(saved));
      onSaved(saved);
    } catch (error) {
      if (isApiClientError(error) && error.fields) {
        for (const [path, key] of Object.entries(error.fields)) {
          const name = path.replace(/^holder\./, '');
          if ((HOLDER_FIELDS as readonly string[]).includes(name))
            form.setError(name as HolderField, { type: 'server', message: key });
        }
      }
      form.setError('root', { type: 'server', message: errorText(t, error) });
    }
  });

  return { form, submit };
}
