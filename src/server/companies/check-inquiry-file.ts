import { judgeInquiryFile } from '@/domain/companies/inquiry-file-type'
import {
  inquiryImageTypes,
  maxBytesFor,
  type InquiryFileKind,
  type InquiryFileType,
} from '@/domain/companies/inquiry-files'
import { originalFileName } from '@/domain/companies/original-file-name'
import { fieldError } from '@/server/errors/parse-input'
import { stripImageMetadata } from '@/server/profile/strip-image-metadata'

/** A team member is shown small: a photo is cut to a centred square of at most this many pixels. */
const photoPixels = 512

export type CheckedInquiryFile = { data: Buffer; type: InquiryFileType; originalName: string }

const isImage = (type: InquiryFileType): type is (typeof inquiryImageTypes)[number] =>
  (inquiryImageTypes as readonly string[]).includes(type)

/**
 * Checks an uploaded file before anything is stored: present, within the kind's size, of a type
 * the kind takes judged by its bytes (an HTML page named .pdf is refused), photos re-encoded
 * without their metadata (a phone's photo carries where it was taken). Errors name `file`.
 */
export async function checkInquiryFile(
  kind: InquiryFileKind,
  file: unknown,
): Promise<CheckedInquiryFile> {
  if (!(file instanceof File) || file.size === 0) throw fieldError('file', 'fileMissing')
  if (file.size > maxBytesFor(kind)) throw fieldError('file', 'fileTooLarge')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const verdict = judgeInquiryFile(bytes, kind)
  if (!verdict.ok) throw fieldError('file', verdict.message)
  const data = isImage(verdict.type)
    ? await stripImageMetadata(bytes, verdict.type, { square: photoPixels })
    : Buffer.from(bytes)
  if (!data) throw fieldError('file', 'photoTypes')
  return { data, type: verdict.type, originalName: originalFileName(file.name) }
}
