import localFont from 'next/font/local'

/**
 * Heebo (variable, 100-900), self-hosted from `@fontsource-variable/heebo`: only its Hebrew and
 * Latin subsets, as two faces limited to their characters, so a page downloads only the file its
 * text needs (in practice both: every page shows the other language's name). `swap` shows the
 * text at once in the fallback. The Hebrew face has no adjusted fallback of its own: one with no
 * character range would take the Latin letters before the Latin face is reached.
 */
export const heeboHebrew = localFont({
  src: '../../../node_modules/@fontsource-variable/heebo/files/heebo-hebrew-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-heebo-hebrew',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0307-0308, U+0590-05FF, U+200C-2010, U+20AA, U+25CC, U+FB1D-FB4F',
    },
  ],
})

export const heeboLatin = localFont({
  src: '../../../node_modules/@fontsource-variable/heebo/files/heebo-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-heebo-latin',
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})
