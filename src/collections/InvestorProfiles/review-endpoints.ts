import type { Endpoint } from 'payload'

import {
  decideIdentityCheck,
  decideInvestorType,
  exportInvestorData,
  noStore,
  recordEndpoint,
  revealIdentityNumbers,
} from '@/server/for-payload-config'

/** The compliance review's calls (admin and compliance only; each checks and audits). */
export const reviewEndpoints: Endpoint[] = [
  recordEndpoint('post', 'identity-decision', (req, id, body) =>
    decideIdentityCheck(req.payload, req, id, body),
  ),
  recordEndpoint('post', 'type-decision', (req, id, body) =>
    decideInvestorType(req.payload, req, id, body),
  ),
  recordEndpoint('get', 'identity-numbers', (req, id) =>
    revealIdentityNumbers(req.payload, req, id),
  ),
  recordEndpoint(
    'get',
    'export',
    (req, id) => exportInvestorData(req.payload, req, id),
    (result, id) =>
      new Response(JSON.stringify(result, null, 2), {
        headers: {
          ...noStore,
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="investor-data-${id}.json"`,
        },
      }),
  ),
]
