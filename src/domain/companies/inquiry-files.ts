/**
 * The files of a company's inquiry: four documents the review needs (one current file of each)
 * and the team members' optional photos. What each may be is decided from its bytes on the server
 * (`sniffInquiryFileType`); the browser's check by name is only there to answer at once.
 */
export const requiredInquiryFileKinds = [
  'pitch-deck',
  'financial-statements',
  'articles-of-association',
  'cap-table',
] as const
export type RequiredInquiryFileKind = (typeof requiredInquiryFileKinds)[number]

export const inquiryFileKinds = [...requiredInquiryFileKinds, 'team-photo'] as const
export type InquiryFileKind = (typeof inquiryFileKinds)[number]

export function isInquiryFileKind(value: unknown): value is InquiryFileKind {
  return typeof value === 'string' && (inquiryFileKinds as readonly string[]).includes(value)
}

export const pdfType = 'application/pdf'
export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const csvType = 'text/csv'
export const inquiryImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

export type InquiryFileType =
  typeof pdfType | typeof xlsxType | typeof csvType | (typeof inquiryImageTypes)[number]

/** The types each kind accepts: documents as PDF, the cap table also as a spreadsheet. */
export const acceptedInquiryFileTypes: Record<InquiryFileKind, readonly InquiryFileType[]> = {
  'pitch-deck': [pdfType],
  'financial-statements': [pdfType],
  'articles-of-association': [pdfType],
  'cap-table': [pdfType, xlsxType, csvType],
  'team-photo': inquiryImageTypes,
}

/** The extensions a file chooser offers for each type (`accept`), and that a name is checked by. */
export const inquiryFileExtensions: Record<InquiryFileType, readonly string[]> = {
  [pdfType]: ['.pdf'],
  [xlsxType]: ['.xlsx'],
  [csvType]: ['.csv'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
}

/** A pitch deck or statements with scanned pages is large; 20 MB holds a long one. */
export const inquiryFileMaxBytes = 20 * 1024 * 1024
/** A team member's photo is shown small; larger files are a phone's original, not needed. */
export const teamPhotoMaxBytes = 5 * 1024 * 1024

export const maxBytesFor = (kind: InquiryFileKind) =>
  kind === 'team-photo' ? teamPhotoMaxBytes : inquiryFileMaxBytes

/** The `accept` attribute of a kind's file input: its types and their extensions. */
export function acceptFor(kind: InquiryFileKind): string {
  return acceptedInquiryFileTypes[kind]
    .flatMap((type) => [type, ...inquiryFileExtensions[type]])
    .join(',')
}

/** The `Validation` message of a file of the wrong type, naming what the kind takes. */
export const typeRefusedMessage: Record<InquiryFileKind, string> = {
  'pitch-deck': 'pdfOnly',
  'financial-statements': 'pdfOnly',
  'articles-of-association': 'pdfOnly',
  'cap-table': 'capTableTypes',
  'team-photo': 'photoTypes',
}

/**
 * What the browser can tell before sending: a file is chosen, its name's extension is one the kind
 * accepts, and it is not too large. The server reads the bytes and decides.
 */
export function inquiryFileProblem(
  file: { name: string; size: number } | null | undefined,
  kind: InquiryFileKind,
): string | null {
  if (!file || file.size === 0) return 'fileMissing'
  const name = file.name.toLowerCase()
  const extensions = acceptedInquiryFileTypes[kind].flatMap((type) => inquiryFileExtensions[type])
  if (!extensions.some((extension) => name.endsWith(extension))) return typeRefusedMessage[kind]
  if (file.size > maxBytesFor(kind)) return 'fileTooLarge'
  return null
}

/** The required kinds with no current file. */
export function missingFileKinds(files: readonly { kind: string }[]): RequiredInquiryFileKind[] {
  return requiredInquiryFileKinds.filter((kind) => !files.some((file) => file.kind === kind))
}
