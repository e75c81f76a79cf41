/**
 * What the profile page checks before uploading a file, to answer at once: the type the browser
 * names (from the file's name; the server reads the bytes and decides) and the size.
 */
export const documentFileTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']
export const imageFileTypes = ['image/jpeg', 'image/png', 'image/webp']

export type DocumentFileProblem = 'fileMissing' | 'fileTooLarge' | 'fileTypeRefused'

export function documentFileProblem(
  file: { size: number; type: string } | null | undefined,
  options: { maxBytes: number; imagesOnly?: boolean },
): DocumentFileProblem | null {
  if (!file || file.size === 0) return 'fileMissing'
  const accepted = options.imagesOnly ? imageFileTypes : documentFileTypes
  if (!accepted.includes(file.type)) return 'fileTypeRefused'
  if (file.size > options.maxBytes) return 'fileTooLarge'
  return null
}
