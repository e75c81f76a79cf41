import { draftMode } from 'next/headers'

import { previewExitTarget } from '@/domain/preview-target'

export const dynamic = 'force-dynamic'

/** Leaves preview: draft mode off, back to the page (a local path only) as visitors see it. */
export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path')
  ;(await draftMode()).disable()
  return new Response(null, {
    status: 307,
    headers: { Location: previewExitTarget(path), 'Cache-Control': 'no-store' },
  })
}
