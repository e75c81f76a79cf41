import { CardGatewayError } from './card-gateway'
import type { ErrorInfo } from './cardcom-wire'

/**
 * A call that may or may not have reached Cardcom: no answer (a network failure, our timeout) or a
 * failure of theirs (5xx, 429). A charge then is looked up before it is asked again.
 */
export class CardcomUnanswered extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CardcomUnanswered'
  }
}

export type CardcomTransport = {
  /**
   * POSTs JSON to `/api/v11/{operation}` [SPEC: every operation we use is a POST of JSON, with the
   * credentials in the body] and answers the 200's body. A 400 (the request is invalid, `ErrorInfo`)
   * throws a refused CardGatewayError; a 401 (603, wrong credentials [OBS-603]) one that is not
   * refused (our configuration, not the request); no answer or a 5xx throws CardcomUnanswered.
   */
  post<T>(operation: string, body: Record<string, unknown>): Promise<T>
  /** The same for a read, which is safe to ask again: up to twice more when unanswered. */
  read<T>(operation: string, body: Record<string, unknown>): Promise<T>
}

const readRetries = 2
const retryPauseMs = 250

export function cardcomTransport(apiBase: string, timeoutMs: number): CardcomTransport {
  const base = apiBase.replace(/\/+$/, '')

  async function post<T>(operation: string, body: Record<string, unknown>): Promise<T> {
    let response: Response
    let text: string
    try {
      response = await fetch(`${base}/api/v11/${operation}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      text = await response.text()
    } catch (error) {
      throw new CardcomUnanswered(`cardcom: ${operation}: no answer (${(error as Error).message})`)
    }
    const parsed = parseJson(text)
    if (response.status === 200 && parsed !== undefined) return parsed as T
    const info = (parsed ?? {}) as ErrorInfo
    const code = typeof info.ResponseCode === 'number' ? `cardcom-${info.ResponseCode}` : null
    const said = `${response.status}${code ? ` ${code}` : ''}: ${info.Description ?? text.slice(0, 200)}`
    if (response.status === 400)
      throw new CardGatewayError(`cardcom: ${operation}: refused ${said}`, code, true)
    if (response.status === 401 || response.status === 403)
      throw new CardGatewayError(`cardcom: ${operation}: credentials refused ${said}`, code, false)
    throw new CardcomUnanswered(`cardcom: ${operation}: failed ${said}`)
  }

  async function read<T>(operation: string, body: Record<string, unknown>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await post<T>(operation, body)
      } catch (error) {
        if (!(error instanceof CardcomUnanswered) || attempt >= readRetries) throw error
        await new Promise((resolve) => setTimeout(resolve, retryPauseMs * (attempt + 1)))
      }
    }
  }

  return { post, read }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** Runs a call whose lack of an answer is, for the caller, a failure to reach Cardcom. */
export async function reached<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof CardcomUnanswered) throw new CardGatewayError(error.message)
    throw error
  }
}
