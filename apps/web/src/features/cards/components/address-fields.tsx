/**
 * A postal address's five fields (line, complement, postcode, city, country), as the holder's
 * address (My cards, step 2 of the order flow) and the shipping address (step 5) ask for it. The
 * form names its own fields; `section` prefixes the autocomplete tokens ('shipping' for step 5, so
 * the browser offers the delivery address rather than the billing one).
 */
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../../i18n/countries.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { FormSelect, FormTextField } from '../../../ui/form/fields.tsx';
import type { BoundField } from '../../../ui/form/form-kit.ts';

type AddressPart = 'line1' | 'line2' | 'postalCode' | 'city' | 'country';

export type AddressFieldsProps<T extends FieldValues, Out> = {
  /** Each part of the address bound to the form's field holding it (kit.field('zipcode')…). */
  fields: Record<AddressPart, BoundField<T, Out>>;
  section?: 'shipping';
};

export function AddressFields<T extends FieldValues, Out>({ fields, section }: AddressFieldsProps<T, Out>) {
  const { t } = useTranslation();
  // Every country, France first; a native select, so typing a name's first letters picks it.
  const countries = countryOptions(useLocale());
  const auto = (token: string) => (section ? `${section} ${token}` : token);
  return (
    <>
      <FormTextField
        {...fields.line1}
        label={t('cards.holder.address1')}
        autoComplete={auto('address-line1')}
        isRequired
      />
      <FormTextField
        {...fields.line2}
        label={t('cards.holder.address2')}
        description={t('cards.holder.address2Hint')}
        autoComplete={auto('address-line2')}
      />
      <FormTextField
        {...fields.postalCode}
        label={t('cards.holder.zipcode')}
        description={t('cards.holder.zipcodeHint')}
        autoComplete={auto('postal-code')}
        inputMode="numeric"
        isRequired
      />
      <FormTextField
        {...fields.city}
        label={t('cards.holder.city')}
        autoComplete={auto('address-level2')}
        isRequired
      />
      <FormSelect
        {...fields.country}
        label={t('cards.holder.country')}
        options={countries}
        autoComplete={auto('country')}
        isRequired
      />
    </>
  );
}
