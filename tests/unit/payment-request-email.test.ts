import { describe, expect, it } from 'vitest'

import { renderEmail } from '@/server/email/render-email'
import { bankTransferEmailContent } from '@/server/investments/payment-requests/bank-transfer-details'

const bank = {
  bankName: 'בנק לדוגמה בע"מ',
  bankNumber: '99',
  branchNumber: '999',
  accountNumber: '12-345678',
  beneficiary: 'חשבון <נאמנות> לדוגמה',
}
const request = { reference: 'R-2026-104-7', dueDate: '2026-11-30T10:00:00.000Z' }

describe('the bank-details e-mail', () => {
  it('lists the bank details, the reference and the due date, in Hebrew right to left', () => {
    const { details, paragraphs } = bankTransferEmailContent('he', bank, request)
    const email = renderEmail('bankDetails', 'he', {
      name: 'נועה',
      params: { project: 'סולאר בנגב' },
      details: [details],
      paragraphs,
    })
    expect(email.subject).toBe('פרטי העברה בנקאית להשקעה שלכם בסולאר בנגב · משקיעים ביחד')
    expect(email.text).toContain('מספר חשבון: 12-345678')
    expect(email.text).toContain('אסמכתא להעברה: R-2026-104-7')
    expect(email.text).toContain('יש להעביר עד: 30.11.2026')
    expect(email.text).toContain('הפלטפורמה אינה גובה עמלה על העברה בנקאית.')
    // A request the investor made: no "if this was not you".
    expect(email.text).not.toContain('אם לא')
    expect(email.html).toContain('dir="rtl"')
    expect(email.html).toContain('<bdi dir="ltr">R-2026-104-7</bdi>')
    expect(email.html).toContain('<bdi>חשבון &#60;נאמנות&#62; לדוגמה</bdi>')
  })

  it('is in English for an English-speaking investor', () => {
    const { details, paragraphs } = bankTransferEmailContent(
      'en',
      { ...bank, bankName: 'Demo Bank Ltd', beneficiary: 'Demo Trust Account' },
      request,
    )
    const email = renderEmail('bankDetails', 'en', {
      name: 'Dana',
      params: { project: 'Negev Solar' },
      details: [details],
      paragraphs,
    })
    expect(email.subject).toBe(
      'Bank transfer details for your investment in Negev Solar · Invest Together',
    )
    expect(email.text).toContain('Beneficiary: Demo Trust Account')
    expect(email.text).toContain('Transfer by: 30/11/2026')
    expect(email.text).not.toMatch(/[\u0590-\u05ff]/)
  })
})
