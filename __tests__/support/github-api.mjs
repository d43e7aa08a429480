// A stand-in for GitHub's REST API on loopback, for the end-to-end tests: the git data endpoints backed by the
// suite's real bare repositories (read and written with git itself), Pages and issue comments from what each test
// sets. Every request and every answer is checked against GitHub's OpenAPI description (openapi.mjs); one that
// does not match is refused (422) and recorded, and `expectValid()` fails the test with it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as http from 'node:http';
import * as path from 'node:path';
import { isolatedGitEnv } from './git-server.mjs';
import { openApi } from './openapi.mjs';
import { PagesBuilds } from './pages-builds.mjs';
import { GITHUB_API } from './tls-front.mjs';

/** The token a workflow's GITHUB_TOKEN plays: an installation token of the github-actions app. */
export const BOT_TOKEN = 'ghs_pagesPushBotToken0123456789abcdefXYZ';
const ZERO = '0000000000000000000000000000000000000000';
const DOCS = 'https://docs.github.com/rest';
/** Who GitHub names as the author of a commit a bot token made through the API, and as its committer. */
export const BOT_AUTHOR = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};
export const WEB_FLOW = { name: 'GitHub', email: 'noreply@github.com' };
/** The file of a bare repository that lists the commits made (and verified) through the API. */
const VERIFIED_FILE = 'pages-push-api-verified';

/** Which permission each operation needs, as GitHub's `permissions:` keys name them. */
const NEEDS = {
  'repos/get-pages': ['pages', 'read'],
  'repos/get-latest-pages-build': ['pages', 'read'],
  'repos/get-pages-health-check': ['pages', 'read'],
  'git/get-commit': ['contents', 'read'],
  'git/get-ref': ['contents', 'read'],
  'git/create-commit': ['contents', 'write'],
  'git/update-ref': ['contents', 'write'],
  'git/create-ref': ['contents', 'write'],
  'git/delete-ref': ['contents', 'write'],
  'issues/list-comments': ['pull-requests', 'read'],
  'issues/create-comment': ['pull-requests', 'write'],
  'issues/update-comment': ['pull-requests', 'write'],
};
const LEVEL = { none: 0, read: 1, write: 2 };
/** What GitHub answers a request without a User-Agent header. */
const NO_USER_AGENT =
  'Request forbidden by administrative rules. Please make sure your request has a User-Agent header ' +
  '(https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required). Check ' +
  'https://developer.github.com for other possible causes.\n';

function runGit(gitDir, args, { input, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = execFile(
      'git',
      ['--git-dir', gitDir, ...args],
      { env: isolatedGitEnv(env), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ ok: !error, stdout: stdout.trim(), stderr }),
    );
    child.stdin?.on('error', () => undefined); // a command that reads nothing may close it first
    child.stdin?.end(input ?? '');
  });
}

export class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export class GitHubApi {
  /**
   * @param {{ gitDir(repo: string): string }} repos where `owner/name`'s bare repository is (a GitServer)
   */
  constructor(repos) {
    this.repos = repos;
    this.spec = openApi();
    /** Token → who it is and what it may do (see `addToken`); the bot token may do everything by default. */
    this.tokens = new Map();
    this.addToken(BOT_TOKEN, { bot: true });
    /** `owner/name` → the Pages site (`GET /pages`), or absent: Pages is not enabled. */
    this.pages = new Map();
    /** `owner/name#number` → the issue's comments. */
    this.comments = new Map();
    /** `owner/name#number` → the `Link` header its list of comments is answered with (a next page), if any. */
    this.commentLinks = new Map();
    this.nextId = 1000;
    /** Further operations served by a module of their own (`use`): Pages deployments (pages-deployments.mjs). */
    this.extensions = [];
    /** Every request: method, path, operation, status, and the token's first characters. */
    this.requests = [];
    /** Requests or responses that do not match the OpenAPI description. */
    this.violations = [];
    this.server = http.createServer((request, response) => {
      this.handle(request, response).catch((error) => {
        this.violations.push(`the stand-in failed on ${request.method} ${request.url}: ${error.stack}`);
        response.writeHead(500).end();
      });
    });
  }

  static async start(repos) {
    const api = new GitHubApi(repos);
    await new Promise((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    // Beside a git server that plays github.com, the API plays api.github.com, through the same front.
    if (repos.front) {
      repos.front.route(GITHUB_API, api.server.address().port);
      api.publicUrl = `https://${GITHUB_API}`;
    }
    /** The Pages builds of each push to a served branch, and the domains' health (see pages-builds.mjs). */
    api.pagesBuilds = new PagesBuilds(api.url);
    return api;
  }

  /** What GITHUB_API_URL is for the action: https://api.github.com when it plays it, else `localUrl`. */
  get url() {
    return this.publicUrl ?? this.localUrl;
  }

  /** The stand-in's own address on loopback, over plain http. */
  get localUrl() {
    return `http://127.0.0.1:${this.server.address().port}`;
  }

  async stop() {
    await new Promise((resolve) => this.server.close(resolve));
  }

  /**
   * A token and what it may do: `bot` (an installation token: GitHub signs the commits it makes), `permissions`
   * (`contents`, `pages`, `pull-requests`, `actions`: none, read or write; all write unless told), and how a refusal looks
   * (`denied`: 403 "Resource not accessible by integration", or 404 as for a classic token without the scope).
   */
  addToken(token, { bot = false, login = bot ? 'github-actions[bot]' : 'octo', permissions = {}, denied = 403 } = {}) {
    const all = { contents: 'write', pages: 'write', 'pull-requests': 'write', actions: 'write', ...permissions };
    this.tokens.set(token, { bot, login, permissions: all, denied });
  }

  /** Pages for `repo`: served from `branch` and `folder` (`/` or `/docs`), or the "GitHub Actions" source. */
  setPages(repo, { branch = 'gh-pages', folder = '/', buildType = 'legacy', htmlUrl, cname = null } = {}) {
    const [owner, name] = repo.split('/');
    this.pages.set(repo, {
      url: `${this.url}/repos/${repo}/pages`,
      status: 'built',
      cname,
      custom_404: false,
      html_url: htmlUrl ?? `https://${owner}.github.io/${name}/`,
      build_type: buildType,
      ...(buildType === 'workflow' ? {} : { source: { branch, path: folder } }),
      public: true,
      https_enforced: true,
    });
  }

  /** The comments of pull request `number` of `repo`, oldest first. */
  commentsOf(repo, number) {
    return this.comments.get(`${repo}#${number}`) ?? [];
  }

  /** Answers the list of pull request `number`'s comments with `link` as its `Link` header (a next page, say). */
  setCommentsLink(repo, number, link) {
    this.commentLinks.set(`${repo}#${number}`, link);
  }

  /** Adds a comment someone else wrote. */
  addComment(repo, number, body, login = 'someone') {
    const list = this.comments.get(`${repo}#${number}`) ?? [];
    const now = new Date().toISOString();
    list.push({ id: (this.nextId += 1), body, login, created: now, updated: now });
    this.comments.set(`${repo}#${number}`, list);
  }

  /**
   * Makes the git server refuse, like a ruleset that requires signed commits, any push to `branch` whose new
   * commits were not made (and verified) through this API; the API's own ref updates go through.
   */
  async protectBranch(repo, branch) {
    const gitDir = this.repos.gitDir(repo);
    const hook = path.join(gitDir, 'hooks', 'pre-receive');
    await fs.mkdir(path.dirname(hook), { recursive: true });
    await fs.writeFile(
      hook,
      [
        '#!/bin/sh',
        `verified="$(pwd)/${VERIFIED_FILE}"`,
        'while read old new ref; do',
        `  [ "$ref" = "refs/heads/${branch}" ] || continue`,
        `  if [ "$old" = "${ZERO}" ]; then range="$new --not --all"; else range="$old..$new"; fi`,
        '  for commit in $(git rev-list $range); do',
        '    if ! grep -qx "$commit" "$verified" 2>/dev/null; then',
        `      echo "error: GH013: Repository rule violations found for refs/heads/${branch}."`,
        '      echo "- Commits must have verified signatures."',
        '      echo "  Found 1 violation: $commit"',
        '      exit 1',
        '    fi',
        '  done',
        'done',
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
    this.protectedBranches ??= new Set();
    this.protectedBranches.add(`${repo}:${branch}`);
  }

  /** Runs `move` once, before the next ref update of `repo` is applied: another deploy landing meanwhile. */
  beforeNextUpdate(repo, move) {
    this.interlopers ??= new Map();
    this.interlopers.set(repo, move);
  }

  /** Serves `extension`'s operations too: its `needs` (as NEEDS), `answers(operation)` and `operate`. */
  use(extension) {
    this.extensions.push(extension);
    return extension;
  }

  /** Fails (throws) when a request or a response did not match GitHub's OpenAPI description. */
  expectValid() {
    if (this.violations.length > 0) {
      const found = this.violations.splice(0);
      throw new Error(
        `The GitHub API stand-in saw what GitHub's OpenAPI description does not allow:\n${found.join('\n')}`,
      );
    }
  }

  async handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const pathname = url.pathname.replace(/^\/api\/v3(?=\/)/, '');
    const text = await new Promise((resolve) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    const token = /^(?:token|bearer) (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const matched = this.spec.match(request.method ?? 'GET', pathname);
    const record = { method: request.method, path: pathname, token: token.slice(0, 4), status: 0 };
    this.requests.push(record);
    const send = (status, body, headers = {}) => {
      record.status = status;
      if (matched) {
        for (const problem of this.spec.checkResponse(matched.route, status, body)) {
          this.violations.push(`${request.method} ${pathname}: ${problem}`);
        }
      }
      const payload = body === undefined ? '' : JSON.stringify(body);
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(payload);
    };
    const error = (status, message) => send(status, { message, documentation_url: DOCS, status: String(status) });
    if (!request.headers['user-agent']) {
      // GitHub refuses a request without one, before anything else (and not in its description's words).
      this.violations.push(`${request.method} ${pathname}: no User-Agent header, which GitHub's API requires`);
      record.status = 403;
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(NO_USER_AGENT);
      return;
    }
    if (!matched) {
      this.violations.push(`${request.method} ${pathname}: no such operation in GitHub's REST API`);
      return error(404, 'Not Found');
    }
    record.operation = matched.route.operation.operationId;
    let body;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      this.violations.push(`${request.method} ${pathname}: the body is not JSON`);
      return error(400, 'Problems parsing JSON');
    }
    const problems = this.spec.checkRequest(matched.route, url.searchParams, body);
    if (problems.length > 0) {
      this.violations.push(...problems.map((problem) => `${request.method} ${pathname}: ${problem}`));
      return error(422, `Invalid request.\n\n${problems.join('\n')}`);
    }
    const caller = this.tokens.get(token);
    if (!caller) return error(401, 'Bad credentials');
    if (record.operation === 'users/get-authenticated') {
      // An installation token is no user: GitHub refuses it this call.
      if (caller.bot) return error(403, 'Resource not accessible by integration');
      return send(200, this.authenticatedAnswer(caller.login));
    }
    const extension = this.extensions.find((served) => served.answers(record.operation));
    const need = NEEDS[record.operation] ?? extension?.needs[record.operation];
    if (!need) throw new Error(`the stand-in does not serve ${record.operation}`);
    const repo = `${matched.params.owner}/${matched.params.repo}`;
    const gitDir = this.repos.gitDir(repo);
    if (!existsSync(gitDir)) return error(404, 'Not Found');
    const [permission, level] = need;
    if (LEVEL[caller.permissions[permission] ?? 'none'] < LEVEL[level]) {
      return caller.denied === 404
        ? error(404, 'Not Found')
        : error(403, `Resource not accessible by ${caller.bot ? 'integration' : 'personal access token'}`);
    }
    try {
      const context = {
        repo,
        gitDir,
        params: matched.params,
        query: url.searchParams,
        body,
        caller,
        apiUrl: this.url,
        pages: this.pages.get(repo),
      };
      const [status, answer, headers] = await (extension ?? this).operate(record.operation, context);
      send(status, answer, headers);
    } catch (failure) {
      if (!(failure instanceof Refusal)) throw failure;
      error(failure.status, failure.message);
    }
  }

  async operate(operation, { repo, gitDir, params, body, caller }) {
    const git = (args, options) => runGit(gitDir, args, options);
    switch (operation) {
      case 'repos/get-pages': {
        const pages = this.pages.get(repo);
        if (!pages) throw new Refusal(404, 'Not Found');
        return [200, pages];
      }
      case 'repos/get-latest-pages-build': {
        const pages = this.pages.get(repo);
        if (!pages?.source) throw new Refusal(404, 'Not Found');
        const tip = await git(['rev-parse', '--verify', '--quiet', `refs/heads/${pages.source.branch}`]);
        const [status, answer] = this.pagesBuilds.latest(repo, tip.ok ? tip.stdout : '');
        if (status === 404) throw new Refusal(404, 'Not Found');
        return [status, answer];
      }
      case 'repos/get-pages-health-check': {
        const [status, answer] = this.pagesBuilds.healthOf(repo);
        if (status === 404) throw new Refusal(404, 'Not Found');
        return [status, answer];
      }
      case 'git/get-commit':
        return [200, await this.commitAnswer(repo, gitDir, params.commit_sha)];
      case 'git/create-commit': {
        if ((await git(['cat-file', '-t', body.tree])).stdout !== 'tree')
          throw new Refusal(422, 'Tree SHA does not exist');
        for (const parent of body.parents ?? []) {
          if ((await git(['cat-file', '-t', parent])).stdout !== 'commit') {
            throw new Refusal(422, 'Parent SHA does not exist or is not a commit object');
          }
        }
        const custom = Boolean(body.author || body.committer || body.signature);
        const verified = caller.bot && !custom;
        const user = caller.bot
          ? BOT_AUTHOR
          : { name: caller.login, email: `583231+${caller.login}@users.noreply.github.com` };
        const author = body.author ?? user;
        const committer = body.committer ?? (caller.bot ? WEB_FLOW : author);
        const made = await git(
          ['commit-tree', body.tree, ...(body.parents ?? []).flatMap((p) => ['-p', p]), '-F', '-'],
          {
            input: body.message,
            env: {
              GIT_AUTHOR_NAME: author.name,
              GIT_AUTHOR_EMAIL: author.email,
              GIT_COMMITTER_NAME: committer.name,
              GIT_COMMITTER_EMAIL: committer.email,
            },
          },
        );
        if (!made.ok) throw new Error(`git commit-tree failed: ${made.stderr}`);
        if (verified) await fs.appendFile(path.join(gitDir, VERIFIED_FILE), `${made.stdout}\n`);
        return [201, await this.commitAnswer(repo, gitDir, made.stdout)];
      }
      case 'git/get-ref': {
        const sha = (await git(['rev-parse', '--verify', '--quiet', `refs/${params.ref}`])).stdout;
        if (!sha) throw new Refusal(404, 'Not Found');
        return [200, this.refAnswer(repo, `refs/${params.ref}`, sha)];
      }
      case 'git/create-ref': {
        if (!/^refs\/.+\/.+/.test(body.ref))
          throw new Refusal(422, "Reference name must start with 'refs/' and have at least two slashes.");
        if ((await git(['cat-file', '-t', body.sha])).stdout === '') throw new Refusal(422, 'Object does not exist');
        await this.refuseUnverified(repo, gitDir, body.ref, '', body.sha);
        const updated = await git(['update-ref', body.ref, body.sha, ZERO]);
        if (!updated.ok) throw new Refusal(422, 'Reference already exists');
        return [201, this.refAnswer(repo, body.ref, body.sha)];
      }
      case 'git/update-ref': {
        const ref = `refs/${params.ref}`;
        const move = this.interlopers?.get(repo);
        this.interlopers?.delete(repo);
        if (move) await move();
        const old = (await git(['rev-parse', '--verify', '--quiet', ref])).stdout;
        if (!old) throw new Refusal(422, 'Reference does not exist');
        if ((await git(['cat-file', '-t', body.sha])).stdout !== 'commit')
          throw new Refusal(422, 'Object does not exist');
        if (!body.force && !(await git(['merge-base', '--is-ancestor', old, body.sha])).ok) {
          throw new Refusal(422, 'Update is not a fast forward');
        }
        await this.refuseUnverified(repo, gitDir, ref, old, body.sha);
        // With the old value: a ref that moved since it was read is not overwritten.
        if (!(await git(['update-ref', ref, body.sha, old])).ok) throw new Refusal(422, 'Reference cannot be updated');
        return [200, this.refAnswer(repo, ref, body.sha)];
      }
      case 'git/delete-ref': {
        const ref = `refs/${params.ref}`;
        const old = (await git(['rev-parse', '--verify', '--quiet', ref])).stdout;
        if (!old) throw new Refusal(422, 'Reference does not exist');
        await git(['update-ref', '-d', ref, old]);
        return [204, undefined];
      }
      case 'issues/list-comments':
        return [
          200,
          this.commentsOf(repo, Number(params.issue_number)).map((c) =>
            this.commentAnswer(repo, params.issue_number, c),
          ),
          this.commentLinks.has(`${repo}#${params.issue_number}`)
            ? { link: this.commentLinks.get(`${repo}#${params.issue_number}`) }
            : {},
        ];
      case 'issues/create-comment': {
        this.addComment(repo, Number(params.issue_number), body.body, caller.login);
        const made = this.commentsOf(repo, Number(params.issue_number)).at(-1);
        return [201, this.commentAnswer(repo, params.issue_number, made)];
      }
      case 'issues/update-comment': {
        for (const [key, list] of this.comments) {
          const found = list.find((comment) => comment.id === Number(params.comment_id));
          if (!found) continue;
          found.body = body.body;
          found.updated = new Date().toISOString();
          return [200, this.commentAnswer(repo, key.split('#')[1], found)];
        }
        throw new Refusal(404, 'Not Found');
      }
      default:
        throw new Error(`the stand-in does not serve ${operation}`);
    }
  }

  /** A ruleset that requires signed commits applies to the API's ref updates too. */
  async refuseUnverified(repo, gitDir, ref, old, sha) {
    if (!this.protectedBranches?.has(`${repo}:${ref.replace(/^refs\/heads\//, '')}`)) return;
    const listed = await runGit(gitDir, ['rev-list', sha, ...(old ? [`^${old}`] : [])]);
    const verified = existsSync(path.join(gitDir, VERIFIED_FILE))
      ? (await fs.readFile(path.join(gitDir, VERIFIED_FILE), 'utf8')).split('\n')
      : [];
    if (listed.stdout.split('\n').some((commit) => commit && !verified.includes(commit))) {
      throw new Refusal(422, `Repository rule violations found\n\nCommits must have verified signatures.`);
    }
  }

  async commitAnswer(repo, gitDir, sha) {
    const shown = await runGit(gitDir, ['show', '-s', '--format=%H%n%T%n%P%n%an%n%ae%n%aI%n%cn%n%ce%n%cI%n%B', sha]);
    if (!shown.ok || !/^[0-9a-f]{40}$/.test(sha)) throw new Refusal(404, 'Not Found');
    const [commit, tree, parents, an, ae, ad, cn, ce, cd, ...message] = shown.stdout.split('\n');
    const verifiedFile = path.join(gitDir, VERIFIED_FILE);
    const verified = existsSync(verifiedFile) && (await fs.readFile(verifiedFile, 'utf8')).split('\n').includes(commit);
    const base = `${this.url}/repos/${repo}/git`;
    return {
      sha: commit,
      node_id: `C_${commit.slice(0, 12)}`,
      url: `${base}/commits/${commit}`,
      html_url: `https://github.com/${repo}/commit/${commit}`,
      author: { name: an, email: ae, date: ad },
      committer: { name: cn, email: ce, date: cd },
      tree: { sha: tree, url: `${base}/trees/${tree}` },
      message: message.join('\n'),
      parents: (parents ? parents.split(' ') : []).map((parent) => ({
        sha: parent,
        url: `${base}/commits/${parent}`,
        html_url: `https://github.com/${repo}/commit/${parent}`,
      })),
      verification: {
        verified,
        reason: verified ? 'valid' : 'unsigned',
        signature: verified ? '-----BEGIN PGP SIGNATURE-----\n(stand-in)\n-----END PGP SIGNATURE-----' : null,
        payload: verified ? `tree ${tree}` : null,
        verified_at: verified ? cd : null,
      },
    };
  }

  refAnswer(repo, ref, sha) {
    const url = `${this.url}/repos/${repo}/git`;
    return {
      ref,
      node_id: `REF_${sha.slice(0, 12)}`,
      url: `${url}/${ref}`,
      object: { type: 'commit', sha, url: `${url}/commits/${sha}` },
    };
  }

  /** `GET /user` for a user's token: its public view. */
  authenticatedAnswer(login) {
    const now = new Date().toISOString();
    return {
      ...this.userAnswer(login),
      user_view_type: 'public',
      ...{ name: null, company: null, blog: '', location: null, email: null, hireable: null, bio: null },
      ...{ public_repos: 0, public_gists: 0, followers: 0, following: 0, created_at: now, updated_at: now },
    };
  }

  commentAnswer(repo, number, comment) {
    const login = comment.login;
    return {
      id: comment.id,
      node_id: `IC_${comment.id}`,
      url: `${this.url}/repos/${repo}/issues/comments/${comment.id}`,
      html_url: `https://github.com/${repo}/pull/${number}#issuecomment-${comment.id}`,
      issue_url: `${this.url}/repos/${repo}/issues/${number}`,
      body: comment.body,
      user: this.userAnswer(login),
      created_at: comment.created,
      updated_at: comment.updated,
      author_association: login.endsWith('[bot]') ? 'NONE' : 'OWNER',
    };
  }

  /** A user (a bot when its login ends in `[bot]`), as GitHub's simple-user schema has it. */
  userAnswer(login) {
    const profile = `https://github.com/${encodeURIComponent(login)}`;
    const api = `${this.url}/users/${encodeURIComponent(login)}`;
    return {
      login,
      id: login.endsWith('[bot]') ? 41898282 : 583231,
      node_id: 'U_1',
      avatar_url: `https://avatars.githubusercontent.com/u/1`,
      gravatar_id: '',
      url: api,
      html_url: profile,
      followers_url: `${api}/followers`,
      following_url: `${api}/following{/other_user}`,
      gists_url: `${api}/gists{/gist_id}`,
      starred_url: `${api}/starred{/owner}{/repo}`,
      subscriptions_url: `${api}/subscriptions`,
      organizations_url: `${api}/orgs`,
      repos_url: `${api}/repos`,
      events_url: `${api}/events{/privacy}`,
      received_events_url: `${api}/received_events`,
      type: login.endsWith('[bot]') ? 'Bot' : 'User',
      site_admin: false,
    };
  }
}
