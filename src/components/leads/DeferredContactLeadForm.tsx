'use client'

import { useEffect, useState, type ComponentProps } from 'react'

import type { ContactLeadForm as ContactLeadFormType } from './ContactLeadForm'

type Props = ComponentProps<typeof ContactLeadFormType>

/**
 * The footer's contact form, loaded once the page is up: its code (form library, schemas, phone
 * metadata) is not needed to show and hydrate the page, and would otherwise weigh on every
 * page's first load. Until then the form's heading holds its place.
 */
export function DeferredContactLeadForm(props: Props) {
  const [Form, setForm] = useState<typeof ContactLeadFormType | null>(null)
  useEffect(() => {
    let active = true
    void import('./ContactLeadForm').then((module) => {
      if (active) setForm(() => module.ContactLeadForm)
    })
    return () => {
      active = false
    }
  }, [])
  if (Form) return <Form {...props} />
  const Heading = props.headingLevel ?? 'h2'
  return (
    <div className="lead-form lead-form--loading" aria-busy="true">
      <Heading className="lead-form__title">{props.title}</Heading>
    </div>
  )
}
