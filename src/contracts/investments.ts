import {
  investmentRequestSchema,
  investmentUpdateSchema,
} from '@/domain/investments/investment-request'
import {
  investmentStatuses,
  paymentMethods,
  paymentStates,
} from '@/domain/investments/investment-status'
import { currencies } from '@/domain/money'
import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'

const tag = 'Investments'
const id = z.number().int().positive()
/** Minor units (agorot, cents). */
const minor = z.number().int()

/** An investment as its owner reads it (amounts in minor units). */
export const investmentSummarySchema = z.object({
  id,
  number: z.number().int(),
  reference: z.string(),
  status: z.enum(investmentStatuses),
  paymentState: z.enum(paymentStates),
  /** Owed back after a card refund failed. */
  refundFailed: z.boolean(),
  method: z.enum(paymentMethods),
  amount: minor,
  /** The card's clearing fee (0 for a transfer). */
  fee: minor,
  currency: z.enum(currencies),
  units: z.number().int(),
  unitPrice: minor,
  sharePackage: z.string().nullable(),
  card: z.object({ brand: z.string().nullable(), last4: z.string() }).nullable(),
  createdAt: z.string(),
})

/** A row of the investor's investments table: the investment and its raise. */
export const investmentRowSchema = investmentSummarySchema.extend({
  project: z
    .object({
      alias: z.string(),
      name: z.string(),
      raisingType: z.enum(['stock', 'bonds']).nullable().optional(),
    })
    .nullable(),
  /** The investor's identity check is approved. */
  verified: z.boolean(),
  /** The raise against its minimum. */
  progressPercent: z.number(),
  /** The investor may still cancel it: the raise is open and so is its window. */
  cancellable: z.boolean(),
})

export const invoiceSchema = z.object({
  id,
  number: z.string(),
  /** The investment's id. */
  investment: id.nullable(),
  amount: minor,
  currency: z.enum(currencies),
  status: z.enum(['open', 'paid', 'void']),
  pdfUrl: z.string(),
  createdAt: z.string(),
})

const investmentId = z.object({ investment: id }, { error: 'badRequest' })
/** A positive whole number, sent as a number or as its digits; missing is `required`. */
const idField = z.preprocess(
  (value) =>
    value === '' || value === null
      ? undefined
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : value,
  z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'badRequest') })
    .int('badRequest')
    .positive('badRequest'),
)

export const createInvestmentRoute = defineRoute({
  method: 'POST',
  path: '/api/investition',
  specPath: '/investition',
  tag,
  caller: 'investor',
  summary: 'Invest in a raise',
  description:
    'Spec 7. The amount in major units as typed, or a share package; the confirmations of the agreement step. A card investment answers the card page to open (`checkoutUrl`; null with `cardSetupError` when the provider could not be reached: `POST /api/investition/card-setup` tries again); a transfer answers its payment request.',
  input: investmentRequestSchema,
  output: investmentSummarySchema.extend({
    checkoutUrl: z.string().nullable().optional(),
    cardSetupError: z.string().optional(),
    paymentRequest: z.object({ id, pdfUrl: z.string() }).optional(),
  }),
  status: 201,
  headers: {
    'Idempotency-Key': {
      required: true,
      description:
        'One per form submission (8-100 letters, digits, `_` or `-`). The same key again answers the investment it made, with 200; with another body, IDEMPOTENCY_KEY_REUSED.',
    },
  },
  errors: [
    'UNAUTHENTICATED',
    'IDEMPOTENCY_KEY_INVALID',
    'IDEMPOTENCY_KEY_REUSED',
    'NOT_FOUND',
    'PROJECT_NOT_OPEN',
    'PROFILE_INCOMPLETE',
    'COMPANY_ACCOUNT',
    'MINOR_CANNOT_INVEST',
    'IDENTITY_REJECTED',
    'OVER_LEGAL_LIMIT',
    'RAISE_LIMIT_REACHED',
    'CARD_AMOUNT_ABOVE_LIMIT',
    'CARD_PAYMENTS_UNAVAILABLE',
    'FX_RATE_MISSING',
    'BANK_DETAILS_MISSING',
  ],
})

export const changeInvestmentRoute = defineRoute({
  method: 'POST',
  path: '/api/investition/update',
  specPath: '/investition/update',
  tag,
  caller: 'investor',
  summary: 'Change or cancel an investment',
  description:
    'Spec 7. While the raise is open and its changes window has not closed (the payment settings’ hours before the close: CHANGES_CLOSED): a pending pledge takes a new amount, share package or method; any live pledge, a paid one too, may be cancelled (`cancel: true`; what was paid is then owed back), except while its card charge is in flight.',
  input: investmentUpdateSchema,
  output: investmentSummarySchema,
  errors: [
    'UNAUTHENTICATED',
    'NOT_FOUND',
    'INVESTMENT_NOT_CHANGEABLE',
    'PROFILE_INCOMPLETE',
    'CHANGES_CLOSED',
    'PROJECT_NOT_OPEN',
    'OVER_LEGAL_LIMIT',
    'RAISE_LIMIT_REACHED',
    'CARD_AMOUNT_ABOVE_LIMIT',
    'CARD_PAYMENTS_UNAVAILABLE',
  ],
})

export const startCardSetupRoute = defineRoute({
  method: 'POST',
  path: '/api/investition/card-setup',
  tag,
  caller: 'investor',
  summary: "Open a card investment's card page again",
  description: "A new page of the card provider for the investor's own card investment.",
  input: investmentId,
  output: z.object({ checkoutUrl: z.string() }),
  errors: [
    'UNAUTHENTICATED',
    'INVESTMENT_NOT_FOUND',
    'CARD_SETUP_NOT_ALLOWED',
    'CARD_GATEWAY_FAILED',
    'CARD_PAYMENTS_UNAVAILABLE',
  ],
})

export const confirmChargeRoute = defineRoute({
  method: 'POST',
  path: '/api/investition/confirm-charge',
  tag,
  caller: 'investor',
  summary: 'Confirm a held charge with the bank',
  description:
    "The investor's bank page (3-D Secure, through the card provider) for a charge that waits for them.",
  input: investmentId,
  output: z.object({ url: z.string() }),
  errors: ['UNAUTHENTICATED', 'INVESTMENT_NOT_FOUND', 'CARD_GATEWAY_FAILED'],
})

export const sendBankDetailsRoute = defineRoute({
  method: 'POST',
  path: '/api/investor/send-bank-details',
  tag,
  caller: 'investor',
  summary: "E-mail an open payment request's bank details",
  description: 'Spec 7. The PDF of the payment request attached.',
  input: z.object({ invoice_id: idField }, { error: 'badRequest' }),
  output: z.object({ sent: z.literal(true) }),
  errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'PAYMENT_REQUEST_CLOSED', 'RATE_LIMITED'],
})

export const investmentPageSizes = [10, 25, 50] as const

export const listOwnInvestmentsRoute = defineRoute({
  method: 'GET',
  path: '/api/investor/investments',
  tag,
  caller: 'investor',
  summary: "The investor's investments, a page at a time",
  description:
    'Spec 3, the investments table; with the totals of the last 12 and 6 months in shekels.',
  input: z.object({
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .refine((size) => (investmentPageSizes as readonly number[]).includes(size))
      .catch(10)
      .default(10),
  }),
  output: z.object({
    investments: z.array(investmentRowSchema),
    totalDocs: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
    totals: z.object({
      currency: z.literal('ILS'),
      last12MonthsMinor: minor,
      last6MonthsMinor: minor,
    }),
  }),
  errors: ['UNAUTHENTICATED'],
})

export const listOwnInvestmentsInProjectRoute = defineRoute({
  method: 'GET',
  path: '/api/catalog/investor/projects/{alias}/investments',
  params: { alias: /^[a-z0-9-]{1,200}$/ },
  tag,
  caller: 'investor',
  summary: "The investor's investments in one raise",
  description: 'Spec 7. Newest first (the invest page’s finish step).',
  input: z.object({}),
  output: z.object({ investments: z.array(investmentSummarySchema) }),
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
})

export const listOwnInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/investor/invoices',
  tag,
  caller: 'investor',
  summary: "The investor's payment requests",
  description: 'Spec 7. Newest first, paid and voided ones included.',
  input: z.object({}),
  output: z.object({ invoices: z.array(invoiceSchema) }),
  errors: ['UNAUTHENTICATED'],
})

export const investmentRoutes = [
  createInvestmentRoute,
  changeInvestmentRoute,
  startCardSetupRoute,
  confirmChargeRoute,
  sendBankDetailsRoute,
  listOwnInvestmentsRoute,
  listOwnInvestmentsInProjectRoute,
  listOwnInvoicesRoute,
]
