// End to end, the two-job deploy: the Hexo blog built by a job of `mode: build` (no credential for its config, the
// site uploaded as an artifact to the artifact service stand-in on Azurite) and deployed by a job of `mode: deploy`
// (the artifact downloaded, checked as data, nothing of the site's run) to a branch of the git server and through the
// Pages "GitHub Actions" source (the REST stand-in); and artifacts changed after the build, refused.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { entryHeader, endOfArchive, padding } from '../../src/pages-artifact/tar-header.js';
import { useActionsStandIns } from '../support/actions-stand-ins.js';
import { BOT_TOKEN } from '../support/github-api.mjs';
import { setDeployTarget } from '../support/hexo.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { filesContaining, runAction, type ActionResult, type Job } from '../support/run-action.mjs';
import { createHash } from 'node:crypto';

const e2e = useEndToEnd({ token: BOT_TOKEN });
const stand = useActionsStandIns(e2e);

// The toolkit's artifact client refuses GitHub Enterprise Server by this address: the jobs run on github.com (the
// targets are the git server's full URLs, and the API is the stand-in's, by GITHUB_API_URL).
const ON_GITHUB = { GITHUB_SERVER_URL: 'https://github.com' };

/** The runner's variables of the build job: the artifact service, and no OIDC token (`permissions: contents: read`). */
function buildJobEnv(): Record<string, string> {
  return { ...ON_GITHUB, ACTIONS_RUNTIME_TOKEN: stand.artifacts.token(), ACTIONS_RESULTS_URL: stand.artifacts.url };
}

/** The runner's variables of a deploy job of the same run (`needs:` the build job): a runtime token of its own. */
function deployJobEnv(): Record<string, string> {
  return { ...ON_GITHUB, ACTIONS_RUNTIME_TOKEN: stand.artifacts.jobToken(), ACTIONS_RESULTS_URL: stand.artifacts.url };
}

/** Every regular file under `dir`, with its bytes. */
async function filesUnder(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const visit = async (relative: string): Promise<void> => {
    for (const name of (await fs.readdir(path.join(dir, relative))).sort()) {
      const child = relative ? `${relative}/${name}` : name;
      if ((await fs.stat(path.join(dir, child))).isDirectory()) await visit(child);
      else files.set(child, await fs.readFile(path.join(dir, child)));
    }
  };
  await visit('');
  return files;
}

/** The build job: the Hexo blog, its _config.yml's deploy target `repo` (with the token's placeholder in its URL). */
async function buildJob(
  repoUrl: string,
  { env = {}, repository = 'octo/blog' }: { env?: Record<string, string>; repository?: string } = {},
): Promise<{ job: Job; result: ActionResult }> {
  const job = await e2e.job();
  await setDeployTarget(job.workspace, repoUrl, 'master');
  // The blog's url: the project site its repository serves, so that no link is checked as broken there.
  const config = path.join(job.workspace, '_config.yml');
  const name =
    repoUrl
      .replace(/\.git$/, '')
      .split('/')
      .pop() ?? '';
  await fs.writeFile(
    config,
    (await fs.readFile(config, 'utf8')).replace(/^url: .*$/m, `url: https://octo.github.io/${name}`),
  );
  const result = await runAction(job, {
    serverUrl: e2e.server.url,
    repository,
    // The job's own token, read-only as a fork's pull request gets it: the build must not put it anywhere.
    githubToken: BOT_TOKEN,
    env: { ...buildJobEnv(), ...env },
    inputs: { mode: 'build', build: 'auto', cache: 'off' },
  });
  return { job, result };
}

/** A deploy job: a fresh checkout whose build would leave a mark in HOME, were anything of the site's run. */
async function deployJob(
  inputs: Record<string, string>,
  env: Record<string, string>,
  repository = 'octo/blog',
): Promise<ActionResult & { job: Job }> {
  const job = await e2e.job({ fixture: 'static-site' });
  const result = await runAction(job, {
    serverUrl: e2e.server.url,
    repository,
    githubToken: BOT_TOKEN,
    env,
    inputs: {
      mode: 'deploy',
      build: 'echo ran > "$HOME/build-ran"',
      install: 'echo ran > "$HOME/install-ran"',
      ...inputs,
    },
  });
  return { ...result, job };
}

async function ran(job: Job, step: string): Promise<boolean> {
  return fs.access(path.join(job.home, `${step}-ran`)).then(
    () => true,
    () => false,
  );
}

describe('a build job that holds no credential, and a deploy job', () => {
  test('the Hexo blog built with no token in its config, deployed to a branch: the branch holds the build', async () => {
    const repo = e2e.repoName('two-jobs');
    await e2e.server.createRepo(repo);
    const repoUrl = e2e.server.repoUrl(repo);

    const build = await buildJob(repoUrl);

    expect(build.result.errors).toEqual([]);
    expect(build.result.warnings).toEqual([]);
    expect(build.result.exitCode).toBe(0);
    const built = await filesUnder(path.join(build.job.workspace, 'public'));
    const stored = stand.artifacts.artifacts.get('pages-push-site');
    expect(build.result.outputs).toMatchObject({
      'artifact-id': String(stored?.id),
      'artifact-files': String(built.size),
      'site-problems': '0',
      pushed: 'false',
      commit: '',
    });
    // Nothing pushed from the build job; the token never reached the config, the site or any file.
    expect(await e2e.server.refs(repo)).toEqual({});
    expect(build.result.log).toContain(
      'The token placeholder "GITHUB_ACCESS_TOKEN" in _config.yml is left as it is: a build job ("mode: build") holds no token.',
    );
    expect(await filesContaining(build.job.root, [BOT_TOKEN])).toEqual([]);

    const deploy = await deployJob({ repository: repoUrl, branch: 'master' }, deployJobEnv());

    expect(deploy.errors).toEqual([]);
    expect(deploy.exitCode).toBe(0);
    const deployed = await e2e.server.files(repo, 'master');
    const expected = Object.fromEntries([...built].map(([name, content]) => [name, content.toString('utf8')]));
    expect(deployed).toEqual({ ...expected, '.nojekyll': '' });
    expect(deploy.outputs).toMatchObject({ pushed: 'true', 'site-problems': '0', branch: 'master' });
    expect(deploy.log).toContain(
      `Received the artifact "pages-push-site" (id ${String(stored?.id)}): ${built.size} files, checked.`,
    );
    // Nothing of the site's ran in the deploy job.
    expect(await ran(deploy.job, 'install')).toBe(false);
    expect(await ran(deploy.job, 'build')).toBe(false);
  });

  test('deployed through the Pages "GitHub Actions" source: the Pages artifact holds the build, file by file', async () => {
    const repo = e2e.repoName('two-jobs-actions');
    await e2e.server.createRepo(repo);
    stand.api.setPages(repo, { buildType: 'workflow', htmlUrl: `https://octo.github.io/${repo.split('/')[1]}/` });
    stand.oidc.repository = repo;
    const build = await buildJob(e2e.server.repoUrl(repo), { repository: repo });
    expect(build.result.errors).toEqual([]);
    const built = await filesUnder(path.join(build.job.workspace, 'public'));

    const deploy = await deployJob(
      { 'pages-source': 'actions' },
      { ...stand.runnerEnv(), ...deployJobEnv(), GITHUB_API_URL: `${stand.api.url}/api/v3` },
      repo,
    );

    expect(deploy.errors).toEqual([]);
    expect(deploy.exitCode).toBe(0);
    const [made] = stand.deployments.deploymentsOf(repo);
    expect(made).toMatchObject({ artifactId: stand.artifacts.artifacts.get('github-pages')?.id, status: 'succeed' });
    const pagesArtifact = await stand.artifacts.readArtifact('github-pages');
    const out = path.join(deploy.job.root, 'pages');
    await fs.mkdir(out);
    await fs.writeFile(path.join(deploy.job.root, 'pages.zip'), pagesArtifact?.content ?? Buffer.alloc(0));
    execFileSync('unzip', ['-q', path.join(deploy.job.root, 'pages.zip'), '-d', out]);
    execFileSync('tar', ['-xf', path.join(out, 'artifact.tar'), '-C', out]);
    await fs.rm(path.join(out, 'artifact.tar'));
    expect(await filesUnder(out)).toEqual(built);
    expect(await ran(deploy.job, 'build')).toBe(false);
  });
});

test("a pull request's preview through both jobs: built for its folder, deployed into it, the rest of the branch kept", async () => {
  const repo = e2e.repoName('two-jobs-preview');
  await e2e.server.createRepo(repo);
  await e2e.server.commit(repo, 'gh-pages', { 'index.html': '<p>main</p>\n' });
  const pullRequest = async (job: Job): Promise<Record<string, string>> => {
    const event = path.join(job.root, 'event.json');
    const pull = { number: 3, head: { repo: { full_name: repo } }, base: { repo: { full_name: repo } } };
    await fs.writeFile(event, JSON.stringify({ action: 'opened', number: 3, pull_request: pull }));
    return { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event };
  };
  const job = await e2e.job({ fixture: 'static-site' });
  const build = await runAction(job, {
    serverUrl: e2e.server.url,
    repository: repo,
    githubToken: BOT_TOKEN,
    env: { ...buildJobEnv(), ...(await pullRequest(job)) },
    inputs: { mode: 'build', build: 'skip', preview: 'true', repository: e2e.server.repoUrl(repo) },
  });
  expect(build.errors).toEqual([]);
  expect(build.warnings).toEqual([]);
  const built = await filesUnder(path.join(job.workspace, 'public'));

  const deployJobRoot = await e2e.job({ fixture: 'static-site' });
  const deploy = await runAction(deployJobRoot, {
    serverUrl: e2e.server.url,
    repository: repo,
    githubToken: BOT_TOKEN,
    env: { ...deployJobEnv(), ...(await pullRequest(deployJobRoot)) },
    inputs: { mode: 'deploy', preview: 'true', token: BOT_TOKEN, repository: e2e.server.repoUrl(repo) },
  });

  expect(deploy.errors).toEqual([]);
  expect(deploy.summary).toContain('pull request #3');
  const files = await e2e.server.files(repo, 'gh-pages');
  expect(files['index.html']).toBe('<p>main</p>\n');
  for (const [file, content] of built)
    expect({ file, content: files[`pr-preview/pr-3/${file}`] }).toEqual({ file, content: content.toString('utf8') });
});

/** A tar of `members` as pack.ts writes one (ustar, `./` paths); a member without content is a folder. */
function tarOf(members: readonly { path: string; content?: string; type?: 'symlink' }[]): Buffer {
  const parts: Buffer[] = [];
  for (const member of members) {
    const data = Buffer.from(member.content ?? '');
    const type = member.content === undefined ? 'directory' : 'file';
    const header = entryHeader({ path: member.path, type, mode: 0o644, size: data.length, mtime: 0 });
    if (member.type === 'symlink') {
      // A symbolic link's type flag, with its checksum made again (tar-header.ts writes files and folders only).
      header.write('2', header.length - 512 + 156, 1, 'latin1');
      const block = header.subarray(header.length - 512);
      block.fill(0x20, 148, 156);
      let sum = 0;
      for (const byte of block) sum += byte;
      block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'latin1');
    }
    parts.push(header, data, Buffer.alloc(padding(data.length)));
  }
  return Buffer.concat([...parts, endOfArchive()]);
}

/** Puts an artifact of `tar` with a manifest into the run (`files` as the manifest counts them). */
async function putSite(tar: Buffer, files: number): Promise<void> {
  const sha256 = createHash('sha256').update(tar).digest('hex');
  const manifest = JSON.stringify({ version: 1, bytes: tar.length, files, sha256 });
  await stand.artifacts.putArtifact('pages-push-site', { 'artifact.tar': tar, 'pages-push.json': manifest });
}

describe('an artifact changed after the build is refused, and nothing is pushed', () => {
  const cases: [string, () => Promise<void>, string][] = [
    [
      'a .git folder',
      () =>
        putSite(
          tarOf([
            { path: './index.html', content: 'hi' },
            { path: './.git/config', content: '[core]' },
          ]),
          2,
        ),
      'The artifact "pages-push-site" holds a .git folder, "./.git/config": refused, nothing of it is deployed.',
    ],
    [
      'a path leading out of the site',
      () =>
        putSite(
          tarOf([
            { path: './index.html', content: 'hi' },
            { path: './../../escaped.html', content: 'x' },
          ]),
          2,
        ),
      'The artifact "pages-push-site" holds a path leading out of the site, "./../../escaped.html": refused',
    ],
    [
      'a symbolic link',
      () =>
        putSite(
          tarOf([
            { path: './index.html', content: 'hi' },
            { path: './etc', content: '', type: 'symlink' },
          ]),
          1,
        ),
      'The artifact "pages-push-site" holds a symbolic link, "./etc": refused',
    ],
    [
      'more files than its build job packed',
      () =>
        putSite(
          tarOf([
            { path: './index.html', content: 'hi' },
            { path: './added.html', content: 'x' },
          ]),
          1,
        ),
      'The artifact "pages-push-site" holds 2 files, and its build job packed 1: refused, nothing of it is deployed.',
    ],
    [
      'a tar whose bytes are not the ones its build job packed',
      async () => {
        const tar = tarOf([{ path: './index.html', content: 'hi' }]);
        const manifest = JSON.stringify({ version: 1, bytes: tar.length, files: 1, sha256: '0'.repeat(64) });
        await stand.artifacts.putArtifact('pages-push-site', { 'artifact.tar': tar, 'pages-push.json': manifest });
      },
      'The artifact "pages-push-site" holds a tar whose bytes are not the ones its build job packed: refused',
    ],
  ];
  test.each(cases)('%s', async (_name, put, message) => {
    const repo = e2e.repoName('tampered');
    await e2e.server.createRepo(repo);
    await put();

    const deploy = await deployJob({ repository: e2e.server.repoUrl(repo), branch: 'master' }, deployJobEnv());

    expect(deploy.exitCode).toBe(1);
    expect(deploy.errors).toEqual([expect.stringContaining(message) as unknown]);
    expect(await e2e.server.refs(repo)).toEqual({});
  });
});
