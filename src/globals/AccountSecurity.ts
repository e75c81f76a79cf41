import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/access/is-staff'
import { smsGatewayProblems } from '@/domain/configuration/required-settings'
import { adminMessage } from '@/domain/admin-message'
import { forgetSettingsAfterChange } from '@/server/for-payload-config'

/** Account security settings an administrator may change without a release. */
export const AccountSecurity: GlobalConfig = {
  slug: 'account-security',
  label: { en: 'Account security', he: 'אבטחת חשבונות' },
  admin: { group: { en: 'Administration', he: 'ניהול' } },
  access: { read: isAdmin, update: isAdmin },
  hooks: { afterChange: [forgetSettingsAfterChange] },
  fields: [
    {
      name: 'phoneVerificationRequired',
      type: 'checkbox',
      defaultValue: false,
      // In production codes need an SMS gateway: turned on without one, no new account could
      // sign in, and every instance's /api/ready would answer 503 (required-settings.ts).
      validate: (value: unknown, { req }: { req: Parameters<typeof adminMessage>[0] }) => {
        if (value !== true || process.env.NODE_ENV !== 'production') return true
        const missing = smsGatewayProblems(process.env).map((problem) => problem.setting)
        return (
          !missing.length ||
          adminMessage(req, {
            en: `No SMS gateway is set up on the server (${missing.join(', ')}): codes could not be sent. See .env.example.`,
            he: `לא הוגדר בשרת שער SMS (${missing.join(', ')}): לא ניתן יהיה לשלוח קודים. ראו .env.example.`,
          })
        )
      },
      label: {
        en: 'Require phone verification before sign-in',
        he: 'לדרוש אימות טלפון לפני כניסה',
      },
    },
    {
      name: 'otpDefaultMethod',
      type: 'select',
      required: true,
      defaultValue: 'sms',
      options: [
        { value: 'sms', label: { en: 'Text message (SMS)', he: 'מסרון (SMS)' } },
        { value: 'email', label: { en: 'E-mail', he: 'דוא"ל' } },
      ],
      label: { en: 'Verification code sent by default by', he: 'ערוץ ברירת המחדל לקוד האימות' },
    },
    {
      name: 'failedLoginLimit',
      type: 'number',
      required: true,
      defaultValue: 5,
      min: 3,
      max: 20,
      label: {
        en: 'Failed passwords before password entry is blocked',
        he: 'סיסמאות שגויות עד לחסימת הזנת סיסמה',
      },
    },
    {
      name: 'passwordBlockMinutes',
      type: 'number',
      required: true,
      defaultValue: 120,
      min: 5,
      label: { en: 'Password entry block (minutes)', he: 'משך חסימת הזנת סיסמה (דקות)' },
    },
    {
      name: 'inactivityLockMonths',
      type: 'number',
      required: true,
      defaultValue: 12,
      min: 1,
      label: {
        en: 'Lock accounts inactive for (months)',
        he: 'נעילת חשבון לאחר חוסר פעילות (חודשים)',
      },
    },
    {
      name: 'passwordMaxAgeDays',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: { en: 'Password expires after (days, 0 = never)', he: 'תוקף סיסמה (ימים, 0 = ללא)' },
    },
    {
      name: 'sessionIdleMinutes',
      type: 'number',
      required: true,
      defaultValue: 60,
      min: 5,
      label: { en: 'Sign out after inactivity (minutes)', he: 'ניתוק לאחר חוסר פעילות (דקות)' },
    },
    {
      name: 'sessionMaxHours',
      type: 'number',
      required: true,
      defaultValue: 12,
      min: 1,
      label: { en: 'Longest session (hours)', he: 'משך הפעלה מרבי (שעות)' },
    },
  ],
}
