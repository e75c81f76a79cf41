import type { ProjectTerms } from '@/domain/investments/investable'
import type { Project } from '@/payload-types'

/** A project's investing terms in the rules' words (amounts in minor units of its currency). */
export function projectTerms(
  project: Pick<
    Project,
    | 'id'
    | 'status'
    | 'minimalInvestment'
    | 'maximumRaise'
    | 'unitPrice'
    | 'angelCampaign'
    | 'sharePackages'
  >,
): ProjectTerms {
  return {
    id: project.id,
    status: project.status,
    minimalInvestmentMinor: Number(project.minimalInvestment),
    maximumRaiseMinor: Number(project.maximumRaise),
    unitPriceMinor: Number(project.unitPrice),
    angelCampaign: project.angelCampaign === true,
    sharePackages: (project.sharePackages ?? []).flatMap((each) =>
      each.id
        ? [
            {
              id: each.id,
              amountMinor: Number(each.amount),
              unitPriceMinor: Number(each.unitPrice),
            },
          ]
        : [],
    ),
  }
}
