/** The Colyseus server packages of the current line, with the client and the schema they need. */
export declare const CURRENT_LINE_PACKAGES: readonly string[];
/** `'0.18'` or `'0.16'`: the line of the `@colyseus/core` installed in `base` (this checkout by default). */
export declare function colyseusLine(base?: string): '0.16' | '0.18';
