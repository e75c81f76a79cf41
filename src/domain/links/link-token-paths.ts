/**
 * Spec 2: the token detector does not run on /change-password, whose `token` is a reset token.
 * Apart from the schema so that the detector, on every page, does not bring zod along.
 */
export const linkTokenIgnoredPaths = ['/change-password']
