import { randomUUID } from 'node:crypto'

import { isValidIsraeliId } from '@/domain/identity/israeli-id'

import type { StandInPage, StandInState } from './cardcom-stand-in-state'
import { testCardHints, testCardOf } from './cardcom-test-cards'
import type { standInTransactions } from './cardcom-stand-in-transactions'

/** A page's answer: HTML with a status, or a 303 elsewhere. */
export type PageAnswer = { status: number; html: string } | { redirect: string }

const texts = {
  he: {
    title: 'שמירת כרטיס אשראי',
    testPayments: 'תשלומי ניסיון — שום כרטיס אמיתי אינו מחויב',
    nothingCharged: 'לא ייגבה כעת דבר: הכרטיס נשמר לחיוב מאוחר יותר.',
    testCards: 'כרטיסי ניסיון (כל תוקף עתידי, CVV כלשהו, ת"ז 000000018):',
    cardNumber: 'מספר כרטיס',
    expiry: 'תוקף (MM/YY)',
    cvv: 'קוד אבטחה (CVV)',
    identityNumber: 'מספר תעודת זהות של בעל הכרטיס',
    submit: 'שמירת הכרטיס',
    cancel: 'ביטול וחזרה לאתר',
    invalidNumber: 'מספר הכרטיס שגוי.',
    invalidExpiry: 'תוקף הכרטיס שגוי או שחלף.',
    invalidCvv: 'קוד האבטחה צריך להיות בן 3 או 4 ספרות.',
    invalidIdentity: 'מספר תעודת הזהות שגוי.',
    notFound: 'הדף לא נמצא.',
    closed: 'הדף כבר אינו פתוח.',
  },
  en: {
    title: 'Save a credit card',
    testPayments: 'Test payments — no real card is charged',
    nothingCharged: 'Nothing is charged now: the card is saved for a later charge.',
    testCards: 'Test cards (any future expiry, any CVV, ID 000000018):',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'Security code (CVV)',
    identityNumber: "Card holder's ID number",
    submit: 'Save card',
    cancel: 'Cancel and go back to the site',
    invalidNumber: 'The card number is not valid.',
    invalidExpiry: 'The expiry is not valid or has passed.',
    invalidCvv: 'The security code has 3 or 4 digits.',
    invalidIdentity: 'The ID number is not valid.',
    notFound: 'No such page.',
    closed: 'This page is no longer open.',
  },
} as const

type Texts = (typeof texts)[keyof typeof texts]

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function html(language: 'he' | 'en', title: string, content: string, status = 200) {
  const dir = language === 'he' ? 'rtl' : 'ltr'
  return {
    status,
    html: `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><p data-testid="test-payments" role="note"><strong>${escapeHtml(texts[language].testPayments)}</strong></p><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`,
  }
}

function form(page: StandInPage, t: Texts, error?: string) {
  const hints = testCardHints
    .map(
      (hint) => `<li><bdi dir="ltr">${hint.number}</bdi> — ${escapeHtml(hint[page.language])}</li>`,
    )
    .join('')
  const cancel = page.cancelUrl
    ? `<p><a href="${escapeHtml(page.cancelUrl)}">${escapeHtml(t.cancel)}</a></p>`
    : ''
  const field = (name: string, label: string, extra: string) =>
    `<label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" dir="ltr" required ${extra}>`
  return html(
    page.language,
    t.title,
    `<p>${escapeHtml(t.nothingCharged)}</p>
    <p>${escapeHtml(t.testCards)}</p><ul>${hints}</ul>
    ${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="/EA/LPC6/${page.terminal}/${page.lowProfileId}">
      ${field('cardNumber', t.cardNumber, 'inputmode="numeric" autocomplete="cc-number"')}
      ${field('expiry', t.expiry, 'placeholder="MM/YY" autocomplete="cc-exp"')}
      ${field('cvv', t.cvv, 'inputmode="numeric" autocomplete="cc-csc"')}
      ${field('identityNumber', t.identityNumber, 'inputmode="numeric"')}
      <button type="submit">${escapeHtml(t.submit)}</button>
    </form>${cancel}`,
    error ? 400 : 200,
  )
}

/** `MM/YY` (or `MM / YYYY`) of a card not yet expired: month and four-digit year. */
function parseExpiry(text: string, now: Date): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text)
  if (!match) return null
  const month = Number(match[1])
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return null
  const endOfMonth = Date.UTC(year, month, 1)
  return endOfMonth > now.getTime() ? { month, year } : null
}

/**
 * The hosted page, `/EA/LPC6/{terminal}/{LowProfileId}` as Cardcom's addresses look [DOC-LP], in
 * the page's `Language`. A card saved: a token kept, the result filled, the callback sent (its
 * first attempt awaited, so a test sees its effect when the browser arrives back), then 303 to
 * SuccessRedirectUrl. A card declined by the J2 check: 303 to FailedRedirectUrl, the page still
 * open for another try.
 */
export function standInPages(
  state: StandInState,
  transactions: ReturnType<typeof standInTransactions>,
  sendCallback: (page: StandInPage) => Promise<void>,
  save: () => void,
) {
  return async function page(
    method: string,
    terminal: number,
    id: string,
    body: string,
  ): Promise<PageAnswer> {
    const found = state.pages[id]
    if (!found || found.terminal !== terminal) return html('he', texts.he.notFound, '', 404)
    const t = texts[found.language]
    if (found.result || Date.now() >= found.expiresAt)
      return html(found.language, t.closed, '', 410)
    if (method === 'GET') return form(found, t)
    if (method !== 'POST') return html(found.language, t.title, '', 405)

    const fields = new URLSearchParams(body)
    const number = (fields.get('cardNumber') ?? '').replace(/[\s-]/g, '')
    const card = testCardOf(number)
    if (!card) return form(found, t, t.invalidNumber)
    const expiry = parseExpiry(fields.get('expiry') ?? '', new Date())
    if (!expiry) return form(found, t, t.invalidExpiry)
    if (!/^\d{3,4}$/.test(fields.get('cvv') ?? '')) return form(found, t, t.invalidCvv)
    const identityNumber = fields.get('identityNumber') ?? ''
    if (!isValidIsraeliId(identityNumber)) return form(found, t, t.invalidIdentity)
    if (card.declinedOnPage) return { redirect: found.failedUrl }

    const token = randomUUID()
    state.tokens[token] = {
      ...card,
      token,
      terminal: found.terminal,
      last4: number.slice(-4),
      firstDigits: Number(number.slice(0, 6)),
      month: expiry.month,
      year: expiry.year,
      identityNumber,
    }
    const check = transactions.record({
      kind: 'check',
      terminal: found.terminal,
      token,
      amountMinor: found.amountMinor,
      coinId: found.coinId,
      responseCode: 0,
      description: 'Success',
      externalUniqTranId: null,
      refundOf: null,
      approvalNumber: String(Math.floor(10_000 + Math.random() * 90_000)),
    })
    // The token lapses on the first day after the card's last month [DOC-LP sample].
    const lapses = new Date(Date.UTC(expiry.year, expiry.month, 1)).toISOString().slice(0, 10)
    found.result = {
      ResponseCode: 0,
      Description: 'Success',
      TerminalNumber: found.terminal,
      LowProfileId: found.lowProfileId,
      TranzactionId: check.id,
      ReturnValue: found.returnValue,
      Operation: 'CreateTokenOnly',
      UIValues: {
        CardOwnerIdentityNumber: identityNumber,
        NumOfPayments: 1,
        CardYear: expiry.year,
        CardMonth: expiry.month,
        IsAbroadCard: card.cardInfo === 'NonIsraeli',
      },
      DocumentInfo: null,
      TokenInfo: {
        Token: token,
        TokenExDate: lapses.replaceAll('-', ''),
        CardYear: expiry.year,
        CardMonth: expiry.month,
        TokenApprovalNumber: check.approvalNumber ?? '',
        CardOwnerIdentityNumber: identityNumber,
      },
      SuspendedInfo: null,
      // The J2 check's transaction: brand and last digits (filled on token-only pages: assumed).
      TranzactionInfo: transactions.transactionInfo(check),
      ExternalPaymentVector: 'NoneOrUnknown',
      Country: 'IL',
      UTM: null,
      IssuerAuthCodeDescription: 'Approved',
    }
    save()
    await sendCallback(found)
    return { redirect: found.successUrl }
  }
}
