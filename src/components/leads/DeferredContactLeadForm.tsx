'use client'

import { useEffect, useRef, useState, type ComponentProps } from 'react'

import type { ContactLeadForm as ContactLeadFormType } from './ContactLeadForm'

type Props = ComponentProps<typeof ContactLeadFormType>

/**
 * A contact form whose code (form library, schemas, phone metadata: more script than the rest of
 * the page) loads only when the form comes within a screen's height of the viewport. The footer
 * form sits below everything a visitor came for; loading it with the page cost phones half a
 * second of main thread, most of it while the page was still settling. Until then the form's
 * heading holds its place at its full height, so nothing in view moves when it arrives.
 */
export function DeferredContactLeadForm(props: Props) {
  const [Form, setForm] = useState<typeof ContactLeadFormType | null>(null)
  const placeholder = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = placeholder.current
    if (!element) return
    let active = true
    const load = () =>
      void import('./ContactLeadForm').then((module) => {
        if (active) setForm(() => module.ContactLeadForm)
      })
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        load()
      },
      { rootMargin: '0px 0px 100% 0px' },
    )
    observer.observe(element)
    return () => {
      active = false
      observer.disconnect()
    }
  }, [])

  if (Form) return <Form {...props} />
  const Heading = props.headingLevel ?? 'h2'
  return (
    <div ref={placeholder} className="lead-form lead-form--loading" aria-busy="true">
      <Heading className="lead-form__title">{props.title}</Heading>
    </div>
  )
}
