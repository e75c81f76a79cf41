'use client'

import { useCallback, useEffect, useState } from 'react'

import { ApiRequestError, readApiError } from '@/client/account/api-error'
import { apiFetch } from '@/client/api-fetch'

export type OwnData<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T }

async function fetchOwn<T>(path: string): Promise<OwnData<T>> {
  try {
    const response = await apiFetch(path, { credentials: 'same-origin', cache: 'no-store' })
    if (!response.ok) throw new ApiRequestError(await readApiError(response))
    return { status: 'ready', data: (await response.json()) as T }
  } catch {
    return { status: 'failed' }
  }
}

/**
 * A profile section's own data from a GET of the account API (`path`, the investor's id in its
 * query): loaded when the section appears and again on `reload`; `update` changes it in place.
 */
export function useOwnData<T>(path: string) {
  const [own, setOwn] = useState<OwnData<T>>({ status: 'loading' })

  useEffect(() => {
    let live = true
    void fetchOwn<T>(path).then((loaded) => live && setOwn(loaded))
    return () => {
      live = false
    }
  }, [path])

  const reload = useCallback(async () => setOwn(await fetchOwn<T>(path)), [path])
  const update = useCallback(
    (change: (data: T) => T) =>
      setOwn((previous) =>
        previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous,
      ),
    [],
  )
  return { own, reload, update }
}
