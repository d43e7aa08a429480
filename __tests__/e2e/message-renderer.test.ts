// The bundle's message renderer (dist/index.js in its rendering mode) against the oracle, hexo-deployer-git's own
// call (nunjucks.renderString with Luxon's now()) followed by `git commit -m`; and the same templates that escape
// Nunjucks, which an in-process render lets read our environment and start processes, against the renderer.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import { renderHexoMessages } from '../../src/deploy/hexo-message.js';
import { isolatedGitEnv } from '../support/git-server.mjs';
import { REPO_ROOT } from '../support/run-action.mjs';

/** A job that is never cancelled. */
const running = new AbortController().signal;

const require = createRequire(import.meta.url);
const nunjucks = require('nunjucks') as { renderString(source: string, context: object): string };
const { DateTime } = require('luxon') as { DateTime: { now(): { toFormat(format: string): string } } };

const bundle = path.join(REPO_ROOT, 'dist', 'index.js');
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'message-renderer-'));
  git('init', '-q');
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

function git(...args: string[]): string {
  return execFileSync('git', args, {
    cwd: scratch,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: isolatedGitEnv(),
  });
}

/** What hexo deploy commits for `template` now: hexo-deployer-git's render, then `git commit -m` of it. */
function hexoDeployerMessage(template: string): string {
  const rendered = nunjucks.renderString(template, { now: (format: string) => DateTime.now().toFormat(format) });
  git('commit', '-q', '--allow-empty', '-m', rendered);
  const object = git('cat-file', 'commit', 'HEAD');
  return object.slice(object.indexOf('\n\n') + 2);
}

const render = async (template: string, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> =>
  (await renderHexoMessages([template], { cwd: scratch, env, bundle, signal: running })).get(template);

test.each([
  "{{ now('ccc') }}",
  "{{ now('cccc') }}",
  "{{ now('LLL') }}",
  "{{ now('LLLL') }}",
  "{{ now('ZZZ') }}",
  "{{ now('ZZ') }}",
  "{{ now('z') }}",
  "{{ now('t') }}",
  "{{ now('T') }}",
  "{{ now('X') }}",
  'Site updated: {{ now("yyyy-MM-dd HH:mm:ss") }}',
  "Site updated: {{ now(\"'on' DDDD 'at' HH 'h'\") }}",
  "{{ now('YYYY-MM-DD') }} {{ now('yyyy') }}",
  '{{ "x" | upper }}',
  '{% if true %}a{% endif %}',
  '{% set v = 1 %}{{ v }}',
  'Publish without any tag',
  '{{ "<b>" }} & {{ "a&b" | safe }}',
  "{% for tag in ['a', 'b'] %}{{ tag | capitalize }}{% if not loop.last %}, {% endif %}{% endfor %}",
  'Title  \n\n\n\nBody {{ undefinedName }}\n\n',
])('renders %j as hexo deploy commits it', async (template) => {
  // The time may move on between the renders: ours is the one before or the one after. On a loaded machine the
  // renderer's start can take over a second, so that a clock in seconds moves on twice; then the three renders are
  // taken again. A render that differs while the oracle's clock stood still fails at once.
  const renders = async (): Promise<{ before: string; ours: string | undefined; after: string }> => {
    const before = hexoDeployerMessage(template);
    const ours = await render(template);
    return { before, ours, after: hexoDeployerMessage(template) };
  };
  let taken = await renders();
  for (let attempt = 1; attempt < 5 && taken.before !== taken.after; attempt++) {
    if (taken.ours === taken.before || taken.ours === taken.after) break;
    taken = await renders();
  }
  expect([taken.before, taken.after]).toContain(taken.ours);
});

test('formats the time in the time zone the runner gives, as hexo deploy would there', async () => {
  expect(await render("{{ now('ZZ z') }}", { TZ: 'Asia/Tokyo' })).toBe('+09:00 Asia/Tokyo\n');
});

test.each([
  ["Site {{ now('yyyy' }}", /The message in _config.yml's deploy \("Site \{\{ now\('yyyy' \}\}"\) does not render/],
  ['{{ nothere() }}', /does not render as hexo-deployer-git renders it: .*Unable to call `nothere`/s],
  ['{% if %}', /does not render as hexo-deployer-git renders it/],
])('refuses %j, naming the setting and Nunjucks reason', async (template, error) => {
  await expect(render(template)).rejects.toThrow(error);
  await expect(render(template)).rejects.toThrow(/or set the commit-message input/);
});

test('refuses a message that renders to nothing, which git commit refuses', async () => {
  await expect(render('{% if false %}x{% endif %}  \n')).rejects.toThrow(
    'The message in _config.yml\'s deploy ("{% if false %}x{% endif %}") renders to an empty message',
  );
});

test('stops a template that does not end, and says so', async () => {
  const started = Date.now();

  await expect(
    renderHexoMessages(['{% for i in range(0, 100000) %}{% for j in range(0, 100000) %}{% endfor %}{% endfor %}'], {
      cwd: scratch,
      env: process.env,
      bundle,
      timeoutMs: 2000,
      signal: running,
    }),
  ).rejects.toThrow("The message in _config.yml's deploy did not render within 2 seconds");
  expect(Date.now() - started).toBeLessThan(10_000);
});

test('a template whose message comes to more than 16 MiB is refused in words, not by an exit code', async () => {
  // 2^25 characters: the renderer's output is cut at 16 MiB.
  await expect(
    render('{% set s = "x" %}{% for i in range(0, 25) %}{% set s = s + s %}{% endfor %}{{ s }}'),
  ).rejects.toThrow(
    "The message in _config.yml's deploy could not be rendered: the message came to more than 16 MiB (a template " +
      'that repeats text?)',
  );
});

test('a template that builds a text larger than the memory the renderer has is refused, naming the memory', async () => {
  const rendering = render(
    '{% set s = "xy" %}{% for i in range(0, 27) %}{% set s = s + s %}{% endfor %}{{ (s | upper | length) }}',
  );
  await expect(rendering).rejects.toThrow(
    /could not be rendered: the renderer was stopped by SIGABRT, as when it runs out of its 256 MB of memory/,
  );
});

test.each([
  [
    'SIGKILL',
    /the renderer was stopped by SIGKILL, as when it runs out of its 256 MB of memory \(a template that builds a huge text\?\) or another process kills it/,
  ],
  ['SIGHUP', /the renderer was stopped by SIGHUP, which something else sent it/],
])('a renderer ended by %s is explained in words, not as "code 1xx"', async (signal, said) => {
  // A renderer in place of the bundle's that ends by the signal, as one killed from outside would.
  const folder = mkdtempSync(path.join(scratch, 'killed-'));
  const fake = path.join(folder, 'index.js');
  writeFileSync(fake, `process.kill(process.pid, ${JSON.stringify(signal)});\n`);

  const rendering = renderHexoMessages(['{{ 1 }}'], { cwd: scratch, env: process.env, bundle: fake, signal: running });

  await expect(rendering).rejects.toThrow(said);
  await expect(rendering).rejects.not.toThrow(/code 1\d\d/);
});

describe('templates that escape Nunjucks', () => {
  const secret = `pages-push-test-secret-${process.pid}`;
  let home: string;
  beforeEach(() => {
    home = mkdtempSync(path.join(os.tmpdir(), 'message-escape-'));
  });
  afterEach(() => {
    rmSync(home, { recursive: true, force: true });
  });

  /** JavaScript run through the Function constructor Nunjucks exposes, its result (or failure) in the message. */
  const escape = (code: string): string =>
    `{{ range.constructor(${JSON.stringify(`try { ${code} } catch (error) { return 'refused: ' + error.message }`)})() }}`;
  const attacks = (): Record<string, string> => ({
    environment: escape('return JSON.stringify(process.env)'),
    parentEnvironment: escape(
      "return process.getBuiltinModule('fs').readFileSync('/proc/' + process.ppid + '/environ', 'latin1')",
    ),
    writeHome: escape(
      `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(path.join(home, 'planted'))}, 'x'); return 'wrote'`,
    ),
    spawnDetached: escape(
      "process.getBuiltinModule('child_process').spawn('sh', ['-c', " +
        JSON.stringify(`sleep 0.2; env > ${path.join(home, 'spawned')}`) +
        "], { detached: true, stdio: 'ignore' }).unref(); return 'spawned'",
    ),
  });

  test('an in-process render, as hexo-deployer-git does it, reads the environment and starts processes', async () => {
    // A process as hexo's: Nunjucks loaded, the secret in its environment, each template rendered in it.
    const script = [
      "const nunjucks = require('nunjucks');",
      'const templates = JSON.parse(process.argv[1]);',
      'const rendered = {};',
      'for (const [name, template] of Object.entries(templates)) rendered[name] = nunjucks.renderString(template, {});',
      'console.log(JSON.stringify(rendered));',
    ].join('\n');
    const output = execFileSync(process.execPath, ['-e', script, JSON.stringify(attacks())], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', PAGES_PUSH_TEST_SECRET: secret },
    });
    const rendered = JSON.parse(output) as Record<string, string>;

    expect(rendered.environment).toContain(secret);
    expect(rendered.parentEnvironment).not.toMatch(/^refused/);
    expect(rendered.writeHome).toBe('wrote');
    expect(readFileSync(path.join(home, 'planted'), 'utf8')).toBe('x');
    expect(rendered.spawnDetached).toBe('spawned');
    const spawned = path.join(home, 'spawned');
    // The detached process outlives the render, and writes what it found afterwards.
    await waitFor(() => existsSync(spawned) && readFileSync(spawned, 'utf8').includes(secret));
    expect(readFileSync(spawned, 'utf8')).toContain(secret);
  });

  test('the renderer refuses them before their code runs: no environment of ours, no file and no process', async () => {
    const env = { PATH: process.env.PATH, HOME: home, PAGES_PUSH_TEST_SECRET: secret, INPUT_TOKEN: secret, TZ: 'UTC' };

    for (const template of Object.values(attacks())) {
      const rendering = renderHexoMessages([template], { cwd: scratch, env, bundle, signal: running });
      await expect(rendering).rejects.toThrow('a message template may not make code from a string');
      await expect(rendering).rejects.not.toThrow(secret);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(existsSync(path.join(home, 'planted'))).toBe(false);
    expect(existsSync(path.join(home, 'spawned'))).toBe(false);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let waited = 0; waited < 5000 && !condition(); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
