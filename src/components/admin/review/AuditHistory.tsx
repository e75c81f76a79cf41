import { auditActions } from '@/collections/AuditLog'
import { formatDateTime } from '@/i18n/format-date'
import type { Locale } from '@/i18n/locales'
import type { AuditLog } from '@/payload-types'

import { labelIn } from './review-texts'

/**
 * An account's audit entries on a review screen: when, what, and which staff member (or the
 * account's owner, named by `texts.owner`, for what they did themselves).
 */
export function AuditHistory({
  entries,
  locale,
  texts,
}: {
  entries: AuditLog[]
  locale: Locale
  texts: { title: string; empty: string; when: string; action: string; by: string; owner: string }
}) {
  return (
    <>
      <h4>{texts.title}</h4>
      {entries.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <table className="identity-review__history">
          <thead>
            <tr>
              <th>{texts.when}</th>
              <th>{texts.action}</th>
              <th>{texts.by}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.createdAt, locale)}</td>
                <td>
                  {labelIn(
                    auditActions.find((action) => action.value === entry.action)?.label,
                    locale,
                  )}
                </td>
                <td dir="ltr">{entry.actorEmail ?? texts.owner}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
