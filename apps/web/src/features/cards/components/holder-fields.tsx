/**
 * The holder's fields (spec §3 Card holder), grouped as identity, postal address and phones,
 * each with its label, the rule shown before it is broken, and its error.
 */
import {
  HOLDER_GENDERS,
  SOCIO_PROFESSIONAL_CATEGORIES,
  type CardHolder,
  type CardHolderInput,
} from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup, FormSelect, FormTextField } from '../../../ui/form/fields.tsx';
import type { FormKit } from '../../../ui/form/form-kit.ts';
import { AddressFields } from './address-fields.tsx';

/**
 * `birthdateLocked`: the holder of an associated card, whose birth date only the mobility centre
 * changes (decision 058): shown read-only, saying where to go; it is sent back as it is.
 */
export function HolderFields({
  kit,
  birthdateLocked = false,
}: {
  kit: FormKit<CardHolderInput, CardHolder>;
  birthdateLocked?: boolean;
}) {
  const { t } = useTranslation();
  const bound = kit.field;
  return (
    <>
      <fieldset className="fieldset">
        <legend>{t('cards.holder.identity')}</legend>
        <FormRadioGroup
          {...bound('gender')}
          label={t('cards.holder.gender')}
          orientation="horizontal"
          options={HOLDER_GENDERS.map((gender) => ({
            value: gender,
            label: t(`cards.holder.genders.${gender}`),
          }))}
          isRequired
        />
        <FormTextField
          {...bound('name')}
          label={t('cards.holder.name')}
          autoComplete="family-name"
          isRequired
        />
        <FormTextField
          {...bound('firstname')}
          label={t('cards.holder.firstname')}
          autoComplete="given-name"
          isRequired
        />
        <FormTextField
          {...bound('birthdate')}
          label={t('cards.holder.birthdate')}
          type="date"
          autoComplete="bday"
          {...(birthdateLocked
            ? { isReadOnly: true, description: t('cards.holder.birthdateLocked') }
            : { isRequired: true })}
        />
        <FormSelect
          {...bound('socioProfessionalCategory')}
          label={t('cards.holder.category')}
          placeholder={t('cards.holder.categoryChoose')}
          options={SOCIO_PROFESSIONAL_CATEGORIES.map((category) => ({
            value: category,
            label: t(`cards.holder.categories.${category}`),
          }))}
          isRequired
        />
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t('cards.holder.postal')}</legend>
        <AddressFields
          fields={{
            line1: bound('address1'),
            line2: bound('address2'),
            postalCode: bound('zipcode'),
            city: bound('city'),
            country: bound('country'),
          }}
        />
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t('cards.holder.phones')}</legend>
        <FormTextField
          {...bound('mobile')}
          label={t('cards.holder.mobile')}
          description={t('cards.holder.mobileHint')}
          type="tel"
          inputMode="tel"
          autoComplete="mobile tel"
          isRequired
        />
        <FormTextField
          {...bound('landline')}
          label={t('cards.holder.landline')}
          description={t('cards.holder.landlineHint')}
          type="tel"
          inputMode="tel"
          autoComplete="home tel-national"
        />
      </fieldset>
    </>
  );
}
