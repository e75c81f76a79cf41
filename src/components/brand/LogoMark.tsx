/**
 * The site's mark: three figures growing side by side (investing together), the tallest one's
 * head in the accent colour. Decorative: the name is always written beside it or in its label.
 * `public/favicon.svg` holds the same drawing (`src/scripts/make-icons.ts` makes the PNG icons).
 */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className ? `logo-mark ${className}` : 'logo-mark'}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="#0b5cab" />
      <g fill="#fff">
        <rect x="6.5" y="18" width="5" height="8" rx="1.5" />
        <rect x="13.5" y="14" width="5" height="12" rx="1.5" />
        <rect x="20.5" y="10" width="5" height="16" rx="1.5" />
        <circle cx="9" cy="14.5" r="2.2" />
        <circle cx="16" cy="10.5" r="2.2" />
      </g>
      <circle cx="23" cy="6.5" r="2.2" fill="#f4a259" />
    </svg>
  )
}
