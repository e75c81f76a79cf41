import type { Currency } from '@/domain/money'
import type { ProjectStatus, RaisingType, RecruitmentStage } from '@/domain/projects/project-status'
import type { Category, Project } from '@/payload-types'

import { imageView, type ImageView } from './media-view'

/** What a catalogue card (and the home page's short lists) shows of a project. */
export type ProjectCard = {
  alias: string
  name: string
  shortDescription: string
  image: ImageView | null
  category: string | null
  subcategory: string | null
  stage: RecruitmentStage
  status: ProjectStatus
  raisingType: RaisingType
  currency: Currency
  raisedMinor: number
  minimumMinor: number
  maximumMinor: number
  investorCount: number
  startDate: string | null
  endDate: string | null
  angelCampaign: boolean
}

const categoryName = (value: number | Category | null | undefined) =>
  value && typeof value === 'object' ? value.name : null

/** The fields of a project a card is made of (what `cardSelect` loads). */
export type CardSource = Pick<
  Project,
  | 'alias'
  | 'name'
  | 'shortDescription'
  | 'cover'
  | 'category'
  | 'subcategory'
  | 'stage'
  | 'status'
  | 'raisingType'
  | 'currency'
  | 'raisedAmount'
  | 'minimumRaise'
  | 'maximumRaise'
  | 'investorCount'
  | 'startDate'
  | 'endDate'
  | 'angelCampaign'
>

export function toProjectCard(project: CardSource): ProjectCard {
  return {
    alias: project.alias,
    name: project.name,
    shortDescription: project.shortDescription,
    image: imageView(project.cover, 'card'),
    category: categoryName(project.category),
    subcategory: categoryName(project.subcategory),
    stage: project.stage,
    status: project.status,
    raisingType: project.raisingType,
    currency: project.currency,
    raisedMinor: project.raisedAmount ?? 0,
    minimumMinor: project.minimumRaise,
    maximumMinor: project.maximumRaise,
    investorCount: project.investorCount ?? 0,
    startDate: project.startDate ?? null,
    endDate: project.endDate ?? null,
    angelCampaign: project.angelCampaign === true,
  }
}

/** Fields a card needs, so that lists do not load descriptions, teams and updates. */
export const cardSelect = {
  alias: true,
  name: true,
  shortDescription: true,
  cover: true,
  category: true,
  subcategory: true,
  stage: true,
  status: true,
  raisingType: true,
  currency: true,
  raisedAmount: true,
  minimumRaise: true,
  maximumRaise: true,
  investorCount: true,
  startDate: true,
  endDate: true,
  angelCampaign: true,
} as const
