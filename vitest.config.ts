import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@messages': path.resolve(import.meta.dirname, 'messages'),
}

/**
 * Integration files at once: they wait on PostgreSQL and I/O more than they compute, so on two
 * cores three workers finish sooner than two (docs/testing.md has the figures).
 */
const intWorkers = Number(process.env.INT_WORKERS ?? 3)

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run in parallel, each worker on its own copy of the migrated database
          // (global-setup.ts, setup-env.ts). INT_WORKERS overrides the count measured best here.
          maxWorkers: intWorkers,
          // Its own group when both projects run in one command: a group has one worker count.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
