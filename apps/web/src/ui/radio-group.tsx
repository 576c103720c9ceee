/**
 * A group of radio buttons with its visible label (a legend-like heading), optional description
 * and error, wired by react-aria's RadioGroup: arrow keys move between the options, in the page's
 * direction (ui/aria-locale.tsx).
 */
import type { Ref } from 'react';
import { FieldError, Radio, RadioGroup } from 'react-aria-components';
import { AriaLocale } from './aria-locale.tsx';
import { FieldLabel } from './field-label.tsx';

export type RadioOption = { value: string; label: string };

export type RadioGroupFieldProps = {
  id: string;
  name: string;
  label: string;
  options: RadioOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  description?: string;
  error?: string;
  isRequired?: boolean;
  orientation?: 'horizontal' | 'vertical';
};

export function RadioGroupField({
  id,
  label,
  options,
  value,
  description,
  error,
  isRequired,
  inputRef,
  orientation = 'vertical',
  ...props
}: RadioGroupFieldProps) {
  return (
    <AriaLocale>
      <RadioGroup
        {...props}
        value={value || null}
        className={`radio-group radio-group--${orientation}`}
        orientation={orientation}
        isRequired={isRequired}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
      >
        <FieldLabel label={label} isRequired={isRequired} description={description} />
        <div className="radio-group__options">
          {options.map((option, index) => (
            <Radio
              key={option.value}
              value={option.value}
              className="radio"
              // The first option carries the id, so that the error summary's link reaches the group.
              id={index === 0 ? id : undefined}
              inputRef={index === 0 ? (inputRef as Ref<HTMLInputElement> | undefined) : undefined}
            >
              <span className="radio__circle" aria-hidden="true" />
              <span>{option.label}</span>
            </Radio>
          ))}
        </div>
        <FieldError className="field__error">{error}</FieldError>
      </RadioGroup>
    </AriaLocale>
  );
}
