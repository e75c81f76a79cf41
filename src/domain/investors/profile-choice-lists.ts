import {
  citizenships,
  educationLevels,
  experienceLevels,
  interestOptions,
  knowledgeLevels,
  sexes,
} from './profile-schema'

/** The profile's fields that take a value from a list, with the list (spec 5, investor profile). */
export const profileChoiceLists = {
  citizenship: citizenships,
  sex: sexes,
  knowledgeLevel: knowledgeLevels,
  experienceLevel: experienceLevels,
  education: educationLevels,
  interests: interestOptions,
} as const

export type ProfileChoiceList = keyof typeof profileChoiceLists
