// End to end, the two-job deploy as an attacker sees it: the build job (`mode: build`) runs the site's commands with
// no credential in reach, a `token` input given anyway included; and the deploy job (`mode: deploy`) takes nothing
// from an artifact a hostile build job crafted (a second copy of the tar in the zip, a bare repository at its root,
// a zip bomb).
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { entryHeader, endOfArchive, padding } from '../../src/pages-artifact/tar-header.js';
import { useActionsStandIns } from '../support/actions-stand-ins.js';
import { zipOf } from '../support/hand-zip.js';
import { BOT_TOKEN } from '../support/github-api.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { filesContaining, runAction } from '../support/run-action.mjs';

const e2e = useEndToEnd({ token: BOT_TOKEN });
const stand = useActionsStandIns(e2e);
const ON_GITHUB = { GITHUB_SERVER_URL: 'https://github.com' };

/** What the build records: its whole environment, and that of the action's process, its parent. */
const RECORD_ENV = [
  `env > "$HOME/build-env"`,
  // Every file the build can read that holds the token while it runs (the token split, so that this command does not).
  `{ grep -rlF "$TOKEN_HEAD$TOKEN_TAIL" "$RUNNER_TEMP" "$GITHUB_WORKSPACE" /proc/$PPID/cmdline || true; } > "$HOME/holding"`,
  `tr '\\0' '\\n' < /proc/$PPID/environ > "$HOME/parent-env"`,
  'mkdir -p public',
  'echo "<h1>home</h1>" > public/index.html',
].join(' && ');

test("a build job given a token anyway: the site's commands see neither it nor the runner's tokens, and no file holds it", async () => {
  const repo = e2e.repoName('build-token');
  await e2e.server.createRepo(repo);
  const runtimeToken = stand.artifacts.token();
  const job = await e2e.job({ fixture: 'static-site' });
  await fs.writeFile(path.join(job.workspace, 'site.json'), '{"token": "GITHUB_ACCESS_TOKEN"}\n');

  const split = BOT_TOKEN.length >> 1;
  const build = await runAction(job, {
    serverUrl: e2e.server.url,
    repository: repo,
    githubToken: BOT_TOKEN,
    env: {
      ...ON_GITHUB,
      ACTIONS_RUNTIME_TOKEN: runtimeToken,
      ACTIONS_RESULTS_URL: stand.artifacts.url,
      TOKEN_HEAD: BOT_TOKEN.slice(0, split),
      TOKEN_TAIL: BOT_TOKEN.slice(split),
    },
    inputs: {
      mode: 'build',
      token: BOT_TOKEN,
      repository: e2e.server.repoUrl(repo),
      build: RECORD_ENV,
      'publish-dir': 'public',
      'config-file': 'site.json',
    },
  });

  expect(build.errors).toEqual([]);
  expect(build.exitCode).toBe(0);
  for (const file of ['build-env', 'parent-env']) {
    const seen = await fs.readFile(path.join(job.home, file), 'utf8');
    expect({ file, lines: seen.split('\n').filter((line) => /^(INPUT_|ACTIONS_)/.test(line)) }).toEqual({
      file,
      lines: [],
    });
    expect(seen).not.toContain(runtimeToken);
  }
  expect(await fs.readFile(path.join(job.home, 'holding'), 'utf8')).toBe('');
  expect(await fs.readFile(path.join(job.workspace, 'site.json'), 'utf8')).toBe('{"token": "GITHUB_ACCESS_TOKEN"}\n');
  expect(await filesContaining(job.root, [BOT_TOKEN, runtimeToken])).toEqual([]);
  expect(await e2e.server.refs(repo)).toEqual({});
});

/** A tar of files, as pack.ts writes one. */
function tarOf(files: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content);
    parts.push(entryHeader({ path: name, type: 'file', mode: 0o644, size: data.length, mtime: 0 }), data);
    parts.push(Buffer.alloc(padding(data.length)));
  }
  return Buffer.concat([...parts, endOfArchive()]);
}

async function deployJob(repo: string): Promise<Awaited<ReturnType<typeof runAction>>> {
  const job = await e2e.job({ fixture: 'static-site' });
  return runAction(job, {
    serverUrl: e2e.server.url,
    repository: repo,
    githubToken: BOT_TOKEN,
    env: { ...ON_GITHUB, ACTIONS_RUNTIME_TOKEN: stand.artifacts.jobToken(), ACTIONS_RESULTS_URL: stand.artifacts.url },
    inputs: { mode: 'deploy', repository: e2e.server.repoUrl(repo), branch: 'master' },
  });
}

const manifestOf = (tar: Buffer, files: number): string =>
  JSON.stringify({ version: 1, bytes: tar.length, files, sha256: createHash('sha256').update(tar).digest('hex') });

test('a bare repository at the root of the artifact is refused, and nothing is pushed', async () => {
  const repo = e2e.repoName('bare-root');
  await e2e.server.createRepo(repo);
  const tar = tarOf({
    'index.html': '<h1>home</h1>\n',
    HEAD: 'ref: refs/heads/main\n',
    config: '[core]\n\tbare = true\n',
    'objects/info/packs': '',
    'refs/heads/.keep': '',
  });
  await stand.artifacts.putArtifact('pages-push-site', { 'artifact.tar': tar, 'pages-push.json': manifestOf(tar, 5) });

  const deploy = await deployJob(repo);

  expect(deploy.exitCode).toBe(1);
  expect(deploy.errors).toEqual([
    expect.stringContaining('The artifact "pages-push-site" holds a file "HEAD" at the root of the site') as unknown,
  ]);
  expect(await e2e.server.refs(repo)).toEqual({});
});

test('a zip holding a second file beside the tar and its manifest is refused, and nothing is pushed', async () => {
  const repo = e2e.repoName('zip-extra');
  await e2e.server.createRepo(repo);
  const tar = tarOf({ 'index.html': '<h1>home</h1>\n' });
  await stand.artifacts.putArtifact('pages-push-site', {
    'artifact.tar': tar,
    'pages-push.json': manifestOf(tar, 1),
    'copy/artifact.tar': tarOf({ 'index.html': 'other\n', '.g\u200cit/config': '[core]\n' }),
  });

  const deploy = await deployJob(repo);

  expect(deploy.exitCode).toBe(1);
  expect(deploy.errors).toEqual([
    expect.stringContaining(
      'The artifact "pages-push-site" holds "artifact.tar", "copy/artifact.tar", "pages-push.json" in its zip, not ' +
        '"artifact.tar" and "pages-push.json": refused',
    ) as unknown,
  ]);
  expect(await e2e.server.refs(repo)).toEqual({});
});

/** The bytes of the files under `dir` now (0 for a folder gone). */
async function bytesUnder(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  for (const entry of entries) {
    if (entry.isFile())
      bytes += await fs.stat(path.join(entry.parentPath, entry.name)).then(
        (s) => s.size,
        () => 0,
      );
  }
  return bytes;
}

test('a zip bomb is refused as it inflates, with little written to the disk, and nothing is pushed', async () => {
  const repo = e2e.repoName('zip-bomb');
  await e2e.server.createRepo(repo);
  const tar = tarOf({ 'index.html': '<h1>home</h1>\n' });
  // About 512 KiB of deflate that inflates to 512 MiB, declared as the small tar it claims to be.
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zeros = Buffer.alloc(1024 ** 2);
  for (let mib = 0; mib < 512; mib++) {
    if (!deflate.write(zeros)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  await stand.artifacts.putZip(
    'pages-push-site',
    zipOf([
      { name: 'artifact.tar', data: tar, deflated: Buffer.concat(chunks) },
      { name: 'pages-push.json', data: Buffer.from(manifestOf(tar, 1)) },
    ]),
  );
  const job = await e2e.job({ fixture: 'static-site' });
  let most = 0;
  const stop = new AbortController();
  const watcher = (async () => {
    while (!stop.signal.aborted) {
      most = Math.max(most, await bytesUnder(job.runnerTemp));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  const deploy = await runAction(job, {
    serverUrl: e2e.server.url,
    repository: repo,
    githubToken: BOT_TOKEN,
    env: { ...ON_GITHUB, ACTIONS_RUNTIME_TOKEN: stand.artifacts.jobToken(), ACTIONS_RESULTS_URL: stand.artifacts.url },
    inputs: { mode: 'deploy', repository: e2e.server.repoUrl(repo), branch: 'master' },
  }).finally(() => {
    stop.abort();
  });
  await watcher;

  expect(deploy.exitCode).toBe(1);
  expect(deploy.errors).toEqual([
    expect.stringContaining(
      `The artifact "pages-push-site" holds "artifact.tar", which inflates past the ${String(tar.length)} bytes its ` +
        'zip declares: refused, nothing of it is deployed. Upload it with a pages-push job of "mode: build"',
    ) as unknown,
  ]);
  expect(most).toBeLessThan(16 * 1024 ** 2);
  expect(await e2e.server.refs(repo)).toEqual({});
});
