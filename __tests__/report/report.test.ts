// Unit tests of what the step reports: its outputs (the GITHUB_OUTPUT file) and the job summary, for each kind.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { Progress, report, reportFailure, type Outcome } from '../../src/report/report.js';
import { parseFileCommands } from '../support/run-action.mjs';
import { loadFileCommands } from '../../src/shared/runner.js';

// The steps load the file commands at their start (src/index.ts); so does each test of them.
beforeAll(() => loadFileCommands());

let dir: string;
const saved = { output: process.env.GITHUB_OUTPUT, summary: process.env.GITHUB_STEP_SUMMARY };

// One folder for the file: @actions/core keeps the summary's path once it has used it.
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-report-'));
});

beforeEach(async () => {
  process.env.GITHUB_OUTPUT = path.join(dir, 'output');
  process.env.GITHUB_STEP_SUMMARY = path.join(dir, 'summary');
  await fs.writeFile(process.env.GITHUB_OUTPUT, '');
  await fs.writeFile(process.env.GITHUB_STEP_SUMMARY, '');
});

afterAll(async () => {
  restore('GITHUB_OUTPUT', saved.output);
  restore('GITHUB_STEP_SUMMARY', saved.summary);
  await fs.rm(dir, { recursive: true, force: true });
});

function restore(name: 'GITHUB_OUTPUT' | 'GITHUB_STEP_SUMMARY', value: string | undefined): void {
  if (value === undefined) Reflect.deleteProperty(process.env, name);
  else process.env[name] = value;
}

/** The outputs as the runner reads them. */
async function outputs(): Promise<Record<string, string>> {
  return parseFileCommands(await fs.readFile(path.join(dir, 'output'), 'utf8'));
}

async function summary(): Promise<string> {
  return fs.readFile(path.join(dir, 'summary'), 'utf8');
}

const common = {
  repository: 'https://github.com/octo/blog.git',
  branch: 'gh-pages',
  pageUrl: 'https://octo.github.io/blog/',
  timings: { installMs: 1200, buildMs: 3400, publishMs: 560 },
};
const pushed: Outcome = {
  ...common,
  kind: 'push',
  commit: '0123456789abcdef0123456789abcdef01234567',
  pushed: true,
  changes: { added: 3, modified: 2, deleted: 1 },
  dryRun: false,
};

describe('report', () => {
  test('gives every output of a push', async () => {
    report(pushed);

    expect(await outputs()).toEqual({
      commit: '0123456789abcdef0123456789abcdef01234567',
      pushed: 'true',
      'changed-files': '6',
      'site-problems': '0',
      repository: 'https://github.com/octo/blog.git',
      branch: 'gh-pages',
      'page-url': 'https://octo.github.io/blog/',
      tag: '',
      'preview-url': '',
      targets: JSON.stringify([
        {
          repository: 'https://github.com/octo/blog.git',
          branch: 'gh-pages',
          commit: '0123456789abcdef0123456789abcdef01234567',
          pushed: true,
          'page-url': 'https://octo.github.io/blog/',
          outcome: 'pushed',
        },
      ]),
    });
  });

  test('lists every target in the targets output, the first as the other outputs give it', async () => {
    const more = [
      {
        repository: 'https://codeberg.org/octo/blog.git',
        branch: 'pages',
        commit: 'abcdef0123456789abcdef0123456789abcdef01',
        pushed: true,
        pageUrl: '',
        changes: { added: 1, modified: 0, deleted: 0 },
      },
    ];

    report({ ...pushed, more });

    const targets = JSON.parse((await outputs()).targets ?? '[]') as { repository: string; commit: string }[];
    expect(targets.map((target) => [target.repository, target.commit])).toEqual([
      ['https://github.com/octo/blog.git', pushed.commit],
      ['https://codeberg.org/octo/blog.git', 'abcdef0123456789abcdef0123456789abcdef01'],
    ]);
  });

  test('sums up a push: result, commit, files, page and the time of each stage', async () => {
    report(pushed);

    const text = await summary();

    expect([
      text.includes('<td>Result</td><td>pushed</td>'),
      text.includes('<code>0123456789abcdef0123456789abcdef01234567</code>'),
      text.includes('3 added, 2 changed, 1 removed'),
      text.includes('<a href="https://octo.github.io/blog/">'),
      text.includes('<td>Install</td><td>1.2 s</td>'),
      text.includes('<td>Build</td><td>3.4 s</td>'),
      text.includes('<td>Publish</td><td>0.6 s</td>'),
    ]).toEqual([true, true, true, true, true, true, true]);
  });

  test('says a deploy that found the branch up to date pushed nothing', async () => {
    report({ ...pushed, commit: '', pushed: false, changes: { added: 0, modified: 0, deleted: 0 } });

    expect([(await outputs()).pushed, await summary()]).toEqual([
      'false',
      expect.stringContaining('unchanged: nothing to push'),
    ]);
  });

  test('says a dry run committed without pushing', async () => {
    report({ ...pushed, pushed: false, dryRun: true });

    expect(await summary()).toContain('dry run: committed locally, not pushed');
  });

  test("reports a deploy command of the user's own as pushed, with no commit and no files", async () => {
    report({ ...common, kind: 'command', command: 'rsync -a public/ host:/srv' });

    expect(await outputs()).toMatchObject({ commit: '', pushed: 'true', 'changed-files': '0' });
    expect(await summary()).toContain('deployed by <code>rsync -a public/ host:/srv</code>');
  });

  test('reports the commit hexo deploy made and what it changed', async () => {
    const made = { commit: 'feedface'.repeat(5), pushed: true, changes: { added: 1, modified: 4, deleted: 0 } };

    report({ ...common, kind: 'command', command: 'hexo deploy', made });

    expect(await outputs()).toMatchObject({ commit: made.commit, pushed: 'true', 'changed-files': '5' });
    expect(await summary()).toContain('1 added, 4 changed, 0 removed');
  });

  test('shows a command with markup in it as text', async () => {
    report({ ...common, kind: 'command', command: 'echo "<b>hi</b>" && deploy' });

    expect(await summary()).toContain(
      'deployed by <code>echo &#34;&#60;b&#62;hi&#60;/b&#62;&#34; &#38;&#38; deploy</code>',
    );
  });

  test('gives the outputs without a job summary when the runner offers none', async () => {
    delete process.env.GITHUB_STEP_SUMMARY;

    report(pushed);

    expect([(await outputs()).commit, await summary()]).toEqual([pushed.commit, '']);
  });
});

describe('reportFailure', () => {
  test('gives the known outputs and a summary of what failed, how far the run got, and the message', async () => {
    const progress = new Progress();
    progress.next('checking the target', 'inputs read');
    Object.assign(progress, { repository: 'https://github.com/octo/blog.git', branch: 'gh-pages' });
    progress.next('installing and building the site', 'target checked');
    progress.ran = {
      detected: 'a build script (scripts.build in package.json)',
      install: 'npm ci (install: auto, from package-lock.json)',
      build: 'npm run build (build: auto, for a build script)',
      publish: 'dist (the "publish-dir" input)',
    };

    reportFailure(progress, 'The build command "npm run build" failed with exit code 2.\nIts output is above.');

    expect(await outputs()).toEqual({
      pushed: 'false',
      tag: '',
      targets: '[]',
      commit: '',
      'changed-files': '0',
      'site-problems': '0',
      repository: 'https://github.com/octo/blog.git',
      branch: 'gh-pages',
    });
    const text = await summary();
    expect(text).toContain('failed while installing and building the site');
    expect(text).toContain(
      'The build command &#34;npm run build&#34; failed with exit code 2.<br>Its output is above.',
    );
    expect(text).toContain('inputs read, target checked');
    expect(text).toContain('nothing: the target branch is as it was');
    expect(text).toContain('<td>Build</td><td>npm run build (build: auto, for a build script)</td>');
    expect(text).toContain('<td>Publish folder</td><td>dist (the &#34;publish-dir&#34; input)</td>');
  });

  test('a success says what ran, as the log said it, with how long it took', async () => {
    const ran = {
      detected: 'Hexo',
      install: 'nothing (install: skip)',
      build: 'make site (the "build" input)',
      publish: 'out (the "publish-dir" input)',
    };

    report(pushed, { problems: [], ran, secrets: [] });

    const text = await summary();
    expect(text).toContain('<td>Install</td><td>nothing (install: skip): 1.2 s</td>');
    expect(text).toContain('<td>Build</td><td>make site (the &#34;build&#34; input): 3.4 s</td>');
    expect(text).toContain('<td>Publish folder</td><td>out (the &#34;publish-dir&#34; input)</td>');
  });

  test('never writes a credential into the summary, which the runner does not mask', async () => {
    const progress = new Progress();
    progress.credentials = { secretForms: () => ['ghp_secretValue123'] };

    reportFailure(progress, 'The build command "TOKEN=ghp_secretValue123 make" failed with exit code 2.');

    const text = await summary();
    expect(text).not.toContain('ghp_secretValue123');
    expect(text).toContain('TOKEN=*** make');
  });

  test('lists the site problems that failed the run', async () => {
    const progress = new Progress();
    progress.problems = ['A page is empty (0 bytes): <b>plugins/index.html</b>.'];

    reportFailure(progress, 'The site has a problem');

    expect(await summary()).toContain('Site problems</td><td>A page is empty (0 bytes): &#60;b&#62;plugins/index.html');
    expect((await outputs())['site-problems']).toBe('1');
  });
});
