/**
 * react-hook-form bindings of the field wrappers: one place turns a field's message key into the
 * user's language, so every form shows its errors the same way.
 */
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { fieldErrorText } from '../i18n/messages.ts';
import { Checkbox } from './checkbox.tsx';
import { RadioGroupField, type RadioGroupFieldProps } from './radio-group.tsx';
import { SelectField, type SelectFieldProps } from './select-field.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

type Bound<T extends FieldValues> = { control: Control<T>; name: FieldPath<T>; id: string };
type Unbound = 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error';

/** The props every wrapper takes from react-hook-form, with the error in the user's language. */
function useBoundField<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return {
    value: field.value as unknown,
    props: {
      name: field.name,
      onChange: field.onChange,
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: fieldErrorText(t, fieldState.error?.message),
    },
  };
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<TextFieldProps, Unbound>) {
  const bound = useBoundField(control, name);
  return <TextField {...props} {...bound.props} value={(bound.value as string | undefined) ?? ''} />;
}

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  id,
  children,
  description,
  isRequired,
}: Bound<T> & { children: ReactNode; description?: ReactNode; isRequired?: boolean }) {
  const bound = useBoundField(control, name);
  return (
    <Checkbox
      id={id}
      {...bound.props}
      isSelected={bound.value === true}
      description={description}
      isRequired={isRequired}
    >
      {children}
    </Checkbox>
  );
}

export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<RadioGroupFieldProps, Unbound>) {
  const bound = useBoundField(control, name);
  return <RadioGroupField {...props} {...bound.props} value={(bound.value as string | undefined) ?? ''} />;
}

export function FormSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<SelectFieldProps, Unbound>) {
  const bound = useBoundField(control, name);
  return <SelectField {...props} {...bound.props} value={(bound.value as string | undefined) ?? ''} />;
}
