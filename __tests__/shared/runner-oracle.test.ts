// The runner protocol, with @actions/core as the oracle: for every command the action writes, shared/runner.ts must
// give the runner what the toolkit's own functions give it, as the runner reads it back (its workflow-command and
// file-command rules), not byte for byte: a multi-line value's delimiter is random in both. runner.ts writes through
// the toolkit's command modules, so each case also says what the runner must read: the comparison alone would pass
// on a wrapper that called the wrong command the way the toolkit's function is not called.
import * as actions from '@actions/core';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as ours from '../../src/shared/runner.js';
import { parseFileCommands } from '../support/run-action.mjs';
import { loadFileCommands } from '../../src/shared/runner.js';

// The steps load the file commands at their start (src/index.ts); so does each test of them.
beforeAll(() => loadFileCommands());

interface Command {
  name: string;
  properties: Record<string, string>;
  data: string;
}

/** A workflow command line as the runner parses it: `::name key=value,…::data`, each part unescaped. */
function parseCommand(line: string): Command | undefined {
  const match = /^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
  if (!match) return undefined;
  const [, name = '', props = '', data = ''] = match;
  const unescape = (value: string): string =>
    value.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
  const properties: Record<string, string> = {};
  for (const pair of props ? props.split(',') : []) {
    const at = pair.indexOf('=');
    properties[pair.slice(0, at)] = unescape(pair.slice(at + 1));
  }
  return {
    name,
    properties,
    data: data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'),
  };
}

/** What the runner sees of `act`: each stdout line (a command, parsed, or a log line), and the file commands. */
function seen(act: () => void): { lines: (Command | string)[]; files: Record<string, unknown> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-oracle-'));
  const files = { GITHUB_OUTPUT: 'output', GITHUB_STATE: 'state', GITHUB_STEP_SUMMARY: 'summary' } as const;
  const saved = { ...process.env };
  let stdout = '';
  const write = process.stdout.write.bind(process.stdout);
  const exitCode = process.exitCode;
  try {
    for (const [variable, file] of Object.entries(files)) {
      process.env[variable] = path.join(dir, file);
      fs.writeFileSync(path.join(dir, file), '');
    }
    process.stdout.write = (chunk: string | Uint8Array): boolean => {
      stdout += chunk.toString();
      return true;
    };
    act();
    const read = (file: string): string => fs.readFileSync(path.join(dir, file), 'utf8');
    return {
      lines: stdout
        .split(os.EOL)
        .filter((line) => line !== '')
        .map((line) => parseCommand(line) ?? line),
      files: {
        outputs: parseFileCommands(read('output')),
        state: parseFileCommands(read('state')),
        summary: read('summary'),
        failed: process.exitCode,
      },
    };
  } finally {
    process.stdout.write = write;
    process.exitCode = exitCode;
    process.env = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Texts that need the runner's escapes: %, CR, LF, and in properties `:` and `,`. */
const AWKWARD = 'a %25 b: c, d\r\ne\nf%';

/** The commands both modules have, as the action calls them. */
type Runner = Pick<
  typeof ours,
  'info' | 'debug' | 'error' | 'setFailed' | 'setSecret' | 'startGroup' | 'endGroup' | 'warning' | 'notice'
> &
  Pick<typeof ours, 'setOutput' | 'saveState'>;

const toolkit: Runner = actions;

test.each<[string, (runner: Runner) => void, Partial<ReturnType<typeof seen>>]>([
  [
    'a log line',
    (runner) => {
      runner.info('plain line');
    },
    { lines: ['plain line'] },
  ],
  [
    'a debug line',
    (runner) => {
      runner.debug(AWKWARD);
    },
    { lines: [{ name: 'debug', properties: {}, data: AWKWARD }] },
  ],
  [
    'an error',
    (runner) => {
      runner.error(AWKWARD);
    },
    { lines: [{ name: 'error', properties: {}, data: AWKWARD }] },
  ],
  [
    'a failed step',
    (runner) => {
      runner.setFailed(AWKWARD);
    },
    { lines: [{ name: 'error', properties: {}, data: AWKWARD }], files: { failed: 1 } },
  ],
  [
    'a mask',
    (runner) => {
      runner.setSecret('s3cr%t\nline');
    },
    { lines: [{ name: 'add-mask', properties: {}, data: 's3cr%t\nline' }] },
  ],
  [
    'a group',
    (runner) => {
      runner.startGroup(AWKWARD);
    },
    { lines: [{ name: 'group', properties: {}, data: AWKWARD }] },
  ],
  [
    'the end of a group',
    (runner) => {
      runner.endGroup();
    },
    { lines: [{ name: 'endgroup', properties: {}, data: '' }] },
  ],
  [
    'a warning with a title, a file and a line',
    (runner) => {
      runner.warning(AWKWARD, { title: 'pages-push: site problem, a: b', file: 'public/a,b.html', startLine: 3 });
    },
    {
      lines: [
        {
          name: 'warning',
          properties: { title: 'pages-push: site problem, a: b', file: 'public/a,b.html', line: '3' },
          data: AWKWARD,
        },
      ],
    },
  ],
  [
    'a notice with a title',
    (runner) => {
      runner.notice('Nothing to deploy', { title: 'pages-push' });
    },
    { lines: [{ name: 'notice', properties: { title: 'pages-push' }, data: 'Nothing to deploy' }] },
  ],
  [
    'a warning without properties',
    (runner) => {
      runner.warning('plain');
    },
    { lines: [{ name: 'warning', properties: {}, data: 'plain' }] },
  ],
  [
    'outputs of one line and of several, and empty',
    (runner) => {
      runner.setOutput('commit', 'abc123');
      runner.setOutput('targets', '[{"a": 1}]\nsecond line');
      runner.setOutput('empty', '');
      runner.setOutput('with-equals', 'a=b<c');
    },
    {
      files: {
        outputs: { commit: 'abc123', targets: '[{"a": 1}]\nsecond line', empty: '', 'with-equals': 'a=b<c' },
      },
    },
  ],
  [
    'state for the post step, with a carriage return',
    (runner) => {
      runner.saveState('tempDir', '/tmp/x');
      runner.saveState('restore', 'line one\r\nline two');
    },
    { files: { state: { tempDir: '/tmp/x', restore: 'line one\r\nline two' } } },
  ],
])('%s: the runner reads from runner.ts what it reads from @actions/core', (_, act, read) => {
  const theirs = seen(() => {
    act(toolkit);
  });
  const mine = seen(() => {
    act(ours);
  });

  expect(mine).toEqual(theirs);
  expect(mine).toMatchObject(read);
  // The toolkit wrote something the runner reads: the comparison is not of two silences.
  expect(theirs).not.toEqual(seen(() => undefined));
});

test('a summary table: the same HTML as the toolkit writes', async () => {
  const rows: [string, string][] = [
    ['Target', '<code>https://github.com/octo/blog.git</code>'],
    ['Commit', 'abc'],
  ];
  const mine = seen(() => {
    ours.appendSummaryTable('pages-push', ['What', 'Value'], rows);
  });
  // The toolkit's summary writes asynchronously: run it, then read the file back the same way.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-oracle-'));
  const file = path.join(dir, 'summary');
  fs.writeFileSync(file, '');
  const saved = process.env.GITHUB_STEP_SUMMARY;
  process.env.GITHUB_STEP_SUMMARY = file;
  try {
    await actions.summary
      .addHeading('pages-push', 3)
      .addTable([
        [
          { data: 'What', header: true },
          { data: 'Value', header: true },
        ],
        ...rows,
      ])
      .write();
    expect(mine.files.summary).toBe(fs.readFileSync(file, 'utf8'));
  } finally {
    process.env.GITHUB_STEP_SUMMARY = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test.each([
  ['token', '  ghp_abc  '],
  ['deploy-key', '-----BEGIN KEY-----\nbody\n-----END KEY-----\n'],
  ['user name', 'octo'],
  ['missing', undefined],
])('reads the input %s as the toolkit does (trimmed, spaces in the name as underscores)', (name, value) => {
  const variable = `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
  const saved = process.env[variable];
  if (value === undefined) Reflect.deleteProperty(process.env, variable);
  else process.env[variable] = value;
  try {
    expect(ours.getInput(name)).toBe(actions.getInput(name));
  } finally {
    if (saved === undefined) Reflect.deleteProperty(process.env, variable);
    else process.env[variable] = saved;
  }
});

test('reads saved state as the toolkit does', () => {
  process.env.STATE_tempDir = '/tmp/pages-push-x';
  try {
    expect([ours.getState('tempDir'), ours.getState('absent')]).toEqual([
      actions.getState('tempDir'),
      actions.getState('absent'),
    ]);
  } finally {
    Reflect.deleteProperty(process.env, 'STATE_tempDir');
  }
});
