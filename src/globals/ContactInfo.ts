import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isContentEditor, isStaff } from '@/access/is-staff'

import { revalidateGlobal } from './Navigation'

/** The company's contact details, shown on the contacts page and in the footer. */
export const ContactInfo: GlobalConfig = {
  slug: 'contact-info',
  label: { en: 'Contact details', he: 'פרטי התקשרות' },
  admin: { group: { en: 'Site', he: 'אתר' } },
  access: { read: anyone, update: isContentEditor },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'address',
      type: 'textarea',
      localized: true,
      label: { en: 'Address', he: 'כתובת' },
    },
    { name: 'phone', type: 'text', label: { en: 'Phone', he: 'טלפון' } },
    { name: 'email', type: 'email', label: { en: 'E-mail', he: 'דוא"ל' } },
    {
      name: 'leadRecipients',
      type: 'text',
      label: { en: 'Staff e-mails for new leads', he: 'כתובות צוות לפניות חדשות' },
      // The global is public; the staff addresses are not.
      access: { read: isStaff },
      admin: {
        description: {
          en: 'Comma-separated. Each new lead is e-mailed to these addresses.',
          he: 'מופרדות בפסיקים. כל פנייה חדשה נשלחת לכתובות אלו.',
        },
      },
    },
    {
      name: 'hours',
      type: 'text',
      localized: true,
      label: { en: 'Opening hours', he: 'שעות פעילות' },
    },
  ],
}
