// What the generators that build with Node share: their build step (their package.json script, or their binary
// through the package manager), and their options read from a script or a JavaScript config.
import * as path from 'node:path';
import { readText } from '../shared/files.js';
import { literalOption } from './configs.js';
import type { Clues, Found, Step } from './generator.js';
import { execBinary, installHint, type PackageManager } from './package-manager.js';

export interface NodeBuild {
  dependency: string;
  /** The package.json script that builds the site, when there is one; else the binary runs. */
  script: string | undefined;
  binary: [string, string[]];
  output: string;
  outputReason: string;
}

/** What a Node generator found: its script or binary as the build, its output folder. */
export function nodeBuild(clues: Clues, spec: NodeBuild): Found {
  // A package.json is what made the dependency visible, so a package manager was chosen.
  const manager = clues.packageManager ?? { name: 'npm', lockfile: '', binary: 'npm' };
  let build: Step;
  if (spec.script) build = scriptStep(manager, spec.script, clues.scripts[spec.script] ?? '');
  else {
    const [file, args] = execBinary(manager, ...spec.binary);
    const command = [spec.binary[0], ...spec.binary[1]].join(' ');
    build = { display: [file, ...args].join(' '), file, args, missing: installHint(manager), command };
  }
  return {
    reason: `the ${spec.dependency} dependency${spec.script ? ` and scripts.${spec.script}` : ''}`,
    build: [build],
    outputDirs: [path.resolve(clues.root, spec.output)],
    outputReason: spec.outputReason,
  };
}

/** `<manager> run <script>`; `command` is the script's text. */
export function scriptStep(manager: PackageManager, script: string, command: string): Step {
  return {
    display: `${manager.binary} run ${script}`,
    file: manager.binary,
    args: ['run', script],
    missing: installHint(manager),
    command,
  };
}

/**
 * The first of `files` (relative to `root`) whose JavaScript or TypeScript sets `key` (inside the object `within`)
 * to a literal string: its value and the file.
 */
export async function optionInFiles(
  root: string,
  files: readonly string[],
  key: string,
  within?: string,
): Promise<{ value: string; file: string } | undefined> {
  for (const file of files) {
    const text = await readText(path.join(root, file));
    const value = text === undefined ? undefined : literalOption(text, key, within);
    if (value) return { value, file };
  }
  return undefined;
}
