import type { CollectionAfterErrorHook } from 'payload'

import { staffErrorAnswer } from '@/server/for-payload-config'

/** Gives the staff sign-in and password errors their own answers (see staff-auth-errors.ts). */
export const answerStaffError: CollectionAfterErrorHook = ({ error }) => {
  const answer = staffErrorAnswer(error)
  return answer ? { response: answer.body, status: answer.status } : undefined
}
