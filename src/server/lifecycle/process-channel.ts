import type { EventEmitter } from 'node:events'

/**
 * The few requests that cross between the two sets of copies of our modules in the server's
 * process: the HTTP server's own (dist/server, compiled by esbuild; the source under `npm run
 * dev`) and the copies Next bundles into `.next/server` (one per bundle layer that imports a
 * module). Module state is never shared between them; what they share is `process`, an
 * EventEmitter, on which this module names its events under one prefix. Next's copies answer
 * (each registers its own answer), the HTTP server asks and awaits every answer:
 * - `purge-response-cache`: a publish in Next empties the response cache the server keeps;
 * - `settle-background-work`: each copy of background-work waits for the work it tracked (true
 *   when there was some);
 * - `close-database-pool`: each Payload (its config's onInit) closes its own pool, once.
 */
type Answers = {
  'purge-response-cache': void
  'settle-background-work': boolean
  'close-database-pool': void
}
export type ChannelRequest = keyof Answers

type Reply = (answer: unknown) => void

const events = process as EventEmitter
const eventName = (request: ChannelRequest) => `crowdfunding:${request}`

/**
 * Answers `request` with `handler` (run at once when asked) until the returned function is
 * called. A handler that throws fails the request's `ask`, not the others' answers.
 */
export function answer<R extends ChannelRequest>(
  request: R,
  handler: () => Answers[R] | Promise<Answers[R]>,
): () => void {
  const listener = (reply: Reply) => {
    try {
      reply(handler())
    } catch (error) {
      reply(Promise.reject(error))
    }
  }
  events.on(eventName(request), listener)
  return () => void events.off(eventName(request), listener)
}

/** Runs every answer to `request` now and resolves with their results (none answering: []). */
export function ask<R extends ChannelRequest>(request: R): Promise<Answers[R][]> {
  const answers: unknown[] = []
  events.emit(eventName(request), (result: unknown) => answers.push(result))
  return Promise.all(answers) as Promise<Answers[R][]>
}
