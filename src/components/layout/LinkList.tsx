import { SiteLink } from './SiteLink'

type Item = { label: string; href: string; id?: string | null }

export function LinkList({ items, className }: { items: Item[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id ?? item.href}>
          <SiteLink href={item.href}>{item.label}</SiteLink>
        </li>
      ))}
    </ul>
  )
}
