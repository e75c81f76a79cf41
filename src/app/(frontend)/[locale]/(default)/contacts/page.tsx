import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CmsPage, cmsPageMetadata } from '@/components/content/CmsPage'
import { ContactDetails } from '@/components/leads/ContactDetails'
import { DeferredContactLeadForm } from '@/components/leads/DeferredContactLeadForm'
import { pageLocale } from '@/i18n/page-locale'
import { getContactInfo } from '@/server/content/get-contact-info'
import { getSiteGlobal } from '@/server/content/get-site-global'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Leads.contacts' })
  const fromCms = await cmsPageMetadata('contacts', locale, '/contacts')
  return { ...fromCms, description: fromCms.description ?? t('metaDescription') }
}

/** Spec 2, /contacts: the editors' page text, the company's details and a contact form. */
export default async function ContactsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('Leads.contacts')
  const [info, footer] = await Promise.all([
    getContactInfo(locale),
    getSiteGlobal('footer', locale),
  ])
  return (
    <div className="page contacts-page">
      <CmsPage slug="contacts" locale={locale} />
      <div className="contacts-page__columns">
        <ContactDetails info={info} socialLinks={footer.socialLinks ?? []} />
        {/* Its code loads apart from the page's (at once here, in view): it would double the first load. */}
        <DeferredContactLeadForm kind="contacts" title={t('formTitle')} />
      </div>
    </div>
  )
}
