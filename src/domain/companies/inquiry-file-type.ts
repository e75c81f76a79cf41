import { pdfLooksComplete, sniffFileType } from '../files/sniff-file-type'
import { judgeCsv, looksLikeXlsx } from '../files/sniff-spreadsheet'
import {
  acceptedInquiryFileTypes,
  csvType,
  typeRefusedMessage,
  xlsxType,
  type InquiryFileKind,
  type InquiryFileType,
} from './inquiry-files'

export type InquiryFileVerdict =
  | { ok: true; type: InquiryFileType }
  /** `message`: a `Validation` key. */
  | { ok: false; message: string }

/**
 * What an uploaded file is, from its bytes alone (the name and the browser's Content-Type are the
 * uploader's to choose), and whether the kind takes it. A PDF must be complete (Payload's own
 * check fails on a truncated one); a CSV must be a table of values (see `judgeCsv`).
 */
export function judgeInquiryFile(bytes: Uint8Array, kind: InquiryFileKind): InquiryFileVerdict {
  const accepted = acceptedInquiryFileTypes[kind]
  const refused = { ok: false, message: typeRefusedMessage[kind] } as const
  const sniffed = sniffFileType(bytes)
  let type: InquiryFileType | null = sniffed
  if (sniffed === 'application/pdf' && !pdfLooksComplete(bytes)) return refused
  if (!type && accepted.includes(xlsxType) && looksLikeXlsx(bytes)) type = xlsxType
  if (!type && accepted.includes(csvType)) {
    const csv = judgeCsv(bytes)
    if (csv === 'formula') return { ok: false, message: 'csvFormula' }
    if (csv === 'csv') type = csvType
  }
  return type && accepted.includes(type) ? { ok: true, type } : refused
}

const extensions: Record<InquiryFileType, string> = {
  'application/pdf': 'pdf',
  [xlsxType]: 'xlsx',
  [csvType]: 'csv',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** The extension a file is stored under, from its judged type (never the upload's name). */
export const storedExtension = (type: InquiryFileType) => extensions[type]
