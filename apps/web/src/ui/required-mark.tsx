/**
 * The visible asterisk of a required field, placed beside the label rather than in it: assistive
 * technologies hear aria-required instead, and the field's name stays the label's text.
 */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      *
    </span>
  );
}
