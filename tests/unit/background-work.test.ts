import { expect, it, vi } from 'vitest'

import { backgroundWorkSettled, trackBackgroundWork } from '@/server/lifecycle/background-work'

const after = (ms: number, what: () => void) =>
  new Promise<void>((resolve) => setTimeout(() => (what(), resolve()), ms))

/** Another copy of the module in the same process, as each of Next's bundle layers has. */
async function anotherCopy(): Promise<typeof import('@/server/lifecycle/background-work')> {
  vi.resetModules()
  const copy = await import('@/server/lifecycle/background-work')
  expect(copy.trackBackgroundWork).not.toBe(trackBackgroundWork)
  return copy
}

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

it("waits for the work of every copy of the module, as the server does for Next's", async () => {
  const done: string[] = []
  const first = await anotherCopy()
  const second = await anotherCopy()
  first.trackBackgroundWork(after(10, () => done.push('in the first copy')))
  second.trackBackgroundWork(
    after(40, () => {
      done.push('in the second copy')
      // Started in a copy that has already said it was done.
      first.trackBackgroundWork(after(40, () => done.push('handed to the first copy')))
    }),
  )
  await backgroundWorkSettled()
  expect(done).toEqual(['in the first copy', 'in the second copy', 'handed to the first copy'])
})
