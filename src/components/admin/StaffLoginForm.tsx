'use client'

import { useState, type FormEvent } from 'react'
import { staffLoginPath } from '@/contracts/other-addresses'

export type StaffLoginTexts = {
  title: string
  email: string
  password: string
  code: string
  codeHint: string
  submit: string
  verify: string
  setupLinkSent: string
  forgot: string
  failed: string
}

type Step = 'password' | 'code'
type LoginError = { message?: string; data?: { code?: string } }

export function StaffLoginForm(props: {
  texts: StaffLoginTexts
  redirectTo: string
  forgotHref: string
}) {
  const { texts } = props
  const [step, setStep] = useState<Step>('password')
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      const response = await fetch(staffLoginPath, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: form.get('email'),
          password: form.get('password'),
          code: step === 'password' ? undefined : form.get('code'),
        }),
      })
      if (response.ok) return window.location.assign(props.redirectTo)
      const body = (await response.json().catch(() => ({}))) as { errors?: LoginError[] }
      const failure = body.errors?.[0]
      const code = failure?.data?.code
      // Enrolment is only on the page the e-mailed setup link opens, never after a password.
      if (code === 'TWO_FACTOR_SETUP_REQUIRED') {
        setNotice(texts.setupLinkSent)
      } else if (code === 'TWO_FACTOR_REQUIRED') {
        setStep('code')
      } else {
        setError(failure?.message ?? texts.failed)
      }
    } catch {
      setError(texts.failed)
    } finally {
      setBusy(false)
    }
  }

  const askingCode = step !== 'password'
  return (
    <form className="staff-login" onSubmit={onSubmit} noValidate>
      <h1>{texts.title}</h1>
      {/* The password stays in the form (hidden) while the code is asked: one request signs in. */}
      <div className="staff-login__field" hidden={askingCode}>
        <label htmlFor="staff-email">{texts.email}</label>
        <input
          id="staff-email"
          name="email"
          type="email"
          autoComplete="username"
          dir="ltr"
          required
        />
      </div>
      <div className="staff-login__field" hidden={askingCode}>
        <label htmlFor="staff-password">{texts.password}</label>
        <input
          id="staff-password"
          name="password"
          type="password"
          autoComplete="current-password"
          dir="ltr"
          required
        />
      </div>
      {notice ? (
        <p className="staff-login__notice" role="status" data-testid="staff-setup-link-sent">
          {notice}
        </p>
      ) : null}
      {askingCode ? (
        <div className="staff-login__field">
          <label htmlFor="staff-code">{texts.code}</label>
          <input
            id="staff-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            required
            autoFocus
            aria-describedby="staff-code-hint"
          />
          <p id="staff-code-hint" className="staff-login__hint">
            {texts.codeHint}
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="staff-login__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--style-primary" disabled={busy}>
        {askingCode ? texts.verify : texts.submit}
      </button>
      <a className="staff-login__forgot" href={props.forgotHref}>
        {texts.forgot}
      </a>
    </form>
  )
}
