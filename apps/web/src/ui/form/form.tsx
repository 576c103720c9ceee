/**
 * The form element of the kit: no browser validation (the schema's messages are the ones shown),
 * the submission validated by the schema, and a failed one (a thrown error) shown by the kit, so
 * that a screen's submit handler says only what success does.
 */
import { useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { Button } from '../button.tsx';
import { FormKitContext, type FormKit, type FormKitContextValue } from './form-kit.ts';

export type FormProps<T extends FieldValues, Out> = {
  kit: FormKit<T, Out>;
  /** Runs with the schema's output; what it throws is shown at the fields or at the top. */
  onSubmit: (values: Out) => Promise<void> | void;
  children: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
  onChange?: () => void;
};

export function Form<T extends FieldValues, Out>({
  kit,
  onSubmit,
  children,
  className = 'form',
  ...props
}: FormProps<T, Out>) {
  const submit = kit.form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      kit.showError(error);
    }
  });
  const { control } = kit.form;
  const context = useMemo(
    () => ({ control, shown: kit.shown }) as unknown as FormKitContextValue,
    [control, kit.shown],
  );
  return (
    <FormKitContext value={context}>
      <form noValidate className={className} onSubmit={(event) => void submit(event)} {...props}>
        {children}
      </form>
    </FormKitContext>
  );
}

/** The kit around a field, summary or button; they are only used inside a <Form>. */
export function useFormKitContext(): FormKitContextValue {
  const context = useContext(FormKitContext);
  if (!context) throw new Error('A form kit component is used outside <Form>.');
  return context;
}

const noSubscription = () => () => undefined;

/**
 * The submit button, pending while the submission runs, and in a prerendered page until it has
 * hydrated (docs/decisions/036): the page paints before its scripts load, and a press on a native
 * submit button then would send the form to the address bar, password included.
 */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { control } = useFormKitContext();
  const { isSubmitting } = useFormState({ control });
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <Button type="submit" isPending={isSubmitting || !hydrated}>
      {children}
    </Button>
  );
}
