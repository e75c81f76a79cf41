import { cardProviderNote } from '@/collections/investments/Investments/card-provider-note'

import { messagesFor } from './messages'

// Read when the server starts: the deployment's card provider does not change while it runs.
const cardProviderNoteTexts = cardProviderNote(process.env)

/**
 * The few texts Payload itself draws from our catalogues (a document tab's label is given only
 * Payload's own `t`, and the investments list's note on the card provider): added to its translations under `custom:`, from messages/*.json. Also
 * "yes"/"no" for a checkbox in a list (Payload writes "true"/"false", lower-cased, in Hebrew too).
 */
export const adminTranslations = {
  en: {
    general: { true: 'Yes', false: 'No' },
    custom: {
      projectCloseTab: messagesFor('en').ProjectClose.tab,
      transfersTab: messagesFor('en').TransfersAdmin.tab,
      cardProviderNote: cardProviderNoteTexts.en,
    },
  },
  he: {
    general: { true: 'כן', false: 'לא' },
    custom: {
      projectCloseTab: messagesFor('he').ProjectClose.tab,
      transfersTab: messagesFor('he').TransfersAdmin.tab,
      cardProviderNote: cardProviderNoteTexts.he,
    },
  },
}
