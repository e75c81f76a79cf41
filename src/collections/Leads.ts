import type { CollectionConfig, Field } from 'payload'

import { isAdmin, isContentEditor } from '@/access/is-staff'
import { nobody } from '@/access/staff-roles'
import { utmKeys } from '@/domain/utm'

const text = (name: string, en: string, he: string): Field => ({
  name,
  type: 'text',
  label: { en, he },
  admin: { readOnly: true },
})

/**
 * Contact requests from the site's lead forms (footer, timeout popup, contacts page). Written only
 * by the server after validation (`server/leads/submit-lead`); editors and administrators read,
 * filter, export and mark them handled.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: { en: 'Lead', he: 'פנייה' }, plural: { en: 'Leads', he: 'פניות' } },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: [
      'createdAt',
      'type',
      'firstName',
      'lastName',
      'fullName',
      'phone',
      'email',
      'projectName',
      'source',
      'handled',
    ],
    components: { beforeListTable: ['@/components/admin/ExportLeadsButton#ExportLeadsButton'] },
    description: {
      en: 'Filter by form, date or handled; the export downloads the leads as CSV.',
      he: 'סינון לפי טופס, תאריך או טיפול; הייצוא מוריד את הפניות כקובץ CSV.',
    },
    listSearchableFields: ['firstName', 'lastName', 'fullName', 'email', 'phone', 'projectName'],
    group: { en: 'Leads', he: 'פניות' },
  },
  defaultSort: '-createdAt',
  access: { read: isContentEditor, create: nobody, update: isContentEditor, delete: isAdmin },
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      label: { en: 'Form', he: 'טופס' },
      options: [
        { value: 'general', label: { en: 'Footer contact form', he: 'טופס יצירת קשר בתחתית' } },
        { value: 'timeout', label: { en: 'Timeout popup', he: 'חלון קופץ' } },
        { value: 'contacts', label: { en: 'Contacts page', he: 'עמוד צור קשר' } },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'handled',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { en: 'Handled', he: 'טופל' },
      admin: { position: 'sidebar' },
    },
    text('formName', 'Form name', 'שם הטופס'),
    text('subject', 'Subject', 'נושא'),
    text('firstName', 'First name', 'שם פרטי'),
    text('lastName', 'Last name', 'שם משפחה'),
    text('fullName', 'Full name', 'שם מלא'),
    text('phone', 'Phone', 'טלפון'),
    text('email', 'E-mail', 'דוא"ל'),
    {
      name: 'message',
      type: 'textarea',
      label: { en: 'Message', he: 'הודעה' },
      admin: { readOnly: true },
    },
    {
      name: 'agreeInfo',
      type: 'checkbox',
      label: { en: 'Agreed to receive information', he: 'הסכים לקבל מידע' },
      admin: { readOnly: true },
    },
    text('projectName', 'Project', 'פרויקט'),
    text('projectCategory', 'Project category', 'קטגוריית הפרויקט'),
    text('source', 'Sent from (path)', 'נשלח מ (נתיב)'),
    text('clientInfo', 'Browser', 'דפדפן'),
    {
      name: 'locale',
      type: 'select',
      label: { en: 'Language', he: 'שפה' },
      options: [
        { value: 'he', label: 'עברית' },
        { value: 'en', label: 'English' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'utm',
      type: 'group',
      label: { en: 'Campaign', he: 'קמפיין' },
      fields: utmKeys.map((key) => text(key, key, key)),
    },
  ],
}
