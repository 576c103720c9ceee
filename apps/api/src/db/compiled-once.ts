/**
 * A query built and compiled by Kysely once, then run with new values: for the few queries every
 * request makes (the session behind a token, the cards of getCards). Building and compiling a
 * Kysely query walks and freezes its whole operation tree; under load that was about a tenth of
 * the process on a signed read (issue 9), for SQL that never changes between requests.
 *
 * The query is built with a marker in place of each value; the markers come back, in order, among
 * the compiled parameters, and each run puts its values in their places. So a query qualifies
 * when its values are only compared or inserted, never looked at while building (no `if`, no
 * list whose length changes the SQL). It is compiled once per Kysely instance, a transaction
 * included, since the SQL differs by dialect.
 */
import type { Compilable, CompiledQuery, Kysely } from 'kysely';

class Slot {
  constructor(readonly index: number) {}
}

type Template = { compiled: CompiledQuery; slots: (Slot | { value: unknown })[] };

export function compiledOnce<DB, Values extends unknown[], Row>(
  build: (db: Kysely<DB>, ...values: Values) => Compilable<Row>,
): (db: Kysely<DB>, ...values: Values) => Promise<Row[]> {
  const templates = new WeakMap<Kysely<DB>, Template>();
  // Every value is a parameter of `build` after the database: its arity says how many there are.
  const count = build.length - 1;
  function templateFor(db: Kysely<DB>): Template {
    let template = templates.get(db);
    if (!template) {
      const markers = Array.from({ length: count }, (_, index) => new Slot(index)) as unknown as Values;
      const compiled = build(db, ...markers).compile();
      const slots = compiled.parameters.map((parameter) =>
        parameter instanceof Slot ? parameter : { value: parameter },
      );
      const used = new Set(slots.filter((slot) => slot instanceof Slot).map((slot) => slot.index));
      if (used.size !== count)
        throw new Error('compiledOnce: every value must reach the SQL as a parameter, once or more');
      template = { compiled, slots };
      templates.set(db, template);
    }
    return template;
  }
  return async (db, ...values) => {
    const { compiled, slots } = templateFor(db);
    const parameters = slots.map((slot) => (slot instanceof Slot ? values[slot.index] : slot.value));
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
