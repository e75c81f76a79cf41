import type { CollectionConfig } from 'payload'

import { isAdminOrCompliance, nobody } from '@/access/staff-roles'
import { recordActorEmail } from '@/hooks/record-actor-email'

/** Every action the log records, with its label in both languages (the review screen reads them). */
export const auditActions = [
  { value: 'investor.unlocked', label: { en: 'Account unlocked', he: 'חשבון שוחרר' } },
  { value: 'investor.locked', label: { en: 'Account locked', he: 'חשבון ננעל' } },
  {
    value: 'investor.two-factor-enabled',
    label: { en: 'Two-step sign-in turned on', he: 'אימות דו-שלבי הופעל' },
  },
  {
    value: 'investor.two-factor-disabled',
    label: { en: 'Two-step sign-in turned off', he: 'אימות דו-שלבי בוטל' },
  },
  {
    value: 'investor.recovery-code-used',
    label: { en: 'Sign-in with a recovery code', he: 'כניסה עם קוד שחזור' },
  },
  {
    value: 'email-outbox.opened',
    label: { en: 'Outgoing e-mail opened', he: 'נפתח דוא"ל יוצא' },
  },
  {
    value: 'identity.opened',
    label: { en: 'Identity details opened', he: 'נפתחו פרטי זיהוי' },
  },
  {
    value: 'investor-document.opened',
    label: { en: 'Investor document opened', he: 'נפתח מסמך משקיע' },
  },
  {
    value: 'identity.changed',
    label: {
      en: 'Identity details changed by the investor',
      he: 'פרטי הזיהוי שונו על ידי המשקיע',
    },
  },
  {
    value: 'kyc.submitted',
    label: { en: 'Identity check submitted', he: 'בדיקת זהות הוגשה' },
  },
  { value: 'kyc.approved', label: { en: 'Identity check approved', he: 'בדיקת זהות אושרה' } },
  { value: 'kyc.rejected', label: { en: 'Identity check rejected', he: 'בדיקת זהות נדחתה' } },
  {
    value: 'kyc.more-info-requested',
    label: { en: 'More information requested', he: 'התבקש מידע נוסף' },
  },
  {
    value: 'investor-type.verified',
    label: { en: 'Investor type verified', he: 'סוג המשקיע אומת' },
  },
  {
    value: 'investor-type.rejected',
    label: { en: 'Investor type rejected', he: 'סוג המשקיע נדחה' },
  },
  {
    value: 'leader-request.submitted',
    label: { en: 'Leader request sent', he: 'נשלחה בקשת משקיע מוביל' },
  },
  {
    value: 'leader-request.approved',
    label: { en: 'Leader request approved', he: 'בקשת משקיע מוביל אושרה' },
  },
  {
    value: 'leader-request.rejected',
    label: { en: 'Leader request rejected', he: 'בקשת משקיע מוביל נדחתה' },
  },
  {
    value: 'suitability.answered',
    label: { en: 'Suitability questionnaire answered', he: 'שאלון ההתאמה נענה' },
  },
  {
    value: 'investor.exported',
    label: { en: "Investor's data exported", he: 'נתוני המשקיע יוצאו' },
  },
  { value: 'investment.created', label: { en: 'Investment made', he: 'בוצעה השקעה' } },
  { value: 'investment.changed', label: { en: 'Investment changed', he: 'השקעה שונתה' } },
  { value: 'investment.cancelled', label: { en: 'Investment cancelled', he: 'השקעה בוטלה' } },
  { value: 'investment.card-saved', label: { en: 'Card saved', he: 'כרטיס נשמר' } },
  { value: 'investment.card-refused', label: { en: 'Card refused', he: 'כרטיס נדחה' } },
  {
    value: 'payment-request.sent',
    label: { en: 'Bank details e-mailed', he: 'פרטי הבנק נשלחו בדוא"ל' },
  },
  {
    value: 'project.status-changed',
    label: { en: 'Project status changed', he: 'סטטוס הפרויקט שונה' },
  },
  {
    value: 'raise.minimum-reached',
    label: { en: 'Raise reached its minimum', he: 'הגיוס הגיע ליעד המינימלי' },
  },
  { value: 'investment.charge-sent', label: { en: 'Card charge sent', he: 'חיוב כרטיס נשלח' } },
  { value: 'investment.charged', label: { en: 'Card charged', he: 'הכרטיס חויב' } },
  {
    value: 'investment.charged-after-end',
    label: { en: 'Card charged after the pledge ended', he: 'הכרטיס חויב אחרי סיום ההתחייבות' },
  },
  {
    value: 'investment.charge-needs-investor',
    label: { en: 'Charge waits for the investor', he: 'החיוב ממתין למשקיע' },
  },
  {
    value: 'investment.charge-declined',
    label: { en: 'Card charge declined', he: 'חיוב הכרטיס נדחה' },
  },
  {
    value: 'investment.failed',
    label: { en: 'Investment failed (not paid)', he: 'ההשקעה נכשלה (לא שולמה)' },
  },
  {
    value: 'investment.transfer-received',
    label: { en: 'Transfer received', he: 'העברה התקבלה' },
  },
  {
    value: 'investment.transfer-cancelled',
    label: { en: 'Unpaid transfer cancelled', he: 'העברה שלא שולמה בוטלה' },
  },
  { value: 'investment.card-released', label: { en: 'Card released', he: 'הכרטיס שוחרר' } },
  { value: 'investment.refund-due', label: { en: 'Refund due', he: 'נדרש החזר' } },
  { value: 'investment.refunded', label: { en: 'Refund recorded', he: 'ההחזר נרשם' } },
  {
    value: 'investment.refund-sent',
    label: { en: 'Card refund sent', he: 'החזר לכרטיס נשלח' },
  },
  {
    value: 'investment.refund-failed',
    label: { en: 'Card refund failed', he: 'ההחזר לכרטיס נכשל' },
  },
  {
    value: 'investment.refund-retry',
    label: { en: 'Card refund to be sent again', he: 'ההחזר לכרטיס יישלח שוב' },
  },
  {
    value: 'investment.card-detached',
    label: { en: 'Saved card removed at the provider', he: 'הכרטיס השמור הוסר אצל הספק' },
  },
  { value: 'investment.approved', label: { en: 'Investment approved', he: 'ההשקעה אושרה' } },
  {
    value: 'ledger.drift-found',
    label: { en: 'Ledger drift found', he: 'נמצאה סטייה בספר החשבונות' },
  },
  {
    value: 'ledger.drift-resolved',
    label: { en: 'Ledger drift resolved', he: 'סטייה בספר החשבונות נסגרה' },
  },
  {
    value: 'raise.totals-recounted',
    label: { en: 'Raise totals recounted', he: 'סכומי הגיוס חושבו מחדש' },
  },
  {
    value: 'company-inquiry.submitted',
    label: { en: 'Company inquiry submitted', he: 'פניית חברה הוגשה' },
  },
  {
    value: 'company-inquiry.review-started',
    label: { en: 'Company inquiry taken into review', he: 'פניית חברה נלקחה לבדיקה' },
  },
  {
    value: 'company-inquiry.more-info-requested',
    label: { en: 'More information asked of a company', he: 'התבקש מידע נוסף מחברה' },
  },
  {
    value: 'company-inquiry.approved',
    label: { en: 'Company inquiry approved', he: 'פניית חברה אושרה' },
  },
  {
    value: 'company-inquiry.denied',
    label: { en: 'Company inquiry denied', he: 'פניית חברה נדחתה' },
  },
  {
    value: 'company-update.posted',
    label: { en: 'Company update posted', he: 'חברה פרסמה עדכון' },
  },
  {
    value: 'company-update.removed',
    label: { en: 'Company update removed', he: 'עדכון של חברה הוסר' },
  },
  {
    value: 'company-inquiry-file.opened',
    label: { en: 'Company inquiry file opened', he: 'נפתח קובץ של פניית חברה' },
  },
  {
    value: 'staff.email-changed',
    label: { en: 'Staff e-mail address changed', he: 'כתובת דוא"ל של איש צוות שונתה' },
  },
  {
    value: 'staff.email-change-undone',
    label: { en: 'Staff e-mail change undone', he: 'שינוי דוא"ל של איש צוות בוטל' },
  },
  {
    value: 'staff.setup-link-issued',
    label: { en: 'Staff setup link issued', he: 'הונפק קישור הגדרה לאיש צוות' },
  },
  {
    value: 'staff.setup-completed',
    label: { en: 'Staff account set up', he: 'חשבון איש צוות הוגדר' },
  },
] satisfies { value: string; label: { en: string; he: string } }[]

/**
 * Who did what to an investor account or its data (unlocks, locks, identity-check decisions, a
 * staff member opening the investor's messages, identity details or documents). Append-only: no
 * API caller may change or delete an entry, and the database refuses it too (a trigger, see the
 * migration `identity_check`).
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: {
    singular: { en: 'Audit entry', he: 'רשומת ביקורת' },
    plural: { en: 'Audit log', he: 'יומן ביקורת' },
  },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['action', 'investor', 'actor', 'createdAt'],
    group: { en: 'Administration', he: 'ניהול' },
  },
  access: { read: isAdminOrCompliance, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeChange: [recordActorEmail] },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      label: { en: 'Action', he: 'פעולה' },
      options: auditActions,
    },
    {
      name: 'investor',
      type: 'relationship',
      relationTo: 'investors',
      label: { en: 'Account', he: 'חשבון' },
    },
    {
      name: 'investment',
      type: 'relationship',
      relationTo: 'investments',
      label: { en: 'Investment', he: 'השקעה' },
    },
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      label: { en: 'Project', he: 'פרויקט' },
    },
    {
      name: 'actor',
      type: 'relationship',
      relationTo: 'users',
      label: { en: 'Staff member', he: 'איש צוות' },
    },
    {
      // Kept as text too: the entry must still say who acted if the staff account is removed.
      name: 'actorEmail',
      type: 'text',
      label: { en: 'Staff member (e-mail)', he: 'איש צוות (דוא"ל)' },
    },
    { name: 'details', type: 'json', label: { en: 'Details', he: 'פרטים' } },
  ],
}
