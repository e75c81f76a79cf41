import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { israelDayOf } from '@/domain/projects/israel-time'
import {
  maskIdentityNumber,
  type IdentityView,
  type RegisterRow,
} from '@/domain/raise/securities-register'
import { sqlDatabase } from '@/server/db/sql-database'
import { openIdentityNumber } from '@/server/profile/identity-numbers'

type Row = {
  id: number
  number: string
  units: string
  unit_price: string
  amount: string
  currency: string
  paid_at: string | null
  transfer_received_on: string | null
  approved_at: string | null
  name: string | null
  id_number_last4: string | null
  passport_number_last4: string | null
  passport_country: string | null
  id_number_sealed: string | null
  passport_number_sealed: string | null
}

/**
 * A project's approved investments as its securities register lists them, oldest number first,
 * with the investor's name from the profile (the account's name when there is none) and the ID
 * number, else the passport number: masked, or opened from its seal for a `full` view. The
 * approval day is the raise's approval entry, or the payment for one paid after the close.
 * No access check here: the callers check the member's role or the investor's ownership first.
 */
export async function readRegisterRows(
  payload: Payload,
  options: { projectId: number; investmentId?: number; identity: IdentityView },
): Promise<RegisterRow[]> {
  const full = options.identity === 'full'
  const result = await sqlDatabase(payload).execute(sql`
    select i.id, i.number, i.units, i.unit_price, i.amount, i.currency, i.paid_at,
           i.transfer_received_on,
           (select min(a.created_at) from audit_log a
             where a.investment_id = i.id and a.action = 'investment.approved') as approved_at,
           coalesce(nullif(trim(p.full_name), ''),
                    nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), inv.name) as name,
           p.id_number_last4, p.passport_number_last4, p.passport_country,
           ${full ? sql`p.id_number_sealed` : sql`null`} as id_number_sealed,
           ${full ? sql`p.passport_number_sealed` : sql`null`} as passport_number_sealed
      from investments i
      join investors inv on inv.id = i.investor_id
      left join investor_profiles p on p.investor_id = i.investor_id
     where i.project_id = ${options.projectId} and i.status = 'approved'
       ${options.investmentId === undefined ? sql`` : sql`and i.id = ${options.investmentId}`}
     order by i.number`)
  return (result.rows as Row[]).map((row) => {
    const paid = row.transfer_received_on ?? row.paid_at
    return {
      investmentId: Number(row.id),
      investmentNumber: Number(row.number),
      investorName: row.name ?? '',
      identity: identityOf(row, full),
      units: Number(row.units),
      unitPriceMinor: Number(row.unit_price),
      amountMinor: Number(row.amount),
      currency: row.currency,
      paidOn: israelDayOf(paid),
      approvedOn: israelDayOf(row.approved_at ?? row.paid_at),
    }
  })
}

function identityOf(row: Row, full: boolean): RegisterRow['identity'] {
  if (row.id_number_last4)
    return {
      kind: 'id',
      number: full
        ? (openIdentityNumber('idNumber', row.id_number_sealed) ?? '')
        : maskIdentityNumber(row.id_number_last4),
      country: null,
    }
  if (row.passport_number_last4)
    return {
      kind: 'passport',
      number: full
        ? (openIdentityNumber('passportNumber', row.passport_number_sealed) ?? '')
        : maskIdentityNumber(row.passport_number_last4),
      country: row.passport_country,
    }
  return null
}
