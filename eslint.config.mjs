import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
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
]

export default config
