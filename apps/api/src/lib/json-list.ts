/** A list stored as JSON text (transport modes, lines): an unreadable or missing one reads as empty. */
export function jsonList(json: string | null): unknown[] {
  if (!json) return [];
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed : [];
}
