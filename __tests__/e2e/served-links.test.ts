// End to end: links that would answer 404 where GitHub Pages serves the branch (a project site under /<repo>/) are
// found while the site is read, and reported with the fix for the generator; a site served at the root (a user site,
// a custom domain) or built for its base path gets no warning. The sites are built with explicit configs and build
// commands, so what `build: auto` passes to the generator does not matter here.
/* eslint-disable jest/no-standalone-expect -- `(noHugo ? test.skip : test)(…)` is a test block the rule cannot see */
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { setDeployTarget } from '../support/hexo.mjs';
import { installed, useEndToEnd } from '../support/e2e.js';
import { runAction, type Job } from '../support/run-action.mjs';

// The git server plays github.com, whose Pages rules (github.io addresses, the base of a project site) these
// tests are about.
const e2e = useEndToEnd({ asGitHubDotCom: true });

const noHugo = !installed('hugo');
if (noHugo) console.warn('SKIPPED the Hugo link checks: "hugo" is not on PATH (.ci/run installs it with apt-get).');

/**
 * The Hugo fixture built for `baseURL`: its home page loads /css/style.css through relURL and links its posts by
 * their RelPermalink, so a site built for the root links root paths.
 */
async function hugoSite(baseURL: string): Promise<Job> {
  const work = await e2e.job({ fixture: 'hugo-site', linkNodeModules: false });
  await fs.writeFile(
    path.join(work.workspace, 'hugo.toml'),
    `baseURL = '${baseURL}'\ntitle = 'Links'\ndisableKinds = ['taxonomy', 'term', 'RSS', 'sitemap']\n`,
  );
  await fs.mkdir(path.join(work.workspace, 'static', 'css'), { recursive: true });
  await fs.writeFile(path.join(work.workspace, 'static', 'css', 'style.css'), 'h1 { background: url(../bg.png) }\n');
  await fs.writeFile(
    path.join(work.workspace, 'layouts', 'index.html'),
    '<!doctype html><html><head><title>{{ .Site.Title }}</title>' +
      '<link rel="stylesheet" href="{{ "css/style.css" | relURL }}"></head><body><h1>Hugo fixture home</h1>' +
      '<ul>{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>' +
      '</body></html>\n',
  );
  return work;
}

// base-path: off builds each site as its config says, and reports no config base as the cause (see
// base-path.test.ts for that): what is checked here is the links the pushed pages hold.
const hugoBuild = { token: VALID_TOKEN, build: 'hugo --minify', 'base-path': 'off' };

describe('a Hugo project site built for the root', () => {
  (noHugo ? test.skip : test)('is published with a warning naming the links and the baseURL to set', async () => {
    const repo = e2e.repoName('hugo-links');
    const name = repo.split('/')[1] ?? '';
    await e2e.server.createRepo(repo);
    const work = await hugoSite('https://octo.github.io/');

    const result = await runAction(work, { serverUrl: e2e.server.url, repository: repo, inputs: hugoBuild });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      `3 links (to 2 addresses) would answer 404 where the site is served, https://octo.github.io/${name}/: ` +
        'index.html → /css/style.css, index.html → /posts/first/. The site is ' +
        `served under /${name}/, and root links must start with it: set baseURL = "https://octo.github.io/${name}/" ` +
        'in the Hugo config (hugo.toml or config.toml), or build with --baseURL.',
    ]);
    expect(result.outputs).toMatchObject({ pushed: 'true', 'site-problems': '1' });
    expect(result.summary).toContain('/css/style.css');
  });

  (noHugo ? test.skip : test)(
    'with on-site-problems: fail, fails before the push and leaves the branch as it was',
    async () => {
      const repo = e2e.repoName('hugo-links-fail');
      await e2e.server.createRepo(repo);
      const tip = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live site\n' });
      const work = await hugoSite('https://octo.github.io/');

      const result = await runAction(work, {
        serverUrl: e2e.server.url,
        repository: repo,
        inputs: { ...hugoBuild, 'on-site-problems': 'fail' },
      });

      expect(result.exitCode).toBe(1);
      expect(result.errors).toEqual([
        expect.stringMatching(
          /^The site has a problem, and "on-site-problems" is "fail", so nothing was published:\n- 3 links .* set baseURL/,
        ),
      ]);
      expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
      expect(result.outputs).toMatchObject({ pushed: 'false' });
    },
  );

  (noHugo ? test.skip : test)('as a user site (<owner>.github.io), served at the root: no warning', async () => {
    const repo = 'octo/octo.github.io';
    await e2e.server.createRepo(repo);
    const work = await hugoSite('https://octo.github.io/');

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: repo,
      inputs: { ...hugoBuild, branch: 'gh-pages' },
    });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.outputs).toMatchObject({ pushed: 'true', 'site-problems': '0' });
    expect(result.log).toMatch(
      /Checked the \d+ root and same-origin links of \d+ HTML and CSS files against https:\/\/octo\.github\.io\/: none would answer 404\./,
    );
  });

  (noHugo ? test.skip : test)("with a cname, served at the domain's root: no warning", async () => {
    const repo = e2e.repoName('hugo-links-cname');
    await e2e.server.createRepo(repo);
    const work = await hugoSite('https://www.example.com/');

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: repo,
      inputs: { ...hugoBuild, cname: 'www.example.com' },
    });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.log).toMatch(/against https:\/\/www\.example\.com\/: none would answer 404\./);
  });

  (noHugo ? test.skip : test)('with a CNAME the branch keeps from before, served at the root: no warning', async () => {
    const repo = e2e.repoName('hugo-links-kept-cname');
    await e2e.server.createRepo(repo);
    await e2e.server.commit(repo, 'gh-pages', { CNAME: 'www.example.com\n', 'index.html': 'old\n' });
    const work = await hugoSite('https://www.example.com/');

    const result = await runAction(work, { serverUrl: e2e.server.url, repository: repo, inputs: hugoBuild });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(await e2e.server.paths(repo, 'gh-pages')).toContain('CNAME');
    expect(result.log).toMatch(
      /HTML and CSS files against the root of the domain in the branch's CNAME: none would answer 404\./,
    );
  });

  (noHugo ? test.skip : test)('built for its base path (/<repo>/), its root links resolve: no warning', async () => {
    const repo = e2e.repoName('hugo-links-based');
    const name = repo.split('/')[1] ?? '';
    await e2e.server.createRepo(repo);
    const work = await hugoSite(`https://octo.github.io/${name}/`);

    const result = await runAction(work, { serverUrl: e2e.server.url, repository: repo, inputs: hugoBuild });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    const published = await e2e.server.files(repo, 'gh-pages');
    expect(published['index.html']).toContain(`/${name}/css/style.css`);
    expect(result.log).toContain(`against https://octo.github.io/${name}/: none would answer 404.`);
  });
});

describe('a Hexo project site built for another path', () => {
  test('is published with a warning naming the links and the url and root to set in _config.yml', async () => {
    const repo = e2e.repoName('hexo-links');
    const name = repo.split('/')[1] ?? '';
    await e2e.server.createRepo(repo);
    const work = await e2e.job();
    // The fixture's url is https://octo.github.io/blog: Hexo writes its links under /blog/.
    await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, build: 'npx --no -- hexo generate', 'base-path': 'off' },
    });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\d+ links \\(to 4 addresses\\) would answer 404 where the site is served, https://octo.github.io/${name}/: ` +
            'index.html → /blog/, .*The site is served under ' +
            `/${name}/, and root links must start with it: set url: https://octo.github.io/${name}/ and root: ` +
            `/${name}/ in _config.yml\\.$`,
        ),
      ),
    ]);
    expect(result.outputs).toMatchObject({ pushed: 'true' });
  });

  test('with url and root set for its base path: no warning', async () => {
    const repo = e2e.repoName('hexo-links-based');
    const name = repo.split('/')[1] ?? '';
    await e2e.server.createRepo(repo);
    const work = await e2e.job();
    await setDeployTarget(work.workspace, e2e.server.repoUrl(repo), 'gh-pages');
    const config = path.join(work.workspace, '_config.yml');
    const text = await fs.readFile(config, 'utf8');
    await fs.writeFile(config, text.replace(/^url: .*$/m, `url: https://octo.github.io/${name}/\nroot: /${name}/`));

    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      inputs: { token: VALID_TOKEN, build: 'npx --no -- hexo generate', 'base-path': 'off' },
    });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    const published = await e2e.server.files(repo, 'gh-pages');
    expect(published['index.html']).toContain(`href="/${name}/`);
    expect(result.log).toContain(`against https://octo.github.io/${name}/: none would answer 404.`);
  });
});

test('a custom domain from the published CNAME: a missing page is named at its address, not as "/"', async () => {
  const repo = e2e.repoName('domain-links');
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'static-site', linkNodeModules: false });
  await fs.writeFile(path.join(work.workspace, 'public', 'CNAME'), 'www.example.org\n');
  await fs.appendFile(path.join(work.workspace, 'public', 'index.html'), '<a href="/missing/">gone</a>\n');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    inputs: { token: VALID_TOKEN, build: 'skip' },
  });

  expect(result.errors).toEqual([]);
  expect(result.warnings).toEqual([
    'A link (to one address) would answer 404 where the site is served, https://www.example.org/: index.html → ' +
      '/missing/. No published file is at that path.',
  ]);
});

const noMkDocs = !installed('mkdocs');
if (noMkDocs)
  console.warn('SKIPPED the MkDocs link checks: "mkdocs" is not on PATH (.ci/run installs it with apt-get).');

// MkDocs links its pages relative to each other: its site_url only writes the 404 page (and the sitemap). A site
// with its own domain in site_url (as mkdocs.org's docs have), served at a project site's path, works page by page;
// what breaks is its 404 page, and a root link it writes itself (mkdocs.org's copyright has one).
describe('an MkDocs project site with a site_url of its own', () => {
  async function mkdocsSite(siteUrl: string, footerLink: string): Promise<Job> {
    const work = await e2e.job({ fixture: 'mkdocs-site', linkNodeModules: false });
    await fs.appendFile(
      path.join(work.workspace, 'mkdocs.yml'),
      `site_url: ${siteUrl}\ncopyright: Made by <a href="${footerLink}">the team</a>.\n`,
    );
    return work;
  }

  (noMkDocs ? test.skip : test)(
    'is warned of its 404 page (fixed by site_url) and of its footer link (written by the site), apart',
    async () => {
      const repo = e2e.repoName('mkdocs-links');
      const name = repo.split('/')[1] ?? '';
      const served = `https://octo.github.io/${name}/`;
      await e2e.server.createRepo(repo);

      const result = await runAction(await mkdocsSite('https://docs.example.net/', '/about/'), {
        serverUrl: e2e.server.url,
        repository: repo,
        inputs: { token: VALID_TOKEN },
      });

      expect(result.errors).toEqual([]);
      expect(result.log).toContain(
        `Base address ${served} (a project site): the site's site_url in mkdocs.yml ` +
          '("https://docs.example.net/") is kept, and differs: MkDocs writes it only into its 404 page and sitemap, ' +
          'and links its other pages relative to each other.',
      );
      expect(result.warnings).toEqual([
        expect.stringMatching(
          new RegExp(
            `^\\d+ links \\(to \\d+ addresses\\) would answer 404 where the site is served, ${served}: ` +
              '404\\.html → /.*MkDocs writes the links of its 404 page for the base path of its own setting: ' +
              `set site_url: ${served} in mkdocs\\.yml\\. Its other pages link relative to each other\\.$`,
          ),
        ),
        `4 links (to one address) would answer 404 where the site is served, ${served}: index.html → /about/. ` +
          'MkDocs links its pages relative to each other, so the files named write these links to the root ' +
          "themselves (the site's config, templates, content or CSS): write them relative to the page in Markdown " +
          `(MkDocs resolves those on every page), and as full addresses (${served}…) in mkdocs.yml's copyright ` +
          'and nav and in theme overrides.',
      ]);
      expect(result.outputs).toMatchObject({ pushed: 'true', 'site-problems': '2' });
      // What the warnings say: the pages link each other relatively, the 404 page and the footer at the root.
      const published = await e2e.server.files(repo, 'gh-pages');
      expect(published['index.html']).toContain('href="about/"');
      expect(published['404.html']).toContain('href="/css/base.css"');
    },
  );

  (noMkDocs ? test.skip : test)('with the advice followed: no warning, and the 404 page under the path', async () => {
    const repo = e2e.repoName('mkdocs-links-fixed');
    const name = repo.split('/')[1] ?? '';
    const served = `https://octo.github.io/${name}/`;
    await e2e.server.createRepo(repo);

    const result = await runAction(await mkdocsSite(served, `${served}about/`), {
      serverUrl: e2e.server.url,
      repository: repo,
      inputs: { token: VALID_TOKEN },
    });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.log).toContain(`against ${served}: none would answer 404.`);
    const published = await e2e.server.files(repo, 'gh-pages');
    expect(published['404.html']).toContain(`href="/${name}/css/base.css"`);
  });
});

// The build got the base (build: auto passes --baseURL), yet a template writes a link to the root itself (as themes
// such as ananke have done): the advice is how Hugo writes a base-relative link, never the setting it already got.
describe('a Hugo project site given its base path, with a root link in a template', () => {
  async function hugoTemplate(link: string): Promise<Job> {
    const work = await hugoSite('https://example.org/');
    const home = path.join(work.workspace, 'layouts', 'index.html');
    await fs.writeFile(home, (await fs.readFile(home, 'utf8')).replace('</ul>', `</ul><a href="${link}">Posts</a>`));
    return work;
  }

  (noHugo ? test.skip : test)('is told to write the link with relURL, not to set baseURL', async () => {
    const repo = e2e.repoName('hugo-applied');
    const name = repo.split('/')[1] ?? '';
    await e2e.server.createRepo(repo);

    const result = await runAction(await hugoTemplate('/posts/'), {
      serverUrl: e2e.server.url,
      repository: repo,
      inputs: { token: VALID_TOKEN },
    });

    expect(result.errors).toEqual([]);
    expect(result.log).toContain(
      `Base address https://octo.github.io/${name}/ (a project site): passed to Hugo as --baseURL.`,
    );
    expect(result.warnings).toEqual([
      `A link (to one address) would answer 404 where the site is served, https://octo.github.io/${name}/: ` +
        `index.html → /posts/. The build got the base path /${name}/ (passed to Hugo as --baseURL), so the files ` +
        'named write these links to the root themselves (their templates, content or CSS): write them with relURL ' +
        'or absURL ({{ "about/" | relURL }}, no leading /), and relative in content.',
    ]);
    expect(result.warnings.join('')).not.toContain('set baseURL');
  });

  (noHugo ? test.skip : test)('with the advice followed (relURL): no warning', async () => {
    const repo = e2e.repoName('hugo-applied-fixed');
    const name = repo.split('/')[1] ?? '';
    await e2e.server.createRepo(repo);

    const result = await runAction(await hugoTemplate('{{ "posts/" | relURL }}'), {
      serverUrl: e2e.server.url,
      repository: repo,
      inputs: { token: VALID_TOKEN },
    });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    const published = await e2e.server.files(repo, 'gh-pages');
    expect(published['index.html']).toMatch(new RegExp(`href="?/${name}/posts/"?>Posts<`));
  });
});

test('a site large enough for reading workers: every page’s links are found, parsed where each page was read', async () => {
  const repo = e2e.repoName('links-workers');
  const name = repo.split('/')[1] ?? '';
  await e2e.server.createRepo(repo);
  const work = await e2e.job({ fixture: 'static-site' });
  const pages = 4800; // over the 4,000 files from which the reading is shared with worker threads
  const folder = path.join(work.workspace, 'public', 'p');
  for (let index = 0; index < pages; index += 1) {
    await fs.mkdir(path.join(folder, String(index)), { recursive: true });
    await fs.writeFile(
      path.join(folder, String(index), 'index.html'),
      `<!doctype html><link rel="canonical" href="/p/${index}/"><p>Page ${index}</p><a href="about.html">About</a>\n`,
    );
  }

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    inputs: { token: VALID_TOKEN, build: 'skip' },
    env: { RUNNER_DEBUG: '1' },
  });

  expect(result.errors).toEqual([]);
  // The pages a worker read were parsed there (this thread reads the newest chunks meanwhile, and parses those).
  const [, parsed = '0', byWorkers = '0'] =
    /link check: (\d+) files parsed \((\d+) by reading workers\)/.exec(result.log) ?? [];
  expect(Number(parsed)).toBe(pages);
  expect(Number(byWorkers)).toBeGreaterThan(0);
  // Each page's own root link: one address each, as the canonical links of a real site are.
  expect(result.warnings).toHaveLength(1);
  expect(result.warnings[0]).toMatch(
    new RegExp(
      `^${pages} links \\(to ${pages} addresses\\) would answer 404 where the site is served, https://octo\\.github\\.io/${name}/: `,
    ),
  );
  expect(await e2e.server.paths(repo, 'gh-pages')).toHaveLength(pages + 4);
});

test('a cancel while a large site is read and its links parsed stops the read, and nothing is pushed', async () => {
  const repo = e2e.repoName('links-cancel');
  await e2e.server.createRepo(repo);
  const live = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'live\n' });
  const work = await e2e.job({ fixture: 'static-site' });
  // 4,400 pages of 500 KB (2.1 GB to read, hash and parse: seconds, on any thread count), each a hard link of one
  // file, so the test writes 500 KB; each page has a root link, so each is parsed.
  const page = path.join(work.home, 'page.html');
  await fs.writeFile(page, `<!doctype html><link rel="canonical" href="/p/"><p>${'text '.repeat(100_000)}</p>\n`);
  const folder = path.join(work.workspace, 'public', 'p');
  await fs.mkdir(folder, { recursive: true });
  for (let index = 0; index < 4400; index += 1) await fs.link(page, path.join(folder, `${index}.html`));
  // The build's last act: the runner cancels the step 300 ms later, when the reading has begun (the first reads
  // start within 100 ms of the build's end) and is far from done.
  const reading = path.join(work.home, 'reading');

  const result = await runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    cancel: { whenExists: reading, signals: ['SIGINT'], delayMs: 300 },
    inputs: { token: VALID_TOKEN, build: `touch '${reading}'` },
    env: { RUNNER_DEBUG: '1' },
  });

  expect(result.exitCode).toBe(1);
  expect(result.errors[0]).toContain('The job was cancelled (SIGINT)');
  // Stopped during the read (started, never finished), by the first signal. Then, the read being incomplete, the
  // whole publish folder is scrubbed of the token (secrets/leaks.ts scrubUnread): that is what the step still does.
  const [, timings = '{}'] = /timings (\{.*\})/.exec(result.log) ?? [];
  const phases = (JSON.parse(timings) as { marks: [string, number][] }).marks.map(([phase]) => phase);
  expect(phases).toContain('reading');
  expect(phases).not.toContain('site read');
  expect(result.signals).toEqual(['SIGINT']);
  expect(await e2e.server.refs(repo)).toEqual({ 'refs/heads/gh-pages': live });
});
