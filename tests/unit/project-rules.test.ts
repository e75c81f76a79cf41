import { describe, expect, it } from 'vitest'

import { formatDate, formatDateTime } from '@/i18n/format-date'
import { formatMoney, percentRaised } from '@/domain/money'
import {
  catalogueHref,
  daysLeft,
  isProjectAlias,
  israelNoonInDays,
  parseCatalogueQuery,
  raiseProgress,
  statusGroupOf,
} from '@/domain/projects/catalogue-rules'
import { parseProjectTab, tabAfterKey } from '@/domain/projects/project-tabs'
import { videoEmbedUrl } from '@/domain/projects/video-embed'
import { securityHeaders } from '@/server/http/security-headers'

/** Intl puts direction marks and narrow spaces around currency signs; tests compare without them. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s/g, ' ')

describe('catalogue status groups', () => {
  it('lists raising and extended raising together, coming alone, and only successful ends as finished', () => {
    expect(statusGroupOf('raising')).toBe('raising')
    expect(statusGroupOf('raising_extend')).toBe('raising')
    expect(statusGroupOf('coming')).toBe('coming')
    expect(statusGroupOf('success_finished')).toBe('finished')
    expect(statusGroupOf('unsuccess_finished')).toBeNull()
    expect(statusGroupOf('running')).toBeNull()
    expect(statusGroupOf('approval')).toBeNull()
  })
})

describe('catalogue query', () => {
  it('reads status group, category and page from the URL', () => {
    expect(parseCatalogueQuery({ status: 'coming', category: 'real-estate', page: '3' })).toEqual({
      group: 'coming',
      category: 'real-estate',
      page: 3,
    })
  })

  it('drops unknown groups, odd category slugs and impossible pages instead of failing', () => {
    expect(parseCatalogueQuery({ status: 'approval', category: '<script>', page: '-2' })).toEqual({
      group: null,
      category: null,
      page: 1,
    })
    expect(parseCatalogueQuery({ page: '1.5' }).page).toBe(1)
    expect(parseCatalogueQuery({ page: 'abc' }).page).toBe(1)
    expect(parseCatalogueQuery({ status: ['raising', 'coming'] }).group).toBe('raising')
  })

  it('builds catalogue links without the first page or empty filters', () => {
    expect(catalogueHref('/projects', {})).toBe('/projects')
    expect(catalogueHref('/projects', { group: 'raising', page: 1 })).toBe(
      '/projects?status=raising',
    )
    expect(catalogueHref('/investment_opportunities', { category: 'fintech', page: 2 })).toBe(
      '/investment_opportunities?category=fintech&page=2',
    )
  })
})

describe('days left', () => {
  const now = new Date('2026-03-10T08:00:00Z') // 10:00 in Israel

  it('counts Israeli calendar days to the end date', () => {
    expect(daysLeft('2026-03-11T10:00:00Z', now)).toBe(1)
    expect(daysLeft('2026-03-20T21:00:00Z', now)).toBe(10) // 23:00 on the 20th in Israel
    expect(daysLeft('2026-03-20T22:30:00Z', now)).toBe(11) // already 00:30 on the 21st
  })

  it('dates a raise whole Israeli days ahead, also in the hours the UTC date lags behind', () => {
    const lateNight = new Date('2026-11-23T22:30:00Z') // 00:30 on 24 November in Israel
    expect(israelNoonInDays(25, lateNight)).toBe('2026-12-19T10:00:00.000Z')
    expect(daysLeft(israelNoonInDays(25, lateNight), lateNight)).toBe(25)
    expect(daysLeft(israelNoonInDays(3, now), now)).toBe(3)
  })

  it('gives 0 on the last day and never a negative number after the end', () => {
    expect(daysLeft('2026-03-10T20:00:00Z', now)).toBe(0)
    expect(daysLeft('2026-02-01T10:00:00Z', now)).toBe(0)
  })

  it('counts the day change at midnight in Israel, not in UTC', () => {
    // 23:30 UTC on the 9th is already 01:30 on the 10th in Israel.
    expect(daysLeft('2026-03-11T10:00:00Z', new Date('2026-03-09T23:30:00Z'))).toBe(1)
  })

  it('has no value without a valid end date', () => {
    expect(daysLeft(null, now)).toBeNull()
    expect(daysLeft('not a date', now)).toBeNull()
  })
})

describe('raise progress', () => {
  it('measures the raise against the minimum and fills the bar against the maximum', () => {
    expect(raiseProgress(1_140_000_00, 800_000_00, 2_500_000_00)).toEqual({
      ofMinimum: 142,
      ofMaximum: 45,
      minimumMark: 32,
      reachedMinimum: true,
    })
  })

  it('measures the bar against the maximum and marks the minimum on it (620,000 of 1.5M / 4M)', () => {
    expect(raiseProgress(620_000_00, 1_500_000_00, 4_000_000_00)).toEqual({
      ofMinimum: 41,
      ofMaximum: 15,
      minimumMark: 37,
      reachedMinimum: false,
    })
  })

  it('floors, so 99.9% of the minimum never shows as reached', () => {
    const progress = raiseProgress(99_999, 100_000, 200_000)
    expect(progress.ofMinimum).toBe(99)
    expect(progress.reachedMinimum).toBe(false)
    expect(percentRaised(99_999, 100_000)).toBe(99)
  })

  it('caps the bar at 100 and copes with an empty target', () => {
    expect(raiseProgress(500, 100, 200).ofMaximum).toBe(100)
    expect(raiseProgress(0, 0, 0)).toEqual({
      ofMinimum: 0,
      ofMaximum: 0,
      minimumMark: 0,
      reachedMinimum: false,
    })
  })
})

describe('money formatting', () => {
  it('shows whole shekels without decimals in both languages', () => {
    expect(plain(formatMoney({ minor: 250_000_000, currency: 'ILS' }, 'en'))).toBe('₪2,500,000')
    expect(plain(formatMoney({ minor: 250_000_000, currency: 'ILS' }, 'he'))).toBe('2,500,000 ₪')
  })

  it('keeps agorot and cents when there are any', () => {
    expect(plain(formatMoney({ minor: 1_250, currency: 'ILS' }, 'en'))).toBe('₪12.50')
    expect(plain(formatMoney({ minor: 350, currency: 'USD' }, 'en'))).toBe('US$3.50')
  })
})

describe('dates', () => {
  it('writes the day first in both languages, on the Israeli calendar day', () => {
    expect(formatDate('2025-03-05T10:00:00Z', 'he')).toBe('5.3.2025')
    expect(formatDate('2025-03-05T10:00:00Z', 'en')).toBe('05/03/2025')
    // 22:30 UTC is already the next day in Israel.
    expect(formatDate('2025-03-05T22:30:00Z', 'en')).toBe('06/03/2025')
  })

  it('gives times on Israel’s clock, 24-hour, the day first', () => {
    // 12:30 UTC is 14:30 in Israel in March (UTC+2).
    expect(formatDateTime('2025-03-05T12:30:00Z', 'he')).toBe('5.3.2025, 14:30')
    expect(formatDateTime('2025-03-05T12:30:00Z', 'en')).toBe('05/03/2025, 14:30')
    // Past midnight in Israel, the hour keeps its zero (was 3:25).
    expect(formatDateTime('2026-11-25T01:25:00Z', 'en')).toBe('25/11/2026, 03:25')
    expect(formatDateTime('2026-11-25T01:25:00Z', 'he')).toBe('25.11.2026, 03:25')
  })
})

describe('project tabs', () => {
  it('falls back to the overview for an unknown tab', () => {
    expect(parseProjectTab('documents')).toBe('documents')
    expect(parseProjectTab('admin')).toBe('overview')
    expect(parseProjectTab(undefined)).toBe('overview')
  })

  it('moves with the arrows, mirrored in right-to-left, wrapping at both ends', () => {
    expect(tabAfterKey(0, 'ArrowRight', 5, 'ltr')).toBe(1)
    expect(tabAfterKey(0, 'ArrowLeft', 5, 'ltr')).toBe(4)
    expect(tabAfterKey(0, 'ArrowLeft', 5, 'rtl')).toBe(1)
    expect(tabAfterKey(4, 'ArrowLeft', 5, 'rtl')).toBe(0)
    expect(tabAfterKey(2, 'Home', 5, 'rtl')).toBe(0)
    expect(tabAfterKey(2, 'End', 5, 'ltr')).toBe(4)
    expect(tabAfterKey(2, 'Enter', 5, 'ltr')).toBeNull()
  })
})

describe('video embeds', () => {
  it('turns YouTube links into youtube-nocookie embeds and Vimeo links into player embeds', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe(embed)
    expect(videoEmbedUrl('https://youtu.be/aqz-KE-bpKQ')).toBe(embed)
    expect(videoEmbedUrl('https://www.youtube.com/embed/aqz-KE-bpKQ')).toBe(embed)
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    )
  })

  it('refuses other sites, plain http and odd ids', () => {
    expect(videoEmbedUrl('https://evil.example.com/watch?v=aqz-KE-bpKQ')).toBeNull()
    expect(videoEmbedUrl('http://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBeNull()
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=%22onload')).toBeNull()
    expect(videoEmbedUrl('not a url')).toBeNull()
  })
})

describe('project addresses', () => {
  it('accepts aliases the slug field allows and nothing else', () => {
    expect(isProjectAlias('tlv-urban-living')).toBe(true)
    expect(isProjectAlias('TLV')).toBe(false)
    expect(isProjectAlias('a--b')).toBe(false)
    expect(isProjectAlias('../etc')).toBe(false)
    expect(isProjectAlias('x'.repeat(121))).toBe(false)
  })
})

describe('content security policy', () => {
  it('lets pages frame our own pages (live preview) and the YouTube no-cookie and Vimeo players only', () => {
    const csp = securityHeaders(true).find((h) => h.key === 'Content-Security-Policy')!.value
    const frameSrc = csp.split('; ').find((d) => d.startsWith('frame-src '))
    expect(frameSrc).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    )
  })
})
