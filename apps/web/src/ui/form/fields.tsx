/**
 * The kit's fields: the react-aria wrappers of ui/ bound to react-hook-form by `kit.field(name)`,
 * each error turned into the user's language in one place, and each field listed with its label
 * for the error summary while it is on screen.
 */
import { useContext, useEffect, type ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../i18n/messages.ts';
import { Checkbox } from '../checkbox.tsx';
import { RadioGroupField, type RadioGroupFieldProps } from '../radio-group.tsx';
import { SelectField, type SelectFieldProps } from '../select-field.tsx';
import { TextField, type TextFieldProps } from '../text-field.tsx';
import { FormKitContext, type BoundField } from './form-kit.ts';

type Unbound = 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error';

/** The props every wrapper takes from react-hook-form, with the error in the user's language. */
function useBoundField<T extends FieldValues, Out>({ control, name, id }: BoundField<T, Out>, label: string) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const kit = useContext(FormKitContext);
  useEffect(() => kit?.shown.add({ name, id, label }), [kit, name, id, label]);
  // A prerendered form can be typed in before its page hydrates (docs/decisions/036): React keeps
  // what the input holds, the form does not know it yet. Take it over once, on mount.
  useEffect(() => {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement) || input.type === 'radio') return;
    const held = input.type === 'checkbox' ? input.checked : input.value;
    const known = input.type === 'checkbox' ? field.value === true : (field.value ?? '');
    if (held !== known) field.onChange(held);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what the page held when it hydrated
  }, []);
  return {
    value: field.value as unknown,
    props: {
      id,
      name: field.name,
      onChange: field.onChange,
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: fieldErrorText(t, fieldState.error?.message),
    },
  };
}

export function FormTextField<T extends FieldValues, Out>({
  control,
  name,
  id,
  ...props
}: BoundField<T, Out> & Omit<TextFieldProps, Unbound>) {
  const bound = useBoundField({ control, name, id }, props.label);
  return <TextField {...props} {...bound.props} value={(bound.value as string | undefined) ?? ''} />;
}

export function FormCheckbox<T extends FieldValues, Out>({
  control,
  name,
  id,
  label,
  description,
  isRequired,
}: BoundField<T, Out> & { label: string; description?: ReactNode; isRequired?: boolean }) {
  const bound = useBoundField({ control, name, id }, label);
  return (
    <Checkbox
      {...bound.props}
      isSelected={bound.value === true}
      description={description}
      isRequired={isRequired}
    >
      {label}
    </Checkbox>
  );
}

export function FormRadioGroup<T extends FieldValues, Out>({
  control,
  name,
  id,
  ...props
}: BoundField<T, Out> & Omit<RadioGroupFieldProps, Unbound>) {
  const bound = useBoundField({ control, name, id }, props.label);
  return <RadioGroupField {...props} {...bound.props} value={(bound.value as string | undefined) ?? ''} />;
}

export function FormSelect<T extends FieldValues, Out>({
  control,
  name,
  id,
  ...props
}: BoundField<T, Out> & Omit<SelectFieldProps, Unbound | 'label'> & { label: string }) {
  const bound = useBoundField({ control, name, id }, props.label);
  return <SelectField {...props} {...bound.props} value={(bound.value as string | undefined) ?? ''} />;
}
