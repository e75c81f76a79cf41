import type { Payload } from 'payload'

import { sumSince, windowStart } from '@/domain/investments/allowance'
import { canCancelInvestment, canCancelPledge } from '@/domain/investments/cancellation-window'
import { liveInvestmentStatuses } from '@/domain/investments/investment-status'
import { israelDayOf } from '@/domain/projects/israel-time'
import { percentRaised } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import type { Investment, Project } from '@/payload-types'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { readRaiseTotals } from '@/server/projects/read-raise-totals'
import { readSettingsGlobal } from '@/server/settings/read-settings-global'

import { investmentSummary } from './investment-summary'

const asUser = (investor: PublicInvestor) => ({ ...investor, collection: 'investors' as const })

/**
 * Spec 3, the investments table: the investor's own investments, newest first, read through the
 * collection's access control as that investor, with each project's raise progress (raised against
 * the minimum) and whether their identity check is approved; beside them the totals of the last
 * 12 and 6 months (live investments, in agorot). Each row says whether it may still be cancelled
 * (the rules changeInvestment enforces), so a paid pledge offers its cancellation too.
 */
export async function listOwnInvestments(
  payload: Payload,
  investor: PublicInvestor,
  options: { page: number; limit: number; locale: Locale; now?: Date },
) {
  const user = asUser(investor)
  const now = options.now ?? new Date()
  const [page, recent, profiles] = await Promise.all([
    payload.find({
      collection: 'investments',
      where: { investor: { equals: investor.id } },
      sort: '-createdAt',
      page: options.page,
      limit: options.limit,
      depth: 1,
      locale: options.locale,
      populate: {
        projects: {
          alias: true,
          name: true,
          raisingType: true,
          minimumRaise: true,
          status: true,
          endDate: true,
          extensionEndDate: true,
        },
      },
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection: 'investments',
      where: {
        and: [
          { investor: { equals: investor.id } },
          { status: { in: [...liveInvestmentStatuses] } },
          { createdAt: { greater_than: windowStart(now, 12).toISOString() } },
        ],
      },
      select: { amountIls: true, createdAt: true, project: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection: 'investor-profiles',
      where: { investor: { equals: investor.id } },
      select: { kycStatus: true },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    }),
  ])
  const projectOf = (investment: Investment) =>
    typeof investment.project === 'object' ? (investment.project as Project) : null
  const raises = await readRaiseTotals(
    payload,
    page.docs.flatMap((investment) => {
      const project = projectOf(investment)
      return project ? [project.id] : []
    }),
  )
  const verified = profiles.docs[0]?.kycStatus === 'approved'
  const { settlement } = await readSettingsGlobal(payload, 'payment-settings')
  const windowHours = settlement?.cancellationWindowHours ?? 48
  const cancellable = (investment: Investment, project: Project | null) =>
    project !== null &&
    canCancelInvestment(investment) &&
    canCancelPledge(
      {
        status: project.status,
        endDay: israelDayOf(project.endDate ?? null),
        extensionEndDay: israelDayOf(project.extensionEndDate ?? null),
      },
      windowHours,
      now,
    )
  const history = recent.docs.map((each) => ({
    projectId: 0,
    amountIlsMinor: Number(each.amountIls),
    createdAt: new Date(each.createdAt),
  }))
  return {
    investments: page.docs.map((investment) => {
      const project = projectOf(investment)
      const raised = project ? (raises.get(project.id)?.raisedMinor ?? 0) : 0
      return {
        ...investmentSummary(investment),
        project: project
          ? { alias: project.alias, name: project.name, raisingType: project.raisingType }
          : null,
        verified,
        progressPercent: project ? percentRaised(raised, Number(project.minimumRaise)) : 0,
        cancellable: cancellable(investment, project),
      }
    }),
    totalDocs: page.totalDocs,
    page: page.page ?? options.page,
    totalPages: page.totalPages,
    totals: {
      currency: 'ILS' as const,
      last12MonthsMinor: sumSince(history, windowStart(now, 12)),
      last6MonthsMinor: sumSince(history, windowStart(now, 6)),
    },
  }
}

/** The investor's own investments in one project, newest first (the invest page's finish step). */
export async function listOwnInvestmentsInProject(
  payload: Payload,
  investor: PublicInvestor,
  alias: string,
) {
  const { docs } = await payload.find({
    collection: 'investments',
    where: {
      and: [{ investor: { equals: investor.id } }, { 'project.alias': { equals: alias } }],
    },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: asUser(investor),
  })
  return { investments: docs.map(investmentSummary) }
}
