import { availableParallelism } from 'node:os'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@messages': path.resolve(import.meta.dirname, 'messages'),
}

const cores = availableParallelism()
/**
 * Integration files at once: they wait on PostgreSQL, child processes and timers much of the
 * time, so one worker more than the cores (three on two) finishes soonest; four were slower and
 * timed out the heaviest tests (docs/testing.md#durations). INT_WORKERS overrides it.
 */
const intWorkers = Number(process.env.INT_WORKERS ?? cores + 1)

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // A worker per core: vitest's default (one less) leaves one of two cores idle, 27 s
          // against 16 s with both on the idle CI machine.
          maxWorkers: cores,
        },
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
          // (global-setup.ts, setup-env.ts).
          maxWorkers: intWorkers,
          // Its own group when both projects run in one command: a group has one worker count.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
