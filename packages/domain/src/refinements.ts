/**
 * When an object's cross-field rules run. Zod runs a rule on an object only when every field
 * passed, so a form would show it one submission late; these rules run as soon as the fields they
 * compare are valid. Zod also runs them when the object itself is missing or not an object (the
 * type issue sits at the root, not on a field): they must not then, or the rule reads a field of
 * null and the api answers 500 instead of 400.
 */
type RefinementPayload = {
  value: unknown;
  issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }>;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Runs the rule once the value is an object and none of `fields` has an issue. */
export function whenFieldsValid(...fields: string[]) {
  return (payload: RefinementPayload) =>
    isObject(payload.value) &&
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || fields.includes(String(field));
    });
}
