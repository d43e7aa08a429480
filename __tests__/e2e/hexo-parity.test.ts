// End to end: a Hexo site whose _config.yml uses hexo-deployer-git's whole config (several targets, message with
// now(), name/email, ignore_hidden, ignore_pattern, extend_dirs with links in it, repo.token from the environment)
// gets from our own push what `hexo deploy` would publish, on every target, each keeping its history.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { GitServer, VALID_TOKEN } from '../support/git-server.mjs';
import { HEXO_SITE_FILES, refuseInHook, useEndToEnd } from '../support/e2e.js';
import { runAction, type Job } from '../support/run-action.mjs';

// The git server plays github.com: page-url is github.io's address where nothing else gives one.
const e2e = useEndToEnd({ asGitHubDotCom: true });
let other: GitServer;
/** The second server's own token: the step's token never goes to a host only the config names. */
const MIRROR_TOKEN = 'mirror-token-of-the-second-server';

beforeAll(async () => {
  other = await GitServer.start({ token: MIRROR_TOKEN });
});

afterAll(async () => {
  await other.stop();
});

/** Replaces the fixture's `deploy:` block (the end of its _config.yml) with `deploy`. */
async function setDeploy(work: Job, deploy: string): Promise<void> {
  const file = path.join(work.workspace, '_config.yml');
  const text = await fs.readFile(file, 'utf8');
  await fs.writeFile(file, `${text.slice(0, text.indexOf('deploy:'))}${deploy}`);
}

/** What hexo-deployer-git leaves out or adds: the options below, for the public folder and the `static` folder. */
const OPTIONS = [
  '  message: "Site updated: {{ now(\'yyyy-MM-dd\') }}"',
  '  name: Hexo Bot',
  '  email: hexo-bot@example.com',
  '  ignore_pattern: draft',
  '  extend_dirs: static',
].join('\n');

/**
 * A build that also leaves a hidden folder and a draft in public/, and a static folder to extend with, which holds
 * links to files of the workspace (hexo deploy publishes a copy of what each points at).
 */
async function prepare(work: Job): Promise<string> {
  await fs.mkdir(path.join(work.workspace, 'static'));
  await fs.writeFile(path.join(work.workspace, 'static', 'robots.txt'), 'User-agent: *\n');
  await fs.writeFile(path.join(work.workspace, 'static', '.hidden'), 'secretish\n');
  await fs.writeFile(path.join(work.workspace, 'static', 'draft-plan.txt'), 'later\n');
  await fs.symlink('robots.txt', path.join(work.workspace, 'static', 'latest.txt'));
  await fs.symlink('../source/about/index.md', path.join(work.workspace, 'static', 'about.md'));
  return [
    'npx hexo generate',
    'mkdir -p public/.well-known && echo contact > public/.well-known/security.txt',
    'echo draft > public/draft-notes.html',
  ].join(' && ');
}

function today(): string {
  const now = new Date();
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

test('our push publishes what hexo deploy would, on every git target, with its message and identity', async () => {
  const first = e2e.repoName('parity');
  const second = 'octo/mirror';
  await e2e.server.createRepo(first);
  await other.createRepo(second);
  const firstTip = await e2e.server.commit(first, 'gh-pages', { 'old.html': 'old\n' });
  const work = await e2e.job();
  const build = await prepare(work);
  await setDeploy(
    work,
    [
      'deploy:',
      '  type: git',
      '  repo:',
      `    main: ${e2e.server.repoUrl(first)},gh-pages`,
      '    mirror:',
      `      url: ${other.repoUrl(second)}`,
      '      branch: pages',
      '      token: $MIRROR_TOKEN',
      OPTIONS,
      '',
    ].join('\n'),
  );

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    env: { MIRROR_TOKEN },
    inputs: { build: `echo "\${MIRROR_TOKEN:-unset}" > "$HOME/mirror-token" && ${build}` },
  });

  expect(result.errors).toEqual([]);
  const published = [...HEXO_SITE_FILES, 'static/about.md', 'static/latest.txt', 'static/robots.txt'].sort();
  expect(await e2e.server.paths(first, 'gh-pages')).toEqual(published);
  expect(await other.paths(second, 'pages')).toEqual(published);
  const [firstCommit] = await e2e.server.log(first, 'gh-pages');
  const [secondCommit] = await other.log(second, 'pages');
  for (const commit of [firstCommit, secondCommit]) {
    expect(commit).toMatchObject({
      authorName: 'Hexo Bot',
      authorEmail: 'hexo-bot@example.com',
      message: `Site updated: ${today()}`,
    });
  }
  expect(firstCommit?.parents).toEqual([firstTip]);
  const targets = JSON.parse(result.outputs.targets ?? '[]') as {
    repository: string;
    branch: string;
    commit: string;
  }[];
  expect(targets.map((target) => [target.repository, target.branch, target.commit])).toEqual([
    [e2e.server.repoUrl(first), 'gh-pages', firstCommit?.sha],
    [other.repoUrl(second), 'pages', secondCommit?.sha],
  ]);
  // The mirror's token came from the environment, which the build did not see.
  expect(await fs.readFile(path.join(work.home, 'mirror-token'), 'utf8')).toBe('unset\n');
});

test('the files match those of a real hexo deploy of the same blog and options', async () => {
  const ours = e2e.repoName('ours');
  const theirs = e2e.repoName('theirs');
  await e2e.server.createRepo(ours);
  await e2e.server.createRepo(theirs);
  const oursJob = await e2e.job();
  const theirsJob = await e2e.job();
  const deploy = (repo: string): string =>
    ['deploy:', '  type: git', `  repo: ${e2e.server.repoUrl(repo)}`, '  branch: gh-pages', OPTIONS, ''].join('\n');
  await setDeploy(oursJob, deploy(ours));
  await setDeploy(theirsJob, deploy(theirs));
  const run = async (work: Job, inputs: Record<string, string>): Promise<void> => {
    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: 'octo/sources',
      githubToken: VALID_TOKEN,
      inputs: { build: await prepare(work), ...inputs },
    });
    expect(result.errors).toEqual([]);
  };

  await run(oursJob, {});
  await run(theirsJob, { 'deploy-command': 'npx hexo deploy' });

  // hexo-deployer-git adds no .nojekyll (pages-push's `nojekyll` input does); the rest is the same, byte for byte
  // and mode for mode (each line: mode, type, id and path).
  const oursFiles = (await e2e.server.paths(ours, 'gh-pages')).filter((file) => file !== '.nojekyll');
  expect(oursFiles).toEqual(await e2e.server.paths(theirs, 'gh-pages'));
  expect(oursFiles).toContain('static/robots.txt');
  const entries = (repo: string): string[] =>
    execFileSync('git', ['--git-dir', e2e.server.gitDir(repo), 'ls-tree', '-r', 'gh-pages'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line !== '' && !line.endsWith('\t.nojekyll'));
  expect(entries(ours)).toEqual(entries(theirs));
  // The extend folder's links, as copies of their files.
  const robots = entries(ours)
    .find((line) => line.endsWith('\tstatic/robots.txt'))
    ?.split(/\s/)[2];
  expect(entries(ours)).toContain(`100644 blob ${robots}\tstatic/latest.txt`);
  expect(entries(ours).find((line) => line.endsWith('\tstatic/about.md'))).toMatch(/^100644 blob /);
});

test("the workflow's inputs win over the deployer's message and identity in _config.yml", async () => {
  const repo = e2e.repoName('inputs-win');
  await e2e.server.createRepo(repo);
  const work = await e2e.job();
  await setDeploy(
    work,
    ['deploy:', '  type: git', `  repo: ${e2e.server.repoUrl(repo)}`, '  branch: gh-pages', OPTIONS, ''].join('\n'),
  );

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: {
      build: await prepare(work),
      'commit-message': 'Deploy from the workflow',
      'user-name': 'Workflow Bot',
      'user-email': 'workflow-bot@example.com',
    },
  });

  expect(result.errors).toEqual([]);
  const [commit] = await e2e.server.log(repo, 'gh-pages');
  expect(commit).toMatchObject({
    authorName: 'Workflow Bot',
    authorEmail: 'workflow-bot@example.com',
    message: 'Deploy from the workflow',
  });
});

test('a deploy to two targets whose second refuses the push says, target by target, what landed', async () => {
  const first = e2e.repoName('half-first');
  const second = e2e.repoName('half-second');
  await e2e.server.createRepo(first);
  const refusing = await e2e.server.createRepo(second);
  await refuseInHook(refusing, '  echo "Deploys are frozen." >&2; exit 1');
  const secondTip = await e2e.server.commit(second, 'gh-pages', { 'old.html': 'old\n' });
  const work = await e2e.job();
  await setDeploy(
    work,
    [
      'deploy:',
      '  - type: git',
      `    repo: ${e2e.server.repoUrl(first)}`,
      '    branch: gh-pages',
      '  - type: git',
      `    repo: ${e2e.server.repoUrl(second)}`,
      '    branch: gh-pages',
      '',
    ].join('\n'),
  );

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { build: 'npx hexo generate' },
  });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('Deploys are frozen.');
  const [landed] = await e2e.server.log(first, 'gh-pages');
  expect(await e2e.server.tip(second, 'gh-pages')).toBe(secondTip);
  // changed-files, like commit, is the first target's: every file of its first deploy was added.
  const added = (await e2e.server.paths(first, 'gh-pages')).length;
  expect(added).toBeGreaterThan(3);
  expect(result.outputs).toMatchObject({ pushed: 'true', commit: landed?.sha, 'changed-files': String(added) });
  expect(JSON.parse(result.outputs.targets ?? '[]')).toEqual([
    {
      repository: e2e.server.repoUrl(first),
      branch: 'gh-pages',
      commit: landed?.sha,
      pushed: true,
      'page-url': expect.stringContaining('half-first') as unknown,
      outcome: 'pushed',
    },
    {
      repository: e2e.server.repoUrl(second),
      branch: 'gh-pages',
      commit: '',
      pushed: false,
      'page-url': '',
      outcome: 'failed',
    },
  ]);
  expect(result.summary).toContain(`${e2e.server.repoUrl(first)} (gh-pages): pushed <code>${landed?.sha}</code>`);
  expect(result.summary).toContain(`${e2e.server.repoUrl(second)} (gh-pages): failed: the branch is as it was`);
  expect(result.summary).not.toContain('nothing: the target branch is as it was');
});
