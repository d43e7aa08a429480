// Tests of scripts/plan-once.mjs: only step/plan.ts asks the deploy's mode; the rest of src/ imports from it only
// chooseSite, chooseDeployer and planReadsPages, and reads no `job.mode`.
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { planProblems } from '../../scripts/plan-once.mjs';
import { withScriptOnCopy } from './script-on-copy.js';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** A src/ of a few files: step/plan.ts, inputs/job.ts (where the mode is made), and `others`, by path. */
async function tree(others: Record<string, string>): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-plan-once-'));
  const files: Record<string, string> = {
    'step/plan.ts': 'export function chooseDeployer(): void {}\nexport function planOf(): void {}\n',
    'inputs/job.ts': "export const job = { mode: 'deploy' };\nconst { mode } = settings.job;\n",
    ...others,
  };
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), text);
  }
  return root;
}

describe('planProblems', () => {
  test('finds nothing in the tree as it is', () => {
    expect(planProblems(path.join(repoRoot, 'src'))).toEqual([]);
  });

  test('allows the three choices, and inputs/job.ts, which makes the mode, to name it', async () => {
    const root = await tree({
      'step/main.ts': "import { chooseDeployer, chooseSite as site, type planReadsPages } from './plan.js';\n",
    });
    try {
      expect(planProblems(root)).toEqual([]);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });

  test('names every other import from the plan, a dynamic one, and each read of the mode, with its line', async () => {
    const root = await tree({
      'deploy/push.ts': "import { chooseDeployer, planOf } from '../step/plan.js';\n",
      'deploy/all.ts': "import * as plan from '../step/plan.js';\n",
      'deploy/again.ts': "export { planOf as plan } from '../step/plan.js';\n",
      'site/late.ts': "const plan = await import('../step/plan.js');\n",
      'site/reads.ts': [
        'const a = settings.job.mode;',
        'const b = settings.job?.mode;',
        "const c = job['mode'];",
        'const { mode, other } = settings.job;',
        "// the mode of a file (stat.mode) is not the job's",
        'const d = stat.mode;',
      ].join('\n'),
    });
    try {
      expect(planProblems(root).sort()).toEqual(
        [
          'deploy/push.ts imports planOf from step/plan.ts',
          'deploy/all.ts imports * (the whole module) from step/plan.ts',
          'deploy/again.ts imports planOf from step/plan.ts',
          'site/late.ts imports step/plan.ts dynamically',
          "site/reads.ts:1 reads the job's mode",
          "site/reads.ts:2 reads the job's mode",
          "site/reads.ts:3 reads the job's mode",
          "site/reads.ts:4 reads the job's mode",
        ].sort(),
      );
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe('the script', () => {
  test('passes on the tree, and fails on a read of the mode planted in a copy of it', async () => {
    await withScriptOnCopy('plan-once.mjs', async ({ src, run, failure }) => {
      expect(run()).toContain('The mode is asked in step/plan.ts only');
      await fs.appendFile(
        path.join(src, 'deploy', 'push.ts'),
        "\nexport const planted = (settings: { job: { mode: string } }): boolean => settings.job.mode === 'build';\n",
      );
      const failed = failure();
      expect(failed.status).toBe(1);
      expect(failed.stderr).toMatch(/^Only step\/plan\.ts may ask which deploy runs/);
      expect(failed.stderr).toMatch(/ {2}deploy\/push\.ts:\d+ reads the job's mode/);
    });
  });
});
