/**
 * The house rules of CONTRIBUTING that the build keeps:
 *
 * - Never a bare `Error` from library code. Every `throw` in `src/` is read
 *   with the TypeScript parser (comments and strings are not code) and
 *   refused when it throws a built-in error class (`new Error`,
 *   `new RangeError`, `new TypeError`…) instead of one of boneyard's typed
 *   errors with a code, or a value that is not an error at all (a literal, an
 *   object, a constant such as `OUT`).
 * - No tracker numbers in TSDoc nor in the public docs (the README,
 *   CONTRIBUTING, `docs/`): `issue 14`, `#29`. The docs ship to users, who
 *   cannot look them up. A ruling is cited with its rules doc ("ruling 28 of
 *   `docs/rules/domino-squares.md`"); the CHANGELOG may keep them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..');

/** The built-in error classes: thrown bare, they carry no `code` an app can branch on. */
const BARE = new Set([
  'Error',
  'RangeError',
  'TypeError',
  'SyntaxError',
  'ReferenceError',
  'EvalError',
  'URIError',
  'AggregateError',
]);

/**
 * Files that may break the rule for now, each with why. Keep it short: a
 * file fixed comes off the list.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  // On purpose: the hostile moves' getters and Proxy traps throw whatever a hostile caller would.
  'src/testing/hostile.ts': 'hostile values throw on purpose',
};

/** Why a thrown expression breaks the rule, or `null` when it throws an error that may be thrown. */
function breach(expression: ts.Expression): string | null {
  const e = skipParentheses(expression);
  if (ts.isConditionalExpression(e)) return breach(e.whenTrue) ?? breach(e.whenFalse);
  if ((ts.isNewExpression(e) || ts.isCallExpression(e)) && ts.isIdentifier(e.expression)) {
    return BARE.has(e.expression.text) ? `a bare ${e.expression.text}` : null;
  }
  if (
    ts.isStringLiteralLike(e) ||
    ts.isTemplateExpression(e) ||
    ts.isNumericLiteral(e) ||
    ts.isObjectLiteralExpression(e) ||
    ts.isArrayLiteralExpression(e) ||
    e.kind === ts.SyntaxKind.NullKeyword ||
    e.kind === ts.SyntaxKind.TrueKeyword ||
    e.kind === ts.SyntaxKind.FalseKeyword ||
    (ts.isIdentifier(e) && e.text === 'undefined')
  ) {
    return 'a value that is not an error';
  }
  // A constant (`OUT`): a value thrown as a signal, not an error.
  if (ts.isIdentifier(e) && /^[A-Z][A-Z0-9_]*$/.test(e.text)) return `the constant ${e.text}, not an error`;
  return null;
}

function skipParentheses(expression: ts.Expression): ts.Expression {
  let e = expression;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e))
    e = e.expression;
  return e;
}

/** Every `throw` of `text` that breaks the rule, as `line: why: code`. */
function breaches(text: string, name = 'file.ts'): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isThrowStatement(node)) {
      const why = breach(node.expression);
      if (why) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        out.push(`${line}: ${why}: ${node.getText(source)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The library's sources, and the template `npm run new-game` copies into src/games (so a new game starts within the rules). */
function libraryFiles(): string[] {
  return [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'examples/tiny-block'))];
}

describe('never a bare Error from library code', () => {
  it('finds bare built-in errors and thrown non-errors, and lets typed errors and rethrows by', () => {
    const text = [
      "throw new Error('x');",
      'throw new RangeError(`frontier`);',
      "throw TypeError('called');",
      'throw OUT;',
      "throw 'text';",
      "throw { code: 'x' };",
      "throw left > 0 ? OUT : new BoneyardError('x', 'y');",
      "throw left > 0 ? new BoneyardError('x', 'y') : new RangeError('frontier');",
      "throw new BoneyardError('move-bound', 'past it');",
      "throw new InvalidStateError('bad-row', 'rows', 'no');",
      'throw error;',
      'throw serverError(error);',
      'throw new bullmq.DelayedError();',
      '// throw new Error("in a comment");',
      "const text = 'throw new Error(1)';",
    ].join('\n');
    expect(breaches(text).map((found) => Number(found.split(':')[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('holds in src/ and the game template, but for the files listed (each named with why)', () => {
    const found: string[] = [];
    for (const path of libraryFiles()) {
      const name = relative(root, path).split('\\').join('/');
      if (ALLOWED[name]) continue;
      for (const hit of breaches(readFileSync(path, 'utf8'), name)) found.push(`${name}:${hit}`);
    }
    expect(found).toEqual([]);
  });
});

/**
 * Files whose exported functions may refuse input without a `@throws` for now,
 * each with why. A file fixed comes off the list.
 */
const THROWS_ALLOWED: Readonly<Record<string, string>> = {};

/**
 * The exported functions of `text` that throw a new error of their own (not
 * in a nested function, nor in a `try` that catches it) and whose TSDoc has
 * no `@throws`, as `line: name`.
 */
function untaggedThrows(text: string, name = 'file.ts'): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const throwsOwn = (body: ts.Node): boolean => {
    let found = false;
    const walk = (node: ts.Node): void => {
      if (node !== body && ts.isFunctionLike(node)) return;
      if (ts.isTryStatement(node) && node.catchClause) {
        walk(node.catchClause.block);
        if (node.finallyBlock) walk(node.finallyBlock);
        return;
      }
      if (ts.isThrowStatement(node) && ts.isNewExpression(skipParentheses(node.expression))) found = true;
      ts.forEachChild(node, walk);
    };
    walk(body);
    return found;
  };
  const out: string[] = [];
  for (const statement of source.statements) {
    if (!exported(statement)) continue;
    const functions: [string, ts.Node][] = [];
    if (ts.isFunctionDeclaration(statement) && statement.body)
      functions.push([statement.name?.text ?? 'default', statement.body]);
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)))
          functions.push([d.name.getText(source), d.initializer.body]);
      }
    }
    const doc = text.slice(statement.getFullStart(), statement.getStart(source));
    for (const [fn, body] of functions) {
      if (throwsOwn(body) && !doc.includes('@throws')) {
        out.push(`${source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1}: ${fn}`);
      }
    }
  }
  return out;
}

describe('a public function that refuses input says so with @throws', () => {
  it('finds exported functions that throw their own error without the tag, and nothing else', () => {
    const text = [
      "export function a(x: number) { if (x < 0) throw new InvalidOptionError('x', 'no'); }",
      "/** @throws {@link InvalidOptionError} `x`. */\nexport function b(x: number) { if (x) throw new InvalidOptionError('x', 'no'); }",
      "export const c = (x: number) => { if (x) throw new BoneyardError('c', 'no'); };",
      "function d() { throw new BoneyardError('d', 'internal'); }",
      "export function e() { return () => { throw new BoneyardError('e', 'later'); }; }",
      "export function f() { try { throw new UsageError('f'); } catch { return 2; } }",
      'export function g(error: unknown) { throw error; }',
    ].join('\n');
    expect(untaggedThrows(text)).toEqual(['1: a', '4: c']);
  });

  it('holds in src/ and the game template, but for the files listed (each named with why)', () => {
    const found: string[] = [];
    for (const path of libraryFiles()) {
      const name = relative(root, path).split('\\').join('/');
      if (THROWS_ALLOWED[name]) continue;
      for (const hit of untaggedThrows(readFileSync(path, 'utf8'), name)) found.push(`${name}:${hit}`);
    }
    expect(found).toEqual([]);
  });
});

/**
 * Files whose TSDoc examples may still be a bare type annotation, each with why.
 */
const EXAMPLES_ALLOWED: Readonly<Record<string, string>> = {
  'src/core/define-game.ts': 'its events code is being changed on another branch',
};
/** The table layer (being changed on another branch) and the Dump Truck scorer (being rewritten) may too. */
const EXAMPLES_ALLOWED_PATTERN = /^src\/table\/|^src\/games\/dump-truck\/score-truck[^/]*\.ts$/;

/** The `@example`s of `text` whose code is one `const x: T = …` line (a type annotation, not a call and its result). */
function annotationExamples(text: string): string[] {
  return [...text.matchAll(/@example\s*\n\s*\*\s*```ts\n((?:\s*\*.*\n)*?)\s*\*\s*```/g)].flatMap((match) => {
    const code = match[1]!
      .split('\n')
      .map((line) =>
        line
          .trim()
          .replace(/^\*\s?/, '')
          .trim(),
      )
      .filter(Boolean);
    return code.length === 1 && /^(const|let) \w+: [^=]+= /.test(code[0]!)
      ? [`${text.slice(0, match.index).split('\n').length}: ${code[0]}`]
      : [];
  });
}

describe('TSDoc examples show a call and its result', () => {
  it('finds an example that is only a typed constant, not one that goes on to use it', () => {
    const doc = (...lines: string[]) =>
      `/**\n * @example\n * \`\`\`ts\n${lines.map((l) => ` * ${l}\n`).join('')} * \`\`\`\n */`;
    expect(annotationExamples(doc("const code: CoreCode = 'not-your-turn';"))).toHaveLength(1);
    expect(annotationExamples(doc("buildUp.validate(state, move)?.code; // 'not-your-turn'"))).toEqual([]);
    expect(
      annotationExamples(doc('const bot: Bot = randomBot(1);', 'playOut(game, { seed: 1 }, bot);')),
    ).toEqual([]);
  });

  it('holds in src/ and the game template, but for the files listed (each named with why)', () => {
    const found: string[] = [];
    for (const path of libraryFiles()) {
      const name = relative(root, path).split('\\').join('/');
      if (EXAMPLES_ALLOWED[name] || EXAMPLES_ALLOWED_PATTERN.test(name)) continue;
      for (const hit of annotationExamples(readFileSync(path, 'utf8'))) found.push(`${name}:${hit}`);
    }
    expect(found).toEqual([]);
  });
});

/** The tracker numbers of a text: `issue 14`, `issues 14 and 29`, `#29`. */
function trackerNumbers(text: string): string[] {
  return [...text.matchAll(/\bissues? \d+|(?<![\w&])#\d+\b/gi)].map((match) => match[0]);
}

describe('no tracker numbers in TSDoc', () => {
  it('finds issue and pull request numbers, not other numbers', () => {
    expect(
      trackerNumbers('(issue 14, ruling 28); see #29 and Issues 3; rulings 9–11; 0x1F, &#39; R2'),
    ).toEqual(['issue 14', '#29', 'Issues 3']);
  });

  it('holds in every TSDoc comment of src/ and the game template', () => {
    const found: string[] = [];
    for (const path of libraryFiles()) {
      const text = readFileSync(path, 'utf8');
      for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
        const line = text.slice(0, comment.index).split('\n').length;
        for (const number of trackerNumbers(comment[0]))
          found.push(`${relative(root, path)}:${line}: ${number}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('holds in the public docs: the README, CONTRIBUTING and every Markdown file of docs/ (not the CHANGELOG)', () => {
    const docs = [
      'README.md',
      'CONTRIBUTING.md',
      ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.md'))
        .map((file) => `docs/${file}`),
    ];
    expect(docs.length).toBeGreaterThan(6);
    const found: string[] = [];
    for (const file of docs) {
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const number of trackerNumbers(line)) found.push(`${file}:${i + 1}: ${number}`);
        });
    }
    expect(found).toEqual([]);
  });
});
