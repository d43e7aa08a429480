// The temporary repository's own files, written without git: the bare repository git takes for one, the config
// that stops being a partial clone, and where the tip is listed for keep-files.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { addOrigin, initBare } from '../../src/git/bare.js';
import { keptFolders, withoutPromisor } from '../../src/git/tip.js';
import { keepNothing, keepRule } from '../../src/objects/tree.js';
import { loadGlobEngine } from '../../src/objects/globs.js';

// minimatch, for the globs below (the action loads it while reading the settings: objects/globs.ts).
beforeAll(() => loadGlobEngine(['*']));

let root: string;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-tip-'));
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** Real git on `gitDir`, reading no config but the repository's. */
function git(gitDir: string, args: string[], input?: string): string {
  return execFileSync('git', args, {
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: root,
      GIT_DIR: gitDir,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
    },
  }).trim();
}

describe('initBare and addOrigin', () => {
  test('make a bare repository git stores objects in, whose origin is the target', async () => {
    const gitDir = path.join(root, 'repo');
    await fs.mkdir(gitDir);
    initBare(gitDir);
    await addOrigin(gitDir, 'https://example.com/o/"quoted"\\name.git');

    const blob = git(gitDir, ['hash-object', '-w', '--stdin'], 'hello\n');

    expect({
      bare: git(gitDir, ['rev-parse', '--is-bare-repository']),
      stored: git(gitDir, ['cat-file', '-p', blob]),
      url: git(gitDir, ['config', 'remote.origin.url']),
      fetch: git(gitDir, ['config', 'remote.origin.fetch']),
      hooks: await fs.readdir(gitDir),
    }).toEqual({
      bare: 'true',
      stored: 'hello',
      url: 'https://example.com/o/"quoted"\\name.git',
      fetch: '+refs/heads/*:refs/remotes/origin/*',
      hooks: ['HEAD', 'config', 'objects', 'refs'],
    });
  });

  test('refuse an address with a line break', async () => {
    const gitDir = path.join(root, 'repo');
    await fs.mkdir(gitDir);
    initBare(gitDir);

    await expect(addOrigin(gitDir, 'https://example.com/x\n[core]')).rejects.toThrow('holds a line break');
  });
});

describe('withoutPromisor', () => {
  test('takes away what git wrote to make the repository partial, and nothing else', async () => {
    const gitDir = path.join(root, 'repo');
    await fs.mkdir(gitDir);
    initBare(gitDir);
    await addOrigin(gitDir, 'https://example.com/o/site.git');
    git(gitDir, ['config', 'remote.origin.promisor', 'true']);
    git(gitDir, ['config', 'remote.origin.partialclonefilter', 'blob:none']);
    git(gitDir, ['config', 'extensions.partialclone', 'origin']);
    git(gitDir, ['config', 'core.repositoryformatversion', '1']);
    git(gitDir, ['config', 'remote.other.promisor', 'true']);
    const config = path.join(gitDir, 'config');
    await fs.writeFile(config, withoutPromisor(await fs.readFile(config, 'utf8')));

    expect(git(gitDir, ['config', '--list', '--local']).split('\n').sort()).toEqual(
      [
        'core.bare=true',
        'core.repositoryformatversion=1',
        'remote.origin.fetch=+refs/heads/*:refs/remotes/origin/*',
        'remote.origin.url=https://example.com/o/site.git',
        'remote.other.promisor=true',
      ].sort(),
    );
  });

  test('leaves a config without them as it is', () => {
    const config = '[core]\n\tbare = true\n[remote "origin"]\n\turl = https://example.com/x.git\n';

    expect(withoutPromisor(config)).toBe(config);
  });
});

describe('keptFolders', () => {
  test("lists the literal folders and files keep-files' globs name, from the branch root", () => {
    expect(keptFolders(keepRule(['CNAME', 'pr-preview', '/docs/', 'docs/v1/*.pdf', 'a/b/**']))).toEqual([
      'CNAME',
      'pr-preview',
      'docs',
      'docs/v1',
      'a/b',
    ]);
  });

  test('is undefined (list the whole tip) when a glob starts with a wildcard', () => {
    expect([keptFolders(keepRule(['CNAME', '**/CNAME'])), keptFolders(keepRule(['*.txt']))]).toEqual([
      undefined,
      undefined,
    ]);
  });

  test('is undefined (list the whole tip) when a glob holds ".." or braces, which minimatch resolves first', () => {
    const globs = ['docs/../CNAME', 'q/r/..', 'a/b/../../c', 'docs/{..,x}/CNAME'];

    expect(globs.map((glob) => keptFolders(keepRule(['robots.txt', glob])))).toEqual(globs.map(() => undefined));
  });

  test('is empty when nothing is kept, and undefined for a rule that names no globs', () => {
    expect([keptFolders(keepNothing), keptFolders(() => true)]).toEqual([[], undefined]);
  });
});
