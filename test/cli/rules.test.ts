import { describe, expect, it } from 'vitest';
import { gameHelp, rulesText } from '../../src/cli/rules.js';
import { gameRegistry } from '../../src/registry.js';
import { runCliText } from './run.js';

const run = runCliText;

describe('the CLI teaches each game', () => {
  for (const [id, entry] of Object.entries(gameRegistry)) {
    const options = Object.keys(entry.game.defaultOptions as object);

    it(`${id}: its how-to-play words every option and every variant`, () => {
      const guide = entry.howToPlay!;
      expect(Object.keys(guide.options).sort()).toEqual([...options].sort());
      expect(Object.keys(guide.variants)).toEqual(Object.keys(entry.variants));
      for (const text of [guide.equipment, guide.goal, ...guide.setup, ...guide.turn, ...guide.scoring]) {
        expect(text.trim().length).toBeGreaterThan(10);
      }
      expect(guide.end.length).toBeGreaterThan(0);
      for (const words of [...Object.values(guide.options), ...Object.values(guide.variants)]) {
        expect(words).toMatch(/^\S.{8,}\.$/);
      }
    });

    it(`${id}: play --help lists its players, options with defaults and words, and variants`, async () => {
      const { code, stdout } = await run(['play', id, '--help']);
      expect(code).toBe(0);
      expect(stdout).toContain('boneyard play <game>: play a seeded game against bots.');
      const own = stdout.slice(stdout.indexOf(`${entry.game.name} (${id}): `));
      expect(own.replace(/\s+/g, ' ')).toContain(
        `${entry.game.minPlayers} to ${entry.game.maxPlayers} players (--players, default ${entry.game.defaultPlayers})`,
      );
      for (const key of options) {
        // The option, its default, then the first words of its description on the same line.
        const firstWords = entry.howToPlay!.options[key]!.split(' ').slice(0, 2).join(' ');
        expect(own).toMatch(new RegExp(`\\n {2}${key}=\\S+ +${firstWords.replace(/[()[\]'.?*+]/g, '\\$&')}`));
      }
      for (const name of Object.keys(entry.variants)) expect(own).toContain(`\n  ${name}`);
      for (const line of own.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    });

    it(`${id}: every variant's --option flags in the help start a game`, async () => {
      const { stdout } = await run(['play', id, '--help']);
      for (const name of Object.keys(entry.variants)) {
        const line = stdout.split('\n').find((text) => text.startsWith(`  ${name}`))!;
        const flags = [...line.matchAll(/--option (\S+)/g)].flatMap((m) => ['--option', m[1]!]);
        const played = await run(['play', id, '--seed', '1', ...flags], 'q\n');
        expect(played.code, `${name}: ${flags.join(' ')} ${played.stderr}`).toBe(0);
        expect(played.stdout).toMatch(/\nbye\n$/);
      }
    });

    it(`${id}: rules prints how to play it`, async () => {
      const { code, stdout } = await run(['rules', id]);
      expect(code).toBe(0);
      expect(stdout).toMatch(new RegExp(`^${entry.game.name.replace(/[()]/g, '\\$&')}: how to play\\n`));
      const sections = ['Goal: ', '\nSetup:\n- ', '\nA turn:\n- ', '\nScoring:\n- ', '\nThe end:\n- '];
      const at = sections.map((section) => stdout.indexOf(section));
      expect(at.every((index) => index > 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(stdout).toContain(entry.howToPlay!.goal.split(' ').slice(0, 4).join(' '));
      expect(stdout).toContain(`boneyard play ${id} --help`);
      for (const line of stdout.split('\n').slice(0, -2)) expect(line.length).toBeLessThanOrEqual(80);
    });
  }

  it('rules: its help, and a clear error without a game or with two', async () => {
    expect((await run(['rules', '--help'])).stdout).toMatch(/^boneyard rules <game>: how to play a game/);
    expect((await run(['help', 'rules'])).stdout).toMatch(/^boneyard rules <game>/);
    expect((await run(['--help'])).stdout).toMatch(/\n {2}boneyard rules <game> \[--lang en\|es\|pt\|fr\]\n/);
    for (const argv of [
      ['rules'],
      ['rules', 'chess'],
      ['rules', 'shanghai', 'build-up'],
      ['rules', '__proto__'],
    ]) {
      const result = await run(argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^boneyard: .+\nTry 'boneyard rules --help'\.\n$/);
    }
    expect((await run(['play', 'chess', '--help'])).code).toBe(2);
  });

  it('rules --lang: every game’s guide in Spanish, Portuguese and French, titles and all', async () => {
    const titles: Readonly<Record<string, readonly string[]>> = {
      es: [
        ': cómo se juega\n',
        '\nObjetivo: ',
        '\nPreparación:\n- ',
        '\nEl turno:\n- ',
        '\nPuntuación:\n- ',
        '\nEl final:\n- ',
      ],
      pt: [
        ': como jogar\n',
        '\nObjetivo: ',
        '\nPreparação:\n- ',
        '\nA vez:\n- ',
        '\nPontuação:\n- ',
        '\nO fim:\n- ',
      ],
      fr: [
        ' : comment jouer\n',
        '\nBut : ',
        '\nMise en place :\n- ',
        '\nUn tour :\n- ',
        '\nPoints :\n- ',
        '\nLa fin :\n- ',
      ],
    };
    for (const id of Object.keys(gameRegistry)) {
      for (const [lang, sections] of Object.entries(titles)) {
        const { code, stdout } = await run(['rules', id, '--lang', lang]);
        expect(code, `${id} ${lang}`).toBe(0);
        const at = sections.map((section) => stdout.indexOf(section));
        expect(
          at.every((index) => index > 0),
          `${id} ${lang}: ${stdout}`,
        ).toBe(true);
        expect([...at].sort((a, b) => a - b)).toEqual(at);
        expect(stdout).toContain(`boneyard play ${id} --lang ${lang}`);
        for (const english of ['how to play', 'Goal:', 'A turn:', 'The end:', ' the ', ' your '])
          expect(stdout, `${id} ${lang}: ${english}`).not.toContain(english);
        for (const line of stdout.split('\n').slice(0, -2)) expect(line.length).toBeLessThanOrEqual(80);
      }
    }
    expect((await run(['rules', 'shanghai', '--lang', 'es'])).stdout).toContain('- Tira los dados.');
    expect((await run(['rules', 'shanghai', '--lang', 'en'])).stdout).toBe(
      (await run(['rules', 'shanghai'])).stdout,
    );
    const wrong = await run(['rules', 'shanghai', '--lang', 'de']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/--lang must be one of en, es, pt, fr/);
  });

  it('a game without a how-to-play still gets its options, and rules points to the docs', () => {
    const entry = { ...gameRegistry['build-up']!, howToPlay: undefined };
    expect(gameHelp(entry)).toMatch(/\n {2}schedule=\[6,6,6,4\]\n/);
    expect(rulesText(entry)).toMatch(/^Build Up: no how-to-play text; see docs\/rules/);
  });
});
