import type { Payload, TypedUser } from 'payload'

import { cardPaymentsOffered, testCardToShow } from '@/domain/configuration/card-payments'
import { israelToday } from '@/domain/identity/adulthood'
import { allowanceFor } from '@/domain/investments/allowance'
import { convertToIlsMinor } from '@/domain/investments/fx'
import { minimumInvestment, whyClosed, type ClosedReason } from '@/domain/investments/investable'
import type { Readiness } from '@/domain/investments/investing-readiness'
import type { ProfileView } from '@/domain/investors/profile-view'
import type { Locale } from '@/i18n/locales'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { AppError } from '@/server/errors/app-error'
import {
  readBankDetails,
  type BankDetails,
} from '@/server/investments/payment-requests/read-bank-details'
import { ensureInvestorProfile } from '@/server/profile/ensure-investor-profile'
import { readOwnProfile } from '@/server/profile/read-own-profile'
import {
  readProfilePageSettings,
  type ProfilePageSettings,
} from '@/server/profile/read-profile-page-settings'
import { getProject, type ProjectWithRaise } from '@/server/projects/get-project'
import { listProjectDocuments } from '@/server/projects/list-project-documents'
import { readSuitability } from '@/server/suitability/read-suitability'

import { projectTerms } from './project-terms'
import { ilsRateOn } from './read-fx-rate'
import { readInvestmentHistory } from './read-investment-history'
import { recommendTwoFactor } from '@/server/investor-two-factor/recommend-two-factor'

import { readInvestorSituation } from './read-investor-standing'
import { readLegalTerms } from './read-legal-terms'

export type { BankDetails }

/** A signed-in investor as the invest page sees them. */
export type InvestingReadiness = {
  id: number
  readiness: Readiness
  /** What the caps still leave in this offer, in agorot (the caps are in shekels). */
  allowance:
    { kind: 'unlimited' } | { kind: 'bracketMissing' } | { kind: 'capped'; leftMinor: number }
  /** No suitability answers, or `not_suitable`: each investment asks for an explicit acknowledgement. */
  needsRiskAcknowledgement: boolean
  profile: { investorId: number; view: ProfileView }
  settings: ProfilePageSettings
  /** No two-step sign-in and no investment yet: the page recommends turning it on. */
  recommendTwoFactor: boolean
}

async function angelMinimum(
  payload: Payload,
  project: ProjectWithRaise,
  minimumUsdMinor: number,
  day: string,
): Promise<number | null> {
  if (!project.angelCampaign) return null
  if (project.currency === 'USD') return minimumUsdMinor
  try {
    return convertToIlsMinor(minimumUsdMinor, (await ilsRateOn(payload, 'USD', day)).micros)
  } catch {
    // No rate recorded: the server refuses the investment itself; the page shows the project's own.
    return null
  }
}

/** The trust account's details for the finish step; none while staff have not filled them in. */
async function bankDetailsOrNone(payload: Payload, locale: Locale): Promise<BankDetails | null> {
  try {
    return await readBankDetails(payload, locale)
  } catch (error) {
    if (error instanceof AppError && error.code === 'BANK_DETAILS_MISSING') return null
    throw error
  }
}

async function readViewer(
  payload: Payload,
  viewer: TypedUser,
  project: ProjectWithRaise,
  now: Date,
) {
  const investor = viewer as unknown as PublicInvestor
  // A new account's profile row is made on its first read: before the reads that need it.
  await ensureInvestorProfile(payload, investor.id)
  const [situation, history, suitability, view, settings, twoFactorAdvice] = await Promise.all([
    readInvestorSituation(payload, investor, now),
    readInvestmentHistory(payload, investor.id, project.id, now),
    readSuitability(payload, investor.id),
    readOwnProfile(payload, investor),
    readProfilePageSettings(payload),
    recommendTwoFactor(payload, investor),
  ])
  return { situation, history, suitability, view: view as ProfileView, settings, twoFactorAdvice }
}

/**
 * Everything `/invest/{alias}` shows, read per request as the viewer: the project's terms and
 * whether it takes an investment from them now, its documents, and for a signed-in investor their
 * profile, readiness to invest and what the caps leave them in this offer. Null: no such project
 * for this viewer (a draft, not public, an angel campaign for one not pre-qualified).
 */
export async function readInvestPage(
  payload: Payload,
  alias: string,
  locale: Locale,
  viewer: TypedUser | null,
  now = new Date(),
) {
  const project = await getProject(alias, locale, viewer)
  if (!project) return null
  const terms = projectTerms(project)
  const legal = await readLegalTerms(payload, now)
  const [documents, bank, angelMinimumMinor, own] = await Promise.all([
    listProjectDocuments(project, locale),
    bankDetailsOrNone(payload, locale),
    angelMinimum(payload, project, legal.rules.angel.minimumUsdMinor, israelToday(now)),
    viewer ? readViewer(payload, viewer, project, now) : null,
  ])
  const alreadyInvested = own?.history.some((each) => each.projectId === project.id) ?? false
  const closed: ClosedReason | null = whyClosed(
    terms,
    project.raise,
    legal.rules.angel.maxInvestors,
    alreadyInvested,
  )
  let investor: InvestingReadiness | null = null
  if (own) {
    const allowance = allowanceFor(
      legal.period,
      own.situation.standing,
      own.history,
      project.id,
      now,
    )
    investor = {
      id: viewer!.id as number,
      readiness: own.situation.readiness,
      allowance:
        allowance.kind === 'capped'
          ? { kind: 'capped', leftMinor: allowance.leftMinor }
          : { kind: allowance.kind },
      needsRiskAcknowledgement: !own.suitability || own.suitability.result === 'not_suitable',
      profile: { investorId: viewer!.id as number, view: own.view },
      settings: own.settings,
      recommendTwoFactor: own.twoFactorAdvice,
    }
  }
  return {
    project: {
      id: project.id,
      alias: project.alias,
      name: project.name,
      status: project.status,
      currency: project.currency,
      raisingType: project.raisingType,
      angelCampaign: terms.angelCampaign,
    },
    closed,
    offer: {
      unitPriceMinor: terms.unitPriceMinor,
      minimumMinor: minimumInvestment(terms, angelMinimumMinor),
      cardFeeBasisPoints: legal.rules.cardFeeBasisPoints,
      sharePackages: terms.sharePackages,
      raiseLeftMinor: Math.max(0, terms.maximumRaiseMinor - project.raise.raisedMinor),
    },
    documents: documents.map((document) => ({
      id: document.id,
      title: document.title,
      url: `/api/project-documents/file/${encodeURIComponent(document.filename)}`,
    })),
    bank,
    investor,
    /**
     * Whether the payment step offers a card, and the provider's test card when card payments are
     * test payments (null otherwise).
     */
    cards: {
      offered: cardPaymentsOffered(process.env),
      testCard: testCardToShow(process.env),
    },
  }
}

export type InvestPageData = NonNullable<Awaited<ReturnType<typeof readInvestPage>>>
