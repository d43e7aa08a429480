// End to end, beside the real tool, on what Hexo users write (the suite of hexo-corpus-<part>.test.ts, which split
// it so that jest's workers share it): every deploy section of the corpus
// (__tests__/fixtures/hexo-deploy-corpus/, a copy of the steering repository's shared/corpus/hexo-deploy/) runs through
// the real `hexo deploy` (the shell recipe: sed the token into _config.yml, a global git identity, hexo generate,
// hexo deploy) and through pages-push on the same blog, each side on repositories of its own on one server. Both must
// push the same branches, trees, messages, authors and committers, or differ as the README's list of differences
// says (EXPECTED below names the file and what the README says of it).
//
// What is compared is the deploy, not the build: the blog is generated once per file, and the cases whose pre.sh
// leaves the site's sources alone take that public/ on both sides (`hexo deploy`, which deploys an existing
// public/ as it is, beside pages-push with `build: skip`); a case with a pre.sh (which adds files, or changes
// public_dir) runs the whole route on both sides: `hexo generate --deploy` beside `build: auto`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { hostOf } from '../../src/inputs/input-values.js';
import { VALID_TOKEN, type CommitInfo } from './git-server.mjs';
import { useEndToEnd, type EndToEnd } from './e2e.js';
import { makeJob, removeJob, REPO_ROOT, runAction, type ActionResult, type Job } from './run-action.mjs';

let e2e: EndToEnd;

const CORPUS = path.join(REPO_ROOT, '__tests__', 'fixtures', 'hexo-deploy-corpus');
/** The shared corpus, beside the repository on a developer's machine and in CI; absent on a plain clone. */
const SHARED = path.resolve(REPO_ROOT, '..', 'shared', 'corpus', 'hexo-deploy');
const CASES = readdirSync(CORPUS)
  .filter((name) => name.endsWith('.yml'))
  .map((name) => name.slice(0, -'.yml'.length))
  .sort();

/** The custom domain the blog publishes in source/CNAME, and the `url` its config states for it. */
const DOMAIN = 'blog.example.org';

/**
 * What the README's list of differences says pages-push does otherwise, file by file. `refused`: ours fails with
 * this in its error before anything is pushed (where hexo deploy pushes all or part, or fails as late as its push);
 * `hexoFails`: hexo deploy fails (or pushes nothing) with this in its output, and ours pushes the default;
 * `differs`: turns what hexo deploy pushed into what the README says ours pushes, target by target.
 */
interface Expected {
  refused?: string;
  hexoFails?: string;
  /** With `hexoFails`: the paths ours publishes besides the blog's pages (BLOG_PAGES). */
  extra?: string[];
  /** hexo deploy pushes an empty tree, and ours the blog's pages. */
  hexoEmpty?: boolean;
  differs?: (pushed: Pushed[]) => void;
  /** Besides the same pushes: what our log says. */
  logs?: string;
}

/** Gives a target's pushed commits another author and committer (and, when given, message). */
function commitsBy(pushed: Pushed | undefined, name: string, email: string, message?: string): void {
  for (const commit of Object.values(pushed?.commits ?? {})) {
    Object.assign(commit, { authorName: name, authorEmail: email, committerName: name, committerEmail: email });
    if (message !== undefined) commit.message = message;
  }
}

/**
 * What a corpus file needs on each side beyond the blog (its comments say so): `env` on both; `configs`, the
 * `--config` list (hexo g -d --config on theirs, the "config-file" input with build: auto on ours);
 * `deployCommand` on ours; `staging`, a commit on REPO_A's gh-pages before either runs.
 */
interface Setup {
  env?: Record<string, string>;
  configs?: string[];
  deployCommand?: string;
  staging?: boolean;
}

const PROD = ['_config.yml', '_config.prod.yml'];
const SETUP: Record<string, Setup> = {
  w03: { env: { GITHUB_TOKEN: VALID_TOKEN } },
  w25: { env: { GH_TOKEN: VALID_TOKEN } },
  w19: { configs: PROD },
  w37: { configs: PROD, deployCommand: `npx hexo deploy --config ${PROD.join(',')}`, staging: true },
};

const EXPECTED: Record<string, Expected> = {
  // Where hexo deploy fails on a deployer's section, ours stops before anything is pushed, naming the key and the
  // fix. (w03: hexo pushes here only because the recipe's GIT_ASKPASS answers the token; a runner has none.)
  w03: { refused: 'has `token:` beside `repo:`, where hexo-deployer-git does not read it' },
  w07: {
    refused: 'is an SSH address as the user "deploy": GitHub takes SSH only as the user git',
    hexoFails: 'Could not read from remote repository',
  },
  w16: { refused: 'with a blank after the comma', hexoFails: "fatal: invalid refspec 'HEAD: gh-pages'" },
  w25: { refused: 'whose URL holds ${GH_TOKEN}, which nothing expands', hexoFails: 'Authentication failed for' },
  w28: {
    refused: 'has `message: ["message"]`, a YAML list, not text, on which hexo deploy fails',
    hexoFails: 'src must be a string or an object describing the source',
  },
  // Our push names the deployers it does not run (hexo deploy reports them as not found, and runs the git ones).
  w14: { logs: 'The rsync deployer (deploy (entry 2 of deploy) in _config.yml) is not run' },
  w15: { logs: 'The heroku deployer (deploy (entry 1 of deploy) in _config.yml) is not run' },
  // The log names the file that gave the target.
  w19: { logs: 'the deploy config in _config.prod.yml (merged over _config.yml, as Hexo merges its --config files)' },
  // A deployer that would publish the site's sources (`extend_dirs: /`) is refused before anything is pushed.
  s: { refused: 'extend_dirs "/"' },
  // A token written into a config URL is never sent: the mirror at `localhost` is not the workflow's server as
  // written, so the deploy stops before anything is pushed (hexo pushes the first target, then fails on the mirror).
  // (Here hexo's push to the mirror fails too: this server does not take the lab's literal token.)
  g4: {
    refused: 'comes from the site config and is not on the workflow',
    hexoFails: "Authentication failed for 'http://localhost",
  },
  // A missing extend_dirs folder stops the deploy before anything is pushed (hexo pushes the first target of s2).
  f4: {
    refused: 'extend_dirs in _config.yml names missing-dir',
    hexoFails: 'no such file or directory, scandir',
  },
  s2: { refused: 'extend_dirs in _config.yml names not-there' },
  // A git deployer without `repo` fails, naming the fix (hexo deploy prints its help, pushes nothing, exits 0).
  i1: { refused: 'names no repository to push to', hexoFails: 'You have to configure the deployment settings' },
  // A message of blanks fails the step, naming it, as an empty one does (hexo's commit fails on it, and it pushes
  // its placeholder commit).
  'message-blank': { refused: 'The message in _config.yml\'s deploy (" ") renders to an empty message' },
  // `token: ${NAME}`: refused, naming `$NAME` (hexo deploy reads a variable named "{NAME}", and fails).
  'token-braces': {
    refused:
      'a token variable is written $NAME (hexo deploy would look for a variable named "{LAB_PAT}"): write `token: $LAB_PAT`, with `env: LAB_PAT: ${{ secrets.LAB_PAT }}` on the step.',
    hexoFails: 'Fail to read environment varable: ${LAB_PAT}',
  },
  // An option written without a value (`ignore_hidden:`) is its default (hexo deploy fails on it).
  d4: {
    hexoFails: "Cannot read properties of null (reading 'public')",
    extra: ['static/README.md', 'static/run.sh', 'static/sub/notes.txt', 'static/sub/pic.png'],
  },
  // A .gitignore in the publish folder does not drop what it names (hexo deploy's `git add` obeys it).
  d5: {
    differs: ([target]) => {
      const tree = target?.trees['gh-pages'];
      tree?.push('100644 blob 62a5f8f47fec02344e5bf9061888262f677cf5d6\timages/pixel.png');
      tree?.sort((a, b) => bytewise(byPath(a), byPath(b)));
    },
  },
  // `ignore_pattern: ''` leaves nothing out (hexo deploy reads it as a pattern matching every file, and pushes none).
  e5: { hexoEmpty: true },
  // Each deployer of a list commits with its own identity and message (hexo deploy sets the identity once, in
  // the first deployer's .deploy_git, and reuses the first commit when the second's files are the same).
  g2: {
    differs: ([, second]) => {
      commitsBy(second, 'Second Deployer', 'second@example.org');
    },
  },
  g3: {
    differs: ([, second]) => {
      commitsBy(second, 'Mirror Bot', 'mirror@example.org', 'to mirror');
    },
  },
};

const byPath = (line: string): string => line.slice(line.indexOf('\t') + 1);
/** git's order of paths (bytes, as ls-tree lists them). */
const bytewise = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** What the corpus blog publishes with hexo-deployer-git's default options (a.yml's tree, as both push it). */
const BLOG_PAGES = [
  '2026/01/05/hello-world/index.html',
  '2026/02/10/second-post/index.html',
  '2026/03/01/third-post/index.html',
  '2026/03/20/unicode/index.html',
  'CNAME',
  'about/index.html',
  'images/pixel.png',
  'index.html',
];

const git = (gitDir: string, args: string[]): string =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8' });

/** The blog the corpus assumes (its README), made from the fixture blog. */
async function makeBlog(work: Job): Promise<void> {
  const at = (...parts: string[]): string => path.join(work.workspace, ...parts);
  const write = async (file: string, content: string | Buffer): Promise<void> => {
    await fs.mkdir(path.dirname(at(file)), { recursive: true });
    await fs.writeFile(at(file), content);
  };
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  );
  await write('source/_posts/unicode.md', '---\ntitle: Ünïcödé — ümlauts\ndate: 2026-03-20 12:00:00\n---\nÄ post.\n');
  await write('source/images/pixel.png', png);
  await write('source/.well-known/x.txt', 'well known\n');
  await write('source/.htaccess', 'Options -Indexes\n');
  await write('source/CNAME', `${DOMAIN}\n`);
  await write('static/README.md', '# static\n');
  await write('static/run.sh', '#!/bin/sh\necho run\n');
  await fs.chmod(at('static/run.sh'), 0o755);
  await write('static/.hidden-ext', 'hidden\n');
  await write('static/sub/notes.txt', 'notes\n');
  await write('static/sub/pic.png', png);
  const config = await fs.readFile(at('_config.yml'), 'utf8');
  const head = config
    .slice(0, config.indexOf('deploy:'))
    .replace(/^url: .*$/m, `url: https://${DOMAIN}`)
    .replace(/^source_dir: .*$/m, (line) => `${line}\ninclude:\n  - ".well-known/**"\n  - ".htaccess"`);
  await fs.writeFile(at('_config.yml'), head);
}

/** The corpus file's deploy section, on this server and with this side's repository names. */
async function addDeploy(work: Job, name: string, side: 'theirs' | 'ours', repos: Map<string, string>): Promise<void> {
  const server = new URL(e2e.server.url);
  const local = (text: string): string =>
    text
      .replaceAll('127.0.0.1:18418', server.host)
      .replaceAll('localhost:18418', `localhost:${server.port}`)
      .replace(/REPO_[A-C]/g, (which) => repos.get(which) ?? which);
  const text = local(await fs.readFile(path.join(CORPUS, `${name}.yml`), 'utf8'));
  await fs.appendFile(path.join(work.workspace, '_config.yml'), `\n${text}`);
  const pre = path.join(CORPUS, `${name}.pre.sh`);
  if (existsSync(pre)) {
    execFileSync('sh', [pre], { cwd: work.workspace, env: { PATH: process.env.PATH ?? '', SIDE: side } });
  }
  // A second config file pre.sh wrote names the server and the repositories as the section does.
  for (const file of await otherConfigs(work)) {
    await fs.writeFile(file, local(await fs.readFile(file, 'utf8')));
  }
}

/** The blog's config files besides _config.yml (`_config.prod.yml`, which a pre.sh writes). */
async function otherConfigs(work: Job): Promise<string[]> {
  const names = await fs.readdir(work.workspace);
  return names.filter((file) => /^_config\..+\.yml$/.test(file)).map((file) => path.join(work.workspace, file));
}

/** One commit "staging site" on the repository's gh-pages, the same on both sides (w37's earlier deploy). */
async function stageSite(work: Job, repo: string): Promise<void> {
  const dir = path.join(work.root, 'staging');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), 'staging\n');
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: work.home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Staging Bot',
    GIT_AUTHOR_EMAIL: 'staging@example.org',
    GIT_COMMITTER_NAME: 'Staging Bot',
    GIT_COMMITTER_EMAIL: 'staging@example.org',
    GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
    GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
  };
  const run = (args: string[]): void => {
    execFileSync('git', args, { cwd: dir, env });
  };
  run(['init', '-q', '-b', 'gh-pages']);
  run(['add', 'index.html']);
  run(['commit', '-q', '-m', 'staging site']);
  run(['push', '-q', e2e.server.gitDir(repo), 'gh-pages']);
}

/** Every repository the deploy section names on the server (after pre.sh), created when new. */
async function createTargets(work: Job): Promise<string[]> {
  const config = await fs.readFile(path.join(work.workspace, '_config.yml'), 'utf8');
  let section = config.slice(config.indexOf('\ndeploy:'));
  for (const file of await otherConfigs(work)) section += `\n${await fs.readFile(file, 'utf8')}`;
  const repos = new Set<string>();
  for (const match of section.matchAll(
    /(?:(?:127\.0\.0\.1|localhost):\d+\/|git@127\.0\.0\.1:)([\w.-]+\/[\w.-]+?)(?:\.git)?(?![\w.-])/g,
  )) {
    if (match[1]) repos.add(match[1]);
  }
  for (const repo of repos) if (!existsSync(e2e.server.gitDir(repo))) await e2e.server.createRepo(repo);
  return [...repos];
}

/** Runs hexo (`args`) in the job's workspace, as the recipe's shell does; resolves with its exit and output. */
function runHexo(work: Job, args: string[], env: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  const hexo = path.join(work.workspace, 'node_modules', '.bin', 'hexo');
  return new Promise((resolve, reject) => {
    const child = spawn(hexo, args, {
      cwd: work.workspace,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: work.home,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_TERMINAL_PROMPT: '0',
        TZ: 'UTC',
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ ok: code === 0, output });
    });
  });
}

/**
 * The recipe: sed the token in, a global identity, then `hexo g -d`; or, for a workspace given the generated
 * public/ (`generated`), `hexo deploy`, which deploys it as it is.
 */
async function runRecipe(
  work: Job,
  env: Record<string, string>,
  generated: boolean,
  configs: string[] = [],
): Promise<{ ok: boolean; output: string }> {
  const server = new URL(e2e.server.url);
  for (const file of [path.join(work.workspace, '_config.yml'), ...(await otherConfigs(work))]) {
    // hexo over SSH needs a key on the runner; here the same repository over HTTP with the token (same push).
    const config = (await fs.readFile(file, 'utf8'))
      .replaceAll('GITHUB_ACCESS_TOKEN', VALID_TOKEN)
      .replaceAll('git@127.0.0.1:', `http://${VALID_TOKEN}@${server.host}/`);
    await fs.writeFile(file, config);
  }
  await fs.writeFile(
    path.join(work.home, '.gitconfig'),
    `[user]\n\tname = octo\n\temail = 583231+octo@users.noreply.${hostOf(e2e.server.url)}\n` +
      '[init]\n\tdefaultBranch = master\n',
  );
  // git asks for the password of a URL holding only the token as its user; the answer is the token again.
  const askpass = path.join(work.root, 'askpass.sh');
  await fs.writeFile(askpass, `#!/bin/sh\necho '${VALID_TOKEN}'\n`, { mode: 0o755 });
  // `hexo generate --deploy` (hexo g -d): one hexo start for both; the workspace is fresh, so nothing to clean.
  // `hexo deploy` deploys a public/ that exists as it is (it generates only when there is none).
  const list = configs.length > 0 ? ['--config', configs.join(',')] : [];
  return runHexo(work, [...(generated ? ['deploy'] : ['generate', '--deploy']), ...list], {
    GIT_ASKPASS: askpass,
    ...env,
  });
}

interface Pushed {
  heads: string[];
  trees: Record<string, string[]>;
  commits: Record<string, Partial<CommitInfo>>;
}

/** What a user sees of a repository: its branches, and each one's tree (without .nojekyll) and tip commit. */
async function pushed(repo: string): Promise<Pushed> {
  const dir = e2e.server.gitDir(repo);
  const heads = Object.keys(await e2e.server.refs(repo))
    .filter((ref) => ref.startsWith('refs/heads/'))
    .map((ref) => ref.slice('refs/heads/'.length))
    .sort();
  const result: Pushed = { heads, trees: {}, commits: {} };
  for (const head of heads) {
    result.trees[head] = git(dir, ['ls-tree', '-r', head])
      .split('\n')
      .filter((line) => line !== '' && !line.endsWith('\t.nojekyll'));
    const [commit] = await e2e.server.log(repo, head);
    if (!commit) continue;
    const { authorName, authorEmail, committerName, committerEmail, message } = commit;
    // The two deploys ran seconds apart: a time of day in a message is masked.
    const masked = message.replace(/\d{1,2}:\d{2}(:\d{2})?/g, '<time>');
    result.commits[head] = { authorName, authorEmail, committerName, committerEmail, message: masked };
  }
  return result;
}

/** Runs part `part` (1…`parts`) of the corpus, each file beside hexo deploy; part 1 also checks the copy. */
// eslint-disable-next-line jest/no-export -- the suite, declared by each hexo-corpus-<part>.test.ts
export function corpusSuite(part: number, parts: number): void {
  e2e = useEndToEnd();
  // The token the recipe seds in is the URL's user alone, as GitHub takes it (g4's literal mirror token is not accepted).
  beforeAll(async () => {
    await fs.appendFile(path.join(e2e.server.root, 'users'), `${VALID_TOKEN}:${VALID_TOKEN}\n`);
  });

  const cases = CASES.filter((_, index) => index % parts === part - 1);

  // The blog, generated once for the part: the public/ of every case without a pre.sh, on both sides.
  let blog: Job | undefined;
  beforeAll(async () => {
    blog = await makeJob({ fixture: 'hexo-blog' });
    await makeBlog(blog);
    const generated = await runHexo(blog, ['generate'], {});
    if (!generated.ok) throw new Error(`hexo generate failed:\n${generated.output}`);
  }, 60_000);
  afterAll(async () => {
    if (blog) await removeJob(blog);
  });
  /** Gives the job the blog's generated public/, when the case's pre.sh does not change the site; says whether. */
  const takeGenerated = async (work: Job, name: string): Promise<boolean> => {
    if (!blog || existsSync(path.join(CORPUS, `${name}.pre.sh`))) return false;
    await fs.cp(path.join(blog.workspace, 'public'), path.join(work.workspace, 'public'), { recursive: true });
    return true;
  };
  if (part === 1) {
    test('the corpus holds every deploy section of the shared corpus, unchanged', async () => {
      if (!existsSync(SHARED)) return; // a plain clone: the copy is the corpus
      for (const name of readdirSync(SHARED)) {
        expect([name, await fs.readFile(path.join(CORPUS, name), 'utf8')]).toEqual([
          name,
          await fs.readFile(path.join(SHARED, name), 'utf8'),
        ]);
      }
    });
  }

  describe.each(cases)('corpus %s.yml beside hexo deploy', (name) => {
    const expected = EXPECTED[name] ?? {};
    let theirs: { ok: boolean; output: string; repos: string[]; pushed: Record<string, Pushed> };
    let ours: ActionResult;
    let ourRepos: string[];
    /** The config files, as written before our run and as left after it (the token put in, then taken out). */
    let ourConfigs: { before: string[]; after: string[] };

    const setup = SETUP[name] ?? {};
    beforeAll(async () => {
      const env = { LAB_PAT: VALID_TOKEN, ...setup.env };
      const names = (side: string): Map<string, string> =>
        new Map(
          ['REPO_A', 'REPO_B', 'REPO_C'].map((which) => [which, `${name}-${side}-${which.slice(-1).toLowerCase()}`]),
        );
      const theirJob = await e2e.job();
      await makeBlog(theirJob);
      await addDeploy(theirJob, name, 'theirs', names('theirs'));
      const theirRepos = await createTargets(theirJob);
      if (setup.staging) await stageSite(theirJob, `octo/${names('theirs').get('REPO_A') ?? ''}`);
      const recipe = await runRecipe(theirJob, env, await takeGenerated(theirJob, name), setup.configs);
      const theirPushed: Record<string, Pushed> = {};
      for (const repo of theirRepos) theirPushed[repo] = await pushed(repo);
      theirs = { ...recipe, repos: theirRepos, pushed: theirPushed };

      const ourJob = await e2e.job();
      await makeBlog(ourJob);
      await addDeploy(ourJob, name, 'ours', names('ours'));
      ourRepos = await createTargets(ourJob);
      if (setup.staging) await stageSite(ourJob, `octo/${names('ours').get('REPO_A') ?? ''}`);
      const prebuilt = await takeGenerated(ourJob, name);
      const configFiles = [path.join(ourJob.workspace, '_config.yml'), ...(await otherConfigs(ourJob))];
      const readConfigs = (): Promise<string[]> => Promise.all(configFiles.map((file) => fs.readFile(file, 'utf8')));
      const before = await readConfigs();
      ours = await runAction(ourJob, {
        serverUrl: e2e.server.url,
        repository: 'octo/sources',
        githubToken: VALID_TOKEN,
        env: { ...env, TZ: 'UTC' },
        inputs: {
          ...(prebuilt ? { build: 'skip' } : {}),
          ...(setup.configs ? { 'config-file': setup.configs.join('\n') } : {}),
          ...(setup.deployCommand ? { 'deploy-command': setup.deployCommand } : {}),
        },
      });
      ourConfigs = { before, after: await readConfigs() };
    }, 180_000);

    if (expected.refused) {
      test('ours refuses it before anything is pushed, naming the fix, as the README says', async () => {
        // hexo deploy pushes some targets first, or (i1) prints its help and pushes nothing.
        expect(theirs.output).toContain(expected.hexoFails ?? 'Deploy done');
        expect(ours.exitCode).toBe(1);
        expect(ours.errors.join('\n')).toContain(expected.refused);
        for (const repo of ourRepos) expect((await pushed(repo)).heads).toEqual([]);
      });
      return;
    }

    if (expected.hexoFails) {
      test('hexo deploy fails on it; ours pushes the site with the default options, as the README says', async () => {
        expect(theirs.ok).toBe(false);
        expect(theirs.output).toContain(expected.hexoFails);
        expect(ours.errors).toEqual([]);
        const [repo = ''] = ourRepos;
        const our = await pushed(repo);
        expect(our.heads).toEqual(['gh-pages']);
        expect(our.trees['gh-pages']?.map(byPath)).toEqual([...BLOG_PAGES, ...(expected.extra ?? [])].sort(bytewise));
      });
      return;
    }

    if (expected.hexoEmpty) {
      test('hexo deploy pushes an empty tree; ours pushes the blog, as the README says', async () => {
        expect(theirs.ok).toBe(true);
        expect(theirs.pushed[theirs.repos[0] ?? '']?.trees['gh-pages']).toEqual([]);
        expect(ours.errors).toEqual([]);
        const our = await pushed(ourRepos[0] ?? '');
        expect(our.trees['gh-pages']?.map(byPath)).toEqual(BLOG_PAGES);
      });
      return;
    }

    test('both push the same branches, trees, messages, authors and committers', async () => {
      expect(theirs.output).not.toMatch(/\bFATAL\b/);
      expect(theirs.ok).toBe(true);
      expect(ours.errors).toEqual([]);
      expect(ourRepos).toHaveLength(theirs.repos.length);
      const their = theirs.repos.map((repo) => theirs.pushed[repo] ?? { heads: [], trees: {}, commits: {} });
      expected.differs?.(their);
      expect(ours.log).toContain(expected.logs ?? '');
      // Every config file that held the placeholder had the token while the build ran (w37's hexo deploy pushed
      // with it from _config.prod.yml), and holds the placeholder again, byte for byte.
      expect(ourConfigs.after).toEqual(ourConfigs.before);
      for (const [index, repo] of ourRepos.entries()) {
        const our = await pushed(repo);
        // A repository both sides share (the file names no REPO_*) holds our deploy on top of theirs.
        expect({ repo: index, ...our }).toEqual({ repo: index, ...their[index] });
      }
    });
  });
}
