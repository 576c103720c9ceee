/**
 * The portal's routes, once per locale (docs/decisions/007-web-i18n-and-routes.md): French without
 * prefix, English under /en, the same route module for both with distinct ids. Pages behind a
 * login sit under the private layout, whose clientLoader guards them before they render; the
 * staff pages sit under it too, in the staff layout that checks the role.
 */
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

type Page = { path: string; file: string; id: string };

const PUBLIC_PAGES: Page[] = [
  { path: 'auth/login', file: 'routes/auth/login.tsx', id: 'login' },
  { path: 'auth/signup', file: 'routes/auth/signup.tsx', id: 'signup' },
  { path: 'auth/reset', file: 'routes/auth/reset.tsx', id: 'reset' },
  { path: 'auth/reset/confirm', file: 'routes/auth/reset-confirm.tsx', id: 'reset-confirm' },
  { path: 'auth/verify', file: 'routes/auth/verify.tsx', id: 'verify' },
  { path: 'auth/callback', file: 'routes/auth/callback.tsx', id: 'auth-callback' },
  { path: 'accessibility', file: 'routes/accessibility.tsx', id: 'accessibility' },
  { path: 'clear', file: 'routes/clear.tsx', id: 'clear' },
];

const PRIVATE_PAGES: Page[] = [
  { path: 'cards', file: 'routes/cards/index.tsx', id: 'cards' },
  { path: 'cards/edit/:passengerId', file: 'routes/cards/edit.tsx', id: 'cards-edit' },
  { path: 'cards/duplicate/:passengerId', file: 'routes/cards/duplicate.tsx', id: 'cards-duplicate' },
  { path: 'cards/topup/:id', file: 'routes/cards/topup.tsx', id: 'cards-topup' },
  // One module for the six steps: the step is the splat, as packages/domain's pattern says.
  { path: 'cards/order/*', file: 'routes/cards/order.tsx', id: 'cards-order' },
  { path: 'cart', file: 'routes/cart.tsx', id: 'cart' },
  { path: 'account', file: 'routes/account.tsx', id: 'account' },
  { path: 'account/history', file: 'routes/account/history.tsx', id: 'account-history' },
  { path: 'account/invoices', file: 'routes/account/invoices.tsx', id: 'account-invoices' },
  { path: 'account/identities', file: 'routes/account/identities.tsx', id: 'account-identities' },
  { path: 'pairing', file: 'routes/pairing.tsx', id: 'pairing' },
  {
    path: 'account/personal-details',
    file: 'routes/account/personal-details.tsx',
    id: 'account-personal-details',
  },
  { path: 'account/payment-cards', file: 'routes/account/payment-cards.tsx', id: 'account-payment-cards' },
  {
    path: 'account/payment-cards/added',
    file: 'routes/account/payment-cards-added.tsx',
    id: 'account-payment-cards-added',
  },
  { path: 'account/reservations', file: 'routes/account/reservations.tsx', id: 'account-reservations' },
  { path: 'account/notifications', file: 'routes/account/notifications.tsx', id: 'account-notifications' },
  { path: 'account/data', file: 'routes/account/data.tsx', id: 'account-data' },
  { path: 'account/profiles', file: 'routes/account/profiles.tsx', id: 'account-profiles' },
];

/** The back office (our addition): behind the login, then the staff role (staff-layout.tsx). */
const STAFF_PAGES: Page[] = [
  { path: 'staff', file: 'routes/staff/index.tsx', id: 'staff-home' },
  { path: 'staff/disruptions', file: 'routes/staff/disruptions.tsx', id: 'staff-disruptions' },
  { path: 'staff/audit-log', file: 'routes/staff/audit-log.tsx', id: 'staff-audit-log' },
  { path: 'staff/customers', file: 'routes/staff/customers.tsx', id: 'staff-customers' },
  { path: 'staff/customers/:accountId', file: 'routes/staff/customer.tsx', id: 'staff-customer' },
  { path: 'staff/review', file: 'routes/staff/review.tsx', id: 'staff-review' },
  { path: 'staff/team', file: 'routes/staff/team.tsx', id: 'staff-team' },
  { path: 'staff/production', file: 'routes/staff/production.tsx', id: 'staff-production' },
  { path: 'staff/reports', file: 'routes/staff/reports.tsx', id: 'staff-reports' },
  { path: 'staff/catalogue', file: 'routes/staff/catalogue.tsx', id: 'staff-catalogue' },
  { path: 'staff/vouchers', file: 'routes/staff/vouchers.tsx', id: 'staff-vouchers' },
  { path: 'staff/agency', file: 'routes/staff/agency.tsx', id: 'staff-agency' },
];

function localeRoutes(locale: 'fr' | 'en'): RouteConfigEntry[] {
  const prefix = locale === 'fr' ? '' : 'en/';
  const page = ({ path, file, id }: Page) => route(`${prefix}${path}`, file, { id: `${locale}-${id}` });
  return [
    locale === 'fr'
      ? index('routes/home.tsx', { id: 'fr-home' })
      : route('en', 'routes/home.tsx', { id: 'en-home' }),
    ...PUBLIC_PAGES.map(page),
    layout('routes/private-layout.tsx', { id: `${locale}-private` }, [
      ...PRIVATE_PAGES.map(page),
      layout('routes/staff-layout.tsx', { id: `${locale}-staff` }, STAFF_PAGES.map(page)),
    ]),
    route(`${prefix}*`, 'routes/not-found.tsx', { id: `${locale}-not-found` }),
  ];
}

export default [...localeRoutes('fr'), ...localeRoutes('en')] satisfies RouteConfig;
