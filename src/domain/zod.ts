import { z } from 'zod'

// Zod compiles fast object parsers with `new Function`, and first probes whether it may. In the
// browser our Content-Security-Policy forbids eval, so the probe itself is reported as a
// violation: schemas there use the interpreted parser (forms parse small objects). The setting
// must come before any schema is built, hence every schema imports `z` from here.
if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
