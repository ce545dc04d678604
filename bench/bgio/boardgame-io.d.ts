/**
 * Types for the boardgame.io 0.50.2 deep imports the speed race uses. Its
 * package has no exports map, so `boardgame.io/client` does not load in Node
 * ESM; the `dist/cjs/*.js` files do, but carry no types. These shims give them
 * the types boardgame.io ships for its public entry points. (Benchmark only:
 * boardgame.io is a dev dependency.)
 */
declare module 'boardgame.io/dist/cjs/client.js' {
  export * from 'boardgame.io/dist/types/packages/client';
}

declare module 'boardgame.io/dist/cjs/core.js' {
  export * from 'boardgame.io/dist/types/packages/core';
}

declare module 'boardgame.io/dist/cjs/internal.js' {
  export * from 'boardgame.io/dist/types/packages/internal';
}
