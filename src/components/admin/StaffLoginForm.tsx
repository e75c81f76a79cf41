'use client'

import { useState, type FormEvent } from 'react'

export type StaffLoginTexts = {
  title: string
  email: string
  password: string
  code: string
  codeHint: string
  submit: string
  verify: string
  setupTitle: string
  setupIntro: string
  secretLabel: string
  recoveryTitle: string
  recoveryHint: string
  forgot: string
  failed: string
}

type Enrolment = { secret: string; qrSvg: string; recoveryCodes: string[] }
type Step = 'password' | 'code' | 'setup'
type LoginError = { message?: string; data?: { code?: string } & Partial<Enrolment> }

export function StaffLoginForm(props: {
  texts: StaffLoginTexts
  redirectTo: string
  forgotHref: string
}) {
  const { texts } = props
  const [step, setStep] = useState<Step>('password')
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setError(null)
    try {
      const response = await fetch('/api/users/login', {
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
      if (code === 'TWO_FACTOR_SETUP_REQUIRED' && failure?.data) {
        const { secret, qrSvg, recoveryCodes } = failure.data
        if (secret && qrSvg && recoveryCodes) setEnrolment({ secret, qrSvg, recoveryCodes })
        setStep('setup')
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
      {step === 'setup' && enrolment ? (
        <section className="staff-login__setup" aria-labelledby="staff-setup-title">
          <h2 id="staff-setup-title">{texts.setupTitle}</h2>
          <p>{texts.setupIntro}</p>
          {/* A generated QR code (a data: URL): nothing for next/image to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            className="staff-login__qr"
            alt=""
            width={180}
            height={180}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
          />
          <p>
            {texts.secretLabel}{' '}
            <code dir="ltr" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <h3>{texts.recoveryTitle}</h3>
          <p>{texts.recoveryHint}</p>
          <ul className="staff-login__recovery" dir="ltr" data-testid="recovery-codes">
            {enrolment.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </section>
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
