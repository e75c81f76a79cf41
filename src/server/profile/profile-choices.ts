import { createTranslator } from 'next-intl'

import { profileChoiceLists, type ProfileChoiceList } from '@/domain/investors/profile-choice-lists'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'

/** Where each list's labels are kept in `messages/*.json` (the profile page's own). */
const labelKeys = {
  citizenship: 'personal.citizenshipOptions',
  sex: 'personal.sexOptions',
  knowledgeLevel: 'personal.knowledgeOptions',
  experienceLevel: 'personal.experienceOptions',
  education: 'personal.educationOptions',
  interests: 'interests.options',
} as const satisfies Record<ProfileChoiceList, string>

type Choice = { value: string; label: string }

/** The profile form's choices labelled as the profile page labels them, in `locale`. */
export function profileChoices(locale: Locale): Record<ProfileChoiceList, Choice[]> {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'Profile' })
  const labelled = (list: ProfileChoiceList): Choice[] =>
    profileChoiceLists[list].map((value) => ({
      value,
      label: t(`${labelKeys[list]}.${value}` as Parameters<typeof t>[0]),
    }))
  return {
    citizenship: labelled('citizenship'),
    sex: labelled('sex'),
    knowledgeLevel: labelled('knowledgeLevel'),
    experienceLevel: labelled('experienceLevel'),
    education: labelled('education'),
    interests: labelled('interests'),
  }
}
