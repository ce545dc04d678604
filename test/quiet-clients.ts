/**
 * Vitest setup for every test file: the Colyseus clients (`colyseus.js`, `@colyseus/sdk`) write to the console
 * when a message arrives with no handler and when a join is refused. The tests assert those refusals
 * themselves, so these lines (and only these) are dropped, and a passing `npm test` prints nothing on stderr.
 */
const CLIENT_NOISE = [
  /^colyseus\.js[:\s-]/,
  /^@colyseus\/sdk[:\s-]/,
  /^Room connection was closed unexpectedly/,
  /^Room, onError/,
];

for (const level of ['warn', 'error', 'info', 'log'] as const) {
  const write = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && CLIENT_NOISE.some((noise) => noise.test(args[0] as string))) return;
    write(...args);
  };
}
