// End to end, beside the real tool: each row is a Hexo deploy config run through the real `hexo deploy`
// (hexo-deployer-git from the registry, as the shell recipe runs it: the token in the URL, a global git identity)
// and through pages-push, each against repositories of its own on the same server. Both pushes must agree on the
// branch, the tree, the message, the author and the committer; what differs on purpose is listed in the README
// (.nojekyll added, history kept, no token left in the config).
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { hostOf } from '../../src/inputs/input-values.js';
import { TOKEN_USER, VALID_TOKEN, type CommitInfo } from '../support/git-server.mjs';
import { useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult, type Job } from '../support/run-action.mjs';

const e2e = useEndToEnd();

/** The identity the recipe sets with `git config --global`, the same as the action's default one. */
const RECIPE = (): { name: string; email: string } => ({
  name: 'octo',
  email: `583231+octo@users.noreply.${hostOf(e2e.server.url)}`,
});

interface Side {
  /** A target repository's URL as the config writes it: theirs holds the token, as the recipe's sed puts it. */
  url: (index: number) => string;
  repos: string[];
}

interface Row {
  name: string;
  /** How many target repositories each side gets. */
  targets: number;
  /** The `deploy:` section, with each target's URL from `url`. */
  deploy: (url: (index: number) => string) => string[];
  /** What is on the repositories before the deploy: branch → files. */
  before?: Record<string, Record<string, string>>;
  /** Their default branch, when not the server's. */
  defaultBranch?: string;
  /** Variables of the step (for hexo: of its shell), with each target's URL from `url`. */
  env?: (url: (index: number) => string) => Record<string, string>;
  /** Inputs of our step besides the build, with each target's `owner/name` from `repo`. */
  inputs?: (repo: (index: number) => string) => Record<string, string>;
  /** The branches both must have pushed, target by target. */
  branches: string[];
  /** What else our run must say. */
  log?: string[];
}

const OPTIONS = [
  '  message: "Site updated"',
  '  name: Hexo Bot',
  '  email: hexo-bot@example.com',
  '  ignore_hidden: false',
  '  ignore_pattern: draft',
];

const ROWS: Row[] = [
  {
    name: 'a URL and a branch, with the deployer options',
    targets: 1,
    deploy: (url) => ['deploy:', '  type: git', `  repo: ${url(0)}`, '  branch: pages', ...OPTIONS],
    branches: ['pages'],
  },
  {
    name: "a <owner>.github.io target without a branch: master, hexo's branch, beside a default branch main",
    targets: 1,
    defaultBranch: 'main',
    before: { main: { 'README.md': 'sources\n' } },
    deploy: (url) => ['deploy:', '  type: git', `  repo: ${url(0)}`],
    branches: ['master'],
    log: ['The deploy creates the branch "master"', 'whose default branch is "main"', 'set `branch: main`'],
  },
  {
    name: 'a message of Nunjucks and Luxon beyond now()',
    targets: 1,
    deploy: (url) => [
      'deploy:',
      '  type: git',
      `  repo: ${url(0)}`,
      '  branch: pages',
      `  message: "{% set who = 'bot' %}{{ who | upper }}: {{ now('cccc, LLL d yyyy, ZZZ z') }}{% if true %} ok{% endif %}"`,
    ],
    branches: ['pages'],
  },
  {
    name: 'deploy-command: npx hexo deploy, with the deployer options',
    targets: 1,
    deploy: (url) => ['deploy:', '  type: git', `  repo: ${url(0)}`, '  branch: pages', ...OPTIONS],
    inputs: () => ({ 'deploy-command': 'npx hexo deploy' }),
    branches: ['pages'],
  },
  {
    name: 'repo as a YAML list, each entry with its own branch',
    targets: 2,
    deploy: (url) => ['deploy:', '  type: git', '  repo:', `    - ${url(0)},site`, '    - url: ' + url(1), ...OPTIONS],
    branches: ['site', 'master'],
  },
  {
    name: 'HEXO_DEPLOYER_REPO over a repository key',
    targets: 2,
    deploy: (url) => ['deploy:', '  type: git', `  repository: ${url(1)}`, '  branch: pages', ...OPTIONS],
    env: (url) => ({ HEXO_DEPLOYER_REPO: url(0) }),
    branches: ['pages', ''],
    log: ['the HEXO_DEPLOYER_REPO variable, as the git deployer in _config.yml names no repo'],
  },
  {
    name: "the repository input naming the config's target keeps its options and branch",
    targets: 1,
    deploy: (url) => ['deploy:', '  type: git', `  repo: ${url(0)}`, '  branch: pages', ...OPTIONS],
    inputs: (repo) => ({ repository: repo(0) }),
    branches: ['pages'],
    log: ['(from the "repository" input, which is also a git target in _config.yml (its options are kept))'],
  },
];

/** Replaces the fixture's `deploy:` section (the end of its _config.yml); the build leaves a hidden file and a draft. */
async function prepare(work: Job, deploy: string[]): Promise<string> {
  const file = path.join(work.workspace, '_config.yml');
  const text = await fs.readFile(file, 'utf8');
  await fs.writeFile(file, `${text.slice(0, text.indexOf('deploy:'))}${deploy.join('\n')}\n`);
  return 'npx hexo generate && echo hidden > public/.hidden && echo draft > public/draft-notes.html';
}

/** The shell recipe: build, then `hexo deploy`, with the identity in the global git config of a fresh HOME. */
async function runRecipe(work: Job, build: string, env: Record<string, string>): Promise<string> {
  const identity = RECIPE();
  await fs.writeFile(
    path.join(work.home, '.gitconfig'),
    `[user]\n\tname = ${identity.name}\n\temail = ${identity.email}\n[init]\n\tdefaultBranch = master\n`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `${build} && npx hexo deploy`], {
      cwd: work.workspace,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: work.home, GIT_CONFIG_NOSYSTEM: '1', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`hexo deploy failed (${code}):\n${output}`));
    });
  });
}

/** The tree of a branch, line by line (mode, type, id, path), without the .nojekyll that pages-push adds. */
function entries(repo: string, branch: string): string[] {
  return execFileSync('git', ['--git-dir', e2e.server.gitDir(repo), 'ls-tree', '-r', branch], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '' && !line.endsWith('\t.nojekyll'));
}

/** What a user sees of a deploy commit: who wrote it, who committed it, and its message. */
function seen(commit: CommitInfo | undefined): Partial<CommitInfo> {
  if (!commit) return {};
  const { authorName, authorEmail, committerName, committerEmail, message } = commit;
  // The two deploys ran seconds apart: hexo-deployer-git's default message holds the time of day.
  const time = message.replace(/(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}:\d{2}/g, '$1 <time of day>');
  return { authorName, authorEmail, committerName, committerEmail, message: time };
}

async function makeSide(row: Row, prefix: string, withToken: boolean): Promise<Side> {
  const repos: string[] = [];
  for (let index = 0; index < row.targets; index += 1) {
    // Shaped like a user site (<owner>.github.io) for the branch rule's rows.
    const repo = `octo/${e2e.repoName(prefix).replace('octo/', '')}-octo.github.io`;
    await e2e.server.createRepo(repo, row.defaultBranch ? { defaultBranch: row.defaultBranch } : {});
    for (const [branch, files] of Object.entries(row.before ?? {})) await e2e.server.commit(repo, branch, files);
    repos.push(repo);
  }
  const url = (index: number): string => {
    const plain = e2e.server.repoUrl(repos[index] ?? '');
    return withToken ? plain.replace('//', `//${TOKEN_USER}:${VALID_TOKEN}@`) : plain;
  };
  return { url, repos };
}

describe.each(ROWS.map((row) => [row.name, row] as const))('as hexo deploy: %s', (_, row) => {
  let ours: ActionResult;
  let theirs: Side;
  let our: Side;

  beforeAll(async () => {
    theirs = await makeSide(row, 'theirs', true);
    our = await makeSide(row, 'ours', false);
    const theirJob = await e2e.job();
    await runRecipe(theirJob, await prepare(theirJob, row.deploy(theirs.url)), row.env?.(theirs.url) ?? {});
    const ourJob = await e2e.job();
    ours = await runAction(ourJob, {
      serverUrl: e2e.server.url,
      repository: 'octo/sources',
      githubToken: VALID_TOKEN,
      env: row.env?.(our.url) ?? {},
      inputs: { build: await prepare(ourJob, row.deploy(our.url)), ...row.inputs?.((index) => our.repos[index] ?? '') },
    });
  }, 120_000);

  test('both push the same branches, and leave the same others untouched', async () => {
    expect(ours.errors).toEqual([]);
    for (const [index, branch] of row.branches.entries()) {
      const theirRefs = Object.keys(await e2e.server.refs(theirs.repos[index] ?? '')).sort();
      const ourRefs = Object.keys(await e2e.server.refs(our.repos[index] ?? '')).sort();
      expect(ourRefs).toEqual(theirRefs);
      // The branch the row names was pushed; a target the row names none for has only what it had before.
      const expected = [...Object.keys(row.before ?? {}), ...(branch ? [branch] : [])];
      expect(theirRefs.filter((ref) => ref.startsWith('refs/heads/'))).toEqual(
        [...new Set(expected)].sort().map((name) => `refs/heads/${name}`),
      );
    }
    for (const line of row.log ?? []) expect(ours.log).toContain(line);
  });

  test('the same tree, message, author and committer on every branch pushed', async () => {
    for (const [index, branch] of row.branches.entries()) {
      if (!branch) continue;
      const [theirRepo = '', ourRepo = ''] = [theirs.repos[index], our.repos[index]];
      expect(entries(ourRepo, branch)).toEqual(entries(theirRepo, branch));
      const [theirCommit] = await e2e.server.log(theirRepo, branch);
      const [ourCommit] = await e2e.server.log(ourRepo, branch);
      expect(seen(ourCommit)).toEqual(seen(theirCommit));
    }
  });
});

/**
 * Where pages-push refuses on purpose what `hexo deploy` does (the README says why): hexo-deployer-git's own example
 * that pushes the site's sources with `extend_dirs: /`. hexo deploy pushes both targets; ours refuses before the
 * build, and pushes nothing.
 */
test("hexo-deployer-git's sources example: hexo deploy pushes it, ours refuses it before anything is pushed", async () => {
  const row: Row = {
    name: 'sources',
    targets: 2,
    deploy: (url) => [
      'deploy:',
      '  - type: git',
      `    repo: ${url(0)}`,
      '    branch: master',
      '  - type: git',
      `    repo: ${url(1)}`,
      '    branch: src',
      '    extend_dirs: /',
      '    ignore_hidden: false',
      '    ignore_pattern:',
      '      public: .',
      // Not in the example: keeps hexo from copying the installed packages (and itself) into the sources branch.
      '      "/": "node_modules|\\\\.deploy_git"',
    ],
    branches: ['master', 'src'],
  };
  const theirs = await makeSide(row, 'theirs-sources', true);
  const our = await makeSide(row, 'ours-sources', false);
  const theirJob = await e2e.job();
  await runRecipe(theirJob, await prepare(theirJob, row.deploy(theirs.url)), {});
  const ourJob = await e2e.job();
  const ours = await runAction(ourJob, {
    serverUrl: e2e.server.url,
    repository: 'octo/sources',
    githubToken: VALID_TOKEN,
    inputs: { build: await prepare(ourJob, row.deploy(our.url)) },
  });

  expect(await e2e.server.tip(theirs.repos[0] ?? '', 'master')).not.toBe('');
  expect(entries(theirs.repos[1] ?? '', 'src').map((line) => line.split('\t')[1])).toContain('_config.yml');
  expect(ours.exitCode).toBe(1);
  expect(ours.errors[0]).toContain('extend_dirs "/"');
  expect(await e2e.server.refs(our.repos[0] ?? '')).toEqual({});
  expect(await e2e.server.refs(our.repos[1] ?? '')).toEqual({});
}, 120_000);
