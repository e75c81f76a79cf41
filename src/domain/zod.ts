import { config } from 'zod'

// Zod compiles fast object parsers with `new Function`, and first probes whether it may. In the
// browser our Content-Security-Policy forbids eval, so the probe itself is reported as a
// violation: schemas there use the interpreted parser (forms parse small objects). The setting
// must come before any schema is built, hence every schema imports zod from here.
if (typeof window !== 'undefined') config({ jitless: true })

// Only what our schemas use, by name: `import { z } from 'zod'` is one object holding all of zod,
// its 40-odd error-message locales included, and put ~400 kB of script on every page with a form.
export {
  array,
  boolean,
  coerce,
  custom,
  discriminatedUnion,
  email,
  enum,
  file,
  literal,
  looseObject,
  never,
  number,
  object,
  preprocess,
  record,
  strictObject,
  string,
  union,
  type infer,
  type input,
  type output,
  type ZodRawShape,
  type ZodType,
} from 'zod'
