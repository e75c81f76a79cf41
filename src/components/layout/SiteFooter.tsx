import { getTranslations } from 'next-intl/server'

import type { Footer } from '@/payload-types'

import { socialNetworkName } from '@/domain/content/social-networks'
import { DeferredContactLeadForm } from '@/components/leads/DeferredContactLeadForm'
import { TimeoutPopup } from '@/components/leads/TimeoutPopup'

import { LinkList } from './LinkList'

export const copyrightFromYear = 2019

type Props = { footer: Footer; variant?: 'default' | 'new' }

/** Who runs the site, under which licence and where: on every layout, as far as staff filled it. */
function LegalDetails({
  footer,
  t,
}: {
  footer: Footer
  t: Awaited<ReturnType<typeof getTranslations<'Footer'>>>
}) {
  const { registrationNumber, licenceNumber, address } = footer.legal ?? {}
  const parts = [
    footer.companyName,
    registrationNumber ? t('registrationNumber', { number: registrationNumber }) : null,
    licenceNumber ? t('licenceNumber', { number: licenceNumber }) : null,
    address,
  ].filter((part): part is string => Boolean(part))
  if (parts.length === 0) return null
  return (
    <p className="site-footer__legal" data-testid="footer-legal">
      {parts.map((part, index) => (
        <span key={index}>{part}</span>
      ))}
    </p>
  )
}

/** Footer groups and social links from the CMS; the new layout adds the copyright line. */
export async function SiteFooter({ footer, variant = 'default' }: Props) {
  const t = await getTranslations('Footer')
  const tLeads = await getTranslations('Leads')
  return (
    <footer className={`site-footer site-footer--${variant}`} aria-label={t('label')}>
      {variant === 'default' ? (
        <div className="site-footer__contact">
          <DeferredContactLeadForm title={tLeads('footerTitle')} />
          <p className="site-footer__contact-intro">{tLeads('footerIntro')}</p>
        </div>
      ) : null}
      <TimeoutPopup layout={variant} />
      <div className="site-footer__groups">
        {(footer.groups ?? []).map((group) => (
          <section key={group.id ?? group.title} className="site-footer__group">
            <h2>{group.title}</h2>
            <LinkList items={group.links ?? []} />
          </section>
        ))}
        <section className="site-footer__group">
          <h2>{t('social')}</h2>
          <ul className="site-footer__social">
            {(footer.socialLinks ?? []).map((social) => (
              <li key={social.id ?? social.url}>
                <a
                  href={social.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className={`social social--${social.network}`}
                >
                  {socialNetworkName(social.network)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <LegalDetails footer={footer} t={t} />
      {variant === 'new' ? (
        <p className="site-footer__copyright">
          {t('copyright', {
            from: String(copyrightFromYear),
            to: String(new Date().getFullYear()),
            company: footer.companyName,
          })}
        </p>
      ) : null}
    </footer>
  )
}
