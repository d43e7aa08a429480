// The base address a build is given (where the site is served: see address.ts): as variables for any build, and
// on the command line of the generators that take it there, also when a package.json script runs exactly that
// generator's build.
import { basePathOf } from '../inputs/preview.js';
import type { BaseAddress as GeneratorBase, Step } from '../generators/generator.js';
import { generatorNamed, generatorRunBy } from '../generators/registry.js';
import type { Site } from './detect.js';

/** Where the site (or a preview) is served, for a build that must know its base address. */
export type BaseAddress = Omit<GeneratorBase, 'basePath'>;

/** What the base address adds to the build: variables, files to write first, and the steps with their flags. */
export interface Based {
  env: Record<string, string>;
  files: { path: string; content: string }[];
  steps: Step[];
}

/**
 * A project site is served below the root (`/<name>/`), a preview below the site's address
 * (`/<name>/pr-preview/pr-3/`), so it is built for that address: the build gets it as PAGES_PUSH_BASE_URL and
 * PAGES_PUSH_BASE_PATH (for a config that reads them), and `build: auto` passes it to the generators that take it
 * on their command line (each generator's `stepBase` and `commandFlags`, see generators/), through the package
 * manager when a package.json script is exactly the generator's build.
 */
export function withBaseAddress(site: Site, steps: readonly Step[], base: BaseAddress, auto: boolean): Based {
  const basePath = basePathOf(base.baseUrl);
  const env = { PAGES_PUSH_BASE_URL: base.baseUrl, PAGES_PUSH_BASE_PATH: basePath };
  const files: Based['files'] = [];
  // A build command of the user's is left as it is: it may read the variables.
  if (!auto) return { env, files, steps: [...steps] };
  const added = (step: Step, args: string[]): Step => ({
    ...step,
    display: `${step.display} ${args.join(' ')}`,
    args: [...step.args, ...args],
  });
  const generator = generatorNamed(site.generator);
  const based = steps.map((step) => {
    const own = generator?.stepBase?.(step, { ...base, basePath });
    if (own) {
      files.push(...(own.files ?? []));
      if (!own.replaces) return added(step, own.args);
      // The step's display without its flags, then the flags that replace them.
      const [first = ''] = step.args;
      const display = `${step.display.split(' --')[0] ?? ''} ${own.args.join(' ')}`;
      return { ...step, display, args: [first, ...own.args] };
    }
    const flags = step.command === undefined ? [] : baseFlags(step.command, base.baseUrl);
    if (flags.length === 0) return step;
    // npm hands a script only the arguments after `--`; pnpm, Yarn and Bun those after the script's name (pnpm
    // would pass a `--` on).
    const throughNpm = step.file === 'npm' && step.args[0] === 'run';
    return added(step, throughNpm ? ['--', ...flags] : flags);
  });
  return { env, files, steps: based };
}

/** Shell syntax beyond one plain command: a script that uses it is not just the generator's build. */
const NOT_PLAIN = /[&|;<>`$(){}\\'"*?\n]/;

/**
 * The flags that give `command` (a generator's command line: a package.json script, or the binary we run) the
 * base address, when it is exactly a generator's build that takes one and does not set it already; else none.
 */
export function baseFlags(command: string, baseUrl: string): string[] {
  if (NOT_PLAIN.test(command)) return [];
  const words = command.trim().split(/\s+/);
  const [binary = '', ...rest] = words[0] === 'npx' ? words.slice(1) : words;
  const basePath = basePathOf(baseUrl);
  return generatorRunBy(binary)?.commandFlags?.(rest, { baseUrl, basePath }) ?? [];
}
