'use client'

import { useEffect, useId, useState, type FormEvent } from 'react'

import { apiErrorOf, callRoute } from '@/client/call-route'
import { useLocationSearch } from '@/client/use-location-search'
import { completeStaffSetupRoute, openStaffSetupRoute } from '@/contracts/staff-links'
import type { ApiErrorBody } from '@/domain/errors/api-error-body'
import type * as z from '@/domain/zod'

export type StaffSetupTexts = {
  title: string
  enrolTitle: string
  account: string
  password: string
  passwordHint: string
  confirmPassword: string
  setupIntro: string
  secretLabel: string
  code: string
  codeHint: string
  submit: string
  doneTitle: string
  doneText: string
  recoveryTitle: string
  recoveryHint: string
  signIn: string
  linkInvalid: string
  failed: string
}

type SetupView = z.output<typeof openStaffSetupRoute.output>

/**
 * The staff setup link's page: the member chooses a password (a `setup` link) and enrols the
 * authenticator shown (when the role requires one) in one form; then the recovery codes, once.
 */
export function StaffSetupForm({
  texts,
  locale,
  signInHref,
}: {
  texts: StaffSetupTexts
  locale: string
  signInHref: string
}) {
  const search = useLocationSearch()
  const token = search?.get('token') ?? null
  const [view, setView] = useState<SetupView | null>(null)
  const [invalid, setInvalid] = useState(false)
  const [failure, setFailure] = useState<ApiErrorBody | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<z.output<typeof completeStaffSetupRoute.output> | null>(null)
  const id = useId()

  useEffect(() => {
    if (!token) return
    void callRoute(openStaffSetupRoute, { input: { token }, locale }).then(setView, () =>
      setInvalid(true),
    )
  }, [token, locale])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setFailure(null)
    const text = (name: string) => String(form.get(name) ?? '')
    try {
      const answer = await callRoute(completeStaffSetupRoute, {
        input: {
          token: token ?? '',
          password: text('password'),
          confirmPassword: text('confirmPassword'),
          code: text('code'),
        },
        locale,
      })
      setDone(answer)
    } catch (error) {
      const refusal = apiErrorOf(error)
      if (refusal.code === 'LINK_INVALID') setInvalid(true)
      else setFailure(refusal)
    } finally {
      setBusy(false)
    }
  }

  if (invalid || (search && !token))
    return (
      <p className="alert alert--error" role="alert" data-testid="staff-link-invalid">
        {texts.linkInvalid}
      </p>
    )
  if (done)
    return (
      <section data-testid="staff-setup-done">
        <h2>{texts.doneTitle}</h2>
        {done.recoveryCodes ? (
          <>
            <h3>{texts.recoveryTitle}</h3>
            <p>{texts.recoveryHint}</p>
            <ul dir="ltr" data-testid="recovery-codes">
              {done.recoveryCodes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p>{texts.doneText}</p>
        <a className="button button--primary" href={signInHref}>
          {texts.signIn}
        </a>
      </section>
    )
  if (!view) return null

  const fieldError = (name: string) => failure?.fields?.[name]?.message
  const field = (name: string, label: string, input: React.ReactNode, hint?: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {hint ? (
        <p id={`${id}-${name}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {fieldError(name) ? (
        <p className="field__error" role="alert">
          {fieldError(name)}
        </p>
      ) : null}
    </div>
  )
  const passwordInput = (name: string, describedBy?: string) => (
    <input
      id={`${id}-${name}`}
      name={name}
      type="password"
      autoComplete="new-password"
      dir="ltr"
      required
      aria-invalid={fieldError(name) ? 'true' : 'false'}
      aria-describedby={describedBy}
    />
  )

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate data-testid="staff-setup-form">
      <p>
        {texts.account} <bdi dir="ltr">{view.email}</bdi>
      </p>
      {failure && !failure.fields ? (
        <p className="alert alert--error" role="alert">
          {failure.message || texts.failed}
        </p>
      ) : null}
      {view.choosesPassword ? (
        <>
          {field(
            'password',
            texts.password,
            passwordInput('password', `${id}-password-hint`),
            texts.passwordHint,
          )}
          {field('confirmPassword', texts.confirmPassword, passwordInput('confirmPassword'))}
        </>
      ) : null}
      {view.enrolment ? (
        <section aria-labelledby={`${id}-enrol`}>
          <h2 id={`${id}-enrol`}>{texts.enrolTitle}</h2>
          <p>{texts.setupIntro}</p>
          {/* A generated QR code (a data: URL): nothing for next/image to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            alt=""
            width={180}
            height={180}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(view.enrolment.qrSvg)}`}
          />
          <p>
            {texts.secretLabel}{' '}
            <code dir="ltr" data-testid="totp-secret">
              {view.enrolment.secret}
            </code>
          </p>
          {field(
            'code',
            texts.code,
            <input
              id={`${id}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              required
              aria-invalid={fieldError('code') ? 'true' : 'false'}
              aria-describedby={`${id}-code-hint`}
            />,
            texts.codeHint,
          )}
        </section>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {texts.submit}
      </button>
    </form>
  )
}
