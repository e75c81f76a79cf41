/** The most pages of one PDF a review screen shows as pictures (renderPdfPage draws them). */
export const maxPreviewPages = 30
