/**
 * A react-aria field's label with its asterisk, then its description: what the text field and the
 * radio group show above their input. The asterisk stays outside the label, so that the field's
 * name is the label alone (required-mark.tsx); the description is tied to the field by its slot.
 */
import { Label, Text } from 'react-aria-components';
import { RequiredMark } from './required-mark.tsx';

export function FieldLabel({
  label,
  isRequired,
  description,
}: {
  label: string;
  isRequired?: boolean;
  description?: string;
}) {
  return (
    <>
      <span className="field__label-row">
        <Label className="field__label">{label}</Label>
        {isRequired ? <RequiredMark /> : null}
      </span>
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
    </>
  );
}
