/**
 * The embed address of a YouTube or Vimeo link given by an editor, or null for any other site.
 * YouTube goes through youtube-nocookie.com (no tracking cookies until play), as the CSP allows.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '')
  const youtubeId =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1])
        : null
  if (youtubeId !== null && youtubeId !== undefined) {
    return /^[\w-]{6,20}$/.test(youtubeId)
      ? `https://www.youtube-nocookie.com/embed/${youtubeId}`
      : null
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname.match(/(?:^|\/)(\d{4,12})(?:\/|$)/)?.[1]
    return id ? `https://player.vimeo.com/video/${id}` : null
  }
  return null
}
