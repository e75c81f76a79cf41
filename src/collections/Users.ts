import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/admin-or-self'
import { isAdmin, isStaff } from '@/access/is-staff'
import { enforceStaffPasswordPolicy } from '@/hooks/staff-password-policy'

/** Staff accounts (admin panel). Investors never log in here. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { en: 'Staff member', he: 'איש צוות' }, plural: { en: 'Staff', he: 'צוות' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: { en: 'Administration', he: 'ניהול' },
  },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    maxLoginAttempts: 5,
    lockTime: 2 * 60 * 60 * 1000,
    cookies: {
      secure: process.env.NODE_ENV === 'production',
      sameSite: 'Lax',
    },
  },
  access: {
    admin: isStaff,
    create: isAdmin,
    delete: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
  },
  hooks: { beforeValidate: [enforceStaffPasswordPolicy] },
  fields: [
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
  ],
}
