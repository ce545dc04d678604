/**
 * `boneyard play … --lang es` plays a whole game in Spanish: the greeting, the event texts, the move lists and the
 * end, with none of the English sentences left; `--lang` refuses a language it does not ship, and without it the
 * environment's locale (LC_ALL, LC_MESSAGES, LANG) decides.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SPEAKING } from '../texts/play.js';
import { runCliText } from './run.js';

/** Always the first move listed, until the game ends. */
const play = (argv: string[], moves = 400) => runCliText(argv, '1\n'.repeat(moves));

const saved = { LC_ALL: process.env.LC_ALL, LC_MESSAGES: process.env.LC_MESSAGES, LANG: process.env.LANG };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('boneyard play --lang', () => {
  it('plays build-up --seed 7 in Spanish from the first line to the last', async () => {
    const { code, stdout } = await play(['play', 'build-up', '--seed', '7', '--lang', 'es']);
    expect(code).toBe(0);
    expect(stdout).toContain('Build Up, semilla 7. Eres el jugador 0.');
    expect(stdout).toContain('Tus jugadas:');
    expect(stdout).toMatch(/ {2}El jugador 1 juega \d-\d en la pila \d+ y tapa la \d-\d del jugador \d\./);
    expect(stdout).toMatch(/ {4}1\. Jugar \d-\d en la pila \d+, tapando /);
    expect(stdout).toMatch(/Fin de la mano 1 \(/);
    expect(stdout).toMatch(/\nFin de la partida\. Puntos: \d+ \/ \d+; ganador/);
    // No English sentence of the game, its moves or the CLI is left.
    for (const english of [
      'Seat ',
      'Your moves',
      'You are seat',
      ' plays ',
      'Play ',
      'Game over',
      'Hand 1 ends',
    ])
      expect(stdout, english).not.toContain(english);
  });

  it('speaks Spanish, Portuguese and French in every game: its drawing, its moves and its events', async () => {
    const words: Readonly<Record<string, RegExp>> = { es: /jugador/, pt: /jogador/, fr: /joueur/ };
    for (const game of SPEAKING) {
      for (const lang of ['es', 'pt', 'fr']) {
        const { code, stdout } = await play(['play', game, '--seed', '7', '--lang', lang], 30);
        expect(code, `${game} ${lang}`).toBe(0);
        expect(stdout, `${game} ${lang}`).toMatch(words[lang]!);
        for (const english of [
          'Seat ',
          'seat ',
          'Your ',
          'You are',
          ' moves:',
          'Play ',
          'Draw a',
          'Game over',
        ])
          expect(stdout, `${game} ${lang}: ${english}`).not.toContain(english);
      }
    }
  });

  it('follows the environment without --lang, and refuses a language it does not ship', async () => {
    delete process.env.LC_ALL;
    delete process.env.LC_MESSAGES;
    process.env.LANG = 'pt_BR.UTF-8';
    const brazil = await play(['play', 'build-up', '--seed', '7']);
    expect(brazil.stdout).toContain('Você é o jogador 0.');
    process.env.LC_ALL = 'fr_FR.UTF-8';
    expect((await play(['play', 'build-up', '--seed', '7'])).stdout).toContain('Vous êtes le joueur 0.');
    const refused = await play(['play', 'build-up', '--lang', 'tlh']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--lang must be one of en, es, pt, fr');
  });
});
