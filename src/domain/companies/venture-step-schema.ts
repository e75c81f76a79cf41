import type { core } from 'zod'

import * as z from '@/domain/zod'

import { raisingTypes, recruitmentStages } from '../projects/project-status'
import {
  choice,
  inEnglish,
  inHebrew,
  interestPercent,
  linkedinAddress,
  loanMonths,
  optional,
  recordId,
  shekelAmount,
  textOf,
} from './inquiry-field-rules'
import { alongsideFieldErrors, blankFields, draftShape, type StepMode } from './step-schema-modes'

/**
 * Step 2 of the inquiry, about the venture: what the company would offer (the project's own terms:
 * category, stage, shares or bonds, the amounts) and who it is. Amounts are typed in shekels and
 * kept in agorot. Shares need a price per share and the company's value; bonds need the loan's
 * period and interest; the other kind's terms are dropped.
 */
export const maxTeamMembers = 10

const memberFields = {
  /** A photo uploaded to the inquiry (`team-photo`), by its id; the server checks it is theirs. */
  photo: optional(recordId()),
  name: textOf(2, 80),
  role: textOf(2, 80),
  linkedinUrl: optional(linkedinAddress()),
  description: optional(textOf(2, 1000)),
}

const ventureFields = {
  category: recordId(),
  subcategory: optional(recordId()),
  stage: choice(recruitmentStages),
  raisingType: choice(raisingTypes),
  minimumAmount: shekelAmount(),
  maximumAmount: shekelAmount(),
  pricePerShare: optional(shekelAmount()),
  loanPeriodMonths: optional(loanMonths()),
  annualInterestPercent: optional(interestPercent()),
  companyValueBeforeRaising: optional(shekelAmount()),
  useOfFunds: textOf(20, 3000, 'messageMin'),
  descriptionHe: inHebrew(textOf(20, 300, 'messageMin')),
  descriptionEn: inEnglish(textOf(20, 300, 'messageMin')),
}

/** The terms each raising type needs before the step is complete. */
export const termsRequiredFor = {
  stock: ['pricePerShare', 'companyValueBeforeRaising'],
  bonds: ['loanPeriodMonths', 'annualInterestPercent'],
} as const satisfies Record<(typeof raisingTypes)[number], readonly (keyof typeof ventureFields)[]>

const teamOf = <Member extends z.ZodType>(member: Member) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z.array(member, { error: 'badRequest' }).max(maxTeamMembers, 'tooManyTeamMembers'),
  )

type Fields = { raisingType?: unknown; minimumAmount?: unknown; maximumAmount?: unknown }

function checkBetweenFields(mode: StepMode) {
  return (value: Fields, context: core.$RefinementCtx) => {
    const type = value.raisingType
    if (mode === 'complete' && (type === 'stock' || type === 'bonds'))
      for (const field of blankFields(value, termsRequiredFor[type]))
        context.addIssue({ code: 'custom', path: [field], message: 'required' })
    // Numbers only once both amounts were read (typed text is refused on its own field).
    const { minimumAmount: minimum, maximumAmount: maximum } = value
    if (typeof minimum === 'number' && typeof maximum === 'number' && minimum > maximum)
      context.addIssue({ code: 'custom', path: ['maximumAmount'], message: 'maximumBelowMinimum' })
  }
}

/** Only the chosen kind's terms are kept. */
function dropOtherTerms<Value extends Fields & Record<string, unknown>>(value: Value): Value {
  if (value.raisingType === 'stock')
    return { ...value, loanPeriodMonths: null, annualInterestPercent: null }
  if (value.raisingType === 'bonds') return { ...value, pricePerShare: null }
  return value
}

export const ventureStepSchema = z
  .strictObject(
    { ...ventureFields, team: teamOf(z.strictObject(memberFields, { error: 'badRequest' })) },
    { error: 'badRequest' },
  )
  .superRefine(checkBetweenFields('complete'), alongsideFieldErrors)
  .transform(dropOtherTerms)

export const ventureDraftSchema = z
  .strictObject(
    {
      ...draftShape(ventureFields),
      team: teamOf(z.strictObject(draftShape(memberFields), { error: 'badRequest' })),
    },
    { error: 'badRequest' },
  )
  .superRefine(checkBetweenFields('draft'), alongsideFieldErrors)
  .transform(dropOtherTerms)

/** The step as stored: anything not yet given is null. */
export type VentureStepData = z.output<typeof ventureDraftSchema>
export type VentureStepInput = z.input<typeof ventureStepSchema>
export type TeamMemberData = VentureStepData['team'][number]
export const ventureStepFields = [
  ...Object.keys(ventureFields),
  'team',
] as (keyof VentureStepData)[]
