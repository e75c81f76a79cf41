import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { adminMessage } from '@/fields/admin-message'

type ProjectInput = {
  minimumRaise?: number | null
  maximumRaise?: number | null
  startDate?: string | null
  endDate?: string | null
  gallery?: { media?: unknown; videoUrl?: string | null }[] | null
  team?: { linkedin?: string | null }[] | null
}

const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/** Rules across fields that single-field validators cannot see. */
export const validateProject: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
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

  if (errors.length) throw new ValidationError({ errors })
  return data
}
