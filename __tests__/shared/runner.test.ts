// Unit tests of the file commands (GITHUB_OUTPUT, GITHUB_STATE): what the file holds, read back by the runner's
// rules (a `name=value` line, or `name<<delimiter`, the value's lines, the delimiter).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { saveState, setOutput } from '../../src/shared/runner.js';
import { loadFileCommands } from '../../src/shared/runner.js';

// The steps load the file commands at their start (src/index.ts); so does each test of them.
beforeAll(() => loadFileCommands());

let dir: string;
const saved = { output: process.env.GITHUB_OUTPUT, state: process.env.GITHUB_STATE };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-push-runner-'));
  process.env.GITHUB_OUTPUT = path.join(dir, 'output');
  process.env.GITHUB_STATE = path.join(dir, 'state');
  fs.writeFileSync(process.env.GITHUB_OUTPUT, '');
  fs.writeFileSync(process.env.GITHUB_STATE, '');
});

afterEach(() => {
  for (const [name, value] of [
    ['GITHUB_OUTPUT', saved.output],
    ['GITHUB_STATE', saved.state],
  ] as const) {
    if (value === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = value;
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A file command's values as the runner reads them: each line `name=value` unless `name<<delimiter` comes first. */
function readBack(file: string): Record<string, string> {
  const lines = fs.readFileSync(file, 'utf8').split(os.EOL);
  const values: Record<string, string> = {};
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const equals = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    if (heredoc >= 0 && (equals < 0 || heredoc < equals)) {
      const delimiter = line.slice(heredoc + 2);
      const value: string[] = [];
      for (i += 1; i < lines.length && lines[i] !== delimiter; i += 1) value.push(lines[i] ?? '');
      values[line.slice(0, heredoc)] = value.join(os.EOL);
    } else if (equals >= 0) {
      values[line.slice(0, equals)] = line.slice(equals + 1);
    }
  }
  return values;
}

test('writes a one-line value as a name=value line, whatever it holds', () => {
  const values = { commit: '0123abc', url: 'https://example.com/a?b=c&d=<<e', empty: '', spaced: ' x = y ' };

  for (const [name, value] of Object.entries(values)) setOutput(name, value);

  expect([
    fs.readFileSync(process.env.GITHUB_OUTPUT ?? '', 'utf8').split(os.EOL).length - 1,
    readBack(process.env.GITHUB_OUTPUT ?? ''),
  ]).toEqual([4, values]);
});

test('writes a value of several lines between random delimiters', () => {
  const value = `first line${os.EOL}name=injected${os.EOL}last`;

  saveState('restore', value);
  saveState('isPost', 'true');

  const text = fs.readFileSync(process.env.GITHUB_STATE ?? '', 'utf8');
  expect([/^restore<<ghadelimiter_[0-9a-f-]{36}\r?\n/.test(text), readBack(process.env.GITHUB_STATE ?? '')]).toEqual([
    true,
    { restore: value, isPost: 'true' },
  ]);
});

test('writes a value with a carriage return between delimiters, not as a line the runner would split', () => {
  setOutput('note', 'a\rname=injected');

  expect(fs.readFileSync(process.env.GITHUB_OUTPUT ?? '', 'utf8')).toMatch(/^note<<ghadelimiter_/);
});
