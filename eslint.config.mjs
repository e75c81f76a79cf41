import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

// Physical CSS breaks the Hebrew layout: use logical properties.
const physicalCss = [
  {
    selector: 'Property[key.name=/^(marginLeft|marginRight|paddingLeft|paddingRight|left|right)$/]',
    message: 'Use logical properties (marginInlineStart, insetInlineEnd…) so RTL works.',
  },
]

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'dist/**',
      '.data/**',
      'node_modules/**',
      'migrations/**',
      'src/payload-types.ts',
      'src/payload-generated-schema.ts',
      'src/app/(payload)/admin/importMap.js',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Schemas take `z` from src/domain/zod.ts, which configures it before any schema is built.
      // Links prefetch on intent, not on sight (src/components/navigation/Link.tsx).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import * as z from '@/domain/zod'.", allowTypeImports: true },
            { name: 'next/link', message: "Import { Link } from '@/components/navigation/Link'." },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...physicalCss],
    },
  },
  {
    files: ['src/domain/zod.ts', 'src/components/navigation/Link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // The browser calls our API through its route contracts (src/client/call-route.ts, routeHref),
  // never by a path written out: a path in a string is how a call drifts from its route.
  {
    files: [
      'src/client/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/app/(frontend)/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...physicalCss,
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message:
            'Call the API by its contract: callRoute(contract, …) or routeHref(contract, …).',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]',
          message:
            'Call the API by its contract: callRoute(contract, …) or routeHref(contract, …).',
        },
      ],
    },
  },
  // The layers (docs/architecture.md): pure rules import only pure rules (and the list of
  // languages); route contracts only those and each other; the demo content (src/seed-data) only
  // pure rules and itself, and the pages nothing of it; the browser's helpers, the server and the
  // framework patches (src/framework) nothing of the pages. tests/unit/layer-rules.test.ts makes
  // each rule fail on a violation.
  // (import/no-cycle would also find cycles, but made the lint six times slower: 3:27 against 0:36.)
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './src/domain',
              from: './src',
              except: ['./domain', './i18n/locales.ts'],
              message: 'src/domain holds pure rules: it imports only src/domain.',
            },
            {
              target: './src/contracts',
              from: './src',
              except: ['./domain', './contracts', './i18n/locales.ts'],
              message: 'Route contracts are shared by the server and the browser: only src/domain.',
            },
            {
              target: ['./src/server', './src/client', './src/domain', './src/contracts'],
              from: ['./src/components', './src/app'],
              message: 'Pages and components use the layers below them, never the other way.',
            },
            {
              target: './src/framework',
              from: ['./src/components', './src/app'],
              message:
                'src/framework patches Next and Payload below the pages: it imports no page or component.',
            },
            {
              target: './src/seed-data',
              from: './src',
              except: ['./domain', './seed-data', './i18n/locales.ts'],
              message:
                'src/seed-data holds the demo content as pure data: only src/domain and itself.',
            },
            {
              target: ['./src/components', './src/app', './src/client'],
              from: './src/seed-data',
              message:
                'Demo content is for the seed and the tests: pages read content through Payload.',
            },
            {
              target: ['./src/server', './src/framework', './src/client'],
              from: [
                './src/collections',
                './src/globals',
                './src/hooks',
                './src/fields',
                './src/access',
                './src/blocks',
              ],
              message:
                'The Payload config (collections, globals, hooks, fields, access, blocks) uses server operations, never the other way: shared names and rules live in src/domain.',
            },
            {
              target: [
                './src/collections',
                './src/globals',
                './src/hooks',
                './src/fields',
                './src/access',
                './src/blocks',
                './payload.config.ts',
              ],
              from: './src/server',
              except: ['./for-payload-config.ts'],
              message:
                'The Payload config calls the server through one named set: src/server/for-payload-config.ts.',
            },
            {
              target: './src/client',
              from: './src/server',
              message:
                'src/client runs in the browser: it reaches the server through src/contracts.',
            },
          ],
        },
      ],
    },
  },
]

export default config
