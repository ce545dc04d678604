import { describe, expect, it } from 'vitest';
import { parseGrid } from '../../src/cli/score.js';
import { runCliText } from './run.js';

const run = runCliText;

describe('boneyard CLI', () => {
  it('prints help for the whole command and for each subcommand', async () => {
    const main = await run(['--help']);
    expect(main.code).toBe(0);
    expect(main.stdout).toMatch(/boneyard play <game>/);
    for (const command of ['play', 'simulate', 'score']) {
      const help = await run([command, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`boneyard ${command}`);
    }
  });

  it('fails with a clear message and a non-zero code on bad input', async () => {
    for (const argv of [
      ['dance'],
      ['play'],
      ['play', 'chess'],
      ['simulate', 'build-up'],
      ['simulate', 'build-up', '--games', 'many'],
      ['simulate', 'build-up', '--games', '2', '--bots', 'clever'],
      ['simulate', 'build-up', '--games', '2', '--option', 'schedule'],
      ['simulate', 'build-up', '--games', '2', '--option', 'unplayable="keep"'],
      ['score'],
      ['score', '12x4'],
      ['score', '123/45'],
      ['score', '1234', '--blanks', 'gold'],
      ['play', 'build-up', '--nope'],
    ]) {
      const result = await run(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^boneyard: .+\nTry 'boneyard/);
    }
  });

  it('answers hostile names with exit 2 and the valid ones, never a stack trace', async () => {
    for (const argv of [
      ['play', '__proto__'],
      ['play', 'constructor'],
      ['play', 'toString'],
      ['play', 'build-up', '--bot', '__proto__'],
      ['play', 'build-up', '--bot', 'constructor'],
      ['simulate', 'build-up', '--games', '2', '--bots', 'toString'],
      ['simulate', 'build-up', '--games', '2', '--bots', 'search:1e12'],
      ['simulate', 'build-up', '--games', '2', '--bots', 'search:0'],
      ['simulate', 'build-up', '--games', '99999999999'],
      ['simulate', '__proto__', '--games', '2'],
      ['help', 'constructor'],
      ['help', '__proto__'],
      ['constructor'],
      ['play', 'build-up', '--seed', 'x'.repeat(10_000)],
      ['play', 'build-up', '--players', '1e9'],
      ['play', 'build-up', '--option', '__proto__={"polluted":1}'],
    ]) {
      const result = await run(argv);
      expect(result.code, argv.join(' ').slice(0, 80)).toBe(2);
      expect(result.stderr, argv.join(' ').slice(0, 80)).toMatch(/^boneyard: .+\nTry 'boneyard/);
      expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(result.stdout).not.toMatch(/native code/);
    }
    expect((await run(['play', 'chess'])).stderr).toMatch(/games: build-up, /);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('prints its version', async () => {
    const { code, stdout } = await run(['--version']);
    expect(code).toBe(0);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('lists a long move list by kind and filters it by any text', async () => {
    const { code, stdout } = await run(
      ['play', 'shanghai', '--seed', '2', '--players', '2'],
      '0:\n{"type":"nope"}\nq\n',
    );
    expect(code).toBe(0);
    const listed = stdout.split('Your moves:')[1] ?? '';
    expect(listed.split('\n').filter((line) => /^\s+\d+\. /.test(line)).length).toBeLessThanOrEqual(24);
    // Grouped by what the moves do, in words; the whole summary is a few lines, not hundreds.
    const summary = listed.split('> ')[0]!;
    expect(summary).toMatch(/ {4}Lay: \d+ moves; by first tile: \d-\d ×\d+/);
    expect(summary).toMatch(/Stop: your turn ends without a chain/);
    expect(summary.split('\n').length).toBeLessThan(10);
    expect(summary).not.toMatch(/[{"]/);
    expect(stdout).toMatch(/Not allowed \(unknown-move-type\)/);
  });

  it('scores a truck and lists the chains (seed example 1: 11 points)', async () => {
    const { code, stdout } = await run(['score', '1234/1153/0133']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Total: 11 \(exact\)\n$/);
    expect(stdout).toMatch(/sequence from 1: r1c1 → r1c2 → r1c3 → r1c4 = 4 points/);
    const json = JSON.parse((await run(['score', '2000/2566/2432', '--blanks', 'jokers', '--json'])).stdout);
    expect(json.joker).not.toBeNull();
    expect(json.total).toBeGreaterThanOrEqual(11);
  });

  it('says the limits in its help, is exact within them and prints the bound past them', async () => {
    const help = await run(['score', '--help']);
    expect(help.stdout).toMatch(/Up to 12 cells on the\nshorter side and 144 in all the score is exact/);
    const ten = Array.from({ length: 10 }, () => '1'.repeat(12)).join('/');
    expect((await run(['score', ten])).stdout).toMatch(/Total: 120 \(exact\)\n$/);
    // Past the exact range: a 16×16 grid of 1s with holes, a tiny allowance.
    const holes = Array.from({ length: 16 }, (_, r) =>
      Array.from({ length: 16 }, (_, c) => ((r * r * 5 + c * c * 3 + r * c) % 7 === 0 ? '.' : '1')).join(''),
    ).join('/');
    const out = (await run(['score', holes, '--work', '1'])).stdout;
    const [, total, bound] =
      /Total: (\d+) \(best found, not proven best; no load scores more than (\d+)\)/.exec(out) ?? [];
    expect(Number(total)).toBeGreaterThan(0);
    expect(Number(bound)).toBeGreaterThan(Number(total));
    const json = JSON.parse((await run(['score', holes, '--work', '1', '--json'])).stdout);
    expect(json).toMatchObject({ total: Number(total), exact: false, upperBound: Number(bound) });
    const refused = await run(['score', holes, '--work', '1.5']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/options\.work/);
  });

  it('reads grids with empty cells and two-digit values', () => {
    expect(parseGrid('12./.34')).toEqual([
      [1, 2, null],
      [null, 3, 4],
    ]);
    expect(parseGrid('10,11,12/1,2,3')).toEqual([
      [10, 11, 12],
      [1, 2, 3],
    ]);
  });

  it('simulates and prints a table, or JSON', async () => {
    const table = await run([
      'simulate',
      'build-up',
      '--games',
      '20',
      '--bots',
      'greedy,random',
      '--seed',
      '4',
    ]);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/\| 0 \| greedy \|/);
    expect(table.stderr).toBe(''); // no progress bar when stderr is not a terminal
    const json = await run([
      'simulate',
      'build-up',
      '--games',
      '20',
      '--bots',
      'greedy,random',
      '--seed',
      '4',
      '--json',
    ]);
    const report = JSON.parse(json.stdout);
    expect(report.games).toBe(20);
    expect(report.seats[0].bot).toBe('greedy');
  });

  it('plays against bots: numbered moves, reasons for refusals, quits on q', async () => {
    const { code, stdout } = await run(
      ['play', 'build-up', '--seed', '3', '--bot', 'random'],
      '0\nhello\n{"type":"pass"}\n1\nq\n',
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/You are seat 0/);
    expect(stdout).toMatch(/ {4}1\. Play \d-\d on stack \d+, covering (your|seat 1's) \d-\d\./);
    // The bot's moves and the seat's own are told as the game's event texts, never as JSON.
    expect(stdout).toMatch(/\n {2}Seat 1 plays \d-\d on stack \d+/);
    expect(stdout).not.toMatch(/plays \{/);
    expect(stdout).toMatch(/Type a number from 1 to \d+/);
    expect(stdout).toMatch(/Not allowed \(must-play\)/);
    expect(stdout).toMatch(/bye/);
  });

  it('says a refusal in the chosen language', async () => {
    const { code, stdout } = await run(
      ['play', 'build-up', '--seed', '3', '--bot', 'random', '--lang', 'es'],
      '{"type":"pass"}\nq\n',
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/No permitido \(must-play\): Si puedes jugar, no puedes pasar \(regla 5\)\./);
  });

  it('draws each game with its own renderer', async () => {
    const { code, stdout } = await run(['play', 'dump-truck', '--seed', '3'], '1\nq\n');
    expect(code).toBe(0);
    expect(stdout).toMatch(/Dump Truck, round 1: load phase\. You are seat 0\./);
  });

  it('plays a whole game when fed enough answers', async () => {
    const { code, stdout } = await run(
      ['play', 'build-up', '--seed', '5', '--players', '3', '--seat', '1'],
      '1\n'.repeat(200),
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/Game over\. Scores: \d+ \/ \d+ \/ \d+; winners: seat/);
  });
});
