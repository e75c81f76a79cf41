import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { pathInLanguage } from '@/domain/page-metadata'

import type { Locale } from './throughput'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type LighthouseRow = {
  label: string
  scores: Record<(typeof categories)[number], number>
  /** The lowest and highest performance score over the runs (the row is the median run). */
  performanceRange: [number, number]
  /** Weighted audits that did not pass, outside performance: what keeps those scores down. */
  failing: string[]
  /** What the performance score is made of, as Lighthouse shows it (LCP, TBT, CLS). */
  metrics: string
  /**
   * Lighthouse's measure of the machine's speed at the time of each run (higher is faster). The
   * same build's score follows it, so figures from different machines compare only with it.
   */
  benchmarkIndexes: number[]
}

type Measurement = Omit<LighthouseRow, 'performanceRange' | 'benchmarkIndexes'> & {
  benchmarkIndex: number
}

const metricAudits = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']

/**
 * Lighthouse's default mobile profile (emulated phone, throttled network and CPU) with Debian's
 * Chromium, one page at a time so runs do not compete for the two cores. Each page is measured
 * `runs` times and its median run (by performance score) reported, as Lighthouse advises: on a
 * shared two-core machine one run's score moves by ten points or more.
 */
export async function lighthouseScores(
  base: string,
  pages: { path: string; locale: Locale }[],
  runs: number,
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  const rows: LighthouseRow[] = []
  try {
    for (const { path, locale } of pages) {
      const measured: Measurement[] = []
      for (let run = 0; run < runs; run++)
        measured.push(await measure(chrome.port, base, path, locale))
      const performance = measured.map((run) => run.scores.performance).sort((a, b) => a - b)
      const { benchmarkIndex: _, ...median } = measured.find(
        (run) => run.scores.performance === performance[runs >> 1],
      )!
      rows.push({
        ...median,
        performanceRange: [performance[0]!, performance[runs - 1]!],
        benchmarkIndexes: measured.map((run) => run.benchmarkIndex),
      })
    }
  } finally {
    await chrome.kill()
  }
  return rows
}

async function measure(
  port: number,
  base: string,
  path: string,
  locale: Locale,
): Promise<Measurement> {
  // Each language version at its own address, as search engines reach it through hreflang.
  const result = await lighthouse(base + pathInLanguage(path, locale), {
    port,
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
  const metrics = metricAudits.map((id) => result.lhr.audits[id]?.displayValue ?? '?').join(' / ')
  const benchmarkIndex = Math.round(result.lhr.environment.benchmarkIndex)
  return { label: `${path} (${locale})`, scores, failing, metrics, benchmarkIndex }
}

export function printLighthouse(rows: LighthouseRow[]): void {
  console.log('\nLighthouse (mobile profile, median run; performance range over the runs)')
  console.log('page'.padEnd(40), ...categories.map((c) => c.padStart(15)), '  LCP / TBT / CLS')
  for (const row of rows) {
    const [low, high] = row.performanceRange
    const performance = `${row.scores.performance} (${low}-${high})`
    console.log(
      row.label.padEnd(40),
      performance.padStart(15),
      ...categories.slice(1).map((c) => String(row.scores[c]).padStart(15)),
      ` ${row.metrics}`,
    )
  }
  const failing = [...new Set(rows.flatMap((row) => row.failing))]
  if (failing.length) console.log(`Audits not passed (outside performance): ${failing.join(', ')}`)
  const indexes = rows.flatMap((row) => row.benchmarkIndexes)
  console.log(
    `Lighthouse CPU benchmark index over the runs: ${Math.min(...indexes)}-${Math.max(...indexes)}`,
  )
}
