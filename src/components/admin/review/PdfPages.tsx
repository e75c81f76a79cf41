'use client'

import { useState } from 'react'

/**
 * A PDF's pages as pictures drawn on the server (`{previewUrl}?pdfPage=n`), so no script in the
 * document runs in the reviewer's browser. Pages are asked for one after another until the
 * document has no more; the page being asked for stays hidden until it has arrived.
 */
export function PdfPages({ previewUrl, pageLabels }: { previewUrl: string; pageLabels: string[] }) {
  const [asked, setAsked] = useState(1)
  const [shown, setShown] = useState(0)
  const [ended, setEnded] = useState(false)
  const pages = Array.from({ length: ended ? shown : asked }, (_, index) => index + 1)
  return (
    <div className="pdf-pages">
      {pages.map((page) => (
        // eslint-disable-next-line @next/next/no-img-element -- a private file's page, not for next/image
        <img
          key={page}
          src={`${previewUrl}?pdfPage=${page}`}
          alt={pageLabels[page - 1] ?? String(page)}
          hidden={page > shown}
          onLoad={() => {
            setShown((current) => Math.max(current, page))
            if (page === asked && page < pageLabels.length) setAsked(page + 1)
          }}
          onError={() => setEnded(true)}
        />
      ))}
    </div>
  )
}
