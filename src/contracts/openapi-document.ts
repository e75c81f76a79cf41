import type { ZodObject } from 'zod'
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi'

import { appErrorStatus, type AppErrorCode } from '@/domain/errors/error-codes'
import * as z from '@/domain/zod'

import { apiRoutes } from './api-routes'
import type { Caller, RouteContract } from './route-contract'

/** Answered by every route: a bad body, a request from another site, our own failure. */
const everyRouteErrors: AppErrorCode[] = ['VALIDATION_FAILED', 'CROSS_SITE_REQUEST', 'INTERNAL']

const security: Record<Caller, { [scheme: string]: string[] }[]> = {
  anyone: [],
  investor: [{ investorSession: [] }, { investorBearer: [] }],
  staff: [{ staffSession: [] }, { staffJwt: [] }],
}

/** A refusal's body, its code one of those the status answers. */
function errorAnswer(codes: AppErrorCode[]) {
  return z.object({
    error: z.looseObject({
      code: z.enum(codes as [AppErrorCode, ...AppErrorCode[]]),
      message: z.string().meta({ description: "In the caller's language (`locale`)." }),
      fields: z
        .record(z.string(), z.object({ key: z.string(), message: z.string() }))
        .optional()
        .meta({ description: 'VALIDATION_FAILED: each field’s message key and message.' }),
    }),
  })
}

function errorResponses(contract: RouteContract) {
  const byStatus = new Map<number, AppErrorCode[]>()
  for (const code of [...contract.errors, ...everyRouteErrors]) {
    const status = appErrorStatus[code]
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: codes.join(', '),
        content: { 'application/json': { schema: errorAnswer(codes) } },
      },
    ]),
  )
}

/** `post` and `/api/investition/update` give `postApiInvestitionUpdate`. */
const operationId = (method: string, path: string) =>
  `${method.toLowerCase()}${path.replace(/\W+(\w)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`

function operation(contract: RouteContract, atSpecPath = false): ZodOpenApiOperationObject {
  const get = contract.method === 'GET'
  const headers = Object.entries(contract.headers ?? {})
  const path = Object.entries(contract.params ?? {})
  const query = get ? contract.input : contract.query
  const roles = contract.roles?.length ? `Staff: ${contract.roles.join(', ')}.` : ''
  const description = atSpecPath
    ? `The spec's address of \`${contract.method} ${contract.path}\`, answered the same way.`
    : [contract.description, roles].filter(Boolean).join(' ')
  return {
    operationId: operationId(contract.method, atSpecPath ? contract.specPath! : contract.path),
    summary: contract.summary,
    ...(description ? { description } : {}),
    tags: [contract.tag],
    security: security[contract.caller],
    requestParams: {
      ...(query ? { query: query as ZodObject } : {}),
      ...(path.length
        ? {
            path: z.object(
              Object.fromEntries(path.map(([name, pattern]) => [name, z.string().regex(pattern)])),
            ),
          }
        : {}),
      ...(headers.length
        ? {
            header: z.object(
              Object.fromEntries(
                headers.map(([name, header]) => {
                  const value = z.string().meta({ description: header.description })
                  return [name, header.required ? value : value.optional()]
                }),
              ),
            ),
          }
        : {}),
    },
    ...(get
      ? {}
      : {
          requestBody: {
            required: true,
            content: {
              [contract.body === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                schema: contract.input,
              },
            },
          },
        }),
    responses: { ...successResponse(contract), ...errorResponses(contract) },
  }
}

/** A success: the output schema's JSON, a file of the types it produces, or a redirect. */
function successResponse(contract: RouteContract): ZodOpenApiResponsesObject {
  const produces = contract.produces
  if (produces === 'redirect')
    return {
      '303': {
        description: contract.summary,
        headers: {
          Location: { schema: { type: 'string' }, description: 'Where the browser goes.' },
        },
      },
    }
  const content =
    produces === undefined
      ? { 'application/json': { schema: contract.output } }
      : Object.fromEntries(
          produces.file.map((type) => [
            type,
            { schema: z.string().meta({ format: 'binary', description: 'The file.' }) },
          ]),
        )
  return { [String(contract.status ?? 200)]: { description: contract.summary, content } }
}

/**
 * The OpenAPI 3.1 document of the API, made from the route contracts (served at
 * `/api/openapi.json`). Every request may name `locale` (`he`, `en`: in the body, or a GET's
 * query) for the language of its refusals' messages.
 */
export function openApiDocument(serverUrl: string, routes: readonly RouteContract[] = apiRoutes) {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {}
  const add = (path: string, contract: RouteContract, atSpecPath: boolean) => {
    paths[path] = {
      ...paths[path],
      [contract.method.toLowerCase()]: operation(contract, atSpecPath),
    }
  }
  for (const contract of routes) {
    add(contract.path, contract, false)
    if (contract.specPath) add(contract.specPath, contract, true)
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Crowdfunding platform API',
      version: '1',
      description:
        'The API the site itself uses. Amounts are in minor units (agorot, cents) unless a field says otherwise. A request that changes something must come from the site (its `Origin` or `Sec-Fetch-Site`), else CROSS_SITE_REQUEST.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        investorSession: {
          type: 'apiKey',
          in: 'cookie',
          name: '__Host-investor_session',
          description:
            'An investor’s or company’s session in the browser, set by `POST /api/login` (`investor_session` outside production).',
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: '__Host-payload-token',
          description:
            'A staff member’s session in the admin panel (`payload-token` outside production); the route’s description names the roles it is for (another role: FORBIDDEN).',
        },
        staffJwt: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'A staff member’s token from Payload’s login, sent as `JWT <token>`.',
        },
        investorBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API client’s session: `POST /api/login` with `"session": "bearer"`.',
        },
      },
    },
    paths,
  })
}
