import { currencies } from '@/domain/money'
import {
  projectStatuses,
  projectStatusGroups,
  publicProjectStatuses,
  raisingTypes,
  recruitmentStages,
} from '@/domain/projects/project-status'
import * as z from '@/domain/zod'

import { imageSchema, richTextSchema } from './content'
import { defineRoute } from './route-contract'

/**
 * The catalogue of projects as JSON (spec 7's project reads), as the viewer may see it: a visitor
 * the published projects in a public status, a signed-in pre-qualified investor also the angel
 * campaigns. A visitor's answers come from the same caches as the pages (at most 60 s old, for
 * the raise's progress).
 */
const tag = 'Catalogue'
/** A project's alias as its slug field allows it (at most 120 characters). */
const aliasPattern = /^(?=.{1,120}$)[a-z0-9]+(-[a-z0-9]+)*$/
const date = z.string().nullable()
/** Minor units (agorot, cents). */
const minor = z.number().int()

export const projectCardSchema = z.object({
  alias: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  image: imageSchema.nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  stage: z.enum(recruitmentStages),
  /** One of the public statuses: access control shows a viewer no other. */
  status: z.enum(projectStatuses),
  raisingType: z.enum(raisingTypes),
  currency: z.enum(currencies),
  raisedMinor: minor,
  minimumMinor: minor,
  maximumMinor: minor,
  investorCount: z.number().int(),
  startDate: date,
  endDate: date,
  angelCampaign: z.boolean(),
})

export const projectViewSchema = projectCardSchema.extend({
  description: richTextSchema.nullable(),
  investmentText: richTextSchema.nullable(),
  unitPriceMinor: minor,
  minimalInvestmentMinor: minor,
  sharesBeforeRaising: z.number().nullable(),
  companyValueBeforeRaisingMinor: minor.nullable(),
  loanPeriodMonths: z.number().int().nullable(),
  annualInterestPercent: z.number().nullable(),
  extensionEndDate: date,
  sharePackages: z.array(
    z.object({
      amount: z.number().int(),
      unitPriceMinor: minor,
      minimalInvestmentMinor: minor.nullable(),
    }),
  ),
  team: z.array(
    z.object({
      fullName: z.string(),
      role: z.string(),
      description: z.string().nullable(),
      linkedin: z.string().nullable(),
      image: imageSchema.nullable(),
    }),
  ),
  gallery: z.array(z.object({ image: imageSchema.nullable(), videoUrl: z.string().nullable() })),
  updates: z.array(
    z.object({ date: z.string(), title: z.string(), body: richTextSchema.nullable() }),
  ),
})

const statusGroup = z.enum(
  Object.keys(projectStatusGroups) as [
    keyof typeof projectStatusGroups,
    ...(keyof typeof projectStatusGroups)[],
  ],
)

export const projectListsRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/projects',
  specPath: '/projects',
  summary: 'One list of projects for each status filter',
  description:
    'Spec 7: `filters` as `[{ "status": ["raising", "raising_extend"] }, { "status": ["coming"] }, { "status": ["success_finished"] }]` gives the raising, coming and finished lists. Each list is the catalogue’s first page (9 projects) in its order, with how many there are in all.',
  tag,
  caller: 'anyone',
  input: z.object({
    filters: z
      .array(z.object({ status: z.array(z.enum(publicProjectStatuses)).min(1).max(10) }))
      .min(1)
      .max(5),
  }),
  output: z.object({
    lists: z.array(
      z.object({
        status: z.array(z.enum(publicProjectStatuses)),
        projects: z.array(projectCardSchema),
        totalDocs: z.number().int(),
      }),
    ),
  }),
  errors: [],
})

export const projectPageRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/projects/list',
  specPath: '/projects/list',
  summary: 'One page of the catalogue, filtered as `/projects` filters it',
  description:
    'Spec 7. `status` is a group of the catalogue’s filter (raising: raising and extended; coming; finished: successful), `category` a category’s slug (`POST /content/categories`); 9 projects a page.',
  tag,
  caller: 'anyone',
  query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  input: z.object({
    status: statusGroup.nullish(),
    category: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/)
      .nullish(),
  }),
  output: z.object({
    projects: z.array(projectCardSchema),
    page: z.number().int(),
    totalPages: z.number().int(),
    totalDocs: z.number().int(),
  }),
  errors: [],
})

export const projectViewRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/projects/view/{alias}',
  specPath: '/projects/view/{alias}',
  params: { alias: aliasPattern },
  summary: 'A project by its alias, with its raise as the ledger has it',
  description:
    'Spec 7. A project the viewer may not see (a draft, in review, an angel campaign for one not pre-qualified) is NOT_FOUND, as is an alias no project has.',
  tag,
  caller: 'anyone',
  input: z.object({}),
  output: z.object({ project: projectViewSchema }),
  errors: ['NOT_FOUND'],
})

export const projectNamesRoute = defineRoute({
  method: 'GET',
  path: '/api/catalog/projects-list',
  summary: 'Every project the viewer may see, by name (for a form’s choice of project)',
  description: 'Spec 7. In the catalogue’s order: raising, coming, then finished.',
  tag,
  caller: 'anyone',
  input: z.object({}),
  output: z.object({
    projects: z.array(
      z.object({ alias: z.string(), name: z.string(), status: z.enum(projectStatuses) }),
    ),
  }),
  errors: [],
})

export const catalogRoutes = [
  projectListsRoute,
  projectPageRoute,
  projectViewRoute,
  projectNamesRoute,
]
