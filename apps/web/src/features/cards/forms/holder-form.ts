/**
 * The holder form's values and submission (Media/updateHolder.json), shared by the edit page and
 * the association's contact step: cardHolderSchema's rules, the api's field errors put back on
 * their fields, and the saved holder becoming the form's new starting point.
 */
import { cardHolderSchema, FRANCE, type CardHolder, type CardHolderInput } from '@oceane/domain';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import type { Card } from '../api/card.ts';
import { useUpdateHolder } from '../api/update-holder.ts';

/** The api names the holder's fields `holder.<field>`; the form, `<field>`. */
const SERVER_ERRORS = { fieldOfPath: (path: string) => path.replace(/^holder\./, '') };

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

/** The form (fields' ids `<idPrefix>-<field>`) and its submission, for a <Form>. */
export function useHolderForm(card: Card, idPrefix: string, onSaved: (card: Card) => void) {
  const update = useUpdateHolder();
  const kit = useFormKit({
    schema: cardHolderSchema,
    defaultValues: holderValues(card),
    idPrefix,
    serverErrors: SERVER_ERRORS,
  });

  const submit = async (holder: CardHolder) => {
    const saved = await update.mutateAsync({ mediaId: card.id, holder });
    kit.form.reset(holderValues(saved));
    onSaved(saved);
  };

  return { kit, submit };
}
