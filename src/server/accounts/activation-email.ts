import type { Investor } from '@/payload-types'
import type { EmailTemplate } from '@/server/email/render-email'

/**
 * The activation e-mail's template and values: an investor's activates "your investor account", a
 * company's names the company and what its account is for (its application to raise capital).
 */
export function activationEmail(
  account: Pick<Investor, 'name' | 'accountKind' | 'companyName'>,
  link: string,
): {
  template: EmailTemplate
  values: { name: string; link: string; params?: Record<string, string> }
} {
  if (account.accountKind === 'company')
    return {
      template: 'companyActivation',
      values: { name: account.name, link, params: { company: account.companyName ?? '' } },
    }
  return { template: 'activation', values: { name: account.name, link } }
}
