import type { ProjectWithRaise } from './get-project'
import { imageView } from './media-view'
import { toProjectCard } from './project-card'

/**
 * A project as the catalogue API sends it (spec 7, `POST /projects/view/{alias}`): its card and
 * what its page shows, amounts in minor units. Only these fields leave the server; the company's
 * account, the inquiry and staff fields never do.
 */
export function toProjectView(project: ProjectWithRaise) {
  return {
    ...toProjectCard(project, project.raise),
    description: project.description ?? null,
    investmentText: project.investmentText ?? null,
    unitPriceMinor: project.unitPrice,
    minimalInvestmentMinor: project.minimalInvestment,
    sharesBeforeRaising: project.sharesBeforeRaising ?? null,
    companyValueBeforeRaisingMinor: project.companyValueBeforeRaising ?? null,
    loanPeriodMonths: project.loanPeriodMonths ?? null,
    annualInterestPercent: project.annualInterestPercent ?? null,
    extensionEndDate: project.extensionEndDate ?? null,
    sharePackages: (project.sharePackages ?? []).map((offer) => ({
      amount: offer.amount,
      unitPriceMinor: offer.unitPrice,
      minimalInvestmentMinor: offer.minimalInvestment ?? null,
    })),
    team: (project.team ?? []).map((member) => ({
      fullName: member.fullName,
      role: member.role,
      description: member.description ?? null,
      linkedin: member.linkedin ?? null,
      image: imageView(member.image, 'thumbnail'),
    })),
    gallery: (project.gallery ?? []).map((item) => ({
      image: imageView(item.media, 'wide'),
      videoUrl: item.videoUrl ?? null,
    })),
    updates: (project.updates ?? []).map((update) => ({
      date: update.date,
      title: update.title,
      body: update.body ?? null,
    })),
  }
}
