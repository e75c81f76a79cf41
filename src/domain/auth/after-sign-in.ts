import { companyHomePath } from '../companies/company-paths'
import { safeRedirectTarget } from '../redirect-target'

/** Where the auth modal was opened from (spec 3, navigation state). */
export type AuthSource = 'investment' | 'project' | null

export type NavigationState = {
  previousPath: string | null
  authSource: AuthSource
  /** The project being looked at or invested in, with the amount and price chosen so far. */
  project: { alias: string; amount: number; price: number } | null
  /** Spec 3: set once a signed-in investor is on the way into an investment. */
  investmentProcess?: boolean
}

export type SignedInAccount = {
  requiresPhoneVerification: boolean
  emailVerified: boolean
  accountKind: 'investor' | 'company'
}

export type NextStep =
  | { kind: 'verifyPhone' }
  /**
   * E-mail not yet confirmed: home (a company: `path`, its application), remembering the project
   * for after activation.
   */
  | { kind: 'awaitActivation'; returnToProject: string | null; path?: string }
  /** A company account cannot invest: it must register anew as an investor (spec 6). */
  | { kind: 'accountKindWarning' }
  | { kind: 'go'; path: string }
  | { kind: 'stay' }

const projectPath = (alias: string) => `/investment_opportunities/${encodeURIComponent(alias)}`
const investPath = (alias: string) => `/invest/${encodeURIComponent(alias)}`

function projectToRemember(navigation: NavigationState): string | null {
  const fromProjectFlow =
    navigation.authSource === 'investment' || navigation.authSource === 'project'
  return fromProjectFlow ? (navigation.project?.alias ?? null) : null
}

/** A company waits for its confirmation where it works; an investor at home, with its project. */
function awaitActivation(
  account: Pick<SignedInAccount, 'accountKind'>,
  navigation: NavigationState,
): NextStep {
  return account.accountKind === 'company'
    ? { kind: 'awaitActivation', returnToProject: null, path: companyHomePath }
    : { kind: 'awaitActivation', returnToProject: projectToRemember(navigation) }
}

function backToPrevious(navigation: NavigationState): NextStep {
  return navigation.previousPath
    ? { kind: 'go', path: safeRedirectTarget(navigation.previousPath) }
    : { kind: 'stay' }
}

/**
 * Spec 4, login submit: the four outcomes in their order. A company account goes to its
 * application instead of back (issue 18), and is warned when it came to invest.
 */
export function nextStepAfterLogin(
  account: SignedInAccount,
  navigation: NavigationState,
): NextStep {
  if (account.requiresPhoneVerification) return { kind: 'verifyPhone' }
  if (!account.emailVerified) return awaitActivation(account, navigation)
  const project = navigation.authSource === 'investment' ? navigation.project : null
  if (project) {
    if (account.accountKind === 'company') return { kind: 'accountKindWarning' }
    const chosen = project.amount > 0 && project.price > 0
    return { kind: 'go', path: chosen ? investPath(project.alias) : projectPath(project.alias) }
  }
  if (account.accountKind === 'company') return { kind: 'go', path: companyHomePath }
  return backToPrevious(navigation)
}

/**
 * Spec 4, registration: phone verification first; otherwise the account is signed in and goes to
 * the project page when it came from an investment, or back where it was. A company goes to its
 * application (issue 18).
 */
export function nextStepAfterRegistration(
  account: SignedInAccount,
  navigation: NavigationState,
): NextStep {
  if (account.requiresPhoneVerification) return { kind: 'verifyPhone' }
  if (!account.emailVerified) return awaitActivation(account, navigation)
  if (account.accountKind === 'company') return { kind: 'go', path: companyHomePath }
  const project = navigation.authSource === 'investment' ? navigation.project : null
  if (project) return { kind: 'go', path: projectPath(project.alias) }
  return backToPrevious(navigation)
}

/**
 * After activation: the remembered project's page, else home (spec 2, query parameter code); a
 * company's account goes to its application.
 */
export function pathAfterActivation(
  returnToProject: string | null | undefined,
  accountKind: SignedInAccount['accountKind'] = 'investor',
): string {
  if (accountKind === 'company') return companyHomePath
  return returnToProject ? projectPath(returnToProject) : '/'
}

/**
 * Spec 4, OTP: after the phone is verified, an investment that was under way continues (the
 * invest page once an amount and price are chosen, else the project page); anything else goes
 * home. An e-mail not yet confirmed waits for activation first, as after login. A company goes to
 * its application.
 */
export function nextStepAfterPhoneVerification(
  account: Pick<SignedInAccount, 'emailVerified' | 'accountKind'>,
  navigation: NavigationState,
): NextStep & { investmentProcess?: true } {
  if (!account.emailVerified) return awaitActivation(account, navigation)
  if (account.accountKind === 'company') return { kind: 'go', path: companyHomePath }
  const project = navigation.authSource === 'investment' ? navigation.project : null
  if (!project) return { kind: 'go', path: '/' }
  const chosen = project.amount > 0 && project.price > 0
  return {
    kind: 'go',
    path: chosen ? investPath(project.alias) : projectPath(project.alias),
    investmentProcess: true,
  }
}
