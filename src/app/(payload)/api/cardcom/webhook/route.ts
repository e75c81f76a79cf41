import { receiveCardWebhook } from '@/server/investments/card-payments/receive-card-webhook'

/**
 * POST /api/cardcom/webhook: Cardcom's callback after its card page (the page's WebHookUrl). It is
 * not signed: only the page it names is taken from it, and the page's result is read back from
 * Cardcom before anything is applied. Only POST: other methods get Next's 405.
 */
export const POST = (request: Request) => receiveCardWebhook(request, 'cardcom')
