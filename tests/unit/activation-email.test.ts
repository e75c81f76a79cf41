import { describe, expect, it } from 'vitest'

import { activationEmail } from '@/server/accounts/activation-email'
import { renderEmail } from '@/server/email/render-email'

const link = 'https://example.com/activation?code=act_1'

describe('the activation e-mail', () => {
  it("names the company and its account's purpose for a company, in both languages", () => {
    const email = activationEmail(
      { name: 'Noa Levi', accountKind: 'company', companyName: 'Solar Roofs Ltd' },
      link,
    )
    expect(email.template).toBe('companyActivation')
    const he = renderEmail(email.template, 'he', email.values)
    const en = renderEmail(email.template, 'en', email.values)
    expect(he.subject).toContain('של החברה')
    expect(he.text).toContain('Solar Roofs Ltd')
    expect(en.text).toContain('Thank you for registering Solar Roofs Ltd.')
    expect(en.text).toContain("activate the company's account")
    expect(en.text).not.toContain('investor')
    expect(en.text).toContain(link)
  })

  it("keeps the investor's own text for an investor", () => {
    const email = activationEmail(
      { name: 'Dana', accountKind: 'investor', companyName: null },
      link,
    )
    expect(email.template).toBe('activation')
    expect(renderEmail(email.template, 'en', email.values).text).toContain('investor account')
  })
})
