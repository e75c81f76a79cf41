/**
 * The most a document upload's body may carry: the largest file the identity-check settings can
 * allow (10 MB, Payload's own upload limit) and the multipart form around it.
 */
export const documentUploadBodyBytes = 10 * 1024 * 1024 + 64 * 1024
