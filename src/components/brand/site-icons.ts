/**
 * The site's icons for `<head>` (the site and the admin): the SVG mark, a PNG for browsers without
 * SVG icons, and the home-screen icon. `/favicon.ico` is served as well, for those that ask for it
 * unprompted. Made from `public/favicon.svg` by `src/scripts/make-icons.ts`.
 */
export const siteIcons = {
  icon: [
    { url: '/favicon.svg', type: 'image/svg+xml' },
    { url: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  ],
  apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
}
