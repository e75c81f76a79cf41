'use client'

import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { LinkList } from './LinkList'

type Item = { label: string; href: string; id?: string | null }

/** The small-screen menu: the top navigation plus the legal links, in a drawer from the start side. */
export function Sidebar({ items, legalItems }: { items: Item[]; legalItems: Item[] }) {
  const t = useTranslations('Sidebar')
  const tHeader = useTranslations('Header')
  const pathname = usePathname()
  // Open for the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <>
      <button
        type="button"
        className="sidebar-toggle"
        aria-expanded={open}
        aria-controls="site-sidebar"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">{tHeader('openMenu')}</span>
      </button>
      <dialog
        ref={ref}
        id="site-sidebar"
        className="sidebar"
        aria-label={t('title')}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === ref.current) setOpen(false)
        }}
      >
        <div className="sidebar__header">
          <strong>{t('title')}</strong>
          <button
            type="button"
            className="modal__close"
            onClick={() => setOpen(false)}
            aria-label={t('close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label={t('title')}>
          <LinkList items={items} className="sidebar__list" />
          <LinkList items={legalItems} className="sidebar__list sidebar__list--legal" />
        </nav>
      </dialog>
    </>
  )
}
