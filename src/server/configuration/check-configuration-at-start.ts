import { configurationProblems, describeProblems } from '@/domain/configuration/required-settings'

import { phoneVerificationRequiredAtStart } from './phone-verification-at-start'

/**
 * Before the server listens: in production a missing setting ends the start with one line naming
 * it and exit code 1 (else the first request that needs it fails, long after the deploy looked
 * fine); in development the same line is a warning, since development derives or stands in for
 * each of them.
 */
export async function checkConfigurationAtStart({ production }: { production: boolean }) {
  const phoneVerificationRequired = await phoneVerificationRequiredAtStart(process.env.DATABASE_URI)
  const problems = configurationProblems(process.env, {
    phoneVerificationRequired: phoneVerificationRequired ?? false,
  })
  if (!problems.length) return
  if (production) {
    console.error(`> Refusing to start in production: ${describeProblems(problems)}`)
    process.exit(1)
  }
  console.warn(`> Production would refuse to start: ${describeProblems(problems)}`)
}
