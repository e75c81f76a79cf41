import type { GlobalConfig } from 'payload'

import { isAdminOrCompliance } from '@/access/staff-roles'
import { forgetSettingsAfterChange } from '@/server/for-payload-config'

/** What the identity check asks of investors; compliance may change it without a release. */
export const IdentityCheck: GlobalConfig = {
  slug: 'identity-check',
  label: { en: 'Identity check', he: 'בדיקת זהות' },
  admin: { group: { en: 'Compliance', he: 'ציות' } },
  access: { read: isAdminOrCompliance, update: isAdminOrCompliance },
  hooks: { afterChange: [forgetSettingsAfterChange] },
  fields: [
    {
      name: 'selfieRequired',
      type: 'checkbox',
      defaultValue: false,
      label: {
        en: 'Require a photo of the investor holding the document',
        he: 'לדרוש צילום של המשקיע אוחז במסמך',
      },
    },
    {
      name: 'maxDocumentMegabytes',
      type: 'number',
      required: true,
      defaultValue: 10,
      min: 1,
      // Payload refuses any upload above 10 MB before this setting is read (payload.config.ts).
      max: 10,
      label: { en: 'Largest document (MB)', he: 'גודל מסמך מרבי (MB)' },
    },
  ],
}
