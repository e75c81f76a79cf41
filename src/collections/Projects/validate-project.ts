import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { adminMessage } from '@/domain/admin-message'
import { checkCompanyMaximum, readLegalTerms } from '@/server/for-payload-config'

type ProjectInput = {
  _status?: 'draft' | 'published' | null
  raisingType?: 'stock' | 'bonds' | null
  loanPeriodMonths?: number | null
  annualInterestPercent?: number | null
  angelCampaign?: boolean | null
  currency?: string | null
  minimalInvestment?: number | null
  minimumRaise?: number | null
  maximumRaise?: number | null
  startDate?: string | null
  endDate?: string | null
  extensionEndDate?: string | null
  gallery?: { media?: unknown; videoUrl?: string | null }[] | null
  team?: { linkedin?: string | null }[] | null
  company?: unknown
  innovationOrSmeReport?: boolean | null
  leadingInvestorTakesPart?: boolean | null
}

/** What the company's 12-month maximum raise depends on: a change to one checks it again. */
const companyLimitInputs = [
  'maximumRaise',
  'startDate',
  'currency',
  'angelCampaign',
  'innovationOrSmeReport',
  'leadingInvestorTakesPart',
] as const

const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

const dollars = (minor: number) => (minor / 100).toLocaleString('en-US')
const shekels = (minor: number) => `₪${(minor / 100).toLocaleString('en-US')}`

/** Rules across fields that single-field validators cannot see. */
export const validateProject: CollectionBeforeValidateHook = async ({
  data,
  originalDoc,
  req,
  context,
}) => {
  const project = { ...(originalDoc as ProjectInput | undefined), ...(data as ProjectInput) }
  const errors: { path: string; message: string }[] = []
  const say = (path: string, he: string, en: string) =>
    errors.push({ path, message: adminMessage(req, { he, en }) })

  if (
    typeof project.minimumRaise === 'number' &&
    typeof project.maximumRaise === 'number' &&
    project.maximumRaise < project.minimumRaise
  )
    say('maximumRaise', 'היעד המקסימלי קטן מהמינימלי', 'The maximum is below the minimum')

  if (project.startDate && project.endDate && project.endDate < project.startDate)
    say('endDate', 'הסיום לפני ההתחלה', 'The end is before the start')

  if (project.extensionEndDate && (!project.endDate || project.extensionEndDate <= project.endDate))
    say(
      'extensionEndDate',
      'ההארכה מסתיימת אחרי סיום הגיוס',
      'An extension ends after the raise’s end',
    )

  project.gallery?.forEach((item, i) => {
    if (!item.media && !item.videoUrl)
      say(`gallery.${i}.media`, 'יש לבחור קובץ או כתובת סרטון', 'Choose a file or a video address')
    if (item.videoUrl && !isHttps(item.videoUrl))
      say(`gallery.${i}.videoUrl`, 'כתובת https בלבד', 'An https address only')
  })

  project.team?.forEach((member, i) => {
    if (member.linkedin && !isHttps(member.linkedin))
      say(`team.${i}.linkedin`, 'כתובת https בלבד', 'An https address only')
  })

  // The company's maximum raise in 12 months (Legal limits), when staff set what it seeks (the
  // approval that makes the project copies the company's figures; staff then set the terms).
  const before = originalDoc as ProjectInput | undefined
  if (
    project.company &&
    !context.fromInquiry &&
    companyLimitInputs.some((field) => before?.[field] !== project[field])
  ) {
    const check = await checkCompanyMaximum(
      req.payload,
      { ...project, id: (originalDoc as { id?: number } | undefined)?.id },
      req,
    )
    if (check && !check.withinLimit)
      say(
        'maximumRaise',
        `החברה רשאית לגייס עד ${shekels(check.allowedMinor)} נוספים ב-12 החודשים שמ-${check.windowStart} (תקרה ${shekels(check.limitMinor)}, גיוסים אחרים ${shekels(check.countedMinor)})`,
        `The company may raise at most ${shekels(check.allowedMinor)} more in the 12 months from ${check.windowStart} (limit ${shekels(check.limitMinor)}, other raises ${shekels(check.countedMinor)})`,
      )
  }

  // Rules an offer must meet before it is published (drafts may be incomplete).
  if (project._status === 'published') {
    if (project.raisingType === 'bonds') {
      if (project.loanPeriodMonths == null)
        say('loanPeriodMonths', 'באג״ח יש לציין את תקופת ההלוואה', 'Bonds need a loan period')
      if (project.annualInterestPercent == null)
        say('annualInterestPercent', 'באג״ח יש לציין ריבית שנתית', 'Bonds need an annual interest')
    }
    // The angel campaign's minimum in force today (*Legal limits*), in US dollars.
    const angelMinimum = project.angelCampaign
      ? (await readLegalTerms(req.payload, new Date(), req)).rules.angel.minimumUsdMinor
      : 0
    if (project.angelCampaign && project.currency !== 'USD')
      say('currency', 'קמפיין אנג׳לים מגייס בדולרים', 'An angel campaign raises in US dollars')
    else if (project.angelCampaign && (project.minimalInvestment ?? 0) < angelMinimum)
      say(
        'minimalInvestment',
        `בקמפיין אנג׳לים ההשקעה המינימלית היא ${dollars(angelMinimum)} דולר לפחות`,
        `An angel campaign’s minimal investment is at least ${dollars(angelMinimum)} USD`,
      )
  }

  if (errors.length) throw new ValidationError({ errors })
  return data
}
