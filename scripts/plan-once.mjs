// Fails when code of src/ outside step/plan.ts could ask the deploy's mode again: step/plan.ts decides it once and hands out
// only the deployer it picked (`chooseDeployer`; see src/deploy/deployer.ts) and the site it chose the source of
// (`chooseSite`), so its `Plan` (a union by `kind`) and the helpers that take one are imported by no other module
// of src/ (but `planReadsPages`, which says before the plan whether it waits on the Pages settings); and no other
// module reads the `mode` input's setting (`job.mode`), which only inputs/job.ts makes. Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { isMain } from './is-main.mjs';

const allowed = new Set(['chooseDeployer', 'chooseSite', 'planReadsPages']);
// `settings.job.mode`, `job?.mode`, `job['mode']`, or `{ mode } = settings.job`: the job's mode, asked.
const modeReads = [
  /\bjob\s*\??\.\s*mode\b/,
  /\bjob\s*(?:\?\.)?\[\s*['"`]mode['"`]\s*\]/,
  /\{[^{}]*\bmode\b[^{}]*\}\s*=\s*[\w.?]*\bjob\b/,
];

function modules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** What of the tree at `root` (a src/) asks the mode outside step/plan.ts: one line each, where and what. */
export function planProblems(root) {
  const plan = path.join(root, 'step', 'plan.ts');
  const jobSetting = path.join(root, 'inputs', 'job.ts');
  const problems = [];
  for (const file of modules(root)) {
    if (file === plan) continue;
    const source = readFileSync(file, 'utf8');
    const where = path.relative(root, file);
    for (const match of source.matchAll(/^\s*(?:import|export)\b([^;]*?)\bfrom\s+'(\.{1,2}\/[^']+)\.js'/gms)) {
      if (path.resolve(path.dirname(file), `${match[2]}.ts`) !== plan) continue;
      const names = /\{([^}]*)\}/.exec(match[1])?.[1].split(',') ?? ['* (the whole module)'];
      for (const name of names.map(
        (item) =>
          item
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      )) {
        if (name && !allowed.has(name)) problems.push(`${where} imports ${name} from step/plan.ts`);
      }
    }
    if (/\bimport\(\s*'[^']*\/plan\.js'\s*\)/.test(source)) problems.push(`${where} imports step/plan.ts dynamically`);
    if (file !== jobSetting) {
      for (const [index, line] of source.split('\n').entries()) {
        if (modeReads.some((read) => read.test(line))) problems.push(`${where}:${index + 1} reads the job's mode`);
      }
    }
  }
  return problems;
}

if (isMain(import.meta.url)) {
  const problems = planProblems(path.resolve(import.meta.dirname, '..', 'src'));
  if (problems.length > 0) {
    console.error(
      `Only step/plan.ts may ask which deploy runs; the rest of src/ gets its site from chooseSite and its deployer from chooseDeployer:\n` +
        problems.map((problem) => `  ${problem}`).join('\n'),
    );
    process.exit(1);
  }
  console.log(
    'The mode is asked in step/plan.ts only: the rest of src/ reads no job mode and imports nothing from it but chooseSite, chooseDeployer (and planReadsPages).',
  );
}
