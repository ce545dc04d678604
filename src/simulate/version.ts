/** The package version, for the CLI and the jobs the queue entry sends (Node only). @internal @module */
import { createRequire } from 'node:module';

declare const __BONEYARD_VERSION__: string | undefined;

/** The package version: put in by the build; read from package.json when running from source. */
export function packageVersion(): string {
  if (typeof __BONEYARD_VERSION__ === 'string') return __BONEYARD_VERSION__;
  return (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
}
