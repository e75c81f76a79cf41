/** The card typed on the Cardcom stand-in's page as a person would type it. */
export type TypedCard = {
  cardNumber: string
  expiry?: string
  cvv?: string
  identityNumber?: string
}

/**
 * Opens the stand-in's Cardcom page, checks it is the test page, and submits the card in its form.
 * Answers the submit's response (303 to the success or failed URL, or the form again with an error).
 */
export async function saveCardOnCardcomPage(pageUrl: string, card: TypedCard): Promise<Response> {
  const page = await fetch(pageUrl)
  if (page.status !== 200) throw new Error(`card page answered ${page.status}`)
  const html = await page.text()
  if (!html.includes('data-testid="test-payments"')) throw new Error('not the test payments page')
  const action = new URL(html.match(/<form method="post" action="([^"]+)"/)![1]!, pageUrl)
  return fetch(action, {
    method: 'POST',
    body: new URLSearchParams({
      cardNumber: card.cardNumber,
      expiry: card.expiry ?? '10/30',
      cvv: card.cvv ?? '123',
      identityNumber: card.identityNumber ?? '000000018',
    }),
    redirect: 'manual',
  })
}
