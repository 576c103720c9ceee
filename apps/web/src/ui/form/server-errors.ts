/**
 * A failed submission put where the user looks for it (DESIGN.md, forms): the api's field errors
 * (a VALIDATION_ERROR's `fields`, field path → message key of packages/domain) at their fields,
 * chosen error codes at a field, anything else once at the top of the form. Nothing typed is
 * touched: only errors are set.
 */
import type { TFunction } from 'i18next';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { errorText } from '../../i18n/messages.ts';

export type ServerErrorRules<T extends FieldValues> = {
  /** The form's field of an api field path ('holder.zipcode' → 'zipcode'); the path by default. */
  fieldOfPath?: (path: string) => string;
  /** Error codes said at a field and in the summary (EMAIL_EXISTS at the email). */
  codeAtField?: Partial<Record<string, FieldPath<T>>>;
  /** Error codes said once, at the top, linked to the field concerned (a login's unknown email). */
  codeLinkedTo?: Partial<Record<string, FieldPath<T>>>;
};

type Failure = { code?: string; fields?: Record<string, string> };

/**
 * Sets the errors of a failed submission. `isField` says whether a name is a field shown in the
 * form: a field error for anything else is said at the top, so that no message is lost.
 */
export function applyServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  {
    t,
    isField,
    rules = {},
  }: { t: TFunction; isField: (name: string) => boolean; rules?: ServerErrorRules<T> },
): void {
  const { code, fields } = (error ?? {}) as Failure;
  const fieldOf = rules.fieldOfPath ?? ((path: string) => path);
  if (fields && Object.keys(fields).length > 0) {
    let lost = false;
    for (const [path, key] of Object.entries(fields)) {
      const name = fieldOf(path);
      if (isField(name)) setError(name as FieldPath<T>, { type: 'server', message: key });
      else lost = true;
    }
    if (!lost) return;
  }
  const atField = code ? rules.codeAtField?.[code] : undefined;
  if (atField) {
    setError(atField, { type: 'server', message: `errors.${code}` });
    return;
  }
  const linkedTo = code ? rules.codeLinkedTo?.[code] : undefined;
  // `root.<field>`: a message of the whole form that the summary links to that field.
  setError(linkedTo ? `root.${linkedTo}` : 'root', { type: 'server', message: errorText(t, error) });
}
