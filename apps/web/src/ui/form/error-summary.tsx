/**
 * The kit's error summary: every error of the form in the order of the fields on the page, each
 * linked to its field and named by its label, then the form's own message; it takes the focus
 * after each failed submission (ErrorSummary, GOV.UK pattern).
 */
import type { TFunction } from 'i18next';
import { get, useFormState, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../i18n/messages.ts';
import { ErrorSummary, type SummaryEntry } from '../error-summary.tsx';
import type { ShownField } from './form-kit.ts';
import { useFormKitContext } from './form.tsx';

type Message = { message?: string } | undefined;

/** Page order, which differs from mounting order once a field shows later (alerts). */
function inPageOrder(fields: ShownField[]): ShownField[] {
  const element = (field: ShownField) => document.getElementById(field.id);
  return [...fields].sort((a, b) => {
    const first = element(a);
    const second = element(b);
    if (!first || !second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

export function summaryEntries(errors: FieldErrors, fields: ShownField[], t: TFunction): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  for (const { name, id, label } of inPageOrder(fields)) {
    const atField = fieldErrorText(t, (get(errors, name) as Message)?.message);
    if (atField) entries.push({ message: atField, fieldId: id, label });
    // root.<name>: said at the top only, linked to the field it concerns.
    const linked = fieldErrorText(t, (get(errors.root, name) as Message)?.message);
    if (linked) entries.push({ message: linked, fieldId: id });
  }
  const formMessage = fieldErrorText(t, errors.root?.message);
  if (formMessage) entries.push({ message: formMessage });
  return entries;
}

export function FormErrorSummary() {
  const { t } = useTranslation();
  const { control, shown } = useFormKitContext();
  const { errors, submitCount } = useFormState({ control });
  return <ErrorSummary entries={summaryEntries(errors, shown.list(), t)} focusKey={submitCount} />;
}
