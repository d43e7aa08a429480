// The promises about the site, kept once for every route (issue 57): each row a promise, each column a route
// (our branch push, a deploy command, the Pages "GitHub Actions" source, a build job's upload for a deploy job). The bundle runs as the runner runs it;
// the branch is read back from the git server, the artifact from Azurite. A new route is a new column: it fails
// this table until it keeps every promise.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { useActionsStandIns } from '../support/actions-stand-ins.js';
import { BOT_TOKEN } from '../support/github-api.mjs';
import { staticJobWithPlaceholder, useEndToEnd } from '../support/e2e.js';
import { setDeployTarget } from '../support/hexo.mjs';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd({ token: BOT_TOKEN });
const stand = useActionsStandIns(e2e);

type Route = 'push' | 'command' | 'actions' | 'build';
const ROUTES: Route[] = ['push', 'command', 'actions', 'build'];

/** A deploy of the static site by `route`, its build the shell lines given (run in the site's folder). */
async function deploy(
  route: Route,
  build: string,
  inputs: Record<string, string> = {},
): Promise<{ result: ActionResult; published: () => Promise<string[] | undefined>; job: Job }> {
  const repo = e2e.repoName(`promise-${route}`);
  await e2e.server.createRepo(repo);
  stand.api.setPages(repo, { buildType: route === 'actions' ? 'workflow' : 'legacy', htmlUrl: `https://octo.github.io/${repo.split('/')[1]}/` }); // prettier-ignore
  const job = await e2e.job({ fixture: 'static-site' });
  // The deploy command publishes the folder as it is, to the branch gh-pages.
  const command = [
    'cd public',
    'git init -q',
    'git add -A',
    'git -c user.name=u -c user.email=u@example.com commit -qm deploy',
    `git push -q ${e2e.server.repoUrl(repo)} HEAD:refs/heads/gh-pages`,
  ].join(' && ');
  const routeInputs: Record<string, string> =
    route === 'push'
      ? { 'pages-source': 'branch', token: BOT_TOKEN, repository: repo }
      : route === 'command'
        ? { 'pages-source': 'branch', token: BOT_TOKEN, repository: repo, 'deploy-command': command }
        : route === 'build'
          ? { mode: 'build', repository: repo }
          : { 'pages-source': 'actions' };
  stand.oidc.repository = repo;
  const result = await runAction(job, {
    serverUrl: e2e.server.url,
    repository: repo,
    githubToken: BOT_TOKEN,
    env: {
      GITHUB_API_URL: `${stand.api.url}/api/v3`,
      ...(route === 'actions' || route === 'build' ? stand.runnerEnv() : {}),
    },
    inputs: { build: build || 'true', ...routeInputs, ...inputs },
  });
  const published = async (): Promise<string[] | undefined> => {
    if (route === 'push' || route === 'command') {
      const tip = await e2e.server.tip(repo, 'gh-pages');
      return tip ? (await e2e.server.paths(repo, 'gh-pages')).sort() : undefined;
    }
    // The Actions source's deployed artifact; a build job's upload, for a deploy job (which pushes nothing itself).
    const stored = await stand.artifacts.readArtifact(route === 'build' ? 'pages-push-site' : 'github-pages');
    if (!stored || (route === 'actions' && stand.deployments.deploymentsOf(repo).length === 0)) return undefined;
    await fs.writeFile(path.join(job.root, 'artifact.zip'), stored.content);
    execFileSync('unzip', ['-q', '-o', path.join(job.root, 'artifact.zip'), '-d', job.root]);
    const listed = execFileSync('tar', ['-tf', path.join(job.root, 'artifact.tar')], { encoding: 'latin1' });
    return listed
      .split('\n')
      .filter((name) => name !== '' && !name.endsWith('/'))
      .map((name) => name.replace(/^\.\//, ''))
      .sort();
  };
  return { result, published, job };
}

describe.each(ROUTES)('on the route %s', (route) => {
  test('an empty page is warned of, counted, and published (on-site-problems: warn)', async () => {
    const { result, published } = await deploy(route, ': > public/empty.html');

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      expect.stringContaining('A page is empty (0 bytes): empty.html. A generator writes an empty page') as unknown,
    ]);
    expect(result.outputs['site-problems']).toBe('1');
    expect(await published()).toContain('empty.html');
  });

  test('on-site-problems: fail stops the deploy before anything is published', async () => {
    const { result, published } = await deploy(route, ': > public/empty.html', { 'on-site-problems': 'fail' });

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(
      'The site has a problem, and "on-site-problems" is "fail", so nothing was published:\n- A page is empty',
    );
    expect(await published()).toBeUndefined();
  });

  test('a root link that would answer 404 is warned of and counted', async () => {
    const repoPath = (name: string): string => name; // the page's own links are root links of the project site
    const page = `<a href="/${repoPath('missing-page.html')}">gone</a>`;
    const { result } = await deploy(route, `printf '%s' '${page}' > public/links.html`);

    expect(result.errors).toEqual([]);
    expect(result.warnings.join('\n')).toMatch(/missing-page\.html/);
    expect(Number(result.outputs['site-problems'])).toBeGreaterThanOrEqual(1);
  });

  test('a link out of the site to a file of the workspace is refused, naming it: nothing published', async () => {
    const { result, published } = await deploy(route, 'echo SECRET=1 > .env && ln -s ../.env public/env.txt');

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(
      'The symbolic link "public/env.txt" of publish-dir leads out of the site (to .env in the workspace), so ' +
        'nothing was published',
    );
    expect(await published()).toBeUndefined();
  });

  test('a pipe in the site is refused, naming it: nothing published', async () => {
    const { result, published } = await deploy(route, 'mkfifo public/pipe');

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain(
      'pipe in the publish folder is not a file, folder or link (a socket, pipe or device), so nothing was published',
    );
    expect(await published()).toBeUndefined();
  });

  test('a page holding the token is refused by the leak guard: nothing published', async () => {
    const { result, published } = await deploy(route, `echo '${BOT_TOKEN}' > public/leak.html`);

    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toMatch(/leak\.html/);
    expect(await published()).toBeUndefined();
  });

  test('a file name that is not UTF-8 is refused, naming its bytes: nothing published', async () => {
    const { result, published } = await deploy(route, 'touch "public/caf$(printf \'\\351\').html"');

    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain('The publish folder has a file whose name is not UTF-8: "caf\\xe9.html"');
    expect(await published()).toBeUndefined();
  });
});

// "exclude" is our push's alone: a deploy command publishes what it likes, so every file is checked before it runs.
test('a deploy command: a page holding the token is refused even where "exclude" matches it', async () => {
  const { result, published } = await deploy(
    'command',
    `mkdir public/drafts && echo '${BOT_TOKEN}' > public/drafts/x.html`,
    {
      exclude: 'drafts/**',
    },
  );

  expect(result.exitCode).toBe(1);
  expect(result.errors.join('\n')).toMatch(/Refusing to publish: a file of the site contains the token/);
  expect(await published()).toBeUndefined();
});

// Our own publishing leaves .git folders out in every spelling; a deploy command publishes what it likes.
describe.each(['push', 'actions', 'build'] as Route[])('published by pages-push on the route %s', (route) => {
  test('folders named .Git, .GIT or git~1 are never published', async () => {
    const build = 'for d in .Git a/.GIT b/git~1; do mkdir -p "public/$d" && echo x > "public/$d/config"; done';
    const { result, published } = await deploy(route, build);

    expect(result.errors).toEqual([]);
    const files = (await published()) ?? [];
    expect(files).toContain('index.html');
    expect(files.filter((name) => /git/i.test(name))).toEqual([]);
  });
});

// A self-hosted runner's work folder, or a checkout, reached through a symbolic link: the paths are resolved once,
// so the site is read once and a token the build wrote into it is refused as from a plain workspace.
describe.each([false, true])('a workspace reached through a symbolic link: %s', (linked) => {
  test('a page the build wrote the token into is refused: nothing published, the live site kept', async () => {
    const { repo, tip, work } = await staticJobWithPlaceholder(e2e, 'linked');
    const workspace = linked ? path.join(work.root, 'linked-workspace') : work.workspace;
    if (linked) await fs.symlink(work.workspace, workspace);

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: repo,
      githubToken: BOT_TOKEN,
      env: { GITHUB_WORKSPACE: workspace },
      inputs: { token: BOT_TOKEN, repository: repo, 'config-file': 'site.conf', build: 'cp site.conf public/conf.txt' },
    });

    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toContain(
      'Refusing to publish: a file of the site contains the token or the deploy key',
    );
    // The workspace scrub left the publish folder to the read (a scrub first would have hidden the token from it).
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
  });
});

// The README's "GitHub Actions" layout, copied as written onto a Hexo blog whose _config.yml deploys to the
// owner's user site (layout B's config): the one input it shows takes this repository's Pages, and the log says so.
describe("the README's Actions-source layout on a Hexo blog whose _config.yml names another repository", () => {
  async function hexoBlog(): Promise<{ repo: string; job: Job }> {
    const repo = e2e.repoName('readme-actions');
    await e2e.server.createRepo(repo);
    await e2e.server.createRepo('octo/octo.github.io');
    stand.api.setPages(repo, { buildType: 'workflow', htmlUrl: `https://octo.github.io/${repo.split('/')[1]}/` });
    const job = await e2e.job();
    await setDeployTarget(job.workspace, e2e.server.repoUrl('octo/octo.github.io'), 'master');
    return { repo, job };
  }

  function run(job: Job, repo: string, inputs: Record<string, string>): Promise<ActionResult> {
    stand.oidc.repository = repo;
    return runAction(job, {
      serverUrl: e2e.server.url,
      repository: repo,
      githubToken: BOT_TOKEN,
      env: {
        GITHUB_API_URL: `${stand.api.url}/api/v3`,
        ...stand.runnerEnv(),
      },
      inputs,
    });
  }

  test('with the input it shows, pages-source: actions, this repository is deployed through that source', async () => {
    const { repo, job } = await hexoBlog();

    const result = await run(job, repo, { 'pages-source': 'actions' });

    expect(result.errors).toEqual([]);
    expect(result.log).toContain(
      `Pages source: the "GitHub Actions" source, to the Pages of ${repo} (input "pages-source: actions").`,
    );
    expect(stand.deployments.deploymentsOf(repo)).toHaveLength(1);
    expect(result.outputs['artifact-files']).not.toBe('');
    expect(await e2e.server.tip('octo/octo.github.io', 'master')).toBe('');
  });

  test('without it (auto), the branch of _config.yml is the target, and the log names the input to set', async () => {
    const { repo, job } = await hexoBlog();

    const result = await run(job, repo, { token: BOT_TOKEN });

    expect(result.log).toMatch(
      /Pages source: a branch \(pages-source: auto: the target, \S+\/octo\/octo\.github\.io\.git, comes from the deploy config in _config\.yml, and the "GitHub Actions" source deploys only the Pages of the repository the workflow runs in/,
    );
    expect(result.log).toContain('set "pages-source: actions" to deploy this repository\'s Pages through it).');
    expect(stand.deployments.deploymentsOf(repo)).toEqual([]);
  });
});
