// Lint rules, with the import directions of STYLE.md and the READMEs: packages/domain imports no
// app and, in its src/, no node:* module, fastify nor react (it runs in the browser and the server,
// and does no I/O); the api and the portal never import each other; e2e/ drives the built apps over
// HTTP and imports none of them. In the portal, one way down (apps/web/README.md):
// packages/domain ← i18n ← lib ← ui ← features ← routes/app; no feature reaches into another.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const apiModulesDir = new URL('./apps/api/src/modules/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/**
 * The api's modules, bottom first (apps/api/README.md): a module uses another only through its
 * `service.ts`, and only one listed before it, so the graph between modules is one-way. A new
 * module takes its place in this list, or lint stops and says so.
 */
const apiModules = [
  'catalog',
  'mail',
  'sms',
  'sessions',
  'identity',
  'audit',
  'account',
  'staff-auth',
  'external-identities',
  'intelligence',
  'contracts',
  'cards',
  'profile-status',
  'duplicates',
  'association',
  'guest',
  'photos',
  'documents',
  'subscriptions',
  'wallet',
  'vignette',
  'transit',
  'disruptions',
  'bike-reservations',
  'actions',
  'shop',
  'card-requests',
  'pairing',
  'sandbox-psp',
  'payments',
  'pricing',
  'invoices',
  'orders',
  'usage-billing',
  'account-data',
  'customers',
  'catalogue-admin',
  'staff',
  'terms',
  'dev-mailbox',
  'review',
  'staff-instalments',
  'staff-dashboard',
  'staff-team',
  'production',
  'refunds',
  'reports',
  'health',
  'monitoring',
  'public-config',
];
const unlisted = existsSync(apiModulesDir)
  ? readdirSync(apiModulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !apiModules.includes(entry.name))
      .map((entry) => entry.name)
  : [];
if (unlisted.length > 0) {
  throw new Error(`eslint.config.js: add the api module(s) ${unlisted.join(', ')} to apiModules, in order.`);
}
const domainNodeMessage =
  'packages/domain runs in the browser too and does no I/O: no node:* module (its tests may use them).';
const domainServerMessage = 'packages/domain imports no server framework: fastify belongs to apps/api.';
const domainUiMessage = 'packages/domain imports no UI library: react belongs to apps/web.';

const api = './apps/api/src';
const apiZones = [
  {
    target: [`${api}/lib`, `${api}/db`],
    from: [`${api}/modules`, `${api}/plugins`],
    message: 'lib/ and db/ import neither modules nor plugins: they are the bottom of the api.',
  },
  {
    target: `${api}/plugins`,
    from: `${api}/modules`,
    message: 'Plugins import no module: app.ts hands them what they need (e.g. authenticate).',
  },
  {
    target: `${api}/modules`,
    from: `${api}/db/types.ts`,
    message: 'A module takes its row types from db/tables/<module>.ts, and Db from db/index.ts.',
  },
  ...apiModules.flatMap((module, index) => [
    {
      target: `${api}/modules/${module}`,
      from: `${api}/db/tables`,
      except: ['./columns.ts', `./${module}.ts`],
      message: 'A module names only the row types of the tables it owns (db/tables/<module>.ts).',
    },
    {
      target: `${api}/modules/${module}`,
      from: `${api}/modules`,
      except: [
        `./${module}`,
        ...apiModules.filter((other) => other !== module).map((other) => `./${other}/service.ts`),
      ],
      message: 'A module uses another only through its service.ts.',
    },
    ...(index + 1 < apiModules.length
      ? [
          {
            target: `${api}/modules/${module}`,
            from: apiModules.slice(index + 1).map((later) => `${api}/modules/${later}`),
            message: `The api's graph is one-way: ${module} uses only modules listed before it in apiModules (eslint.config.js).`,
          },
        ]
      : []),
  ]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'packages/domain imports no app.' },
            { target: './apps/api', from: './apps/web', message: 'The api does not import the portal.' },
            {
              target: './apps/web',
              from: './apps/api',
              message: 'The portal talks to the api over HTTP only.',
            },
            {
              target: './e2e',
              from: './apps',
              message:
                'e2e drives the built apps over HTTP and imports none of their code: only @oceane/domain and e2e/support.',
            },
            {
              target: './apps/web/src/i18n',
              from: [
                './apps/web/src/lib',
                './apps/web/src/ui',
                './apps/web/src/features',
                './apps/web/src/routes',
                './apps/web/src/app',
              ],
              message:
                'i18n is the bottom of the portal (above packages/domain only): texts that belong to a part of the portal live in i18n/ and that part imports them.',
            },
            {
              target: './apps/web/src/lib',
              from: [
                './apps/web/src/ui',
                './apps/web/src/features',
                './apps/web/src/routes',
                './apps/web/src/app',
              ],
              message:
                'lib is shared infrastructure below ui and the features: it imports i18n/ and packages/domain only.',
            },
            {
              target: './apps/web/src/ui',
              from: ['./apps/web/src/features', './apps/web/src/routes'],
              message: 'ui is shared by features and imports none of them.',
            },
            {
              target: './apps/web/src/ui',
              from: './apps/web/src/app',
              message: 'ui imports no app/: app/ composes ui, never the reverse.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/routes',
              message: 'Features do not import routes.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message:
                'Features do not import app/: app/ and routes/ compose features, and hand them what they need.',
            },
            ...features.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature does not import another feature: move shared code to ui/ or packages/domain.',
            })),
            ...apiZones,
          ],
        },
      ],
    },
  },
  {
    // packages/domain runs in the browser and on the server and does no I/O (its README); its tests
    // may read files.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules
            .filter((name) => !name.startsWith('_'))
            .map((name) => ({ name, message: domainNodeMessage })),
          patterns: [
            { group: ['node:*'], message: domainNodeMessage },
            { group: ['fastify', 'fastify/*', 'fastify-*', '@fastify/*'], message: domainServerMessage },
            { group: ['react', 'react/*', 'react-*', '@react-*/*'], message: domainUiMessage },
          ],
        },
      ],
      // import('node:fs') and the like, which no-restricted-imports does not see.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^(node:|fastify|@fastify|react|@react-)/]',
          message: 'packages/domain imports no node:* module, fastify nor react, not even with import().',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // A portal path comes from the builders of apps/web/src/lib/paths.ts, never spelled by hand
    // (docs/decisions/023-web-paths-and-form-kit.md): a link's `to`, a link's `href`, navigate().
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXAttribute[name.name="to"]',
          'JSXOpeningElement[name.name=/^(a|Link|NavLink)$/] > JSXAttribute[name.name="href"]',
          'CallExpression[callee.name="navigate"]',
        ].flatMap((place) => [
          {
            selector: `${place} Literal[value=/^\\x2F/]`,
            message: 'Build portal paths with usePaths() / pathsFor() of lib/paths.ts.',
          },
          {
            selector: `${place} TemplateLiteral[quasis.0.value.raw=/^\\x2F/]`,
            message: 'Build portal paths with usePaths() / pathsFor() of lib/paths.ts.',
          },
        ]),
      ],
    },
  },
);
