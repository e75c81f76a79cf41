/**
 * The parts of Cardcom's v11 messages we send and read, in Cardcom's spelling [SPEC schemas of the
 * same names; docs/providers/cardcom-v11.openapi.json]. Optional fields are those the schema does
 * not require; answers are read defensively (any field may be missing or null).
 */

/** `ErrorInfo`: the body of a 400 (invalid request) or 401 (wrong credentials: 603). */
export type ErrorInfo = { ResponseCode?: number; Description?: string | null }

export type CreateLowProfileResponse = {
  ResponseCode?: number
  Description?: string | null
  LowProfileId?: string | null
  Url?: string | null
}

/** `TokenInfo`: filled for CreateTokenOnly and ChargeAndCreateToken pages. */
export type TokenInfo = {
  Token?: string
  /** yyyyMMdd: the day Cardcom deletes the token (the first after the card's expiry). */
  TokenExDate?: string
  CardYear?: number
  CardMonth?: number
}

/** `TransactionInfo`: a charge's answer, and a page's `TranzactionInfo`. */
export type TransactionInfo = {
  ResponseCode?: number
  Description?: string | null
  TranzactionId?: number
  TerminalNumber?: number
  Amount?: number
  CoinId?: number
  Last4CardDigitsString?: string | null
  CardMonth?: number
  CardYear?: number
  Brand?: string
  Issuer?: string
  IsRefund?: boolean
  IssuerAuthCodeDescription?: string | null
}

/** `LowProfileResult`: GetLpResult's answer, and the body of the page's callback. */
export type LowProfileResult = {
  ResponseCode?: number
  Description?: string | null
  TerminalNumber?: number
  LowProfileId?: string
  ReturnValue?: string | null
  TokenInfo?: TokenInfo | null
  TranzactionInfo?: TransactionInfo | null
  UIValues?: { CardYear?: number; CardMonth?: number } | null
}

export type RefundByTransactionIdResp = {
  ResponseCode?: number
  Description?: string | null
  NewTranzactionId?: number | null
}

/** `ExtShvaParams`: GetTransactionInfoById's answer is a list of these (Shva's raw fields). */
export type ExtShvaParams = {
  /** Shva's status: 0 approved (an assumption: Cardcom documents no values). */
  Status1?: number
  /** The amount in agorot or cents (an assumption: Shva's field 36 is in minor units). */
  Sum36?: number
  InternalDealNumber?: number
  CardToken?: string | null
}
