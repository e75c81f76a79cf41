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
import type { RegisterRow } from '@/domain/investments/raise/securities-register'
import { formatDate } from '@/i18n/format-date'
import { localeSettings, type Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { documentStyles } from '@/server/pdf/document-styles'
import { registerHeeboFont } from '@/server/pdf/heebo-font'

export type AllotmentLetterInput = {
  locale: Locale
  companyName: string
  raisingType: 'stock' | 'bonds'
  /** The investment's register row, its ID number masked. */
  row: RegisterRow
  issuedOn: string
}

const styles = StyleSheet.create({
  ...documentStyles,
  statement: { marginTop: 18, lineHeight: 1.5 },
  note: { fontSize: 10, color: '#333333', marginTop: 12 },
})

type Line = { label: string; value: string; ltr?: boolean }

/**
 * An approved investment's allotment letter, one A4 page in the investor's language, laid out as
 * the payment request is (`render-payment-request-pdf.tsx`): flat runs, each with its own
 * direction, rows mirrored in Hebrew, numbers and the masked ID left to right.
 */
export async function renderAllotmentLetterPdf(input: AllotmentLetterInput): Promise<Buffer> {
  registerHeeboFont()
  const { locale, row, companyName, raisingType } = input
  const messages = messagesFor(locale)
  const t = createTranslator({ locale, messages, namespace: 'AllotmentLetter' })
  const direction = localeSettings[locale].dir
  const rtl = direction === 'rtl'
  const number = (value: number) =>
    new Intl.NumberFormat(localeSettings[locale].intlLocale).format(value)
  const money = (minor: number) =>
    formatMoney({ minor, currency: row.currency as Currency }, locale)
  const text = (ltr = false): Styles[string] => ({
    direction: ltr ? 'ltr' : direction,
    textAlign: rtl ? 'right' : 'left',
  })
  const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00Z`, locale) : '')

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

  const heading: Line[] = [
    { label: t('issuedOn'), value: day(input.issuedOn), ltr: true },
    { label: t('investmentNumber'), value: String(row.investmentNumber), ltr: true },
    { label: t('investor'), value: row.investorName },
    ...(row.identity ? [{ label: t('identity'), value: row.identity.number, ltr: true }] : []),
  ]
  const allotment: Line[] = [
    { label: t('company'), value: companyName },
    { label: t('securities'), value: t(`types.${raisingType}`) },
    {
      label: raisingType === 'bonds' ? t('unitsBonds') : t('unitsStock'),
      value: number(row.units),
      ltr: true,
    },
    { label: t('unitPrice'), value: money(row.unitPriceMinor) },
    { label: t('amount'), value: money(row.amountMinor) },
    ...(row.paidOn ? [{ label: t('paidOn'), value: day(row.paidOn), ltr: true }] : []),
    ...(row.approvedOn ? [{ label: t('approvedOn'), value: day(row.approvedOn), ltr: true }] : []),
  ]
  const site = messages.Site.name

  const document = (
    <Document title={`${t('title')} ${row.investmentNumber}`} author={site} language={locale}>
      <Page size="A4" style={styles.page}>
        <Text style={[styles.site, text()]}>{site}</Text>
        <Text style={[styles.title, text()]}>{t('title')}</Text>
        {rows(heading)}
        <Text style={[styles.heading, text()]}>{t('heading')}</Text>
        {rows(allotment)}
        <Text style={[styles.statement, text()]}>
          {t('statement', { company: companyName, site, investor: row.investorName })}
        </Text>
        <Text style={[styles.note, text()]}>{t('note', { site })}</Text>
      </Page>
    </Document>
  )
  return renderToBuffer(document)
}
