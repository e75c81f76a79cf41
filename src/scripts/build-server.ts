/**
 * After `next build`: compiles the server's entry points to plain JavaScript in dist/server/, so
 * that `npm start` runs no TypeScript compiler. One esbuild run with code splitting: the server
 * and the Redis cache handler (which Next imports at run time, next.config.ts) load the same
 * chunk for the modules they share (request-clock, the Redis connection, the tag expiries), so
 * each exists once in the process. npm packages stay in node_modules; `@/` resolves through
 * tsconfig.json. Every output file lands in dist/server/ itself (chunks too): see below.
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'

import { build, type Plugin } from 'esbuild'

const outdir = path.resolve('dist/server')

/**
 * `import.meta.url` as in the source file: payload.config.ts finds `migrations/` and `src/` from
 * its own place. The URL is written relative to the output file, which is always directly in
 * `outdir`, so the folder can move with the checkout.
 */
const sourceLocation: Plugin = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const source = await readFile(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      const relative = path.relative(outdir, args.path).split(path.sep).join('/')
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      }
    })
  },
}

await rm(outdir, { recursive: true, force: true })
const result = await build({
  entryPoints: {
    serve: 'src/scripts/serve.ts',
    migrate: 'src/scripts/migrate.ts',
    'redis-cache-handler': 'src/framework/redis-cache-handler.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  plugins: [sourceLocation],
  metafile: true,
  logLevel: 'warning',
})
const files = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.mjs'))
console.log(`server: ${files.length} files in ${path.relative(process.cwd(), outdir)}`)
