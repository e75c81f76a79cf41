import type { ServerProps } from 'payload'

import { LogoMark } from '@/components/brand/LogoMark'
import { messagesFor } from '@/i18n/messages'

/** Payload passes all its server props; only the panel's language is read. */
type BrandProps = Partial<Pick<ServerProps, 'i18n'>>

/** The site's name in the admin panel's language (Hebrew or English). */
function siteName(i18n: BrandProps['i18n']): string {
  return messagesFor(i18n?.language === 'he' ? 'he' : 'en').Site.name
}

/** `admin.components.graphics.Logo`: the mark and the site's name, on the sign-in pages. */
export function AdminLogo({ i18n }: BrandProps) {
  return (
    <span className="admin-brand-logo" data-testid="admin-brand-logo">
      <LogoMark size={48} />
      <span className="admin-brand-logo__name">{siteName(i18n)}</span>
    </span>
  )
}

/** `admin.components.graphics.Icon`: the mark alone, at the top of the panel's navigation. */
export function AdminIcon({ i18n }: BrandProps) {
  return (
    <span className="admin-brand-icon" data-testid="admin-brand-icon" title={siteName(i18n)}>
      <LogoMark size={28} />
    </span>
  )
}
