/**
 * The contract's coverage (issue 11, decision 050): the calls spec §7 names, parsed from its text,
 * and which of them the call table serves. `npm run contract:coverage` prints the count.
 */

export type SpecCall = { method: string; path: string };

/** A path as §7 writes it: at least one slash, with `{name}` placeholders allowed. */
const PATH = String.raw`[A-Za-z{_][\w{}.-]*(?:/[\w{}.-]+)+`;
/**
 * A method, then one path or several joined by commas or "and" ("GET Transit/getODStops,
 * Transit/getODTrips", "PUT account/setCardBookmark and account/removeCardBookmark").
 */
const CALL_RE = new RegExp(
  String.raw`\b(GET or POST|GET|POST|PUT|DELETE|PATCH)\s+(${PATH}(?:(?:,\s*|\s+and\s+)${PATH})*)`,
  'g',
);
const ONE_PATH_RE = new RegExp(PATH, 'g');

/** The text of §7: from its heading to the next heading of the same level. */
export function callsSection(spec: string): string {
  const start = spec.search(/^## 7\.[^\n]*$/m);
  if (start < 0) throw new Error('The spec has no "## 7." section');
  const rest = spec.slice(start);
  const end = rest.slice(3).search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end + 3);
}

/**
 * Every call a text names, in order, once each: "GET or POST p" counts as both methods; a final
 * full stop is the sentence's, not the path's.
 */
export function parseSpecCalls(text: string): SpecCall[] {
  const calls: SpecCall[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(CALL_RE)) {
    const methods = match[1] === 'GET or POST' ? ['GET', 'POST'] : [match[1]!];
    for (const raw of match[2]!.match(ONE_PATH_RE) ?? []) {
      const path = raw.replace(/\.$/, '');
      for (const method of methods) {
        const key = `${method} ${path}`;
        if (seen.has(key)) continue;
        seen.add(key);
        calls.push({ method, path });
      }
    }
  }
  return calls;
}

export type Coverage = {
  total: number;
  existing: Array<SpecCall & { where: string }>;
  missing: SpecCall[];
};

/**
 * Splits the spec's calls into those that exist and those that do not. `where` answers where a
 * call is served ("api" for the call table, a file for one served outside /api), or null.
 */
export function coverage(calls: readonly SpecCall[], where: (call: SpecCall) => string | null): Coverage {
  const existing: Coverage['existing'] = [];
  const missing: SpecCall[] = [];
  for (const call of calls) {
    const place = where(call);
    if (place) existing.push({ ...call, where: place });
    else missing.push(call);
  }
  return { total: calls.length, existing, missing };
}
