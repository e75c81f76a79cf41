import type { RateLimitRule } from '@/domain/auth/rate-limit-rules'

/**
 * Leads per client IP: enough for a person who writes from the footer, the popup and the contacts
 * page and corrects a mistake, few enough that a script cannot fill the staff's inbox.
 */
export const leadsPerIp: RateLimitRule = { name: 'leads:ip', limit: 10, windowSeconds: 60 * 60 }
