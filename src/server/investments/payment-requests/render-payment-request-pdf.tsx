import {
  Document,
  Page,
  renderToBuffer,
  StyleSheet,
  Text,
  View,
  type Styles,
} from '@react-pdf/renderer'
import { createTranslator } from 'next-intl'

import { formatMoney, type Currency } from '@/domain/money'
import { formatDate } from '@/i18n/format-date'
import { localeSettings, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { documentStyles } from '@/server/pdf/document-styles'
import { registerHeeboFont } from '@/server/pdf/heebo-font'

import type { BankDetails } from './read-bank-details'

export type PaymentRequestPdfInput = {
  locale: Locale
  request: {
    number: string
    reference: string
    amount: number
    currency: Currency
    status: 'open' | 'paid' | 'void'
    createdAt: string
    dueDate?: string | null
  }
  investment: { number: number; projectName: string; units: number }
  investorName: string
  bank: BankDetails
}

const styles = StyleSheet.create({
  ...documentStyles,
  referenceBox: {
    marginTop: 16,
    padding: 12,
    borderWidth: 1,
    borderColor: '#0b5cad',
    borderRadius: 4,
    backgroundColor: '#eef5fc',
  },
  reference: { fontSize: 18, fontWeight: 700, marginVertical: 4 },
  note: { fontSize: 10, color: '#333333', marginTop: 4 },
  status: { fontSize: 12, fontWeight: 700, color: '#b42318', marginBottom: 8 },
})

type Line = { label: string; value: string; ltr?: boolean }

/**
 * The payment request ('invoice' in the spec) of a bank-transfer investment, as a one-page A4
 * PDF in the investor's language. Hebrew is laid out right to left: every text is one flat run
 * with its own paragraph direction (nested runs in RTL text are unreliable in react-pdf), rows
 * are mirrored with `row-reverse`, and numbers, bank numbers and the reference are their own
 * left-to-right runs, so their digits read as written.
 */
export async function renderPaymentRequestPdf(input: PaymentRequestPdfInput): Promise<Buffer> {
  registerHeeboFont()
  const { locale, request, investment, investorName, bank } = input
  const messages = messagesFor(locale)
  const t = createTranslator({ locale, messages, namespace: 'PaymentRequest' })
  const direction = localeSettings[locale].dir
  const rtl = direction === 'rtl'
  const number = (value: number) =>
    new Intl.NumberFormat(localeSettings[locale].intlLocale).format(value)
  /** A run's own direction (a number is left to right in either language), aligned with the page. */
  const text = (ltr = false): Styles[string] => ({
    direction: ltr ? 'ltr' : direction,
    textAlign: rtl ? 'right' : 'left',
  })

  const rows = (lines: Line[]) =>
    lines.map((line) => (
      <View
        key={line.label}
        style={[styles.row, { flexDirection: rtl ? 'row-reverse' : 'row' }]}
        wrap={false}
      >
        <Text style={[styles.label, text()]}>{line.label}</Text>
        <Text style={[styles.value, text(line.ltr)]}>{line.value}</Text>
      </View>
    ))

  const heading = [
    { label: t('number'), value: request.number, ltr: true },
    { label: t('issuedOn'), value: formatDate(request.createdAt, locale), ltr: true },
    { label: t('investor'), value: investorName },
  ]
  const details = [
    { label: t('project'), value: investment.projectName },
    { label: t('investmentNumber'), value: String(investment.number), ltr: true },
    { label: t('units'), value: number(investment.units), ltr: true },
    {
      label: t('amount'),
      value: formatMoney({ minor: request.amount, currency: request.currency }, locale),
    },
    ...(request.dueDate
      ? [{ label: t('dueDate'), value: formatDate(request.dueDate, locale), ltr: true }]
      : []),
  ]
  const bankLines = [
    { label: t('bank'), value: bank.bankName },
    { label: t('bankNumber'), value: bank.bankNumber, ltr: true },
    { label: t('branchNumber'), value: bank.branchNumber, ltr: true },
    { label: t('accountNumber'), value: bank.accountNumber, ltr: true },
    { label: t('beneficiary'), value: bank.beneficiary },
  ]
  const closed =
    request.status === 'void' ? t('void') : request.status === 'paid' ? t('paid') : null

  const document = (
    <Document
      title={`${t('title')} ${request.number}`}
      author={messages.Site.name}
      language={locale}
    >
      <Page size="A4" style={styles.page}>
        <Text style={[styles.site, text()]}>{messages.Site.name}</Text>
        <Text style={[styles.title, text()]}>{t('title')}</Text>
        {closed ? <Text style={[styles.status, text()]}>{closed}</Text> : null}
        {rows(heading)}
        <Text style={[styles.heading, text()]}>{t('investmentHeading')}</Text>
        {rows(details)}
        <Text style={[styles.heading, text()]}>{t('bankHeading')}</Text>
        {rows(bankLines)}
        <View style={styles.referenceBox} wrap={false}>
          <Text style={text()}>{t('reference')}</Text>
          <Text style={[styles.reference, text(true)]}>{request.reference}</Text>
          <Text style={[styles.note, text()]}>{t('referenceNote')}</Text>
        </View>
        <Text style={[styles.note, text(), { marginTop: 12 }]}>{t('noFee')}</Text>
      </Page>
    </Document>
  )
  return renderToBuffer(document)
}
