import { getTranslations } from 'next-intl/server'

import { socialNetworkName } from '@/domain/content/social-networks'
import type { ContactInfo, Footer } from '@/payload-types'

/** The contacts page's details: address, phone, e-mail, hours and social links, from the CMS. */
export async function ContactDetails({
  info,
  socialLinks,
}: {
  info: ContactInfo
  socialLinks: NonNullable<Footer['socialLinks']>
}) {
  const t = await getTranslations('Leads.contacts')
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t('detailsTitle')}</h2>
      <dl>
        {info.address ? (
          <>
            <dt>{t('address')}</dt>
            <dd className="contact-details__address">{info.address}</dd>
          </>
        ) : null}
        {info.phone ? (
          <>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${info.phone.replace(/[^0-9+]/g, '')}`} dir="ltr">
                {info.phone}
              </a>
            </dd>
          </>
        ) : null}
        {info.email ? (
          <>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${info.email}`} dir="ltr">
                {info.email}
              </a>
            </dd>
          </>
        ) : null}
        {info.hours ? (
          <>
            <dt>{t('hours')}</dt>
            <dd>{info.hours}</dd>
          </>
        ) : null}
      </dl>
      {socialLinks.length ? (
        <>
          <h3>{t('social')}</h3>
          <ul className="contact-details__social">
            {socialLinks.map((social) => (
              <li key={social.id ?? social.url}>
                <a href={social.url} rel="noopener noreferrer" target="_blank" lang="en">
                  {socialNetworkName(social.network)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
