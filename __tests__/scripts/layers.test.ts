// The layer rule (scripts/circular.mjs, run by `npm run lint`) on copies of src/: it passes on src/ as it is, and
// fails, naming the import and the rooms, on an import planted upward, sideways, at the top level or in a circle.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { REPO_ROOT } from '../support/run-action.mjs';

const SCRIPT = path.join(REPO_ROOT, 'scripts', 'circular.mjs');

/** The rule run on a copy of src/ changed by `plant`: its exit code and what it printed. */
async function ruleOn(plant: (src: string) => Promise<void>): Promise<{ status: number | null; output: string }> {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-push-layers-'));
  try {
    const src = path.join(scratch, 'src');
    await fs.cp(path.join(REPO_ROOT, 'src'), src, { recursive: true });
    await plant(src);
    const run = spawnSync(process.execPath, [SCRIPT, '--src', src], { encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

async function prepend(file: string, line: string): Promise<void> {
  await fs.writeFile(file, `${line}\n${await fs.readFile(file, 'utf8')}`);
}

test('passes on src/ as it is', async () => {
  const result = await ruleOn(() => Promise.resolve());
  expect(result.status).toBe(0);
  expect(result.output).toMatch(/^The \d+ rooms of src\/ keep their \d+ layers/);
});

test('fails on a bottom room importing the step, naming the file and the rooms', async () => {
  const result = await ruleOn((src) =>
    prepend(path.join(src, 'shared', 'errors.ts'), "import type { main } from '../step/main.js';"),
  );
  expect(result.status).toBe(1);
  expect(result.output).toContain('shared/ → step/: shared/errors.ts imports step/main.ts');
});

test('fails on a dynamic import upward, and on one sideways into a room of the same layer', async () => {
  const result = await ruleOn(async (src) => {
    await fs.appendFile(
      path.join(src, 'git', 'retry.ts'),
      "\nexport const late = () => import('../deploy/push.js');\n",
    );
    await prepend(path.join(src, 'github', 'client.ts'), "import type {} from '../target/check.js';");
  });
  expect(result.status).toBe(1);
  expect(result.output).toContain('git/ → deploy/: git/retry.ts imports deploy/push.ts');
  expect(result.output).toContain('github/ → target/: github/client.ts imports target/check.ts');
});

test('fails on a file at the top level of src/ and on a room in no layer', async () => {
  const result = await ruleOn(async (src) => {
    await fs.writeFile(path.join(src, 'helpers.ts'), 'export const x = 1;\n');
    await fs.mkdir(path.join(src, 'misc'));
    await fs.writeFile(path.join(src, 'misc', 'tool.ts'), 'export const y = 2;\n');
  });
  expect(result.status).toBe(1);
  expect(result.output).toMatch(/Files at src\/'s top level, where only index\.ts belongs[^\n]*\n {2}helpers\.ts/);
  expect(result.output).toMatch(/Rooms of src\/ in no layer[^\n]*\n {2}misc\//);
});
