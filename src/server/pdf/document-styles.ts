/**
 * The look our PDFs share (payment requests, allotment letters): the page, the site's name, the
 * title, section headings and label/value rows. The label and value have fixed shares of the row:
 * a Text that grows to fill it is laid out at its content's width, and its alignment (right in
 * Hebrew) is lost.
 */
export const documentStyles = {
  page: { fontFamily: 'Heebo', fontSize: 11, padding: 48, color: '#1a1a1a' },
  site: { fontSize: 12, fontWeight: 700, color: '#0b5cad' },
  title: { fontSize: 22, fontWeight: 700, marginTop: 6, marginBottom: 14 },
  heading: { fontSize: 13, fontWeight: 700, marginTop: 18, marginBottom: 6, color: '#0b5cad' },
  row: { paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: '#d0d7de' },
  label: { width: '34%', color: '#555555' },
  value: { width: '66%' },
} as const
