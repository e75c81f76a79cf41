/** Every status a project passes through (spec 3), from application to the end of its raise. */
export const projectStatuses = [
  'new',
  'waiting',
  'approval',
  'denied',
  'coming',
  'raising',
  'raising_extend',
  'running',
  'success_finished',
  'unsuccess_finished',
] as const
export type ProjectStatus = (typeof projectStatuses)[number]

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'string' && (projectStatuses as readonly string[]).includes(value)
}

/** Statuses a visitor may see; the others are the company's application and staff review. */
export const publicProjectStatuses = [
  'coming',
  'raising',
  'raising_extend',
  'running',
  'success_finished',
  'unsuccess_finished',
] as const satisfies readonly ProjectStatus[]

export function isPublicProjectStatus(status: string): boolean {
  return (publicProjectStatuses as readonly string[]).includes(status)
}

/** The catalogue's filters (spec 7, `POST /projects`): each group stands for a set of statuses. */
export const projectStatusGroups = {
  raising: ['raising', 'raising_extend'],
  coming: ['coming'],
  finished: ['success_finished'],
} as const satisfies Record<string, readonly ProjectStatus[]>
export type ProjectStatusGroup = keyof typeof projectStatusGroups

/** Statuses of a raise that is open or about to open: what `/new` lists by its opening day. */
export const openingStatuses = [
  'coming',
  ...projectStatusGroups.raising,
] as const satisfies readonly ProjectStatus[]

export function isProjectStatusGroup(value: string): value is ProjectStatusGroup {
  return Object.hasOwn(projectStatusGroups, value)
}

export const recruitmentStages = ['preseed', 'seed', 'seedplus', 'round_a', 'round_b'] as const
export type RecruitmentStage = (typeof recruitmentStages)[number]

export const raisingTypes = ['stock', 'bonds'] as const
export type RaisingType = (typeof raisingTypes)[number]
