/**
 * The portal's paths (bulletproof-react's `config/paths.ts`): one builder per page of the domain's
 * route table, so that links and navigations never spell a path by hand and cannot drift from
 * PORTAL_ROUTES. A page the portal does not have yet (`built: false`) has no builder (its entry is
 * `undefined`), so nothing can link to its 404 (issue 6, A17); the link appears by itself once
 * the domain marks the page built. docs/decisions/023-web-paths-and-form-kit.md
 */
import { BUILT_ROUTES, localizedPath, PORTAL_ROUTES, type Locale } from '@oceane/domain';
import { useLocale } from '../i18n/locale.ts';

type Id = string | number;
type Query = Record<string, string | number | undefined>;

/** The `:name` segments of a pattern, as a union of their names. */
type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Params<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern of a built page; checked when the module loads, so a stale one fails every test. */
function built<P extends string>(pattern: P): P {
  if (!BUILT_ROUTES.some((route) => route.pattern === pattern)) {
    throw new Error(`paths: ${pattern} is no built route of PORTAL_ROUTES`);
  }
  return pattern;
}

/** The builder of a page of the spec, or undefined while the portal does not have that page. */
function whenBuilt<P extends string, A extends unknown[]>(
  pattern: P,
  build: (pattern: P, ...args: A) => string,
): ((...args: A) => string) | undefined {
  const route = PORTAL_ROUTES.find((candidate) => candidate.pattern === pattern);
  if (!route) throw new Error(`paths: ${pattern} is not in PORTAL_ROUTES`);
  return route.built === false ? undefined : (...args: A) => build(pattern, ...args);
}

function fill<P extends string>(pattern: P, params: Record<Params<P>, Id>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name as Params<P>])),
  );
}

function withQuery(path: string, query: Query = {}): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** The developers' outbox, a page of the api (outside the portal's routes, never localized). */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

/** The association's 3-step form lives on the edit page (docs/decisions/020-web-cards.md). */
export const ASSOCIATE_FLOW = 'associate';

const HOME = built('/');
const LOGIN = built('/auth/login');
const SIGNUP = built('/auth/signup');
const RESET = built('/auth/reset');
const ACCESSIBILITY = built('/accessibility');
const CARDS = built('/cards');
const CARDS_EDIT = built('/cards/edit/:passengerId');
const CARDS_DUPLICATE = built('/cards/duplicate/:passengerId');
const ACCOUNT = built('/account');

/** The builders, without locale prefix. */
const PAGES = {
  home: () => HOME,
  /** `redirect`: the page (with its locale prefix and query) to come back to after the login. */
  login: (query: { redirect?: string } = {}) => withQuery(LOGIN, query),
  signup: () => SIGNUP,
  reset: () => RESET,
  accessibility: () => ACCESSIBILITY,
  /** `card`: the card selected in the list. */
  cards: (query: { card?: Id } = {}) => withQuery(CARDS, query),
  cardsEdit: (passengerId: Id, query: { flow?: typeof ASSOCIATE_FLOW; step?: number } = {}) =>
    withQuery(fill(CARDS_EDIT, { passengerId }), query),
  cardsDuplicate: (passengerId: Id) => fill(CARDS_DUPLICATE, { passengerId }),
  account: () => ACCOUNT,
  cart: whenBuilt('/cart', (pattern) => pattern),
  cardsTopup: whenBuilt('/cards/topup/:id', (pattern, id: Id) => fill(pattern, { id })),
  /** `order`: back from the payment page, the order whose result to show (spec §4 popups). */
  cartWithResult: whenBuilt('/cart', (pattern, query: { order?: Id } = {}) => withQuery(pattern, query)),
  accountHistory: whenBuilt('/account/history', (pattern) => pattern),
  accountInvoices: whenBuilt('/account/invoices', (pattern) => pattern),
  /** Our addition (decision 048): the external identities that sign in to the account. */
  accountIdentities: whenBuilt('/account/identities', (pattern) => pattern),
  /** Spec §2 /pairing: a device paired by the code it shows (decision 047). */
  pairing: whenBuilt('/pairing', (pattern) => pattern),
  accountPersonalDetails: whenBuilt('/account/personal-details', (pattern) => pattern),
  accountPaymentCards: whenBuilt('/account/payment-cards', (pattern) => pattern),
  accountReservations: whenBuilt('/account/reservations', (pattern) => pattern),
  accountNotifications: whenBuilt('/account/notifications', (pattern) => pattern),
  /** Our addition (decision 049); `code`: the mailed link that confirms the account's deletion. */
  accountData: whenBuilt('/account/data', (pattern) => pattern),
  accountProfiles: whenBuilt('/account/profiles', (pattern) => pattern),
  /** The back office's traffic disruptions (decision 053). */
  staffDisruptions: whenBuilt('/staff/disruptions', (pattern) => pattern),
  /** The supervisors' audit log (decision 070). */
  staffAuditLog: whenBuilt('/staff/audit-log', (pattern) => pattern),
  /** The back office's customers: the search and a customer's page (decision 073). */
  staffCustomers: whenBuilt('/staff/customers', (pattern) => pattern),
  staffCustomer: whenBuilt('/staff/customers/:accountId', (pattern, accountId: Id) =>
    fill(pattern, { accountId }),
  ),
  /** The review queue of proofs (decision 072). */
  staffReview: whenBuilt('/staff/review', (pattern) => pattern),
  /** The supervisors' team page: the staff accounts (decision 078). */
  staffTeam: whenBuilt('/staff/team', (pattern) => pattern),
  staffProduction: whenBuilt('/staff/production', (pattern) => pattern),
  /** The sales journal for the accountant, supervisors only (decision 075). */
  staffReports: whenBuilt('/staff/reports', (pattern) => pattern),
  /** The catalogue's prices, the vouchers and the agency, a supervisor's (decision 076). */
  staffCatalogue: whenBuilt('/staff/catalogue', (pattern) => pattern),
  staffVouchers: whenBuilt('/staff/vouchers', (pattern) => pattern),
  staffAgency: whenBuilt('/staff/agency', (pattern) => pattern),
  /** The new-card order flow's step 1 to 6 (spec §2: /cards/order needs a step). */
  cardsOrderStep: whenBuilt('/cards/order/*', (pattern, step: number) =>
    pattern.replace('*', `step${Math.trunc(step)}`),
  ),
};

export type Paths = typeof PAGES;

function pathsIn(locale: Locale): Paths {
  const entries = Object.entries(PAGES).map(([name, build]) => [
    name,
    build && ((...args: never[]) => localizedPath((build as (...a: never[]) => string)(...args), locale)),
  ]);
  return Object.fromEntries(entries) as Paths;
}

const BY_LOCALE: Record<Locale, Paths> = { fr: pathsIn('fr'), en: pathsIn('en') };

/** The builders of a locale: pathsFor('en').cards() is '/en/cards'. */
export function pathsFor(locale: Locale): Paths {
  return BY_LOCALE[locale];
}

/** The builders of the page's locale (a stable object per locale). */
export function usePaths(): Paths {
  return BY_LOCALE[useLocale()];
}
