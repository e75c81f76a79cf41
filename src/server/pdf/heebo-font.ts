import path from 'node:path'

import { Font } from '@react-pdf/renderer'

/**
 * Heebo from an npm package (Google Fonts' full TTF: Hebrew, Latin, digits, ₪ and the direction
 * marks in one file; react-pdf reads TTF and WOFF, not WOFF2). Read by path at run time, so the
 * font never enters a bundle. Registered once per process, for every PDF the site draws.
 */
const fontDirectory = path.join(process.cwd(), 'node_modules/@expo-google-fonts/heebo')
let fontRegistered = false

export function registerHeeboFont() {
  if (fontRegistered) return
  Font.register({
    family: 'Heebo',
    fonts: [
      { src: path.join(fontDirectory, '400Regular/Heebo_400Regular.ttf'), fontWeight: 400 },
      { src: path.join(fontDirectory, '700Bold/Heebo_700Bold.ttf'), fontWeight: 700 },
    ],
  })
  // Words are never broken with hyphens: a Hebrew name or a reference must stay whole.
  Font.registerHyphenationCallback((word) => [word])
  fontRegistered = true
}
