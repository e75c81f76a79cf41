import { projectRoute } from '@/components/projects/project-route'

// Reads the database per request (the tab, signed-in investors); the data itself is cached.
export const dynamic = 'force-dynamic'

const route = projectRoute('/investment_opportunities')
export const generateMetadata = route.generateMetadata
export default route.Page
