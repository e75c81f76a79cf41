import type { Currency } from '@/domain/money'
import type { ProjectStatus, RaisingType, RecruitmentStage } from '@/domain/projects/project-status'
import type { Category, Project } from '@/payload-types'

import { imageView, type ImageView } from './media-view'
import { noRaiseYet, type RaiseFigures } from './read-raise-totals'

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
  | 'id'
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
  | 'minimumRaise'
  | 'maximumRaise'
  | 'startDate'
  | 'endDate'
  | 'angelCampaign'
>

/** A card of `project`, with its raise as the ledger has it. */
export function toProjectCard(project: CardSource, raise: RaiseFigures = noRaiseYet): ProjectCard {
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
    raisedMinor: raise.raisedMinor,
    minimumMinor: project.minimumRaise,
    maximumMinor: project.maximumRaise,
    investorCount: raise.investorCount,
    startDate: project.startDate ?? null,
    endDate: project.endDate ?? null,
    angelCampaign: project.angelCampaign === true,
  }
}

/** Fields a card needs, so that lists do not load descriptions, teams and updates. */
export const cardSelect = {
  id: true,
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
  minimumRaise: true,
  maximumRaise: true,
  startDate: true,
  endDate: true,
  angelCampaign: true,
} as const
