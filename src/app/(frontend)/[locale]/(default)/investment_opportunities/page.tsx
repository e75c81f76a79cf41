import { catalogueRoute } from '@/components/projects/catalogue-route'

// Reads the database per request (filters, signed-in investors); the data itself is cached.
export const dynamic = 'force-dynamic'

const route = catalogueRoute('/investment_opportunities')
export const generateMetadata = route.generateMetadata
export default route.Page
