/** The card providers a deployment may choose (CARD_PROVIDER); each card pledge keeps its own. */
export const cardProviderNames = ['stripe', 'cardcom'] as const
export type CardProviderName = (typeof cardProviderNames)[number]

/** Their names as staff read them (brand names: the same in Hebrew and English). */
export const cardProviderLabels: Record<CardProviderName, string> = {
  stripe: 'Stripe',
  cardcom: 'Cardcom',
}

export function isCardProviderName(value: unknown): value is CardProviderName {
  return (cardProviderNames as readonly unknown[]).includes(value)
}
