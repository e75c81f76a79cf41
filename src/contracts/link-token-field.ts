import * as z from '@/domain/zod'

/**
 * The token of an e-mailed or `?token=` link. Anything but a string is no token: LINK_INVALID,
 * as a made-up one, not a refused field.
 */
export const linkToken = z
  .string()
  .catch('')
  .meta({
    description: 'The token the link carries.',
    // Not sent is not a token, rather than a default of the field.
    override: ({ jsonSchema }) => void delete jsonSchema.default,
  })
