// End to end: every deploy's build gets the address GitHub Pages serves the site at (a project site below /<name>/,
// a user site or a custom domain at the root), with the real generators; a config's own base is kept, with a
// warning where it differs; `base-path: off` builds as configured.
/* eslint-disable jest/no-standalone-expect -- tests are declared as `(missing ? test.skip : test)(…)`, so that a
   generator whose toolchain is missing is reported as skipped; the rule cannot see that this is a test block. */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { installed, useEndToEnd } from '../support/e2e.js';
import { setDeployTarget } from '../support/hexo.mjs';
import { brokenUnder, rootLinks } from '../support/links.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

// The git server plays github.com, whose Pages rules (github.io addresses, the base of a project site) these
// tests are about.
const e2e = useEndToEnd({ asGitHubDotCom: true });

/** The Hugo fixture without a baseURL of its own. */
async function hugoJob(options: { baseURL?: string } = {}): Promise<Job> {
  const work = await e2e.job({ fixture: 'hugo-site' });
  const config = path.join(work.workspace, 'hugo.toml');
  const text = (await fs.readFile(config, 'utf8')).replace(/^baseURL = .*\n/m, '');
  await fs.writeFile(config, options.baseURL === undefined ? text : `baseURL = '${options.baseURL}'\n${text}`);
  return work;
}

async function deploy(work: Job, repo: string, inputs: Record<string, string> = {}): Promise<ActionResult> {
  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    inputs: { token: VALID_TOKEN, repository: repo, ...inputs },
  });
  expect(result.errors).toEqual([]);
  return result;
}

const nameOf = (repo: string): string => repo.split('/')[1] ?? '';

const noHugo = !installed('hugo');
if (noHugo) console.warn('SKIPPED the Hugo base path tests: "hugo" is not on PATH (.ci/run installs it).');

describe('Hugo', () => {
  (noHugo ? test.skip : test)('a project site is built for /<name>/: every root link resolves there', async () => {
    const repo = e2e.repoName('hugo');
    await e2e.server.createRepo(repo);
    const work = await hugoJob();

    const result = await deploy(work, repo);

    const base = `/${nameOf(repo)}/`;
    expect(result.log).toContain(
      `Base address https://octo.github.io${base} (a project site): passed to Hugo as --baseURL.`,
    );
    expect(result.log).toContain(`Running build command: hugo --minify --baseURL https://octo.github.io${base}`);
    expect(result.warnings).toEqual([]);
    const files = await e2e.server.files(repo, 'gh-pages');
    expect(rootLinks(files)).toContain(`${base}posts/first/`);
    expect(brokenUnder(files, base)).toEqual([]);
  });

  (noHugo ? test.skip : test)(
    'a baseURL of the config that differs from the address is kept, with a warning naming it and the fix',
    async () => {
      const repo = e2e.repoName('hugo-own');
      await e2e.server.createRepo(repo);
      const work = await hugoJob({ baseURL: 'https://octo.github.io/elsewhere/' });

      const result = await deploy(work, repo);

      const address = `https://octo.github.io/${nameOf(repo)}/`;
      expect(result.warnings).toEqual([
        `The site's baseURL in hugo.toml is "https://octo.github.io/elsewhere/", but the site is served at ${address} ` +
          '(a project site): its links start with /elsewhere/ instead of ' +
          `/${nameOf(repo)}/, and break there. pages-push builds it as configured. Set baseURL to "${address}" (or ` +
          'remove the setting, where the generator allows, and pages-push passes the address to the build); or set ' +
          '"cname" if it is served at a domain of its own.',
      ]);
      expect(result.log).toContain('Running build command: hugo --minify\n');
      expect(brokenUnder(await e2e.server.files(repo, 'gh-pages'), '/elsewhere/')).toEqual([]);
    },
  );

  (noHugo ? test.skip : test)('a baseURL that agrees with the address is kept without a warning', async () => {
    const repo = e2e.repoName('hugo-agrees');
    await e2e.server.createRepo(repo);
    const address = `https://octo.github.io/${nameOf(repo)}/`;
    const work = await hugoJob({ baseURL: address });

    const result = await deploy(work, repo);

    expect(result.warnings).toEqual([]);
    expect(result.log).toContain(`the site's baseURL in hugo.toml ("${address}") agrees, and is kept.`);
    expect(brokenUnder(await e2e.server.files(repo, 'gh-pages'), `/${nameOf(repo)}/`)).toEqual([]);
  });

  (noHugo ? test.skip : test)(
    'a user site (<owner>.github.io) is served at the root: root links, no warning',
    async () => {
      const repo = 'octo/octo.github.io';
      await e2e.server.createRepo(repo);
      const work = await hugoJob();

      const result = await deploy(work, repo);

      expect(result.warnings).toEqual([]);
      expect(result.log).toContain(
        'Base address https://octo.github.io/ (a user site): served at the root, so the build is left as configured.',
      );
      expect(result.outputs['page-url']).toBe('https://octo.github.io/');
      expect(brokenUnder(await e2e.server.files(repo, result.outputs.branch ?? ''), '/')).toEqual([]);
    },
  );

  (noHugo ? test.skip : test)('the "cname" input: a custom domain is served at the root', async () => {
    const repo = e2e.repoName('hugo-cname');
    await e2e.server.createRepo(repo);
    const work = await hugoJob();

    const result = await deploy(work, repo, { cname: 'blog.example.com' });

    expect(result.warnings).toEqual([]);
    expect(result.log).toContain(
      'Base address https://blog.example.com/ (the "cname" input): served at the root, so the build is left as configured.',
    );
    expect(result.outputs['page-url']).toBe('https://blog.example.com/');
    expect(brokenUnder(await e2e.server.files(repo, 'gh-pages'), '/')).toEqual([]);
  });

  (noHugo ? test.skip : test)("a CNAME already on the branch: the branch's domain is served at the root", async () => {
    const repo = e2e.repoName('hugo-branch-cname');
    await e2e.server.createRepo(repo);
    await e2e.server.commit(repo, 'gh-pages', { CNAME: 'docs.example.com\n', 'index.html': '<p>old</p>\n' });
    const work = await hugoJob();

    const result = await deploy(work, repo);

    expect(result.warnings).toEqual([]);
    expect(result.log).toContain(
      "Base address https://docs.example.com/ (the domain in the branch's CNAME): served at the root, so the build " +
        'is left as configured.',
    );
    expect(result.outputs['page-url']).toBe('https://docs.example.com/');
    const files = await e2e.server.files(repo, 'gh-pages');
    expect(files.CNAME).toBe('docs.example.com\n');
    expect(brokenUnder(files, '/')).toEqual([]);
  });

  (noHugo ? test.skip : test)("the site's own static/CNAME: its domain is served at the root", async () => {
    const repo = e2e.repoName('hugo-site-cname');
    await e2e.server.createRepo(repo);
    const work = await hugoJob();
    await fs.mkdir(path.join(work.workspace, 'static'));
    await fs.writeFile(path.join(work.workspace, 'static', 'CNAME'), 'www.example.org\n');

    const result = await deploy(work, repo);

    expect(result.log).toContain(
      'Base address https://www.example.org/ (the domain in static/CNAME): served at the root',
    );
    expect(result.outputs['page-url']).toBe('https://www.example.org/');
    expect(brokenUnder(await e2e.server.files(repo, 'gh-pages'), '/')).toEqual([]);
  });

  (noHugo ? test.skip : test)('base-path: off builds the site as configured', async () => {
    const repo = e2e.repoName('hugo-off');
    await e2e.server.createRepo(repo);
    const work = await hugoJob();

    const result = await deploy(work, repo, { 'base-path': 'off' });

    expect(result.log).toContain(
      `Base address https://octo.github.io/${nameOf(repo)}/ (a project site): not passed to the build ` +
        '("base-path: off"); the build has it as PAGES_PUSH_BASE_URL and PAGES_PUSH_BASE_PATH.',
    );
    expect(result.log).toContain('Running build command: hugo --minify\n');
    expect(rootLinks(await e2e.server.files(repo, 'gh-pages'))).toContain('/posts/first/');
  });
});

(noHugo ? test.skip : test)(
  'a build command of your own gets the address as variables, and the log says how to pass it',
  async () => {
    const repo = e2e.repoName('hugo-own-build');
    await e2e.server.createRepo(repo);
    const work = await hugoJob();

    const result = await deploy(work, repo, { build: 'hugo --minify --baseURL "$PAGES_PUSH_BASE_URL"' });

    const base = `/${nameOf(repo)}/`;
    expect(result.log).toContain(
      `Base address https://octo.github.io${base} (a project site): not passed to the build (the "build" input is a ` +
        'command of your own); the build has it as PAGES_PUSH_BASE_URL and PAGES_PUSH_BASE_PATH: build with hugo ' +
        '--baseURL "$PAGES_PUSH_BASE_URL".',
    );
    expect(brokenUnder(await e2e.server.files(repo, 'gh-pages'), base)).toEqual([]);
  },
);

const noMkDocs = !installed('mkdocs');
if (noMkDocs) console.warn('SKIPPED the MkDocs base path test: "mkdocs" is not on PATH (.ci/run installs it).');
(noMkDocs ? test.skip : test)(
  'MkDocs: nothing is passed (its pages link relatively), and the log says to set site_url for its 404 page',
  async () => {
    const repo = e2e.repoName('mkdocs');
    await e2e.server.createRepo(repo);
    const work = await e2e.job({ fixture: 'mkdocs-site' });

    const result = await deploy(work, repo);

    const address = `https://octo.github.io/${nameOf(repo)}/`;
    expect(result.log).toContain(
      `Base address ${address} (a project site): not passed to the build (MkDocs has no such flag); the build has ` +
        'it as PAGES_PUSH_BASE_URL and PAGES_PUSH_BASE_PATH. MkDocs links its pages relatively; its 404 page and ' +
        `sitemap use site_url: set site_url: ${address} in mkdocs.yml.`,
    );
    // Its 404 page's links, taken from site_url's default (the root), are the only ones that break there.
    expect(result.warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\d+ links \\(to \\d+ addresses\\) would answer 404 where the site is served, ${address}: 404\\.html → /`,
        ),
      ),
    ]);
    expect(result.warnings[0]).not.toMatch(/(^|, )(?!404\.html)[\w/.-]+\.html → /);
    expect(result.warnings[0]).toContain(`set site_url: ${address} in mkdocs.yml`);
    const { '404.html': notFound, ...pages } = await e2e.server.files(repo, 'gh-pages');
    expect(notFound).toBeDefined();
    expect(rootLinks(pages)).toEqual([]);
  },
);

test('a bad base-path value is refused, naming the input and its values', async () => {
  const repo = e2e.repoName('bad');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'static-site' });

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    inputs: { token: VALID_TOKEN, repository: repo, build: 'skip', 'base-path': 'none' },
  });

  expect(result.errors).toEqual([
    'Input "base-path" must be "auto" (build the site for the address it is served at) or "off" (build it as its ' +
      'config says), got "none".',
  ]);
});

/** The fixture blog to a new project site, its config's url removed, so the build is given the address. */
async function hexoProjectSite(prefix: string): Promise<{ repo: string; work: Job }> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  const work = await e2e.job();
  await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');
  const config = path.join(work.workspace, '_config.yml');
  await fs.writeFile(config, (await fs.readFile(config, 'utf8')).replace(/^url: .*\n/m, ''));
  return { repo, work };
}

describe('Hexo', () => {
  test('a project site is built for /<name>/ through a second config file', async () => {
    const { repo, work } = await hexoProjectSite('hexo');

    const result = await runAction(work, { serverUrl: e2e.server.url, inputs: { token: VALID_TOKEN } });

    expect(result.errors).toEqual([]);
    const base = `/${nameOf(repo)}/`;
    expect(result.log).toContain(
      `Base address https://octo.github.io${base} (a project site): passed to Hexo as url and root, in a second ` +
        '--config file.',
    );
    expect(brokenUnder(await e2e.server.files(repo, 'gh-pages'), base)).toEqual([]);
  });

  test('links a post writes to the root, with the base given: the advice names the post and url_for, not the base', async () => {
    const { repo, work } = await hexoProjectSite('hexo-root-link');
    await fs.appendFile(path.join(work.workspace, 'source', '_posts', 'third-post.md'), '\nSee [About](/about/).\n');

    const result = await runAction(work, { serverUrl: e2e.server.url, inputs: { token: VALID_TOKEN } });

    expect(result.errors).toEqual([]);
    const base = `/${nameOf(repo)}/`;
    const files = await e2e.server.files(repo, 'gh-pages');
    // The theme's links follow the base; the post's own link does not, and 404s there.
    expect(brokenUnder(files, base)).toEqual(['/about/']);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain('2026/03/01/third-post/index.html → /about/');
    expect(result.warnings[0]).toContain(
      `The build got the base path ${base} (passed to Hexo as url and root, in a second --config file)`,
    );
    expect(result.warnings[0]).toContain('url_for()');
    expect(result.warnings[0]).not.toContain('set url:');
  });

  test("the fixture's url (https://octo.github.io/blog) is kept, with a warning naming it", async () => {
    const repo = e2e.repoName('hexo-own');
    await e2e.server.createRepo(repo);
    const work = await e2e.job();
    await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');

    const result = await runAction(work, { serverUrl: e2e.server.url, inputs: { token: VALID_TOKEN } });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      expect.stringContaining(
        `The site's url in _config.yml is "https://octo.github.io/blog", but the site is served at ` +
          `https://octo.github.io/${nameOf(repo)}/`,
      ),
    ]);
    expect(result.warnings[0]).toContain(
      `Set url to "https://octo.github.io/${nameOf(repo)}" and root to "/${nameOf(repo)}/"`,
    );
    expect(brokenUnder(await e2e.server.files(repo, 'gh-pages'), '/blog/')).toEqual([]);
    // Before the build, the log says the address and that the site's own setting is kept.
    expect(result.log).toContain(
      `Base address https://octo.github.io/${nameOf(repo)}/ (a project site): the site's url in _config.yml ` +
        '("https://octo.github.io/blog") is kept, and differs (see the warning).',
    );
  });

  test.each([
    ['the project site first', false],
    ['the user site first', true],
  ])(
    'targets served at different addresses (%s): built as configured, as hexo deploy does, each target named',
    async (_, userFirst) => {
      const project = e2e.repoName('hexo-project');
      const user = `${nameOf(project)}o/${nameOf(project)}o.github.io`;
      await e2e.server.createRepo(project);
      await e2e.server.createRepo(user);
      const work = await e2e.job();
      const config = path.join(work.workspace, '_config.yml');
      const text = (await fs.readFile(config, 'utf8')).replace(/^url: .*\n/m, '');
      const targets = [`    - ${e2e.server.repoUrl(project)},gh-pages`, `    - ${e2e.server.repoUrl(user)},master`];
      if (userFirst) targets.reverse();
      const deploy = ['deploy:', '  type: git', '  repo:', ...targets, ''].join('\n');
      await fs.writeFile(config, `${text.slice(0, text.indexOf('deploy:'))}${deploy}`);

      const result = await runAction(work, { serverUrl: e2e.server.url, inputs: { token: VALID_TOKEN } });

      expect(result.errors).toEqual([]);
      // Built for the root, as its config says: the user site's links work, as they do with hexo deploy.
      const userFiles = await e2e.server.files(user, 'master');
      expect(rootLinks(userFiles)).toContain('/');
      expect(brokenUnder(userFiles, '/')).toEqual([]);
      expect(await e2e.server.files(project, 'gh-pages')).toEqual(userFiles);
      expect(result.log).toContain('The 2 targets are served at different addresses');
      expect(result.log).toContain(
        `Base address https://${nameOf(project)}o.github.io/ for ${e2e.server.repoUrl(user)} (a user site): the ` +
          'build suits it.',
      );
      // The project site is named, with where its links break.
      expect(result.warnings).toEqual([
        expect.stringContaining(
          `${e2e.server.repoUrl(project)} serves the site at https://octo.github.io/${nameOf(project)}/ (a project ` +
            'site), but it is built for /, as the targets are served at different addresses: its links that start ' +
            'with / answer 404 there.',
        ),
      ]);
    },
  );
});

const noJekyll = !installed('jekyll');
if (noJekyll) console.warn('SKIPPED the Jekyll base path test: "jekyll" is not on PATH (.ci/run installs it).');
(noJekyll ? test.skip : test)('Jekyll: a project site is built with --baseurl /<name>', async () => {
  const repo = e2e.repoName('jekyll');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'jekyll-site' });
  await fs.appendFile(path.join(work.workspace, 'index.md'), "\n[About]({{ '/about/' | relative_url }})\n");

  const result = await deploy(work, repo);

  const base = `/${nameOf(repo)}/`;
  expect(result.log).toContain(`Running build command: jekyll build --baseurl /${nameOf(repo)}\n`);
  expect(result.warnings).toEqual([]);
  const files = await e2e.server.files(repo, 'gh-pages');
  expect(rootLinks(files)).toContain(`${base}about/`);
  expect(brokenUnder(files, base)).toEqual([]);
});

// Eleventy, VitePress and Astro built for a project site's base: their rows in generators.test.ts, which build each
// npm generator's fixture once, check the base there too.
