// End-to-end: install: auto judges a node_modules found in the workspace by npm's record of its last install
// (node_modules/.package-lock.json) against the fixture blog's lockfile, with the real npm.
import { execFile } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { setDeployTarget } from '../support/hexo.mjs';
import { HEXO_SITE_FILES, useEndToEnd } from '../support/e2e.js';
import { makeJob, removeJob, runAction, type Job } from '../support/run-action.mjs';

const run = promisify(execFile);
const e2e = useEndToEnd();
const npmCache = { npm_config_cache: process.env.npm_config_cache ?? path.join(process.env.HOME ?? '/root', '.npm') };
const RECORD = path.join('node_modules', '.package-lock.json');
let installed: Job;

// One real install of the fixture blog, copied into each job with its times (as a cache restores it).
beforeAll(async () => {
  installed = await makeJob({ fixture: 'hexo-blog', linkNodeModules: false });
  await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: installed.workspace,
    env: { ...process.env, ...npmCache },
  });
}, 300000);
afterAll(async () => {
  await removeJob(installed);
});

async function jobWithInstall(): Promise<Job> {
  const work = await e2e.job({ fixture: 'hexo-blog', linkNodeModules: false });
  await run('cp', ['-a', path.join(installed.workspace, 'node_modules'), work.workspace]);
  return work;
}

async function deploy(work: Job, prefix: string): Promise<Awaited<ReturnType<typeof runAction>>> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN },
    env: npmCache,
    timeoutMs: 300000,
  });
  expect(result.errors).toEqual([]);
  expect(await e2e.server.paths(repo, 'gh-pages')).toEqual(HEXO_SITE_FILES);
  return result;
}

describe("install: auto and a node_modules found in the workspace: npm's record decides", () => {
  test('a node_modules installed from this lockfile: the install is skipped, and the log says why', async () => {
    const work = await jobWithInstall();

    const result = await deploy(work, 'in-step');

    expect(result.log).toContain(
      "Install: nothing (install: auto, and node_modules matches package-lock.json (npm's record in " +
        'node_modules/.package-lock.json): install skipped).',
    );
    expect(result.log).not.toContain('Running install command');
    expect(result.notices).toEqual([]);
  }, 300000);

  test('a node_modules installed from an older lockfile: npm ci runs, and the log names the package', async () => {
    const work = await jobWithInstall();
    const record = JSON.parse(await fs.readFile(path.join(work.workspace, RECORD), 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    record.packages['node_modules/hexo-generator-index'] = { version: '3.0.0' };
    await fs.writeFile(path.join(work.workspace, RECORD), JSON.stringify(record));

    const result = await deploy(work, 'stale');

    expect(result.log).toContain(
      'Install: npm ci --no-audit --no-fund --prefer-offline (install: auto, from package-lock.json; node_modules is out of date: ' +
        'node_modules/hexo-generator-index is 4.0.0 in package-lock.json but 3.0.0 in node_modules).',
    );
    expect(result.log).toContain('Running install command: npm ci --no-audit --no-fund --prefer-offline');
    const reinstalled = JSON.parse(await fs.readFile(path.join(work.workspace, RECORD), 'utf8')) as typeof record;
    expect(reinstalled.packages['node_modules/hexo-generator-index']?.version).toBe('4.0.0');
  }, 300000);

  test('a package folder changed after npm wrote its record: npm no longer trusts the record, and the install runs', async () => {
    const work = await jobWithInstall();
    const later = new Date(Date.now() + 60000);
    await fs.utimes(path.join(work.workspace, 'node_modules', 'hexo'), later, later);

    const result = await deploy(work, 'touched');

    expect(result.log).toContain(
      'node_modules is out of date: node_modules/hexo is missing or changed after npm wrote node_modules/.package-lock.json',
    );
    expect(result.log).toContain('Running install command: npm ci --no-audit --no-fund --prefer-offline');
  }, 300000);
});
