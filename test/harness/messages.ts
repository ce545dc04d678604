/**
 * Events without their `message` (every event's text as data, checked on its own by
 * test/texts/messages.test.ts), for the tests that compare events with literal expectations.
 */
export function withoutMessages<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (key, item: unknown) => (key === 'message' ? undefined : item)));
}
