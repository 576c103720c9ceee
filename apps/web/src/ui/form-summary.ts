/** The error summary's entries from a react-hook-form state, in the order the fields appear. */
import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { fieldErrorText } from '../i18n/messages.ts';
import type { SummaryEntry } from './error-summary.tsx';

export type SummaryField<T extends FieldValues> = { name: keyof T & string; id: string; label: string };

export function summaryEntries<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: SummaryField<T>[],
  t: TFunction,
): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  for (const field of fields) {
    const message = fieldErrorText(t, errors[field.name]?.message as string | undefined);
    if (message) entries.push({ message, fieldId: field.id, label: field.label });
  }
  const formMessage = fieldErrorText(t, errors.root?.message);
  if (formMessage) entries.push({ message: formMessage });
  return entries;
}
