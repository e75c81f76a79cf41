import { messagesFor } from './messages'

/**
 * The few texts Payload itself draws from our catalogues (a document tab's label is given only
 * Payload's own `t`): added to its translations under `custom:`, from messages/*.json.
 */
export const adminTranslations = {
  en: {
    custom: {
      projectCloseTab: messagesFor('en').ProjectClose.tab,
      transfersTab: messagesFor('en').TransfersAdmin.tab,
    },
  },
  he: {
    custom: {
      projectCloseTab: messagesFor('he').ProjectClose.tab,
      transfersTab: messagesFor('he').TransfersAdmin.tab,
    },
  },
}
