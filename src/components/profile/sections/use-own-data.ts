'use client'

import { useCallback, useEffect, useState } from 'react'

import { callRoute } from '@/client/call-route'
import type { RouteContract } from '@/contracts/route-contract'
import type * as z from '@/domain/zod'

export type OwnData<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T }

/** The call's input (its query, the investor's id in it) and language. */
export type OwnDataCall<C extends RouteContract> = Parameters<typeof callRoute<C>>[1]

async function fetchOwn<C extends RouteContract>(
  contract: C,
  call: OwnDataCall<C>,
): Promise<OwnData<z.output<C['output']>>> {
  try {
    return { status: 'ready', data: await callRoute(contract, call) }
  } catch {
    return { status: 'failed' }
  }
}

/**
 * A profile section's own data from a GET route of the account API (`contract`, called with `call`:
 * keep it the same object while it means the same, e.g. with `useMemo`): loaded when the section
 * appears and again on `reload`; `update` changes it in place.
 */
export function useOwnData<C extends RouteContract>(contract: C, call: OwnDataCall<C>) {
  type Data = z.output<C['output']>
  const [own, setOwn] = useState<OwnData<Data>>({ status: 'loading' })

  useEffect(() => {
    let live = true
    void fetchOwn(contract, call).then((loaded) => live && setOwn(loaded))
    return () => {
      live = false
    }
  }, [contract, call])

  const reload = useCallback(async () => setOwn(await fetchOwn(contract, call)), [contract, call])
  const update = useCallback(
    (change: (data: Data) => Data) =>
      setOwn((previous) =>
        previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous,
      ),
    [],
  )
  return { own, reload, update }
}
