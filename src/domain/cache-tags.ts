/**
 * Cache tags of public content: one per document shown on its own page (page, project, post), one
 * per collection for the lists that show many documents, and one per global.
 */
export const cacheTags = {
  page: (slug: string) => `page:${slug}`,
  project: (alias: string) => `project:${alias}`,
  post: (slug: string) => `post:${slug}`,
  collection: (slug: string) => `collection:${slug}`,
  global: (slug: string) => `global:${slug}`,
}
