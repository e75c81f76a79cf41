import type { Payload } from 'payload'

import type { InvestorProfile } from '@/payload-types'
import { lockRecordById } from '@/server/db/lock-record-by-id'
import type { Transaction } from '@/server/db/with-transaction'

/** A profile under review, its row locked until the decision's transaction ends. */
export const lockProfileById = (
  payload: Payload,
  profileId: number,
  transaction: Transaction,
): Promise<InvestorProfile> => lockRecordById(payload, 'investor-profiles', profileId, transaction)
