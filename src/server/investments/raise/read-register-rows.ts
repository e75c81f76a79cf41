import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { israelDayOf } from '@/domain/projects/israel-time'
import {
  maskIdentityNumber,
  type IdentityView,
  type RegisterRow,
} from '@/domain/investments/raise/securities-register'
import { audit_log, investments, investor_profiles, investors } from '@/payload-generated-schema'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare, type Fields } from '@/server/db/sql-names'
import { openIdentityNumber } from '@/server/profile/identity-numbers'

type Row = Fields<
  | [typeof investments.id, number]
  | [typeof investments.number | typeof investments.units | typeof investments.unitPrice, string]
  | [typeof investments.amount | typeof investments.currency, string]
  | [typeof investments.paidAt | typeof investments.transfer_receivedOn, string | null]
  | [
      typeof investor_profiles.idNumberLast4 | typeof investor_profiles.passportNumberLast4,
      string | null,
    ]
  | [typeof investor_profiles.passportCountry, string | null]
  | [
      typeof investor_profiles.idNumberSealed | typeof investor_profiles.passportNumberSealed,
      string | null,
    ]
> & { approved_at: string | null; name: string | null }

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
    select ${investments.id}, ${investments.number}, ${investments.units},
           ${investments.unitPrice}, ${investments.amount}, ${investments.currency},
           ${investments.paidAt}, ${investments.transfer_receivedOn},
           (select min(${audit_log.createdAt}) from ${audit_log}
             where ${audit_log.investment} = ${investments.id}
               and ${audit_log.action} = 'investment.approved') as approved_at,
           coalesce(nullif(trim(${investor_profiles.fullName}), ''),
                    nullif(trim(concat_ws(' ', ${investor_profiles.firstName},
                                          ${investor_profiles.lastName})), ''),
                    ${investors.name}) as name,
           ${investor_profiles.idNumberLast4}, ${investor_profiles.passportNumberLast4},
           ${investor_profiles.passportCountry},
           ${full ? investor_profiles.idNumberSealed : sql`null`}
             as ${bare(investor_profiles.idNumberSealed)},
           ${full ? investor_profiles.passportNumberSealed : sql`null`}
             as ${bare(investor_profiles.passportNumberSealed)}
      from ${investments}
      join ${investors} on ${investors.id} = ${investments.investor}
      left join ${investor_profiles} on ${investor_profiles.investor} = ${investments.investor}
     where ${investments.project} = ${options.projectId} and ${investments.status} = 'approved'
       ${options.investmentId === undefined ? sql`` : sql`and ${investments.id} = ${options.investmentId}`}
     order by ${investments.number}`)
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
