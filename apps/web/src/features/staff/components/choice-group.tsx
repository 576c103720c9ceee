/**
 * A group of checkboxes bound to a list field of the form kit (the lines or the modes of a
 * disruption): a fieldset with its legend, its error under the legend, and its first box listed
 * for the error summary so that the summary's link lands in the group.
 */
import { useEffect } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../i18n/messages.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import type { BoundField } from '../../../ui/form/form-kit.ts';
import { useFormKitContext } from '../../../ui/form/form.tsx';

export type Choice = { value: string; label: string };

export function ChoiceGroup<T extends FieldValues, Out>({
  control,
  name,
  id,
  legend,
  description,
  choices,
}: BoundField<T, Out> & { legend: string; description?: string; choices: Choice[] }) {
  const { t } = useTranslation();
  const { shown } = useFormKitContext();
  const { field, fieldState } = useController({ control, name });
  const firstId = `${id}-${choices[0]?.value ?? 'none'}`;
  useEffect(() => shown.add({ name, id: firstId, label: legend }), [shown, name, firstId, legend]);
  const selected = (field.value ?? []) as string[];
  const error = fieldErrorText(t, fieldState.error?.message);
  return (
    <fieldset className="fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {description ? <p className="field__description">{description}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      <div className="choice-list">
        {choices.map((choice) => (
          <Checkbox
            key={choice.value}
            id={`${id}-${choice.value}`}
            name={`${name}-${choice.value}`}
            isSelected={selected.includes(choice.value)}
            onChange={(on) =>
              field.onChange(
                on ? [...selected, choice.value] : selected.filter((item) => item !== choice.value),
              )
            }
          >
            {choice.label}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}
