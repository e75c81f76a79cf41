'use client'

import { useEffect } from 'react'

import { tabAfterKey } from '@/domain/projects/project-tabs'

/**
 * Makes the server-rendered tabs inside `#rootId` behave as tabs: a click or an arrow key shows
 * the chosen panel in place (no request), only the chosen tab stays in the Tab order, and the
 * address follows. It works on the DOM the server sent (React renders the same attributes again
 * only if the tabs' props change, and then the server's choice is the right one). Marks the root
 * `data-enhanced` once it acts.
 */
export function ProjectTabsBehaviour({ rootId }: { rootId: string }) {
  useEffect(() => {
    const root = document.getElementById(rootId)
    const list = root?.querySelector<HTMLElement>('[role="tablist"]')
    if (!root || !list) return
    const tabs = [...list.querySelectorAll<HTMLAnchorElement>('[role="tab"]')]
    const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'

    function show(index: number) {
      tabs.forEach((tab, i) => {
        const selected = i === index
        tab.setAttribute('aria-selected', String(selected))
        tab.tabIndex = selected ? 0 : -1
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '')
        if (panel) panel.hidden = !selected
      })
    }

    function choose(index: number, focus: boolean) {
      const tab = tabs[index]
      if (!tab) return
      show(index)
      const url = new URL(window.location.href)
      url.searchParams.set('tab', tab.dataset.tab ?? '')
      // Not the router's own state: with it, Next ignores the change, and what reads its search
      // params (the progress bar, which then never ended) keeps the old address.
      window.history.replaceState(null, '', url)
      if (focus) tab.focus()
    }

    const selectedIndex = () => tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true')

    function onClick(event: MouseEvent) {
      const index = tabs.findIndex((tab) => tab.contains(event.target as Node))
      if (index < 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
        return
      event.preventDefault()
      choose(index, false)
    }

    function onKeyDown(event: KeyboardEvent) {
      const next = tabAfterKey(selectedIndex(), event.key, tabs.length, dir)
      if (next === null) return
      event.preventDefault()
      choose(next, true)
    }

    show(Math.max(0, selectedIndex()))
    list.addEventListener('click', onClick)
    list.addEventListener('keydown', onKeyDown)
    root.dataset.enhanced = 'true'
    return () => {
      list.removeEventListener('click', onClick)
      list.removeEventListener('keydown', onKeyDown)
      delete root.dataset.enhanced
    }
  }, [rootId])
  return null
}
