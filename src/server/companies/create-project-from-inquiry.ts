import path from 'node:path'

import type { Payload } from 'payload'

import { relationId } from '@/domain/relation-id'
import type { CompanyInquiry, CompanyInquiryFile, Project } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'
import { readUploadedFile } from '@/server/storage/read-uploaded-file'

/** Lowercase Latin words of the English name, then the inquiry's id: unique and readable. */
export function projectAliasFor(inquiry: Pick<CompanyInquiry, 'id' | 'legalNameEn'>): string {
  const words = (inquiry.legalNameEn ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return words ? `${words}-${inquiry.id}` : `company-${inquiry.id}`
}

/**
 * A team member's photo, private to the inquiry until now, copied into the public media library
 * (the project's page shows it). The inquiry's file itself stays private.
 */
async function copyPhotoToMedia(
  payload: Payload,
  photo: CompanyInquiryFile,
  memberName: string,
  { req }: Transaction,
): Promise<number | null> {
  if (!photo.filename || !photo.mimeType?.startsWith('image/')) return null
  const data = await readUploadedFile(payload, 'company-inquiry-files', photo)
  const media = await payload.create({
    collection: 'media',
    locale: 'he',
    data: { alt: memberName, altInOtherLanguage: memberName },
    file: {
      data,
      mimetype: photo.mimeType,
      name: `team-${photo.id}${path.extname(photo.filename)}`,
      size: data.length,
    },
    depth: 0,
    overrideAccess: true,
    context: { disableRevalidate: true },
    req,
  })
  return media.id
}

/**
 * Approving an inquiry makes its project: a draft in status `new`, unpublished, with everything
 * the company gave (names and short descriptions in both languages, category, stage, terms,
 * amounts, team with photos), tied to the company's account for its page and for the 12-month
 * maximum raise. Editors finish it (texts, gallery, documents) and move it through the statuses.
 */
export async function createProjectFromInquiry(
  payload: Payload,
  inquiry: CompanyInquiry,
  contact: { email: string; phone?: string | null },
  transaction: Transaction,
): Promise<Project> {
  const { req } = transaction
  const photoIds = (inquiry.team ?? [])
    .map((member) => relationId(member.photo))
    .filter((id): id is number => typeof id === 'number')
  const { docs: photos } = photoIds.length
    ? await payload.find({
        collection: 'company-inquiry-files',
        where: { and: [{ id: { in: photoIds } }, { inquiry: { equals: inquiry.id } }] },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  const team: {
    image: number | null
    fullName: string
    role: string
    linkedin: string | null
    description: string | null
  }[] = []
  for (const member of inquiry.team ?? []) {
    const photo = photos.find((file) => file.id === relationId(member.photo))
    team.push({
      image: photo ? await copyPhotoToMedia(payload, photo, member.name ?? '', transaction) : null,
      fullName: member.name ?? '',
      role: member.role ?? '',
      linkedin: member.linkedinUrl ?? null,
      description: member.description ?? null,
    })
  }

  const created = await payload.create({
    collection: 'projects',
    locale: 'he',
    draft: true,
    data: {
      _status: 'draft',
      alias: projectAliasFor(inquiry),
      name: inquiry.legalNameHe ?? inquiry.legalNameEn ?? '',
      shortDescription: inquiry.descriptionHe ?? '',
      category: relationId(inquiry.category) ?? undefined,
      subcategory: relationId(inquiry.subcategory) ?? null,
      stage: inquiry.stage ?? null,
      raisingType: inquiry.raisingType ?? null,
      currency: 'ILS',
      minimumRaise: inquiry.minimumAmount ?? undefined,
      maximumRaise: inquiry.maximumAmount ?? undefined,
      unitPrice: inquiry.pricePerShare ?? undefined,
      companyValueBeforeRaising: inquiry.companyValueBeforeRaising ?? null,
      loanPeriodMonths: inquiry.loanPeriodMonths ?? null,
      annualInterestPercent: inquiry.annualInterestPercent ?? null,
      team,
      contact: { name: inquiry.contactName ?? null, email: contact.email, phone: contact.phone },
      // The relations to the company are the operation's to write (no one may through the API).
      company: relationId(inquiry.owner),
      inquiry: inquiry.id,
    } as never,
    depth: 0,
    overrideAccess: true,
    context: { disableRevalidate: true, fromInquiry: true },
    req,
  })
  // The same rows in English: the array's rows keep their ids, their texts get the other language.
  return payload.update({
    collection: 'projects',
    id: created.id,
    locale: 'en',
    draft: true,
    data: {
      name: inquiry.legalNameEn ?? inquiry.legalNameHe ?? '',
      shortDescription: inquiry.descriptionEn ?? '',
      team: (created.team ?? []).map((row, index) => ({
        ...row,
        fullName: team[index]?.fullName ?? '',
        role: team[index]?.role ?? '',
        description: team[index]?.description ?? null,
      })),
      contact: { ...created.contact, name: inquiry.contactName ?? null },
    } as never,
    depth: 0,
    overrideAccess: true,
    context: { disableRevalidate: true, fromInquiry: true },
    req,
  })
}
