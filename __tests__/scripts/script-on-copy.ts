// A lint script of scripts/ run on a copy of the repository's src/, for the tests of the scripts `npm run lint` runs:
// once on the tree as it is, and again after a test plants what the script must refuse.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface CopiedTree {
  /** The copy's src/. */
  src: string;
  /** Runs the script on the copy: what it printed. Throws as execFileSync does when the script fails. */
  run: () => string;
  /** Runs the script on the copy, expecting it to fail: its exit status and what it printed on stderr. */
  failure: () => { status?: number; stderr?: string };
}

/** Runs `use` with `script` (a file of scripts/, with is-main.mjs beside it) and a copy of src/, removed after. */
export async function withScriptOnCopy(script: string, use: (tree: CopiedTree) => Promise<void>): Promise<void> {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), `pages-push-${path.basename(script, '.mjs')}-tree-`));
  try {
    await fs.cp(path.join(repoRoot, 'src'), path.join(copy, 'src'), { recursive: true });
    await fs.mkdir(path.join(copy, 'scripts'));
    for (const file of [script, 'is-main.mjs']) {
      await fs.copyFile(path.join(repoRoot, 'scripts', file), path.join(copy, 'scripts', file));
    }
    const run = (): string =>
      execFileSync(process.execPath, [path.join(copy, 'scripts', script)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const failure = (): { status?: number; stderr?: string } => {
      try {
        run();
        return {};
      } catch (error) {
        return error as { status?: number; stderr?: string };
      }
    };
    await use({ src: path.join(copy, 'src'), run, failure });
  } finally {
    await fs.rm(copy, { recursive: true, force: true });
  }
}
