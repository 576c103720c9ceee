/**
 * The nesting depth of a JSON text, read as text before it is parsed: one linear pass that
 * counts brackets outside strings. A body nested deeper than the limit is refused before any
 * structure is built, so nothing downstream (parsing, signing, validation, logging) ever meets
 * it, and the cost of refusing it is bounded by its length.
 */
export function jsonExceedsDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index += 1;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}
