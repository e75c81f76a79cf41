import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

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
      'src/app/(payload)/admin/importMap.js',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
      // Physical CSS breaks the Hebrew layout: use logical properties.
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name=/^(marginLeft|marginRight|paddingLeft|paddingRight|left|right)$/]",
          message: 'Use logical properties (marginInlineStart, insetInlineEnd…) so RTL works.',
        },
      ],
    },
  },
  {
    files: ['src/domain/zod.ts', 'src/components/navigation/Link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config
