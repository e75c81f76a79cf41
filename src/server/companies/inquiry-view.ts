import type { Payload, PayloadRequest } from 'payload'

import { downloadInquiryFileRoute } from '@/contracts/companies'
import { routePath } from '@/contracts/route-contract'
import { companyStepFields, type CompanyStepData } from '@/domain/companies/company-step-schema'
import { inquiryEditable } from '@/domain/companies/inquiry-status'
import { resumeStep, stepCompleteness } from '@/domain/companies/inquiry-steps'
import type { InquiryFileView, InquiryView } from '@/domain/companies/inquiry-view'
import type { VentureStepData } from '@/domain/companies/venture-step-schema'
import { relationId } from '@/domain/relation-id'
import type { CompanyInquiry, CompanyInquiryFile } from '@/payload-types'

/** The company's own download route of a file (never Payload's, whose address names the file). */
export const inquiryFileUrl = (id: number) => routePath(downloadInquiryFileRoute, { id })

export function inquiryFileView(file: CompanyInquiryFile): InquiryFileView {
  return {
    id: file.id,
    kind: file.kind,
    name: file.originalName ?? file.filename ?? '',
    size: file.filesize ?? 0,
    mimeType: file.mimeType ?? '',
    uploadedAt: file.createdAt,
    url: inquiryFileUrl(file.id),
  }
}

/** The inquiry's current files (not removed or replaced), oldest first. */
export async function currentInquiryFiles(
  payload: Payload,
  inquiryId: number,
  req?: Partial<PayloadRequest>,
): Promise<CompanyInquiryFile[]> {
  const { docs } = await payload.find({
    collection: 'company-inquiry-files',
    where: { and: [{ inquiry: { equals: inquiryId } }, { removedAt: { exists: false } }] },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}

function stepData(inquiry: CompanyInquiry): { company: CompanyStepData; venture: VentureStepData } {
  const stored = inquiry as unknown as Record<string, unknown>
  const company = Object.fromEntries(
    companyStepFields.map((field) => [field, stored[field] ?? null]),
  ) as CompanyStepData
  const venture: VentureStepData = {
    category: relationId(inquiry.category),
    subcategory: relationId(inquiry.subcategory),
    stage: inquiry.stage ?? null,
    raisingType: inquiry.raisingType ?? null,
    minimumAmount: inquiry.minimumAmount ?? null,
    maximumAmount: inquiry.maximumAmount ?? null,
    pricePerShare: inquiry.pricePerShare ?? null,
    loanPeriodMonths: inquiry.loanPeriodMonths ?? null,
    annualInterestPercent: inquiry.annualInterestPercent ?? null,
    companyValueBeforeRaising: inquiry.companyValueBeforeRaising ?? null,
    useOfFunds: inquiry.useOfFunds ?? null,
    descriptionHe: inquiry.descriptionHe ?? null,
    descriptionEn: inquiry.descriptionEn ?? null,
    team: (inquiry.team ?? []).map((member) => ({
      photo: relationId(member.photo),
      name: member.name ?? null,
      role: member.role ?? null,
      linkedinUrl: member.linkedinUrl ?? null,
      description: member.description ?? null,
    })),
  }
  return { company, venture }
}

/** The inquiry as its company sees it (docs/api.md, "Company inquiry"). */
export async function inquiryView(
  payload: Payload,
  inquiry: CompanyInquiry,
  req?: Partial<PayloadRequest>,
): Promise<InquiryView> {
  const files = await currentInquiryFiles(payload, inquiry.id, req)
  const { company, venture } = stepData(inquiry)
  const { missingFiles, ...complete } = stepCompleteness({ company, venture, files })
  return {
    id: inquiry.id,
    status: inquiry.status,
    editable: inquiryEditable(inquiry.status),
    decisionReason: inquiry.decisionReason ?? null,
    submittedAt: inquiry.submittedAt ?? null,
    declarationAcceptedAt: inquiry.declarationAcceptedAt ?? null,
    lastStep: inquiry.lastStep ?? null,
    resumeStep: resumeStep(inquiry.lastStep, complete),
    complete,
    missingFiles,
    company,
    venture,
    files: files.map(inquiryFileView),
    updatedAt: inquiry.updatedAt,
  }
}
