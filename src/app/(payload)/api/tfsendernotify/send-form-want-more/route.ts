import { leadRoute } from '@/server/leads/lead-route'

/** Spec 7: the footer contact form's call, kept under its original name. */
export const POST = leadRoute('general')
