/** Runs the CLI in process with `input` on stdin, and gives its exit code and what it wrote. */
import { PassThrough, Readable } from 'node:stream';
import { runCli } from '../../src/cli/main.js';

export async function runCliText(
  argv: string[],
  input = '',
): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (chunk) => {
    stdout += chunk;
  });
  err.on('data', (chunk) => {
    stderr += chunk;
  });
  const code = await runCli(argv, { out, err, input: Readable.from([input]) });
  return { code, stdout, stderr };
}
