/**
 * Issue 6, B 3: a country is stored as its ISO 3166-1 alpha-2 code (docs/decisions/024-country-codes.md).
 * Older rows may hold a code in another case or a country's name: a code or a French or English
 * name becomes the code. What cannot be read is not guessed at: a holder's country becomes null
 * (the card then shows France, the spec's default, until the holder saves the form), an agency's
 * becomes 'FR' (the column is required, and the network's agencies are in France).
 * Frozen in time: the codes are written out here (the officially assigned ones, as the iso-3166
 * package 4.4.0 listed them), not imported from packages/domain. Names come from the runtime's
 * Intl data, which only renames a country now and then.
 */
import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect.js';

const CODES = new Set(
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  ),
);

/** Case, accents, apostrophes and hyphens set aside: 'Côte d’Ivoire' and 'cote d ivoire' meet. */
function key(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

function codesByName(): Map<string, string> {
  const byName = new Map<string, string>();
  for (const locale of ['fr', 'en']) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const code of CODES) {
      const name = names.of(code);
      if (name) byName.set(key(name), code);
    }
  }
  return byName;
}

function toCode(value: string, byName: Map<string, string>): string | null {
  const upper = value.trim().toUpperCase();
  if (CODES.has(upper)) return upper;
  return byName.get(key(value)) ?? null;
}

/** Each distinct value is converted once, the same way on SQLite and PostgreSQL. */
async function convert(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
  db: Kysely<any>,
  table: string,
  column: string,
  unknown: string | null,
  byName: Map<string, string>,
): Promise<void> {
  const rows: { value: string }[] = await db
    .selectFrom(table)
    .select(`${column} as value`)
    .distinct()
    .where(column, 'is not', null)
    .execute();
  for (const { value } of rows) {
    const code = toCode(value, byName) ?? unknown;
    if (code !== value) {
      await db
        .updateTable(table)
        .set({ [column]: code })
        .where(column, '=', value)
        .execute();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  const byName = codesByName();
  await convert(db, 'media', 'holder_country', null, byName);
  await convert(db, 'agencies', 'country', 'FR', byName);
}
