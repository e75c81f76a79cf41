/**
 * Node's options for every process that loads our code: Lexical's production files (Payload's
 * rich-text editor), since its Node entry point wraps them in a top-level await that Node 20
 * sometimes leaves unsettled, ending the process half-way with exit code 13. Only Lexical's
 * packages define this condition.
 */
export const lexicalProductionConditions = ['--conditions=production'] as const

/** Node's options for a TypeScript file run from source (scripts, `npm run dev`'s steps, tests). */
export const sourceScriptNodeArgs = [
  ...lexicalProductionConditions,
  '--import',
  '@swc-node/register/esm-register',
] as const
