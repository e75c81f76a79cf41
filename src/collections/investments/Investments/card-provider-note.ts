import { cardPaymentsOffered, cardProviderForNewCards } from '@/domain/configuration/card-payments'
import type { SettingsEnv } from '@/domain/configuration/required-settings'
import { cardProviderLabels } from '@/domain/investments/card-providers'

/**
 * The investments list's description: where new card pledges are saved in this deployment, so that
 * staff know which provider's dashboard to look in (each pledge's Card group names its own).
 */
export function cardProviderNote(env: SettingsEnv): Record<'en' | 'he', string> {
  const provider = cardProviderForNewCards(env)
  if (!cardPaymentsOffered(env) || provider === null)
    return {
      en: 'Card payments are not offered in this deployment: new investments are by bank transfer.',
      he: 'תשלום בכרטיס אינו מוצע בהתקנה זו: השקעות חדשות משולמות בהעברה בנקאית.',
    }
  const name = cardProviderLabels[provider]
  return {
    en: `Card provider for new investments: ${name}. Each investment's Card group shows where its card was saved.`,
    he: `ספק הסליקה להשקעות חדשות: ${name}. קבוצת הכרטיס בכל השקעה מראה היכן נשמר הכרטיס שלה.`,
  }
}
