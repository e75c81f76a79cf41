import { postListRoute } from '@/components/blog/post-list-route'

// Reads Payload per request (through the tagged cache), never at build time.
export const dynamic = 'force-dynamic'

/** `/articles`: articles (their pages are `/blog/{slug}` too), newest first, paginated with `?page=`. */
const route = postListRoute('article')
export const generateMetadata = route.generateMetadata
export default route.Page
