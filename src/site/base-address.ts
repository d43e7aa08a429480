// The base address a build is given (where the site is served: see address.ts): as variables for any build, and
// on the command line of the generators that take it there, also when a package.json script runs exactly that
// generator's build.
import * as path from 'node:path';
import { basePathOf } from '../preview.js';
import type { Site } from './detect.js';
import type { Step } from './generators.js';

/** Where the site (or a preview) is served, for a build that must know its base address. */
export interface BaseAddress {
  baseUrl: string;
  /** The step's temporary folder, for the files a generator reads its base address from. */
  tempDir: string;
}

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
 * on their command line (Hugo, Jekyll, Hexo, Eleventy, VitePress, Astro), through the package manager when a
 * package.json script is exactly the generator's build.
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
  const based = steps.map((step) => {
    if (site.generator === 'jekyll') return added(step, ['--baseurl', basePath.replace(/\/$/, '')]);
    if (site.generator === 'hexo' && step.args[0] === 'generate') {
      // Hexo merges the config files --config names: the site's, then one that sets the address.
      const extra = path.join(base.tempDir, 'base-address.yml');
      files.push({
        path: extra,
        content: `url: ${JSON.stringify(base.baseUrl.replace(/\/$/, ''))}\nroot: ${JSON.stringify(basePath)}\n`,
      });
      return added(step, ['--config', `_config.yml,${extra}`]);
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
  const sets = (...names: string[]): boolean =>
    rest.some((word) => names.some((name) => word === name || word.startsWith(`${name}=`)));
  const basePath = basePathOf(baseUrl);
  switch (binary) {
    case 'hugo':
      // `hugo` and `hugo build` build; `hugo server` and the other subcommands do not.
      if (rest[0] !== undefined && rest[0] !== 'build' && !rest[0].startsWith('-')) return [];
      return sets('--baseURL', '--baseurl', '-b') ? [] : ['--baseURL', baseUrl];
    case 'vitepress':
      return rest[0] === 'build' && !sets('--base') ? ['--base', basePath] : [];
    case 'astro':
      return rest[0] === 'build' && !sets('--site', '--base')
        ? ['--site', new URL(baseUrl).origin, '--base', basePath]
        : [];
    case 'eleventy':
    case '@11ty/eleventy':
      return sets('--serve', '--watch', '--pathprefix') ? [] : [`--pathprefix=${basePath}`];
    default:
      return [];
  }
}
