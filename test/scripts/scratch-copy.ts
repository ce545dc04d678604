/** A scratch copy of this project, for running its scripts where they may write. */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** What a copy leaves out when this project is itself a copy (no git): what .gitignore names. */
const IGNORED = new Set(['node_modules', 'dist', 'coverage', '.git', 'api', '.baseline']);

/** The project's files: what git tracks or would, or (in a copy without git) every file not ignored. */
function projectFiles(): string[] {
  if (existsSync(join(root, '.git'))) {
    return execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && existsSync(join(root, file)));
  }
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/^\.vitest-.*report\.json$|\.tgz$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split('/').some((part) => IGNORED.has(part)));
}

/**
 * A scratch copy of this project as it stands (every file git tracks or would, screenshots left out),
 * with this project's `node_modules`.
 */
export function scratchCopy(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const file of projectFiles()) {
    if (file === 'node_modules' || file.endsWith('.png')) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}
