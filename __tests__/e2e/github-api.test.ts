// End to end through GitHub's API (the stand-in, every request and answer checked against GitHub's OpenAPI
// description): a verified deploy commit onto a branch that refuses unsigned pushes, the Pages check, the
// preview's comment on its pull request, each missing permission, the runner's proxy, and what the client costs.
import { execFile } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as http from 'node:http';
import * as net from 'node:net';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { VALID_TOKEN } from '../support/git-server.mjs';
import { BOT_AUTHOR, BOT_TOKEN, GitHubApi, WEB_FLOW } from '../support/github-api.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { recorder } from '../support/recorder.js';
import { NODE, REPO_ROOT, runAction, type ActionResult } from '../support/run-action.mjs';

// The git server takes the bot token: the workflow's token, as on GitHub. It plays github.com, and the API stand-in
// api.github.com (the default GITHUB_API_URL of a job on it): page-url and the preview's address follow github.com's
// rule where Pages gives none.
const e2e = useEndToEnd({ token: BOT_TOKEN, asGitHubDotCom: true });
let api: GitHubApi;

/** Whether the Node that runs the bundle has Node's proxy agent (22.21 and 24.5 on), which the client goes through. */
async function nodeGoesThroughProxies(): Promise<boolean> {
  const { stdout } = await promisify(execFile)(NODE, ['-p', 'process.versions.node']);
  const [major = 0, minor = 0] = stdout.trim().split('.').map(Number);
  return major > 24 || (major === 24 && minor >= 5) || (major === 22 && minor >= 21);
}

beforeAll(async () => {
  api = await GitHubApi.start(e2e.server);
});

afterAll(async () => {
  await api.stop();
});

afterEach(() => {
  api.expectValid();
});

/** Deploys the static site (saying `text`) to `repo` with the API at the stand-in; `pull` makes it a preview run. */
async function deploy(
  repo: string,
  {
    text = 'hello',
    inputs = {},
    token = BOT_TOKEN,
    pull,
    env: extraEnv = {},
  }: {
    text?: string;
    inputs?: Record<string, string>;
    token?: string;
    pull?: { number: number; action: string };
    env?: Record<string, string>;
  } = {},
): Promise<ActionResult> {
  const work = await e2e.job({ fixture: 'static-site' });
  await fs.writeFile(path.join(work.workspace, 'public', 'index.html'), `<p>${text}</p>\n`);
  const env: Record<string, string> = {
    GITHUB_EVENT_NAME: pull ? 'pull_request' : 'push',
    ...extraEnv,
  };
  if (pull) {
    const event = path.join(work.root, 'event.json');
    const pullRequest = {
      number: pull.number,
      head: { repo: { full_name: repo } },
      base: { repo: { full_name: repo } },
    };
    await fs.writeFile(event, JSON.stringify({ action: pull.action, number: pull.number, pull_request: pullRequest }));
    env.GITHUB_EVENT_PATH = event;
  }
  return runAction(work, {
    serverUrl: e2e.server.url,
    repository: repo,
    env,
    inputs: { token, repository: repo, build: 'skip', ...(pull ? { preview: 'true' } : {}), ...inputs },
  });
}

describe('commit-signing: github', () => {
  test('lands a commit GitHub made and verified on a branch that refuses unsigned pushes', async () => {
    const repo = e2e.repoName('signed');
    await e2e.server.createRepo(repo);
    const seed = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'old\n' });
    await api.protectBranch(repo, 'gh-pages');

    const unsigned = await deploy(repo, { text: 'unsigned' });

    expect(unsigned.errors.join('\n')).toContain('Commits must have verified signatures');
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(seed);

    const signed = await deploy(repo, { text: 'signed', inputs: { 'commit-signing': 'github' } });

    expect(signed.errors).toEqual([]);
    const [tip] = await e2e.server.log(repo, 'gh-pages');
    expect(tip?.parents).toEqual([seed]);
    expect(tip).toMatchObject({
      authorName: BOT_AUTHOR.name,
      authorEmail: BOT_AUTHOR.email,
      committerName: WEB_FLOW.name,
      committerEmail: WEB_FLOW.email,
    });
    expect(signed.outputs.commit).toBe(tip?.sha);
    expect(signed.log).toContain('signed and verified by GitHub');
    expect((await e2e.server.files(repo, 'gh-pages'))['index.html']).toBe('<p>signed</p>\n');
    // The temporary ref the objects went to is gone.
    expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
  });

  test('makes the commit again on the new tip when the branch moved before the update, never forcing it', async () => {
    const repo = e2e.repoName('signed-moved');
    await e2e.server.createRepo(repo);
    const seed = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'old\n' });
    let other = '';
    api.beforeNextUpdate(repo, async () => {
      other = await e2e.server.commit(repo, 'gh-pages', { 'other.txt': 'landed meanwhile\n' }, { keepExisting: true });
    });

    const result = await deploy(repo, { text: 'signed', inputs: { 'commit-signing': 'github' } });

    expect(result.errors).toEqual([]);
    expect(result.log).toContain('the branch moved while we deployed');
    const log = await e2e.server.log(repo, 'gh-pages');
    expect(log.map((entry) => entry.parents)).toEqual([[other], [seed], []]);
    expect(log[0]?.authorName).toBe(BOT_AUTHOR.name);
    expect((await e2e.server.files(repo, 'gh-pages'))['index.html']).toBe('<p>signed</p>\n');
    expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
  });

  test('creates a new branch with a verified first commit', async () => {
    const repo = e2e.repoName('signed-new');
    await e2e.server.createRepo(repo);
    await api.protectBranch(repo, 'gh-pages');

    const result = await deploy(repo, { inputs: { 'commit-signing': 'github' } });

    expect(result.errors).toEqual([]);
    const log = await e2e.server.log(repo, 'gh-pages');
    expect(log.map((entry) => [entry.parents, entry.authorName])).toEqual([[[], BOT_AUTHOR.name]]);
  });

  test('refuses a personal access token before the build, naming the input and what to use instead', async () => {
    const repo = e2e.repoName('signed-pat');
    await e2e.server.createRepo(repo);

    const result = await deploy(repo, { token: VALID_TOKEN, inputs: { 'commit-signing': 'github', build: 'false' } });

    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toContain('Input "commit-signing: github" needs a token GitHub signs commits for');
    expect(result.errors[0]).toContain("Use the workflow's token");
    expect(api.requests.filter((request) => request.path.includes('signed-pat'))).toEqual([]);
  });

  test("without contents: write, fails saying the status, GitHub's words and the permissions line; the branch is as it was", async () => {
    const repo = e2e.repoName('signed-denied');
    await e2e.server.createRepo(repo);
    const seed = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'old\n' });
    const token = 'ghs_readOnlyContentsToken0123456789abcdef';
    api.addToken(token, { bot: true, permissions: { contents: 'read' } });

    const result = await withGitToken(token, () => deploy(repo, { token, inputs: { 'commit-signing': 'github' } }));

    expect(result.errors.join('\n')).toContain(
      "GitHub's API refused making the deploy commit of " +
        `${repo} (403: Resource not accessible by integration). The token may lack the permission: add ` +
        '`contents: write`',
    );
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(seed);
    expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
  });

  test('a token GitHub does not sign for, whatever its form, lands nothing: the step fails and the branch is as it was', async () => {
    // Its prefix says installation, and a form the action does not know says nothing: GitHub's answer decides.
    for (const [label, token] of [
      ['ghs', 'ghs_notABotAfterAll0123456789abcdef'],
      ['unknown', 'enterpriseIssuedToken_0123456789abcdef'],
    ] as const) {
      const repo = e2e.repoName(`signed-unsigned-${label}`);
      await e2e.server.createRepo(repo);
      const seed = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'old\n' });
      api.addToken(token, { bot: false });

      const result = await withGitToken(token, () => deploy(repo, { token, inputs: { 'commit-signing': 'github' } }));

      expect(result.exitCode).not.toBe(0);
      expect(result.errors.join('\n')).toMatch(
        /GitHub did not sign the deploy commit [0-9a-f]{7} \(unsigned\), so the branch "gh-pages" was left as it was/,
      );
      expect(result.errors.join('\n')).toContain("Use the workflow's token");
      expect(await e2e.server.tip(repo, 'gh-pages')).toBe(seed);
      expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
      expect(api.requests.filter((request) => request.path.includes(`${repo}/git/refs`))).toEqual([]);
    }
  });
});

test('a cancel while an API call waits for its answer ends the step at once, and the branch is as it was', async () => {
  const repo = e2e.repoName('api-cancelled');
  await e2e.server.createRepo(repo);
  const seed = await e2e.server.commit(repo, 'gh-pages', { 'index.html': 'old\n' });
  const work = await e2e.job({ fixture: 'static-site' });
  const held = path.join(work.root, 'api-call-held');
  let heldAt = 0;
  // An API that takes every call and answers none: the deploy commit's call waits on it.
  const silent = http.createServer((request) => {
    if (request.method === 'POST' && request.url?.endsWith('/git/commits') && !heldAt) {
      heldAt = Date.now();
      void fs.writeFile(held, '');
    }
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    const result = await runAction(work, {
      serverUrl: e2e.server.url,
      repository: repo,
      env: { GITHUB_API_URL: `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}/api/v3` },
      cancel: { whenExists: held, signals: ['SIGINT'] },
      inputs: {
        token: BOT_TOKEN,
        repository: repo,
        build: 'skip',
        'commit-signing': 'github',
        'network-timeout': '120',
      },
    });
    const afterCall = Date.now() - heldAt;

    expect(heldAt).toBeGreaterThan(0);
    expect(result.exitCode).toBe(1);
    expect(result.errors[0]).toContain('The job was cancelled (SIGINT)');
    // Ended on the first signal: the runner's SIGTERM comes 7.5 s after it, and its SIGKILL at 10 s.
    expect(afterCall).toBeLessThan(7000);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(seed);
    expect(Object.keys(await e2e.server.refs(repo))).toEqual(['refs/heads/gh-pages']);
  } finally {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  }
});

/** Runs `run` with the git server taking `token` instead of the bot token. */
async function withGitToken<T>(token: string, run: () => Promise<T>): Promise<T> {
  const users = path.join(e2e.server.root, 'users');
  await fs.writeFile(users, `x-access-token:${token}\n`);
  try {
    return await run();
  } finally {
    await fs.writeFile(users, `x-access-token:${BOT_TOKEN}\n`);
  }
}

describe('the Pages check', () => {
  test('warns when Pages serves another branch, naming the settings page and the change', async () => {
    const repo = e2e.repoName('pages-other');
    await e2e.server.createRepo(repo);
    api.setPages(repo, { branch: 'main', folder: '/docs' });

    const result = await deploy(repo);

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      `GitHub Pages of ${repo} serves the branch "main", folder "/docs", not the branch "gh-pages": this deploy does ` +
        `not change the site. In ${e2e.server.url}/${repo}/settings/pages, set "Source" to "Deploy from a branch", ` +
        'branch "gh-pages", folder "/ (root)" (or set the "branch" input to what Pages serves).',
    ]);
  });

  // Our push with nothing of the site's to run reads Pages once its first upload starts (`pages-source: branch`: the
  // plan does not read them first): a deploy with no upload still reads them, once its publish is over.
  test.each([
    ['the branch already holds the site', { 'pages-source': 'branch' }],
    ['a dry run', { 'pages-source': 'branch', 'dry-run': 'true' }],
  ])('warns all the same when nothing is uploaded: %s', async (_case, inputs) => {
    const repo = e2e.repoName('pages-unchanged');
    await e2e.server.createRepo(repo);
    api.setPages(repo, { branch: 'main', htmlUrl: 'https://docs.example.com/' });
    await deploy(repo, { text: 'same' });
    const tip = await e2e.server.tip(repo, 'gh-pages');

    const result = await deploy(repo, { text: 'same', inputs });

    expect(result.errors).toEqual([]);
    expect(await e2e.server.tip(repo, 'gh-pages')).toBe(tip);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain(`GitHub Pages of ${repo} serves the branch "main"`);
    expect(result.outputs['page-url']).toBe('https://docs.example.com/');
  });

  test('warns when Pages is not enabled', async () => {
    const repo = e2e.repoName('pages-off');
    await e2e.server.createRepo(repo);

    const result = await deploy(repo);

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      `GitHub Pages is not enabled for ${repo}, so the branch "gh-pages" is not served. In ` +
        `${e2e.server.url}/${repo}/settings/pages, set "Source" to "Deploy from a branch", branch "gh-pages", folder "/ (root)".`,
    ]);
  });

  test('warns when Pages is set to the GitHub Actions source and the deploy pushes a branch all the same', async () => {
    const repo = e2e.repoName('pages-actions');
    await e2e.server.createRepo(repo);
    api.setPages(repo, { buildType: 'workflow' });

    // `pages-source: auto` (the default) would deploy through that source (see pages-actions.test.ts).
    const result = await deploy(repo, { inputs: { 'pages-source': 'branch' } });

    expect(result.errors).toEqual([]);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain(`GitHub Pages of ${repo} is set to the "GitHub Actions" source`);
    expect(result.warnings[0]).toContain(`${e2e.server.url}/${repo}/settings/pages`);
  });

  test('says nothing when Pages serves the branch, and page-url is the address Pages gives', async () => {
    const repo = e2e.repoName('pages-served');
    await e2e.server.createRepo(repo);
    api.setPages(repo, { branch: 'gh-pages', htmlUrl: 'https://docs.example.com/', cname: 'docs.example.com' });

    const result = await deploy(repo);

    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.outputs['page-url']).toBe('https://docs.example.com/');
  });

  // (A newline in it is outside GitHub's description, whose stand-in refuses to answer it: answers.test.ts has it.)
  test.each([
    ['javascript:', 'javascript:alert(document.cookie)//'],
    ['plain http', 'http://docs.example.com/'],
  ])('an html_url with %s is not taken: page-url is the address the target gives', async (_case, htmlUrl) => {
    const repo = e2e.repoName('pages-answered');
    const name = repo.split('/')[1] ?? '';
    await e2e.server.createRepo(repo);
    api.setPages(repo, { branch: 'gh-pages', htmlUrl });

    const result = await deploy(repo);

    expect(result.errors).toEqual([]);
    expect(result.outputs['page-url']).toBe(`https://octo.github.io/${name}/`);
    expect(result.log).not.toContain('javascript:');
  });

  test('says nothing when Pages serves the docs/ folder this deploy pushes into', async () => {
    const repo = e2e.repoName('pages-docs');
    await e2e.server.createRepo(repo);
    api.setPages(repo, { branch: 'main', folder: '/docs' });

    const result = await deploy(repo, { inputs: { branch: 'main', 'target-dir': 'docs' } });

    expect([result.errors, result.warnings]).toEqual([[], []]);
    expect(result.log).toContain('GitHub Pages serves the branch "main" (folder docs/)');
  });

  test('with a token that may not read Pages, says nothing and deploys', async () => {
    const repo = e2e.repoName('pages-denied');
    await e2e.server.createRepo(repo);
    api.setPages(repo, { branch: 'main' });
    api.addToken(BOT_TOKEN, { bot: true, permissions: { pages: 'none' } });
    try {
      const result = await deploy(repo);

      expect([result.errors, result.warnings, result.notices]).toEqual([[], [], []]);
      expect(await e2e.server.tip(repo, 'gh-pages')).not.toBe('');
      expect(api.requests.some((r) => r.path === `/repos/${repo}/pages` && r.status === 403)).toBe(true);
    } finally {
      api.addToken(BOT_TOKEN, { bot: true });
    }
  });
});

describe("the preview's comment", () => {
  test('is created on the first preview deploy, updated in place, then marked removed on close', async () => {
    const repo = e2e.repoName('comment');
    await e2e.server.createRepo(repo);
    api.setPages(repo, { branch: 'gh-pages' });
    api.addComment(repo, 5, 'Looks good');
    const address = `https://octo.github.io/${repo.split('/')[1] ?? ''}/pr-preview/pr-5/`;

    const opened = await deploy(repo, { pull: { number: 5, action: 'opened' } });
    // Copies: the stand-in updates its comments in place.
    const comments = (): { id: number; body: string }[] =>
      api.commentsOf(repo, 5).map((comment) => ({ id: comment.id, body: comment.body }));
    const first = comments().map((comment) => comment.body);
    const updated = await deploy(repo, { text: 'again', pull: { number: 5, action: 'synchronize' } });
    const second = comments();
    const closed = await deploy(repo, { pull: { number: 5, action: 'closed' } });
    const third = comments();

    expect([opened.errors, updated.errors, closed.errors]).toEqual([[], [], []]);
    expect(first).toHaveLength(2);
    expect(first[1]).toContain(`**Preview**: ${address}`);
    expect(first[1]).toContain(`(commit ${opened.outputs.commit?.slice(0, 7) ?? ''} on \`gh-pages\`)`);
    expect(second).toHaveLength(2);
    expect(second[1]?.body).toContain(`(commit ${updated.outputs.commit?.slice(0, 7) ?? ''} on \`gh-pages\`)`);
    expect(third).toHaveLength(2);
    expect(third[1]?.id).toBe(second[1]?.id);
    expect(third[1]?.body).toContain('**Preview removed**: the pull request was closed');
    expect(third[1]?.body).toContain(`~~${address}~~`);
    expect(third[0]?.body).toBe('Looks good');
  });

  test.each([
    ['the workflow token', BOT_TOKEN, 'github-actions[bot]'],
    ["a user's token", 'ghp_previewUserToken0123456789abcdefABCD', 'octo'],
  ])(
    "with %s, another's comment carrying our marker is left alone, and ours is made and updated",
    async (_, token, login) => {
      const repo = e2e.repoName(`comment-forged-${login.length}`);
      await e2e.server.createRepo(repo);
      api.setPages(repo, { branch: 'gh-pages' });
      if (token !== BOT_TOKEN) api.addToken(token, { login });
      const forged = '<!-- pages-push preview: pr-preview/pr-8 -->\n**Preview**: https://phishing.example/\n';
      api.addComment(repo, 8, forged, 'mallory');

      // The second run publishes another page: an unchanged preview pushes no commit, and names none.
      const run = (text: string) => (): Promise<ActionResult> =>
        deploy(repo, { text, token, pull: { number: 8, action: 'synchronize' } });
      const opened = await (token === BOT_TOKEN ? run('first')() : withGitToken(token, run('first')));
      const first = api.commentsOf(repo, 8).map((comment) => ({ ...comment }));
      const again = await (token === BOT_TOKEN ? run('second')() : withGitToken(token, run('second')));
      const second = api.commentsOf(repo, 8);

      expect([opened.errors, again.errors]).toEqual([[], []]);
      expect(first.map((comment) => comment.login)).toEqual(['mallory', login]);
      expect(second.map((comment) => comment.login)).toEqual(['mallory', login]);
      expect(second[0]?.body).toBe(forged);
      expect(second[1]?.id).toBe(first[1]?.id);
      expect(second[1]?.body).toContain('<!-- pages-push preview: pr-preview/pr-8 -->');
      expect(again.outputs.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(second[1]?.body).toContain(`(commit ${again.outputs.commit?.slice(0, 7) ?? ''} on \`gh-pages\`)`);
    },
  );

  test('without pull-requests: write, a notice, and the preview is deployed', async () => {
    const repo = e2e.repoName('comment-denied');
    await e2e.server.createRepo(repo);
    api.addToken(BOT_TOKEN, { bot: true, permissions: { 'pull-requests': 'read' } });
    try {
      const result = await deploy(repo, { pull: { number: 6, action: 'opened' } });

      expect(result.errors).toEqual([]);
      expect(result.notices.join('\n')).toContain(
        "No comment with the preview's address on pull request #6: GitHub's API refused commenting on pull request " +
          '#6 (403: Resource not accessible by integration). The token may lack the permission: add ' +
          '`pull-requests: write`',
      );
      expect(await e2e.server.paths(repo, 'gh-pages')).toContain('pr-preview/pr-6/index.html');
      expect(api.commentsOf(repo, 6)).toEqual([]);
    } finally {
      api.addToken(BOT_TOKEN, { bot: true });
    }
  });

  test('a next page on another host (`<http:/host:port/…>`) never gets the token, and the preview is deployed', async () => {
    const repo = e2e.repoName('comment-link');
    await e2e.server.createRepo(repo);
    const trap = await recorder();
    try {
      // The WHATWG parser reads `http:/127.0.0.1:<port>/…` as a path against an http base, and as that host alone.
      api.setCommentsLink(
        repo,
        7,
        `<${trap.url.replace('//', '/')}/repos/${repo}/issues/7/comments?page=2>; rel="next"`,
      );
      api.addComment(repo, 7, 'Looks good');

      const result = await deploy(repo, { pull: { number: 7, action: 'opened' } });

      expect(trap.requests).toEqual([]);
      expect(result.errors).toEqual([]);
      expect(await e2e.server.paths(repo, 'gh-pages')).toContain('pr-preview/pr-7/index.html');
      expect(result.warnings.join('\n')).toContain(`refused to send the token to ${trap.url}, which is not ${api.url}`);
    } finally {
      await trap.stop();
    }
  });
});

/**
 * A forward proxy on loopback, as a runner's `HTTP_PROXY`/`HTTPS_PROXY` names one: requests in absolute form and
 * CONNECT tunnels, each only with the proxy's credentials, all taken to the stand-in whatever host they name (a
 * name that resolves nowhere else, so an API call that goes around the proxy finds nothing).
 */
async function forwardProxy(
  upstream: number,
  credentials: string,
): Promise<{ url: (userinfo: string) => string; seen: string[]; stop: () => Promise<void> }> {
  const seen: string[] = [];
  const allowed = (headers: http.IncomingHttpHeaders): boolean =>
    headers['proxy-authorization'] === `Basic ${Buffer.from(credentials).toString('base64')}`;
  const server = http.createServer((request, response) => {
    if (!allowed(request.headers)) {
      response.writeHead(407, { 'proxy-authenticate': 'Basic' }).end();
      return;
    }
    seen.push(`${request.method ?? ''} ${request.url ?? ''}`);
    const target = new URL(request.url ?? '/');
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: upstream,
        method: request.method,
        path: `${target.pathname}${target.search}`,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(forwarded);
  });
  server.on('connect', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    if (!allowed(request.headers)) {
      socket.end('HTTP/1.1 407 Proxy Authentication Required\r\n\r\n');
      return;
    }
    seen.push(`CONNECT ${request.url ?? ''}`);
    const tunnel = net.connect(upstream, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      tunnel.write(head);
      tunnel.pipe(socket).pipe(tunnel);
    });
    tunnel.on('error', () => socket.destroy());
    socket.on('error', () => tunnel.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: (userinfo) => `http://${userinfo}127.0.0.1:${port}`,
    seen,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

describe("the runner's proxy", () => {
  test('the API is reached through HTTP_PROXY, with the credentials its URL holds', async () => {
    const repo = e2e.repoName('proxied');
    await e2e.server.createRepo(repo);
    api.setPages(repo, { branch: 'main' });
    const proxy = await forwardProxy(Number(new URL(api.localUrl).port), 'runner:p@ss');
    const apiUrl = `http://api.proxied.test:${new URL(api.localUrl).port}/api/v3`;
    try {
      const result = await deploy(repo, {
        env: { GITHUB_API_URL: apiUrl, HTTP_PROXY: proxy.url('runner:p%40ss@'), NO_PROXY: '127.0.0.1' },
      });

      // The runner's Node 24 has Node's proxy agent; an older one (PAGES_PUSH_NODE unset: the tests' own Node)
      // skips the check, saying why, and sends nothing around the proxy.
      const viaProxy = await nodeGoesThroughProxies();
      expect(result.errors).toEqual([]);
      expect({
        warned: result.warnings.join('\n').includes(`GitHub Pages of ${repo} serves the branch "main"`),
        skipped: result.log.includes('cannot go through the proxy'),
        proxied: proxy.seen.some((line) => new RegExp(`^(GET ${apiUrl}|CONNECT api\\.proxied\\.test:)`).test(line)),
      }).toEqual({ warned: viaProxy, skipped: !viaProxy, proxied: viaProxy });
    } finally {
      await proxy.stop();
    }
  });

  test('a host NO_PROXY names goes around the proxy', async () => {
    const repo = e2e.repoName('unproxied');
    await e2e.server.createRepo(repo);
    api.setPages(repo, { branch: 'main' });
    const proxy = await forwardProxy(Number(new URL(api.localUrl).port), 'runner:secret');
    try {
      const result = await deploy(repo, {
        env: {
          GITHUB_API_URL: `http://api.proxied.test:${new URL(api.localUrl).port}/api/v3`,
          HTTP_PROXY: proxy.url('runner:secret@'),
          NO_PROXY: '127.0.0.1,.proxied.test',
        },
      });

      // Around the proxy, the name resolves nowhere: the Pages check is skipped quietly, and the deploy goes on.
      expect([result.errors, result.warnings]).toEqual([[], []]);
      expect(proxy.seen).toEqual([]);
      expect(await e2e.server.tip(repo, 'gh-pages')).not.toBe('');
    } finally {
      await proxy.stop();
    }
  });
});

describe('what the API client costs', () => {
  /** A file of dist/ a deploy loaded: its size, and whether it holds undici's code (its `UND_ERR_` error codes). */
  interface Loaded {
    bytes: number;
    undici: boolean;
  }

  /** The files of dist/ a deploy loaded (each image's and the post step's), through a module hook of Node's. */
  async function loadedBundleFiles(repo: string, options: Parameters<typeof deploy>[1]): Promise<Map<string, Loaded>> {
    const dir = await fs.mkdtemp(path.join(path.dirname(REPO_ROOT), `.loaded-${path.basename(repo)}-`));
    const log = path.join(dir, 'loaded');
    const hook = path.join(dir, 'hook.mjs');
    await fs.writeFile(
      hook,
      [
        "import { registerHooks } from 'node:module';",
        "import { appendFileSync } from 'node:fs';",
        'registerHooks({',
        `  load(url, context, next) { if (url.includes('/dist/')) appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, context); },`,
        '});',
        '',
      ].join('\n'),
    );
    await fs.writeFile(log, '');
    try {
      const result = await deploy(repo, { ...options, env: { ...options?.env, NODE_OPTIONS: `--import=${hook}` } });
      expect(result.errors).toEqual([]);
      const loaded = new Map<string, Loaded>();
      for (const url of (await fs.readFile(log, 'utf8')).split('\n').filter(Boolean)) {
        const text = await fs.readFile(new URL(url).pathname, 'utf8');
        loaded.set(path.basename(new URL(url).pathname), {
          bytes: Buffer.byteLength(text),
          undici: text.includes('UND_ERR_'),
        });
      }
      return loaded;
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  test('a deploy that reads the Pages settings loads next to nothing more than one without a token', async () => {
    const { stdout } = await promisify(execFile)(NODE, ['-p', "typeof require('node:module').registerHooks"]);
    if (stdout.trim() !== 'function') {
      console.log(`SKIPPED: ${NODE} has no module.registerHooks (Node 22.15 or later): run with PAGES_PUSH_NODE`);
      return;
    }
    const repo = e2e.repoName('loaded');
    await e2e.server.createRepo(repo);
    api.setPages(repo, { branch: 'gh-pages' });

    const withApi = await loadedBundleFiles(repo, {});
    // A target on another server than the workflow's: the same deploy, with no API to call.
    const withoutApi = await loadedBundleFiles(repo, {
      env: { GITHUB_SERVER_URL: 'https://github.example', GITHUB_API_URL: 'https://api.github.example' },
      inputs: { repository: e2e.server.repoUrl(repo) },
    });

    expect(api.requests.some((request) => request.path === `/repos/${repo}/pages`)).toBe(true);
    const extra = [...withApi].filter(([file]) => !withoutApi.has(file));
    const extraBytes = extra.reduce((sum, [, { bytes }]) => sum + bytes, 0);
    // What a run that calls the API loads more: Octokit's core with pagination (octokit.ts, a chunk of its own:
    // @octokit/core, request, endpoint, auth-token, graphql, before-after-hook; 80,452 bytes measured), given our
    // fetch. Not undici, which @actions/github's entry brings for its own fetch (943 KB, 1.17 MB in all with its
    // chunk): any loaded file with undici's code in it fails, as does anything more than a small margin over Octokit.
    const withUndici = [...withApi].filter(([, { undici }]) => undici).map(([file]) => file);
    expect({ extra, withUndici, under: extraBytes < 96 * 1024 }).toEqual({ extra, withUndici: [], under: true });
  });

  test('the post step of a deploy that ended loads no node:crypto: it writes no state, and the file commands need it', async () => {
    // The toolkit's file-command module loads node:crypto (a multi-line value's delimiter): some 15 ms of each start
    // of the post step, which every job runs.
    const repo = e2e.repoName('post-loads');
    await e2e.server.createRepo(repo);
    const dir = await fs.mkdtemp(path.join(path.dirname(REPO_ROOT), '.post-loads-'));
    const log = path.join(dir, 'steps');
    const hook = path.join(dir, 'hook.mjs');
    const record =
      "JSON.stringify({ post: process.argv.includes('--pages-push-post'), " +
      "crypto: process.moduleLoadList.includes('NativeModule crypto') }) + '\\n'";
    await fs.writeFile(
      hook,
      `import { appendFileSync } from 'node:fs';\nprocess.on('exit', () => appendFileSync(${JSON.stringify(log)}, ${record}));\n`,
    );
    try {
      const result = await deploy(repo, { env: { NODE_OPTIONS: `--import=${hook}` } });
      expect(result.errors).toEqual([]);
      const steps = (await fs.readFile(log, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { post: boolean; crypto: boolean });
      // The main step hashes the site with it: what the hook sees when a step loads it.
      expect(steps.filter((step) => !step.post).some((step) => step.crypto)).toBe(true);
      expect(steps.filter((step) => step.post)).toEqual([{ post: true, crypto: false }]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
