import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Field } from 'payload'
import { describe, expect, expectTypeOf, it } from 'vitest'

import { AuditLog, auditActions } from '@/collections/AuditLog'
import type { lockReasons } from '@/collections/Investors/fields'
import type { LedgerDriftKind } from '@/domain/investments/raise/ledger-drift'
import {
  auditActionValues,
  type AuditAction,
  type AuditEntry,
  type AuditEntryOf,
} from '@/domain/audit/audit-entry'
import type { KycStatus } from '@/domain/kyc/kyc-status'
import type { IdentityView } from '@/domain/investments/raise/securities-register'
import type { AuditLog as AuditLogRow } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import type { ChargeOutcome, RefundResult } from '@/server/investments/card-payments/card-gateway'
import type { StaffSetupIssue } from '@/server/staff/issue-staff-setup-link'

const at = '2026-01-01T00:00:00.000Z'

/** The values of a select field's options, in order. */
function optionValues(field: Field | undefined): string[] {
  if (!field || field.type !== 'select') throw new Error('not a select field')
  return field.options.map((option) => (typeof option === 'string' ? option : option.value))
}

/** The enum the newest migration's snapshot gives the column `audit_log.action`. */
function migratedActionEnum(): string[] {
  const folder = path.resolve(import.meta.dirname, '../../migrations')
  const newest = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .at(-1)
  if (!newest) throw new Error('no migration snapshot')
  const snapshot = JSON.parse(readFileSync(path.join(folder, newest), 'utf8')) as {
    enums: Record<string, { values: string[] }>
  }
  const column = snapshot.enums['public.enum_audit_log_action']
  if (!column) throw new Error(`${newest}: no enum_audit_log_action`)
  return column.values
}

describe('audit entries', () => {
  it('list the actions of the collection and of the database enum, in their order', () => {
    const actionField = AuditLog.fields.find((field) => 'name' in field && field.name === 'action')
    expect(optionValues(actionField)).toEqual([...auditActionValues])
    expect(migratedActionEnum()).toEqual([...auditActionValues])
    expect(new Set(auditActionValues).size).toBe(auditActionValues.length)
    expectTypeOf<AuditAction>().toEqualTypeOf<AuditLogRow['action']>()
  })

  it('give every action a label in both languages', () => {
    for (const { value, label } of auditActions) {
      expect(label.en, value).toMatch(/\S/)
      expect(label.he, value).toMatch(/[\u0590-\u05ff]/)
    }
    expect(auditActions.map((action) => action.value)).toEqual([...auditActionValues])
  })

  it('are what recordAudit takes, one kind of entry or more per action', () => {
    expectTypeOf(recordAudit).parameter(1).toEqualTypeOf<AuditEntry>()
    expectTypeOf<AuditEntry['action']>().toEqualTypeOf<AuditAction>()
    expectTypeOf<AuditEntryOf<'kyc.submitted'>>().toEqualTypeOf<{
      action: 'kyc.submitted'
      investor: number
      details: { previousStatus: KycStatus }
    }>()
    // Two writers, two shapes: an investor's export, and the securities register's.
    expectTypeOf<AuditEntryOf<'investor.exported'>['details']>().toEqualTypeOf<
      | { profile: number; documents: number }
      | { export: 'securities-register'; format: 'csv' | 'xlsx'; identityNumbers: IdentityView }
    >()
    expect(auditActionValues).toHaveLength(59)
  })

  it('keep the lists they copy from outside src/domain', () => {
    type Details<Action extends AuditAction> = AuditEntryOf<Action>['details']
    expectTypeOf<Details<'investor.unlocked'>['previousLockReason']>().toEqualTypeOf<
      (typeof lockReasons)[number]
    >()
    expectTypeOf<Details<'ledger.drift-found'>['kind']>().toEqualTypeOf<LedgerDriftKind>()
    expectTypeOf<Details<'investment.charge-sent'>['answer']>().toEqualTypeOf<ChargeOutcome>()
    expectTypeOf<Details<'investment.refund-sent'>['answer']>().toEqualTypeOf<
      RefundResult['outcome']
    >()
    expectTypeOf<Details<'staff.setup-link-issued'>['issuedBy']>().toEqualTypeOf<
      StaffSetupIssue['issuedBy']
    >()
    expectTypeOf<Details<'staff.setup-link-issued'>['purpose']>().toEqualTypeOf<
      StaffSetupIssue['purpose']
    >()
    expect(auditActionValues).toContain('ledger.drift-found')
  })

  it('refuse, when compiled, details of the wrong shape and records the action does not name', () => {
    const accepted: AuditEntry[] = [
      { action: 'investor.locked', investor: 1, details: { reason: 'inactivity', lastActive: at } },
      { action: 'raise.minimum-reached', project: 2, details: { raisedMinor: 500_00 } },
      { action: 'investment.approved', investor: 1, investment: 3, details: {} },
    ]
    const refused: AuditEntry[] = [
      // @ts-expect-error `reason` is the lock's reason, not any text
      { action: 'investor.locked', investor: 1, details: { reason: 'bored', lastActive: at } },
      // @ts-expect-error ids are numbers
      { action: 'raise.minimum-reached', project: '2', details: { raisedMinor: 500_00 } },
      // @ts-expect-error an amount in minor units is a number
      { action: 'raise.minimum-reached', project: 2, details: { raisedMinor: '500.00' } },
      // @ts-expect-error a raise's entry names no account
      { action: 'raise.minimum-reached', project: 2, investor: 1, details: { raisedMinor: 1 } },
      // @ts-expect-error the details of another action
      { action: 'kyc.submitted', investor: 1, details: { profile: 1 } },
      // @ts-expect-error who opened the numbers is required
      { action: 'identity.opened', investor: 1, details: { profile: 1 } },
      // @ts-expect-error an approval writes no details
      { action: 'investment.approved', investor: 1, investment: 3, details: { note: 'x' } },
      // @ts-expect-error no such action
      { action: 'investor.deleted', investor: 1, details: {} },
    ]
    const known = (entry: AuditEntry) => auditActionValues.includes(entry.action)
    expect(accepted.every(known)).toBe(true)
    expect(refused.filter((entry) => !known(entry))).toHaveLength(1)
  })
})
