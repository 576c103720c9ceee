/**
 * The one way to write a form (docs/decisions/023-web-paths-and-form-kit.md): react-hook-form with
 * the domain's zod schema, every field bound by name with a stable id, the fields shown listed
 * (with their labels) for the error summary, and a failed submission shown by applyServerError.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, useCallback, useMemo, useState } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerError, type ServerErrorRules } from './server-errors.ts';

/** A field shown in the form: the element the summary links to, and the label it names it by. */
export type ShownField = { name: string; id: string; label: string };

/** The fields on screen, in the order they mounted; a field leaves the list when it unmounts. */
export class ShownFields {
  private readonly byName = new Map<string, ShownField>();
  add(field: ShownField): () => void {
    this.byName.set(field.name, field);
    return () => {
      if (this.byName.get(field.name) === field) this.byName.delete(field.name);
    };
  }
  has(name: string): boolean {
    return this.byName.has(name);
  }
  list(): ShownField[] {
    return [...this.byName.values()];
  }
}

export type BoundField<T extends FieldValues, Out = T> = {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  id: string;
};

export type FormKit<T extends FieldValues, Out = T> = {
  form: UseFormReturn<T, unknown, Out>;
  /** The props binding a field wrapper: control, name and id (`<idPrefix>-<name>`, dots as dashes). */
  field: (name: FieldPath<T>) => BoundField<T, Out>;
  /** Shows a failed submission: field errors at their fields, the rest at the top. */
  showError: (error: unknown) => void;
  shown: ShownFields;
};

export type FormKitOptions<S extends z.ZodType<FieldValues, FieldValues>> = {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Prefix of the fields' ids, unique in the page ('login' → 'login-email'). */
  idPrefix: string;
  serverErrors?: ServerErrorRules<z.input<S>>;
};

/** What the kit's components (fields, summary, submit button) read from the form around them. */
export type FormKitContextValue = { control: Control<FieldValues>; shown: ShownFields };
export const FormKitContext = createContext<FormKitContextValue | null>(null);

export function useFormKit<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  idPrefix,
  serverErrors,
}: FormKitOptions<S>): FormKit<z.input<S>, z.output<S>> {
  type In = z.input<S>;
  const { t } = useTranslation();
  const form = useForm<In, unknown, z.output<S>>({
    // zodResolver's overloads do not follow a generic schema; the types are the schema's own.
    resolver: zodResolver(schema as never) as unknown as Resolver<In, unknown, z.output<S>>,
    defaultValues,
    // The summary takes the focus on a failed submission and links to each field.
    shouldFocusError: false,
  });
  const [shown] = useState(() => new ShownFields());
  const { control, setError } = form;

  const field = useCallback(
    (name: FieldPath<In>) => ({ control, name, id: `${idPrefix}-${name.replaceAll('.', '-')}` }),
    [control, idPrefix],
  );
  const showError = useCallback(
    (error: unknown) =>
      applyServerError(setError, error, { t, isField: (name) => shown.has(name), rules: serverErrors }),
    [setError, t, shown, serverErrors],
  );
  return useMemo(() => ({ form, field, showError, shown }), [form, field, showError, shown]);
}
