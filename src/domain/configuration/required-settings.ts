/**
 * What production cannot run without. Development and tests derive or stand in for each of these
 * (a generated PAYLOAD_SECRET, an embedded PostgreSQL, an identity key derived from the secret,
 * codes printed to the log), so a missing one there is a warning; in production it would surface
 * only at the first request that needs it (a profile save answered 500), so it stops the start.
 */

import { cardProviderNames } from '@/domain/investments/card-providers'

import { cardPaymentsEnabled, cardProviderForNewCards, cardProviderSettings } from './card-payments'

export { cardPaymentsEnabled }

/** The environment, or any record like it (the checks never keep or print a value). */
export type SettingsEnv = Readonly<Record<string, string | undefined>>

export type SettingsFlags = {
  /** The administrator's "require phone verification" (account security): codes go by SMS. */
  phoneVerificationRequired: boolean
}

/** A setting (or a choice of settings) and what is wrong with it: names only, never values. */
export type ConfigurationProblem = { setting: string; problem: string }

const isSet = (env: SettingsEnv, name: string) => Boolean(env[name]?.trim())

/** SMS_DEVELOPMENT_GATEWAY=true: codes are printed to the log (never on a public site). */
const smsDevelopmentGateway = (env: SettingsEnv) => env.SMS_DEVELOPMENT_GATEWAY === 'true'

/** The named settings that are not set (empty or blank counts as not set). */
export function unsetSettings(
  env: SettingsEnv,
  names: readonly string[],
  why?: string,
): ConfigurationProblem[] {
  return names
    .filter((name) => !isSet(env, name))
    .map((setting) => ({ setting, problem: why ? `not set (${why})` : 'not set' }))
}

/**
 * Every problem that would keep production from serving, in a fixed order (the first one is the
 * one to fix first). Empty when production may start.
 */
export function configurationProblems(
  env: SettingsEnv,
  flags: SettingsFlags,
): ConfigurationProblem[] {
  const problems = unsetSettings(env, ['DATABASE_URI', 'PAYLOAD_SECRET', 'IDENTITY_DATA_KEY'])
  // One leaked secret must not open both sessions and identity data (identity-numbers.ts).
  if (
    isSet(env, 'IDENTITY_DATA_KEY') &&
    env.IDENTITY_DATA_KEY?.trim() === env.PAYLOAD_SECRET?.trim()
  )
    problems.push({ setting: 'IDENTITY_DATA_KEY', problem: 'must differ from PAYLOAD_SECRET' })

  problems.push(...cardSettingsProblems(env))

  if (flags.phoneVerificationRequired) problems.push(...smsGatewayProblems(env))
  return problems
}

/**
 * What keeps cards from being taken: CARD_PAYMENTS neither on nor off, CARD_PROVIDER naming no
 * provider, or the chosen provider's settings unset while card payments are on.
 */
function cardSettingsProblems(env: SettingsEnv): ConfigurationProblem[] {
  const cardSetting = env.CARD_PAYMENTS?.trim()
  if (cardSetting && cardSetting !== 'on' && cardSetting !== 'off')
    return [{ setting: 'CARD_PAYMENTS', problem: 'must be on or off' }]
  if (!cardPaymentsEnabled(env)) return []
  const provider = cardProviderForNewCards(env)
  if (provider === null)
    return [{ setting: 'CARD_PROVIDER', problem: `must be one of ${cardProviderNames.join(', ')}` }]
  const problems = unsetSettings(
    env,
    cardProviderSettings[provider],
    `card payments are on with ${provider}; CARD_PAYMENTS=off turns them off`,
  )
  // Cardcom's terminals are numbers (TerminalNumber, an integer in its API).
  if (provider === 'cardcom')
    for (const setting of ['CARDCOM_TERMINAL_NUMBER', 'CARDCOM_USD_TERMINAL_NUMBER'])
      if (isSet(env, setting) && !/^[1-9]\d*$/.test(env[setting]!.trim()))
        problems.push({ setting, problem: 'must be a terminal number' })
  return problems
}

/**
 * What keeps codes from going out by SMS (Twilio: account, token and a sender), unless the
 * development gateway is chosen explicitly. Asked only while phone verification is on.
 */
export function smsGatewayProblems(env: SettingsEnv): ConfigurationProblem[] {
  if (smsDevelopmentGateway(env)) return []
  const why = 'phone verification is on'
  const problems = unsetSettings(env, ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'], why)
  if (!isSet(env, 'TWILIO_FROM') && !isSet(env, 'TWILIO_MESSAGING_SERVICE_SID'))
    problems.push({
      setting: 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
      problem: `not set (${why})`,
    })
  return problems
}

/** One problem as a short phrase: `IDENTITY_DATA_KEY not set`. */
export const describeProblem = ({ setting, problem }: ConfigurationProblem) =>
  `${setting} ${problem}`

/** Every problem in one line, for the log of a start that is refused. */
export function describeProblems(problems: readonly ConfigurationProblem[]): string {
  return `${problems.map(describeProblem).join('; ')} (see .env.example)`
}
