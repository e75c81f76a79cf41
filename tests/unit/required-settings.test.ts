import { describe, expect, it } from 'vitest'

import {
  cardPaymentsEnabled,
  configurationProblems,
  describeProblems,
  smsGatewayProblems,
  unsetSettings,
  type SettingsEnv,
} from '@/domain/configuration/required-settings'

/** Everything production needs with cards on and phone verification on. */
const complete: SettingsEnv = {
  DATABASE_URI: 'postgres://app:db-Password-1@db/platform',
  PAYLOAD_SECRET: 'payload-Secret-0123456789abcdef',
  IDENTITY_DATA_KEY: 'identity-Key-0123456789abcdef',
  STRIPE_SECRET_KEY: 'sk_test_standIn',
  STRIPE_WEBHOOK_SECRET: 'whsec_standIn',
  TWILIO_ACCOUNT_SID: 'AC0123',
  TWILIO_AUTH_TOKEN: 'twilio-Token-99',
  TWILIO_FROM: 'InvestTgthr',
}
const phoneOff = { phoneVerificationRequired: false }
const phoneOn = { phoneVerificationRequired: true }

const without = (...names: string[]): SettingsEnv =>
  Object.fromEntries(Object.entries(complete).filter(([name]) => !names.includes(name)))
const settingsOf = (env: SettingsEnv, flags = phoneOn) =>
  configurationProblems(env, flags).map((problem) => problem.setting)

describe('the settings production cannot run without', () => {
  it('finds nothing wrong when everything is set', () => {
    expect(configurationProblems(complete, phoneOn)).toEqual([])
    expect(configurationProblems(complete, phoneOff)).toEqual([])
  })

  for (const name of ['DATABASE_URI', 'PAYLOAD_SECRET', 'IDENTITY_DATA_KEY']) {
    it(`names ${name} when it is absent, empty or blank`, () => {
      for (const value of [undefined, '', '   ']) {
        const problems = configurationProblems({ ...complete, [name]: value }, phoneOff)
        expect(problems).toEqual([{ setting: name, problem: 'not set' }])
      }
    })
  }

  it('names every missing setting at once, in a fixed order', () => {
    expect(settingsOf({}, phoneOn)).toEqual([
      'DATABASE_URI',
      'PAYLOAD_SECRET',
      'IDENTITY_DATA_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
    ])
  })

  it('refuses an identity key that is the session secret (surrounding blanks ignored)', () => {
    for (const key of [complete.PAYLOAD_SECRET, ` ${complete.PAYLOAD_SECRET} `])
      expect(configurationProblems({ ...complete, IDENTITY_DATA_KEY: key }, phoneOff)).toEqual([
        { setting: 'IDENTITY_DATA_KEY', problem: 'must differ from PAYLOAD_SECRET' },
      ])
    const oneCharacterApart = `${complete.PAYLOAD_SECRET}x`
    expect(
      configurationProblems({ ...complete, IDENTITY_DATA_KEY: oneCharacterApart }, phoneOff),
    ).toEqual([])
  })

  describe('card payments', () => {
    it('are on unless CARD_PAYMENTS=off', () => {
      expect(cardPaymentsEnabled({})).toBe(true)
      expect(cardPaymentsEnabled({ CARD_PAYMENTS: 'on' })).toBe(true)
      expect(cardPaymentsEnabled({ CARD_PAYMENTS: 'off' })).toBe(false)
      expect(cardPaymentsEnabled({ CARD_PAYMENTS: ' off ' })).toBe(false)
    })

    it('need both of Stripe’s keys while on (unset or on)', () => {
      for (const CARD_PAYMENTS of [undefined, 'on']) {
        expect(
          configurationProblems({ ...without('STRIPE_SECRET_KEY'), CARD_PAYMENTS }, phoneOff),
        ).toEqual([
          {
            setting: 'STRIPE_SECRET_KEY',
            problem: 'not set (card payments are on with stripe; CARD_PAYMENTS=off turns them off)',
          },
        ])
        expect(settingsOf({ ...without('STRIPE_WEBHOOK_SECRET'), CARD_PAYMENTS })).toEqual([
          'STRIPE_WEBHOOK_SECRET',
        ])
      }
    })

    it("need Cardcom's terminal, API name and password when CARD_PROVIDER=cardcom, not Stripe's", () => {
      const cardcom = {
        ...without('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'),
        CARD_PROVIDER: 'cardcom',
        CARDCOM_TERMINAL_NUMBER: '1000',
        CARDCOM_API_NAME: 'api-name',
        CARDCOM_API_PASSWORD: 'api-password',
      }
      expect(configurationProblems(cardcom, phoneOff)).toEqual([])
      expect(configurationProblems({ ...cardcom, CARDCOM_API_PASSWORD: ' ' }, phoneOff)).toEqual([
        {
          setting: 'CARDCOM_API_PASSWORD',
          problem: 'not set (card payments are on with cardcom; CARD_PAYMENTS=off turns them off)',
        },
      ])
      expect(
        configurationProblems({ ...cardcom, CARD_PAYMENTS: 'off', CARDCOM_API_NAME: '' }, phoneOff),
      ).toEqual([])
    })

    it('refuse a Cardcom terminal that is not a number', () => {
      const cardcom = {
        ...complete,
        CARD_PROVIDER: 'cardcom',
        CARDCOM_TERMINAL_NUMBER: '1000',
        CARDCOM_API_NAME: 'api-name',
        CARDCOM_API_PASSWORD: 'api-password',
      }
      expect(
        configurationProblems(
          { ...cardcom, CARDCOM_TERMINAL_NUMBER: 'T1000', CARDCOM_USD_TERMINAL_NUMBER: '-2' },
          phoneOff,
        ),
      ).toEqual([
        { setting: 'CARDCOM_TERMINAL_NUMBER', problem: 'must be a terminal number' },
        { setting: 'CARDCOM_USD_TERMINAL_NUMBER', problem: 'must be a terminal number' },
      ])
      expect(
        configurationProblems({ ...cardcom, CARDCOM_USD_TERMINAL_NUMBER: ' 1001 ' }, phoneOff),
      ).toEqual([])
    })

    it('refuse a CARD_PROVIDER that names no provider', () => {
      for (const CARD_PROVIDER of ['paypal', 'Stripe', 'tranzila'])
        expect(configurationProblems({ ...complete, CARD_PROVIDER }, phoneOff)).toEqual([
          { setting: 'CARD_PROVIDER', problem: 'must be one of stripe, cardcom' },
        ])
    })

    it('need no key when off', () => {
      const env = { ...without('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'), CARD_PAYMENTS: 'off' }
      expect(configurationProblems(env, phoneOn)).toEqual([])
    })

    it('refuse any other CARD_PAYMENTS value, without also asking for the keys', () => {
      for (const CARD_PAYMENTS of ['yes', 'false', 'OFF', '0']) {
        const env = { ...without('STRIPE_SECRET_KEY'), CARD_PAYMENTS }
        expect(configurationProblems(env, phoneOff)).toEqual([
          { setting: 'CARD_PAYMENTS', problem: 'must be on or off' },
        ])
      }
    })
  })

  describe('an SMS gateway', () => {
    const noTwilio = without('TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM')

    it('is not needed while phone verification is off', () => {
      expect(configurationProblems(noTwilio, phoneOff)).toEqual([])
    })

    it('is needed while phone verification is on: account, token and a sender', () => {
      expect(configurationProblems(noTwilio, phoneOn)).toEqual([
        { setting: 'TWILIO_ACCOUNT_SID', problem: 'not set (phone verification is on)' },
        { setting: 'TWILIO_AUTH_TOKEN', problem: 'not set (phone verification is on)' },
        {
          setting: 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
          problem: 'not set (phone verification is on)',
        },
      ])
      expect(settingsOf(without('TWILIO_AUTH_TOKEN'))).toEqual(['TWILIO_AUTH_TOKEN'])
    })

    it('is asked for on its own by the administrator’s setting (the same problems)', () => {
      expect(smsGatewayProblems(complete)).toEqual([])
      expect(smsGatewayProblems(noTwilio)).toEqual(
        configurationProblems(noTwilio, phoneOn).filter((problem) =>
          problem.setting.startsWith('TWILIO_'),
        ),
      )
    })

    it('takes a Messaging Service as the sender instead of a From', () => {
      const env = { ...without('TWILIO_FROM'), TWILIO_MESSAGING_SERVICE_SID: 'MG0123' }
      expect(configurationProblems(env, phoneOn)).toEqual([])
      expect(settingsOf(without('TWILIO_FROM'))).toEqual([
        'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
      ])
    })

    it('may be the development gateway, chosen explicitly with exactly "true"', () => {
      expect(
        configurationProblems({ ...noTwilio, SMS_DEVELOPMENT_GATEWAY: 'true' }, phoneOn),
      ).toEqual([])
      for (const value of ['1', 'TRUE', 'yes', ''])
        expect(settingsOf({ ...noTwilio, SMS_DEVELOPMENT_GATEWAY: value })).toContain(
          'TWILIO_ACCOUNT_SID',
        )
    })
  })

  describe('the line that says it', () => {
    it('names every problem in one line and never a value', () => {
      const env = { ...complete, IDENTITY_DATA_KEY: undefined, STRIPE_WEBHOOK_SECRET: ' ' }
      const line = describeProblems(configurationProblems(env, phoneOn))
      expect(line).toBe(
        'IDENTITY_DATA_KEY not set; STRIPE_WEBHOOK_SECRET not set (card payments are on with stripe; CARD_PAYMENTS=off turns them off) (see .env.example)',
      )
      expect(line).not.toContain('\n')
      for (const value of Object.values(complete)) expect(line).not.toContain(value)
    })

    it('names the settings asked about that are not set', () => {
      expect(unsetSettings(complete, ['DATABASE_URI', 'PAYLOAD_SECRET'])).toEqual([])
      expect(unsetSettings({ PAYLOAD_SECRET: '' }, ['DATABASE_URI', 'PAYLOAD_SECRET'])).toEqual([
        { setting: 'DATABASE_URI', problem: 'not set' },
        { setting: 'PAYLOAD_SECRET', problem: 'not set' },
      ])
    })
  })
})
