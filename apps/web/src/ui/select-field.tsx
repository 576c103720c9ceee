/**
 * A native select with its visible label, description and error: the platform's own picker on a
 * phone, and a field every assistive technology and test tool knows how to fill.
 */
import { useId, type ReactNode, type Ref } from 'react';
import { RequiredMark } from './required-mark.tsx';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = {
  id: string;
  name: string;
  /** Visible; a part only assistive technologies read goes in a visually-hidden span. */
  label: ReactNode;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLSelectElement>;
  /** The empty first choice ("Choose…"); without it the first option is preselected. */
  placeholder?: string;
  description?: string;
  error?: string;
  isRequired?: boolean;
  autoComplete?: string;
};

export function SelectField({
  id,
  label,
  options,
  value,
  onChange,
  inputRef,
  placeholder,
  description,
  error,
  isRequired,
  ...props
}: SelectFieldProps) {
  const ids = useId();
  const descriptionId = description ? `${ids}-description` : undefined;
  const errorId = error ? `${ids}-error` : undefined;
  return (
    <div className="field">
      <span className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {isRequired ? <RequiredMark /> : null}
      </span>
      {description ? (
        <span id={descriptionId} className="field__description">
          {description}
        </span>
      ) : null}
      <select
        {...props}
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="field__input field__select"
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
