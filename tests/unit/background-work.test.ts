import { expect, it } from 'vitest'

import { backgroundWorkSettled, trackBackgroundWork } from '@/server/lifecycle/background-work'

const after = (ms: number, what: () => void) =>
  new Promise<void>((resolve) => setTimeout(() => (what(), resolve()), ms))

it('waits for tracked work, failed work and work started while waiting', async () => {
  const done: string[] = []
  trackBackgroundWork(after(50, () => done.push('first')))
  trackBackgroundWork(Promise.reject(new Error('a failed delivery round')))
  trackBackgroundWork(
    after(20, () => {
      done.push('second')
      trackBackgroundWork(after(80, () => done.push('started while waiting')))
    }),
  )
  await backgroundWorkSettled()
  expect(done).toEqual(['second', 'first', 'started while waiting'])
  await backgroundWorkSettled() // nothing left: resolves at once
})
