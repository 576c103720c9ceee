/**
 * A type guard for text read from the database that should be one of an enum's values: columns
 * are plain text, so what is read is checked before it is answered as the enum.
 */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
