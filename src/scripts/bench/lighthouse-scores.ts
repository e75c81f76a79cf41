import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { pathInLanguage } from '@/domain/page-metadata'

import type { Locale } from './throughput'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type LighthouseRow = {
  label: string
  scores: Record<(typeof categories)[number], number>
  /** Weighted audits that did not pass, outside performance: what keeps those scores down. */
  failing: string[]
  /** What the performance score is made of, as Lighthouse shows it (LCP, TBT, CLS). */
  metrics: string
}

const metricAudits = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']

/**
 * Lighthouse's default mobile profile (emulated phone, throttled network and CPU) with Debian's
 * Chromium, one page at a time so runs do not compete for the two cores.
 */
export async function lighthouseScores(
  base: string,
  pages: { path: string; locale: Locale }[],
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  const rows: LighthouseRow[] = []
  try {
    for (const { path, locale } of pages) {
      // Each language version at its own address, as search engines reach it through hreflang.
      const result = await lighthouse(base + pathInLanguage(path, locale), {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...categories],
        extraHeaders: { Cookie: `language=${locale}` },
      })
      if (!result) throw new Error(`lighthouse gave no result for ${path}`)
      const scores = Object.fromEntries(
        categories.map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)]),
      ) as LighthouseRow['scores']
      const failing = categories
        .filter((id) => id !== 'performance')
        .flatMap((id) => result.lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (result.lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id)
      const metrics = metricAudits
        .map((id) => result.lhr.audits[id]?.displayValue ?? '?')
        .join(' / ')
      rows.push({ label: `${path} (${locale})`, scores, failing, metrics })
    }
  } finally {
    await chrome.kill()
  }
  return rows
}

export function printLighthouse(rows: LighthouseRow[]): void {
  console.log('\nLighthouse (mobile profile)')
  console.log('page'.padEnd(40), ...categories.map((c) => c.padStart(15)), '  LCP / TBT / CLS')
  for (const row of rows)
    console.log(
      row.label.padEnd(40),
      ...categories.map((c) => String(row.scores[c]).padStart(15)),
      ` ${row.metrics}`,
    )
  const failing = [...new Set(rows.flatMap((row) => row.failing))]
  if (failing.length) console.log(`Audits not passed (outside performance): ${failing.join(', ')}`)
}
