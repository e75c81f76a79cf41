import config from '@payload-config'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'

import { previewTarget } from '@/domain/preview-target'

export const dynamic = 'force-dynamic'

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * The admin's preview and live-preview address (`src/server/content/preview-url.ts`): for a
 * signed-in staff member, turns on Next's draft mode and redirects (relative, so never to another
 * host) to the page in the chosen language. Everyone else gets 403 and draft mode stays off.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const target = previewTarget(url.searchParams.get('path'), url.searchParams.get('lng'))
  if (!target) return plain(400, 'Invalid preview path')
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection !== 'users') return plain(403, 'Preview is for signed-in staff only')
  ;(await draftMode()).enable()
  return new Response(null, {
    status: 307,
    headers: { Location: target, 'Cache-Control': 'no-store' },
  })
}
