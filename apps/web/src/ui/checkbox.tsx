/** A checkbox with its label, optional description and error, wired by react-aria's CheckboxField. */
import type { ReactNode, Ref } from 'react';
import { CheckboxButton, CheckboxField, FieldError, Text } from 'react-aria-components';
import { RequiredMark } from './required-mark.tsx';

export type CheckboxProps = {
  id: string;
  name: string;
  children: ReactNode;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  description?: ReactNode;
  error?: string;
  isRequired?: boolean;
};

export function Checkbox({ children, description, error, isRequired, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      className="checkbox"
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <CheckboxButton className="checkbox__button">
        <span className="checkbox__box" aria-hidden="true">
          <svg viewBox="0 0 18 18" focusable="false">
            <polyline points="2 9 7 14 16 4" />
          </svg>
        </span>
        <span>{children}</span>
      </CheckboxButton>
      {isRequired ? <RequiredMark /> : null}
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{error}</FieldError>
    </CheckboxField>
  );
}
