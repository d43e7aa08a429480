// End to end, the attack of issue 61 on the Actions cache: a process the install leaves running (in a session of its
// own, with an environment of its own, so that it outlives the install) reads /proc/<pid>/environ of every process
// the cache's save and restore start (tar, and the compressor tar starts) and finds no credential there.
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { Azurite } from '../support/azurite.mjs';
import { CacheService } from '../support/cache-service.mjs';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { setDeployTarget } from '../support/hexo.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { runAction, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();
let azurite: Azurite;
let cache: CacheService;

beforeAll(async () => {
  azurite = await Azurite.start();
  cache = await CacheService.start(azurite);
}, 60000);

afterAll(async () => {
  await cache.stop();
  await azurite.stop();
});

const OIDC_REQUEST_TOKEN = 'oidc-request-token-of-the-job';

/**
 * The watcher: every millisecond or so, each process whose working folder is inside one of `roots` (the jobs'
 * folders: the workspace, where a restore's tar runs, and RUNNER_TEMP, where a save's does) is recorded once with
 * what of a credential its environment holds, by name or by value.
 */
function watcher(roots: string[], secrets: string[], records: string, pidFile: string): string {
  return `
import * as fs from 'node:fs';
const roots = ${JSON.stringify(roots)};
const secrets = ${JSON.stringify(secrets)};
const names = /^(ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN|INPUT_[A-Z_-]*)=/;
fs.writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));
const seen = new Set();
function look() {
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      const cwd = fs.readlinkSync('/proc/' + name + '/cwd');
      if (!roots.some((root) => cwd.startsWith(root))) continue;
      const comm = fs.readFileSync('/proc/' + name + '/comm', 'utf8').trim();
      if (seen.has(name + comm)) continue;
      const environ = fs.readFileSync('/proc/' + name + '/environ', 'utf8');
      if (environ === '') continue;
      seen.add(name + comm);
      const found = environ.split('\\0').filter((line) => names.test(line)).map((line) => line.split('=')[0]);
      for (const secret of secrets) if (environ.includes(secret)) found.push('the value ' + secret.slice(0, 4) + '…');
      fs.appendFileSync(${JSON.stringify(records)}, JSON.stringify({ comm, cwd, found }) + '\\n');
    } catch {}
  }
  setTimeout(look, 1);
}
look();
`;
}

async function blogJob(repo: string): Promise<Job> {
  const job = await e2e.job({ fixture: 'hexo-blog', linkNodeModules: false });
  await setDeployTarget(job.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  return job;
}

test('the processes of the cache save and restore hold no credential a process left by the install could read', async () => {
  const repo = e2e.repoName('cache-children');
  await e2e.server.createRepo(repo);
  const first = await blogJob(repo);
  const second = await blogJob(repo);
  const records = path.join(first.root, 'records.jsonl');
  const pidFile = path.join(first.root, 'watcher.pid');
  const secrets = [cache.token(), VALID_TOKEN, OIDC_REQUEST_TOKEN];
  await fs.writeFile(
    path.join(first.workspace, 'watcher.mjs'),
    watcher([first.root, second.root], secrets, records, pidFile),
  );
  // A dependency's install script: the watcher leaves the install's session and its environment (env -i), as a
  // process must to outlive the install (see docs/security.md), and watches the rest of the runs.
  const manifestFile = path.join(first.workspace, 'package.json');
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as { scripts?: Record<string, string> };
  manifest.scripts = {
    ...manifest.scripts,
    postinstall: `env -i PATH="$PATH" setsid -f "${process.execPath}" watcher.mjs > /dev/null 2>&1 < /dev/null`,
  };
  await fs.writeFile(manifestFile, JSON.stringify(manifest, null, 2));
  await fs.copyFile(manifestFile, path.join(second.workspace, 'package.json'));
  const deploy = (job: Job): ReturnType<typeof runAction> =>
    runAction(job, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, 'base-path': 'off', repository: e2e.server.repoUrl(repo) },
      env: {
        ...cache.runnerEnv(),
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: OIDC_REQUEST_TOKEN,
        ACTIONS_ID_TOKEN_REQUEST_URL: `${cache.url}/oidc`,
      },
      timeoutMs: 300000,
    });

  try {
    // The first run installs (the watcher starts) and saves node_modules and db.json; the second restores both.
    const saved = await deploy(first);
    const restored = await deploy(second);

    expect(saved.errors).toEqual([]);
    expect(saved.log).toMatch(/Cache: saved node_modules as /);
    expect(restored.errors).toEqual([]);
    expect(restored.log).toMatch(/Cache: restored node_modules from /);
    const seen = (await fs.readFile(records, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { comm: string; cwd: string; found: string[] });
    // The watcher saw tar at work in both: the save (in the first run's RUNNER_TEMP) and the restore (in the
    // second's workspace).
    const tars = seen.filter((record) => record.comm === 'tar');
    expect(tars.some((record) => record.cwd.startsWith(first.runnerTemp))).toBe(true);
    expect(tars.some((record) => record.cwd.startsWith(second.workspace))).toBe(true);
    // Node's own processes (the action's steps: "node", or "MainThread" as Node 24 names its main thread) are the
    // action, whose post step the runner starts with the inputs again (a limit docs/security.md states).
    const ours = (comm: string): boolean => comm === 'node' || comm === 'MainThread';
    expect(seen.filter((record) => !ours(record.comm) && record.found.length > 0)).toEqual([]);
  } finally {
    const pid = Number(await fs.readFile(pidFile, 'utf8').catch(() => '0'));
    if (pid > 1) process.kill(pid, 'SIGKILL');
  }
}, 600000);
