import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/admin-or-self'
import { isAdmin, isStaff } from '@/access/is-staff'
import { nobody } from '@/access/staff-roles'
import { cookiesSecure } from '@/server/for-payload-config'

import { answerStaffError } from './hooks/answer-staff-error'
import { clearSignInFailuresAfterReset } from './hooks/clear-sign-in-failures'
import { guardStaffAuth } from './hooks/guard-staff-auth'
import { queueResetEmail } from './hooks/queue-reset-email'
import { noticeEmailChange } from './hooks/notice-email-change'
import { enforceStaffPasswordPolicy } from './hooks/password-policy'
import { emailStaffSetupLink, prepareStaffSetup } from './hooks/prepare-staff-setup'
import { requireCurrentPassword } from './hooks/require-current-password'
import { twoFactorFields } from './two-factor-fields'

/** Staff accounts (admin panel). Investors never log in here. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'Staff member', he: 'איש צוות' }, plural: { en: 'Staff', he: 'צוות' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'twoFactorEnabledAt'],
    group: { en: 'Administration', he: 'ניהול' },
  },
  auth: {
    // An idle timeout: the admin panel renews the session while it is used; 30 minutes without
    // use end it (it warns first).
    tokenExpiration: 30 * 60,
    // Payload's lockout let anyone lock any staff account with five wrong passwords; wrong
    // passwords block an address per source IP instead (guardStaffAuth).
    maxLoginAttempts: 0,
    cookies: { secure: cookiesSecure(), sameSite: 'Lax' },
  },
  access: {
    admin: isStaff,
    create: isAdmin,
    delete: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    unlock: nobody,
  },
  hooks: {
    afterError: [answerStaffError],
    afterOperation: [queueResetEmail, clearSignInFailuresAfterReset],
    afterChange: [emailStaffSetupLink, noticeEmailChange],
    beforeOperation: [guardStaffAuth, prepareStaffSetup],
    beforeValidate: [enforceStaffPasswordPolicy, requireCurrentPassword],
  },
  fields: [
    {
      name: 'setupNotice',
      type: 'ui',
      admin: {
        components: { Field: '@/components/admin/StaffSetupNotice#StaffSetupNotice' },
        condition: (data) => !data?.id,
      },
    },
    { name: 'name', type: 'text', label: { en: 'Name', he: 'שם' } },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      label: { en: 'Role', he: 'תפקיד' },
      saveToJWT: true,
      access: {
        update: ({ req }) => req.user?.collection === 'users' && req.user.role === 'admin',
      },
      options: [
        { value: 'admin', label: { en: 'Administrator', he: 'מנהל מערכת' } },
        { value: 'editor', label: { en: 'Content editor', he: 'עורך תוכן' } },
        { value: 'compliance', label: { en: 'Compliance', he: 'ציות' } },
      ],
    },
    {
      // Staff e-mails (setup link, an address change's notice) go out in this language.
      name: 'language',
      type: 'select',
      defaultValue: 'he',
      label: { en: 'Language of e-mails', he: 'שפת הודעות הדוא"ל' },
      options: [
        { value: 'he', label: 'עברית' },
        { value: 'en', label: 'English' },
      ],
    },
    {
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: { en: 'Current password', he: 'סיסמה נוכחית' },
      admin: {
        description: {
          en: 'Needed to change your own e-mail address or password.',
          he: 'נדרשת כדי לשנות את כתובת הדוא"ל או את הסיסמה שלך.',
        },
        components: { Field: '@/components/admin/CurrentPasswordField#CurrentPasswordField' },
        condition: (data, _sibling, { user }) => Boolean(user && data?.id === user.id),
      },
      hooks: { afterRead: [() => undefined] },
    },
    ...twoFactorFields,
  ],
}
