import { postListRoute } from '@/components/blog/post-list-route'

// Reads Payload per request (through the tagged cache), never at build time.
export const dynamic = 'force-dynamic'

/** `/blog`: blog posts, newest first, paginated with `?page=`. */
const route = postListRoute('blog')
export const generateMetadata = route.generateMetadata
export default route.Page
