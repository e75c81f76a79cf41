'use client'

import { useLocale } from 'next-intl'
import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'

import { tabAfterKey, type ProjectTab } from '@/domain/projects/project-tabs'
import { localeSettings } from '@/i18n/locales'

type Tab = { id: ProjectTab; label: string; href: string; panel: ReactNode }

const subscribeNever = () => () => {}

/**
 * WAI-ARIA tabs with automatic activation. Each tab is also a link to `?tab=…`, so that without
 * JavaScript every tab is reachable (the server renders the chosen panel) and the chosen tab can be
 * shared. Once hydrated, arrow keys move between tabs (mirrored in Hebrew), Home and End jump, and
 * the address follows the chosen tab.
 */
export function ProjectTabs({
  label,
  tabs,
  initial,
}: {
  label: string
  tabs: Tab[]
  initial: ProjectTab
}) {
  const [active, setActive] = useState<ProjectTab>(initial)
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
  const refs = useRef<(HTMLAnchorElement | null)[]>([])
  const dir = localeSettings[useLocale()].dir

  function choose(index: number, focus: boolean) {
    const tab = tabs[index]
    if (!tab) return
    setActive(tab.id)
    const url = new URL(window.location.href)
    url.searchParams.set('tab', tab.id)
    // Not the router's own state: with it, Next ignores the change, and what reads its search
    // params (the progress bar, which then never ended) keeps the old address.
    window.history.replaceState(null, '', url)
    if (focus) refs.current[index]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((t) => t.id === active)
    const next = tabAfterKey(current, event.key, tabs.length, dir)
    if (next === null) return
    event.preventDefault()
    choose(next, true)
  }

  return (
    <div className="project-tabs">
      <div role="tablist" aria-label={label} className="project-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = tab.id === active
          return (
            <a
              key={tab.id}
              ref={(element) => {
                refs.current[index] = element
              }}
              role="tab"
              id={`project-tab-${tab.id}`}
              href={tab.href}
              aria-selected={selected}
              aria-controls={`project-panel-${tab.id}`}
              // Roving focus only once the arrow keys work; before that every tab is a plain link.
              tabIndex={hydrated && !selected ? -1 : 0}
              className="project-tabs__tab"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                event.preventDefault()
                choose(index, false)
              }}
            >
              {tab.label}
            </a>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`project-panel-${tab.id}`}
          aria-labelledby={`project-tab-${tab.id}`}
          hidden={tab.id !== active}
          tabIndex={0}
          className="project-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
