import type { Field } from 'payload'

type Label = { en: string; he: string }

export const localizedText = (name: string, label: Label, required = true): Field => ({
  name,
  type: 'text',
  localized: true,
  required,
  label,
})

export const localizedTextarea = (name: string, label: Label, required = false): Field => ({
  name,
  type: 'textarea',
  localized: true,
  required,
  label,
})

export const headingField = localizedText('heading', { en: 'Heading', he: 'כותרת' }, false)
