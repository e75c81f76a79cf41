import { describe, expect, it } from 'vitest'

import { companySeesInvestors } from '@/domain/companies/company-investors'
import { projectStatuses } from '@/domain/projects/project-status'

describe('when a company sees its investors', () => {
  it('is after a successful raise only', () => {
    const seen = projectStatuses.filter((status) => companySeesInvestors(status))
    expect([...seen].sort()).toEqual(['running', 'success_finished'])
  })
})
