// End to end: a process the user's commands leave running in a session of its own (a setsid daemon, which the
// command's session and group do not hold) is found by the step's mark and stopped before the step goes on.
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { STATIC_SITE_FILES, useEndToEnd } from '../support/e2e.js';
import { runAction } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** A package with no dependency whose install script leaves `daemon.mjs` running, as a hostile dependency would. */
const PACKAGE = { name: 'site', version: '1.0.0', scripts: { postinstall: '' } };
const LOCK = {
  name: 'site',
  version: '1.0.0',
  lockfileVersion: 3,
  requires: true,
  packages: { '': { name: 'site', version: '1.0.0' } },
};

test('a setsid daemon the install leaves is stopped before the token is put in the config, and the log says so', async () => {
  const repo = e2e.repoName('daemon');
  await e2e.server.createRepo(repo);
  // Its own node_modules: `npm ci` empties the one it finds, and a linked one is the repository's.
  const work = await e2e.job({ fixture: 'static-site', linkNodeModules: false });
  await fs.writeFile(path.join(work.workspace, 'site.conf'), 'token: GITHUB_ACCESS_TOKEN\n');
  const stolen = path.join(work.home, 'stolen');
  const pidFile = path.join(work.home, 'daemon.pid');
  // Every 10 ms, the site's config as it is: the token is in it from the substitution to the end of the build.
  const daemon = [
    "import * as fs from 'node:fs';",
    `fs.writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));`,
    'setInterval(() => {',
    "  const text = fs.readFileSync('site.conf', 'utf8');",
    `  if (!text.includes('GITHUB_ACCESS_TOKEN')) fs.writeFileSync(${JSON.stringify(stolen)}, text);`,
    '}, 10);',
  ].join('\n');
  await fs.writeFile(path.join(work.workspace, 'daemon.mjs'), daemon);
  const manifest = {
    ...PACKAGE,
    // It waits until the daemon runs: the install ends with it running.
    scripts: {
      postinstall:
        `setsid -f "${process.execPath}" daemon.mjs > /dev/null 2>&1 < /dev/null; ` +
        `while [ ! -f "${pidFile}" ]; do sleep 0.1; done`,
    },
  };
  await fs.writeFile(path.join(work.workspace, 'package.json'), JSON.stringify(manifest, null, 2));
  await fs.writeFile(path.join(work.workspace, 'package-lock.json'), JSON.stringify(LOCK, null, 2));

  try {
    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: {
        token: VALID_TOKEN,
        repository: repo,
        'config-file': 'site.conf',
        install: 'npm ci --no-audit --no-fund',
        build: 'sleep 1',
        'publish-dir': 'public',
      },
    });

    expect(result.errors).toEqual([]);
    expect(result.log).toContain(
      'Stopped a process that "npm ci --no-audit --no-fund" left running in a session of its own',
    );
    expect(existsSync(stolen)).toBe(false);
    const pid = Number(await fs.readFile(pidFile, 'utf8'));
    expect(alive(pid)).toBe(false);
    expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(STATIC_SITE_FILES);
  } finally {
    const pid = Number(await fs.readFile(pidFile, 'utf8').catch(() => '0'));
    if (pid > 1 && alive(pid)) process.kill(pid, 'SIGKILL');
  }
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
