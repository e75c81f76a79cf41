import type { ReactNode } from 'react'

import type { ProjectTab } from '@/domain/projects/project-tabs'

import { LazyProjectTabsBehaviour } from './LazyProjectTabsBehaviour'

type Tab = { id: ProjectTab; label: string; href: string; panel: ReactNode }

/**
 * WAI-ARIA tabs with automatic activation, rendered on the server. Each tab is also a link to
 * `?tab=…`, so that without JavaScript every tab is reachable (the server renders the chosen panel)
 * and the chosen tab can be shared. Once the page is up, `ProjectTabsBehaviour` (loaded after it,
 * out of the page's first-load JavaScript) switches panels in place, and arrow keys move between
 * tabs (mirrored in Hebrew), Home and End jump, and the address follows the chosen tab.
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
  return (
    <div className="project-tabs" id="project-tabs">
      <div role="tablist" aria-label={label} className="project-tabs__list">
        {tabs.map((tab) => (
          <a
            key={tab.id}
            role="tab"
            id={`project-tab-${tab.id}`}
            href={tab.href}
            data-tab={tab.id}
            aria-selected={tab.id === initial}
            aria-controls={`project-panel-${tab.id}`}
            // Roving focus only once the arrow keys work; before that every tab is a plain link.
            tabIndex={0}
            className="project-tabs__tab"
          >
            {tab.label}
          </a>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`project-panel-${tab.id}`}
          aria-labelledby={`project-tab-${tab.id}`}
          hidden={tab.id !== initial}
          tabIndex={0}
          className="project-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
      <LazyProjectTabsBehaviour rootId="project-tabs" />
    </div>
  )
}
