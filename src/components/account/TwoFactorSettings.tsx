'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { apiErrorOf, callRoute } from '@/client/call-route'
import { startTwoFactorSetupRoute } from '@/contracts/account-settings'
import type { ApiErrorBody } from '@/domain/errors/api-error-body'
import { FormFailure } from '@/components/forms/FormFailure'

import { useAccount } from './AccountProvider'
import { RecoveryCodes } from './RecoveryCodes'
import { TwoFactorSetupForm, type TwoFactorSetup } from './TwoFactorSetupForm'
import { TurnOffTwoFactorForm } from './TurnOffTwoFactorForm'

type Stage =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'recovery'; codes: string[] }

/**
 * Profile, security: two-step sign-in (an authenticator app, with recovery codes). Turning it on
 * shows a key to scan, confirmed by its first code, then the recovery codes once; turning it off
 * asks for the password and a code.
 */
export function TwoFactorSettings() {
  const t = useTranslations('Account.twoFactor')
  const locale = useLocale()
  const account = useAccount()
  const [stage, setStage] = useState<Stage>({ kind: 'idle' })
  const [starting, setStarting] = useState(false)
  const [failure, setFailure] = useState<ApiErrorBody | null>(null)
  const [turnedOff, setTurnedOff] = useState(false)
  if (account.status !== 'signed-in') return null
  const enabled = Boolean(account.user.twoFactorEnabled)

  const start = async () => {
    setStarting(true)
    setFailure(null)
    setTurnedOff(false)
    try {
      setStage({
        kind: 'setup',
        setup: await callRoute(startTwoFactorSetupRoute, { input: {}, locale }),
      })
    } catch (error) {
      setFailure(apiErrorOf(error))
    } finally {
      setStarting(false)
    }
  }

  return (
    <section className="account-form two-factor" id="two-factor" data-testid="two-factor-settings">
      <h2>{t('title')}</h2>
      <p>{t('intro')}</p>
      {stage.kind === 'recovery' ? (
        <RecoveryCodes codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />
      ) : stage.kind === 'setup' ? (
        <TwoFactorSetupForm
          setup={stage.setup}
          onCancel={() => setStage({ kind: 'idle' })}
          onConfirmed={async (codes) => {
            setStage({ kind: 'recovery', codes })
            await account.refresh()
          }}
        />
      ) : enabled ? (
        <>
          <p className="alert alert--success" role="status" data-testid="two-factor-on">
            {t('statusOn')}
          </p>
          <TurnOffTwoFactorForm
            onTurnedOff={async () => {
              setTurnedOff(true)
              await account.refresh()
            }}
          />
        </>
      ) : (
        <>
          <p role="status" data-testid="two-factor-off">
            {turnedOff ? t('turnedOff') : t('statusOff')}
          </p>
          <FormFailure failure={failure} />
          <button
            type="button"
            className="button button--primary"
            disabled={starting}
            aria-busy={starting}
            onClick={() => void start()}
          >
            {starting ? t('starting') : t('turnOn')}
          </button>
        </>
      )}
    </section>
  )
}
