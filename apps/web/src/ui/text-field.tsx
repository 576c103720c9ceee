/**
 * A text field with its visible label, its rule shown before any failure (description) and its
 * error, each wired once with aria-describedby and aria-invalid by react-aria.
 */
import type { Ref } from 'react';
import { FieldError, Input, TextField as AriaTextField } from 'react-aria-components';
import { FieldLabel } from './field-label.tsx';

export type TextFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  description?: string;
  error?: string;
  isRequired?: boolean;
  /** Shown and sent as it is, not editable (its description says why). */
  isReadOnly?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'datetime-local';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  lang?: string;
};

export function TextField({
  label,
  description,
  error,
  inputRef,
  isRequired,
  isReadOnly,
  lang,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className="field"
      isRequired={isRequired}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} description={description} />
      <Input ref={inputRef} className="field__input" lang={lang} />
      <FieldError className="field__error">{error}</FieldError>
    </AriaTextField>
  );
}
