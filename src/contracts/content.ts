import { profileChoiceLists } from '@/domain/investors/profile-choice-lists'
import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'

/**
 * The site's content as JSON (spec 7's content reads): the blog, the CMS's pages, the contact
 * details, the categories, the profile form's choices and the Q&A, each in the caller's language
 * (`locale`, else the `language` cookie, else `Accept-Language`) and read from the same caches as
 * the pages, so that a publish shows in both at once.
 */
const id = z.number().int().positive()
/** A page's or post's address as the slug field allows it (at most 200 characters). */
const slugPattern = /^(?=.{1,200}$)[a-z0-9]+(-[a-z0-9]+)*$/
const slug = z.string().regex(slugPattern)
const page = z.coerce.number().int().min(1).max(10_000).default(1)

/** Rich text as the CMS keeps it: Lexical's JSON tree (`root`, its children). */
export const richTextSchema = z
  .looseObject({ root: z.looseObject({ children: z.array(z.looseObject({})) }) })
  .meta({ description: "Lexical's JSON: `root.children` holds the paragraphs, headings, lists." })

export const imageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})

export const postSummarySchema = z.object({
  id,
  slug: z.string(),
  kind: z.enum(['blog', 'article']),
  title: z.string(),
  excerpt: z.string(),
  publishedAt: z.string(),
  author: z.string().nullable(),
  categories: z.array(z.object({ id, name: z.string() })),
  cover: imageSchema.nullable(),
})

const postPageSchema = z.object({
  posts: z.array(postSummarySchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalDocs: z.number().int(),
})

const postKind = z.enum(['blog', 'article']).optional()

export const latestPostsRoute = defineRoute({
  method: 'GET',
  path: '/api/tgsblogs/bloglist-last',
  summary: 'The newest published posts',
  description: 'Spec 7 (the home page’s teaser). `kind` narrows to blog posts or articles.',
  tag: 'Content',
  caller: 'anyone',
  input: z.object({ kind: postKind, limit: z.coerce.number().int().min(1).max(12).default(3) }),
  output: z.object({ posts: z.array(postSummarySchema) }),
  errors: [],
})

export const postListRoute = defineRoute({
  method: 'GET',
  path: '/api/tgsblogs/bloglist-index',
  summary: 'One page of published posts, newest first',
  description:
    'Spec 7. Six a page, as `/blog` shows them; `kind` narrows to blog posts or articles.',
  tag: 'Content',
  caller: 'anyone',
  input: z.object({ page, kind: postKind }),
  output: postPageSchema,
  errors: [],
})

export const postItemRoute = defineRoute({
  method: 'GET',
  path: '/api/tgsblogs/blog-item',
  summary: 'A published post by its address (`id` is the alias)',
  description: 'Spec 7. A draft, or an alias that no post has, is NOT_FOUND.',
  tag: 'Content',
  caller: 'anyone',
  input: z.object({ id: slug }),
  output: z.object({
    post: postSummarySchema.extend({
      content: richTextSchema,
      cover: imageSchema.nullable(),
      meta: z.object({ description: z.string().nullable() }),
    }),
  }),
  errors: ['NOT_FOUND'],
})

export const pageViewRoute = defineRoute({
  method: 'POST',
  path: '/api/content/view/{alias}',
  specPath: '/content/view/{alias}',
  params: { alias: slugPattern },
  summary: 'A published page of the CMS by its alias',
  description:
    'Spec 7. `layout` holds the page’s blocks as the CMS keeps them (`blockType` names each). A draft, or an alias no page has, is NOT_FOUND.',
  tag: 'Content',
  caller: 'anyone',
  input: z.object({}),
  output: z.object({
    page: z.object({
      slug: z.string(),
      title: z.string(),
      content: richTextSchema.nullable(),
      layout: z.array(z.looseObject({ blockType: z.string() })),
      meta: z.object({
        title: z.string().nullable(),
        description: z.string().nullable(),
        noindex: z.boolean(),
      }),
    }),
  }),
  errors: ['NOT_FOUND'],
})

export const contactInfoRoute = defineRoute({
  method: 'POST',
  path: '/api/content/contact-info',
  specPath: '/content/contact-info',
  summary: 'The public contact details (address, phone, e-mail, opening hours)',
  tag: 'Content',
  caller: 'anyone',
  input: z.object({}),
  output: z.object({
    contactInfo: z.object({
      address: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      hours: z.string().nullable(),
    }),
  }),
  errors: [],
})

export const categoriesRoute = defineRoute({
  method: 'POST',
  path: '/api/content/categories',
  specPath: '/content/categories',
  summary: 'The categories of projects and posts',
  description:
    'Spec 7. A category with a `parent` is a subcategory of it; `slug` is what the catalogue filters by (`POST /projects/list`).',
  tag: 'Content',
  caller: 'anyone',
  input: z.object({}),
  output: z.object({
    categories: z.array(
      z.object({ id, name: z.string(), slug: z.string(), parent: id.nullable() }),
    ),
  }),
  errors: [],
})

const choices = (values: readonly [string, ...string[]]) =>
  z.array(z.object({ value: z.enum(values), label: z.string() }))

export const profileContentRoute = defineRoute({
  method: 'POST',
  path: '/api/content/profile',
  specPath: '/content/profile',
  summary: 'The investor profile form’s choices, with their labels',
  description:
    'Spec 7. Each list holds the values `POST /api/catalog/update-profile` accepts for that field, labelled in the caller’s language.',
  tag: 'Content',
  caller: 'anyone',
  input: z.object({}),
  output: z.object({
    choices: z.object({
      citizenship: choices(profileChoiceLists.citizenship),
      sex: choices(profileChoiceLists.sex),
      knowledgeLevel: choices(profileChoiceLists.knowledgeLevel),
      experienceLevel: choices(profileChoiceLists.experienceLevel),
      education: choices(profileChoiceLists.education),
      interests: choices(profileChoiceLists.interests),
    }),
  }),
  errors: [],
})

export const qaIndexRoute = defineRoute({
  method: 'GET',
  path: '/api/question-answer/qa-index',
  summary: 'Published questions and answers, in the editors’ order',
  description: 'Spec 7. `perpage` items a page (10 unless asked), `query` searches them.',
  tag: 'Content',
  caller: 'anyone',
  input: z.object({
    page,
    perpage: z.coerce.number().int().min(1).max(50).default(10),
    query: z.string().trim().max(200).default(''),
  }),
  output: z.object({
    items: z.array(z.object({ id, question: z.string(), answer: z.string(), group: z.string() })),
    page: z.number().int(),
    totalPages: z.number().int(),
    totalDocs: z.number().int(),
  }),
  errors: [],
})

export const contentRoutes = [
  latestPostsRoute,
  postListRoute,
  postItemRoute,
  pageViewRoute,
  contactInfoRoute,
  categoriesRoute,
  profileContentRoute,
  qaIndexRoute,
]
