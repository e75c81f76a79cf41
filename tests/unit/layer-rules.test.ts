import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** The rule ids ESLint reports for `code` as if it were the file at `file`. */
async function reported(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

// ESLint loads every plugin and resolver on its first file: seconds.
describe('the layers the lint enforces', { timeout: 60_000 }, () => {
  it('keeps src/domain to pure rules', async () => {
    expect(
      await reported(
        'src/domain/layer-probe.ts',
        "import { siteUrl } from '@/server/http/site-url'\n\nexport const probe = siteUrl\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await reported(
        'src/domain/layer-probe.ts',
        "import { locales } from '@/i18n/locales'\n\nexport const probe = locales\n",
      ),
    ).toEqual([])
  })

  it('has the browser call the API by its contracts, not by a path in a string', async () => {
    for (const code of [
      "export const probe = () => fetch('/api/login')\n",
      'export const probe = (id: number) => fetch(`/api/staff/projects/${id}/halt`)\n',
    ])
      expect(await reported('src/components/layer-probe.ts', code)).toContain(
        'no-restricted-syntax',
      )
    expect(
      await reported(
        'src/client/layer-probe.ts',
        "import { routePath } from '@/contracts/route-contract'\nimport { ownProfileRoute } from '@/contracts/profile'\n\nexport const probe = routePath(ownProfileRoute, { id: 1 })\n",
      ),
    ).toEqual([])
    // The server names its own addresses.
    expect(
      await reported('src/server/layer-probe.ts', "export const probe = '/api/login'\n"),
    ).toEqual([])
  })

  it('keeps route contracts free of the server', async () => {
    expect(
      await reported(
        'src/contracts/layer-probe.ts',
        "import { AppError } from '@/server/errors/app-error'\n\nexport const probe = AppError\n",
      ),
    ).toContain('import/no-restricted-paths')
  })

  it('keeps the demo content pure and out of the pages', async () => {
    expect(
      await reported(
        'src/seed-data/layer-probe.ts',
        "import { siteUrl } from '@/server/http/site-url'\n\nexport const probe = siteUrl\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await reported(
        'src/seed-data/layer-probe.ts',
        "import { toMinorUnits } from '@/domain/money'\nimport { richText } from './lexical'\n\nexport const probe = [toMinorUnits, richText]\n",
      ),
    ).toEqual([])
    expect(
      await reported(
        'src/components/layer-probe.ts',
        "import { demoPosts } from '@/seed-data/demo-posts'\n\nexport const probe = demoPosts\n",
      ),
    ).toContain('import/no-restricted-paths')
  })

  it('keeps the server below the Payload config: collections and hooks call it, not the reverse', async () => {
    expect(
      await reported(
        'src/server/layer-probe.ts',
        "import { Categories } from '@/collections/Categories'\n\nexport const probe = Categories\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await reported(
        'src/server/layer-probe.ts',
        "import { isAdmin } from '@/access/is-staff'\n\nexport const probe = isAdmin\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await reported(
        'src/server/layer-probe.ts',
        "import { staffRole } from '@/domain/auth/staff-role'\n\nexport const probe = staffRole\n",
      ),
    ).toEqual([])
  })

  it('lets the Payload config call the server only through its one named set', async () => {
    expect(
      await reported(
        'src/collections/layer-probe.ts',
        "import { recordAudit } from '@/server/audit/record-audit'\n\nexport const probe = recordAudit\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await reported(
        'src/collections/layer-probe.ts',
        "import { recordAudit } from '@/server/for-payload-config'\n\nexport const probe = recordAudit\n",
      ),
    ).toEqual([])
  })

  it('keeps the framework patches from importing the pages', async () => {
    expect(
      await reported(
        'src/framework/layer-probe.ts',
        "import { Link } from '@/components/navigation/Link'\n\nexport const probe = Link\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await reported(
        'src/framework/layer-probe.ts',
        "import { siteUrl } from '@/server/http/site-url'\n\nexport const probe = siteUrl\n",
      ),
    ).toEqual([])
  })

  it('keeps the browser’s helpers and the server from importing the pages', async () => {
    expect(
      await reported(
        'src/server/layer-probe.ts',
        "import { Link } from '@/components/navigation/Link'\n\nexport const probe = Link\n",
      ),
    ).toContain('import/no-restricted-paths')
    expect(
      await reported(
        'src/client/layer-probe.ts',
        "import { siteUrl } from '@/server/http/site-url'\n\nexport const probe = siteUrl\n",
      ),
    ).toContain('import/no-restricted-paths')
  })
})
