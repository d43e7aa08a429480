// The one interface every generator answers (its file in generators/, listed by registry.ts), and the types its
// answers are made of: what detection reads and finds, the steps it runs, the base its config sets.
import type { DeployTarget, OtherDeployer } from '../shared/hexo-deploy-targets.js';
import type { ConfigList } from './hexo-config-files.js';
import type { PackageManager } from './package-manager.js';

/** A command to run: argv for the ones we choose, `bash -c` for the user's own. */
export interface Step {
  display: string;
  file: string;
  args: string[];
  /** What to tell the user when the command's binary is not on the runner. */
  missing?: string;
  /** Where else the binary may be, when `file` is not there (a workspace root, where npm and Yarn hoist it). */
  fallback?: string;
  /**
   * The generator's own command line this step runs in the end (a package.json script's text, or the binary and
   * its arguments), for a preview's base address (see site/base-address.ts).
   */
  command?: string;
}

/** What a generator's detection found: how to build the site, and where it lands. */
export interface Found {
  /** The files that gave the generator away, for the log. */
  reason: string;
  build: Step[];
  /** Why `build` leaves out a step the generator usually runs, for the log's "Build:" line. */
  buildNote?: string;
  outputDirs: string[];
  outputReason: string;
  deployTargets?: DeployTarget[];
  /** Deployers of the site config that are not git ones (Hexo's rsync, heroku…): only the generator's deploy runs them. */
  otherDeployers?: OtherDeployer[];
  /** The site's config files the build reads (absolute), beyond the "config-file" input: the token goes there too. */
  configFiles?: string[];
  /** The theme the site's config names, for the generator's `missingTheme`. */
  theme?: string;
}

/** What detection reads once, for every generator. */
export interface Clues {
  root: string;
  /** HEXO_DEPLOYER_REPO: the git target of a Hexo deployer that names none. */
  deployerRepo: string;
  /** The config files a `--config` list names (Hexo's), in order, and where it was given. */
  configList: ConfigList;
  files: ReadonlySet<string>;
  dependencies: Record<string, unknown>;
  scripts: Record<string, string>;
  packageManager: PackageManager | undefined;
}

/** The site as detection left it, as far as a generator reads it again (site/detect.ts `Site` is one). */
export interface DetectedSite {
  root: string;
  /** The files that gave the generator away (its config file, for most). */
  reason: string;
  outputDirs: string[];
  /** The config files the build reads, in order, when detection found several (Hexo's --config list). */
  configFiles?: string[];
}

/** A base the site's config sets itself (other than the generator's default). */
export interface ConfiguredBase {
  /** The setting and its file, as the log names them: `baseURL in hugo.toml`. */
  setting: string;
  value: string;
  /** The path the site's links start with under that setting. */
  basePath: string;
  /** What to set for the site served at `baseUrl`: `baseURL to "https://octo.github.io/blog/"`. */
  fix: (baseUrl: string) => string;
}

/** The address a build is given, as a generator's flags take it. */
export interface BaseAddress {
  baseUrl: string;
  /** Its path: `/<name>/`, `/<name>/pr-preview/pr-3/`. */
  basePath: string;
  /** The step's temporary folder, for the files a generator reads its base address from. */
  tempDir: string;
}

/** What giving the base address to one of the generator's own steps adds: arguments, and files to write first. */
export interface StepBase {
  args: string[];
  files?: { path: string; content: string }[];
  /** The args replace the step's own after its first (Hexo's one `--config` list), instead of following them. */
  replaces?: boolean;
}

/** One generator: everything the action knows of it, asked by site/ through the registry. */
export interface Generator {
  /** Its name, as `Site.generator` holds it. */
  readonly id: string;
  /** What the log calls it (`Site.name`). */
  readonly title: string;
  /**
   * What `build: auto` runs for it, as the `build` input's description says (`npm run docs` writes the generators
   * that have one, by `title`, into action.yml and the README); none for a catch-all that is no generator by name.
   */
  readonly autoBuild?: string;
  /** Whether the site is its (first match wins, in the registry's order), and then how it is built. */
  detect(clues: Clues): Found | undefined | Promise<Found | undefined>;
  /**
   * The base address on the command line of a step detection chose (`build: auto`): its arguments, or undefined
   * to leave it to `commandFlags` (by the step's command line).
   */
  stepBase?(step: Step, base: BaseAddress): StepBase | undefined;
  /** The binaries (the first word of a command line) whose build `commandFlags` gives the base address. */
  readonly binaries?: readonly string[];
  /** The flags a command line that runs `binary` with `rest` needs for the base address; none when it sets one. */
  commandFlags?(rest: readonly string[], base: Pick<BaseAddress, 'baseUrl' | 'basePath'>): string[];
  /** How the log says the address was passed (`--baseURL`). */
  readonly passedAs?: string;
  /** Why nothing of ours passes it the address (`MkDocs has no such flag`), when it takes none. */
  readonly takesNoBase?: string;
  /** How to give it the address yourself: `variables` says where the build has it. */
  howToPass?(variables: string, baseUrl: string): string;
  /** The base the site's own config sets; undefined when it sets none. */
  configuredBase?(site: DetectedSite): Promise<ConfiguredBase | undefined>;
  /** Where it takes files to publish as they are: a CNAME there is published at the site's root. */
  readonly cnameFiles?: readonly string[];
  /**
   * Whether it links its pages relative to each other and writes its base path only into its 404 page (and its
   * sitemap), as MkDocs does.
   */
  readonly linksPagesRelatively?: boolean;
  /** The lines it prints at error level while it may still exit 0 (colour codes and blanks removed first). */
  readonly errorLines?: readonly RegExp[];
  /** The setting that gives it its base path, and the value to give it, for a site served at `pageUrl`. */
  baseFix?(pageUrl: string, basePath: string): string;
  /** How it writes a link that follows the base path, for links the site writes to the root itself. */
  baseLinkFix?(basePath: string, pageUrl: string): string;
  /** Why its pages come out empty when the theme its config names is missing; empty when the theme is there. */
  missingTheme?(root: string, theme: string): string;
  /** What its build keeps between runs in the Actions cache (site/cache.ts), with `build: auto`. */
  readonly keptBetweenBuilds?: KeptBetweenBuilds;
}

/**
 * A file the build reads back and updates (Hexo's db.json), kept in the Actions cache: the build then runs without
 * the step that deletes it (on a fresh publish folder), unless a file it cannot follow changed.
 */
export interface KeptBetweenBuilds {
  /** The file, relative to the site's folder. */
  readonly file: string;
  /**
   * The `display` of the build step left out when the file was restored (`hexo clean`). Planned without the file
   * there, it has other work (see hexo.ts `cleanHasWork`): then nothing is restored.
   */
  readonly dropStep: string;
  /** The site's config files (names in its folder), whose change builds from scratch. */
  readonly configs: RegExp;
  /** The folders (relative to the site's) whose change builds from scratch: the theme's, the scripts'. */
  folders(theme: string | undefined): string[];
}

/** An error line that starts with its level, after an optional time: Hexo, Hugo, MkDocs (`ERROR    -  …`). */
export const LEVEL_FIRST = /^(?:\d{1,2}:\d{2}:\d{2}(?:\.\d+)?\s+)?(?:ERROR|FATAL)\b/;

/** Whether a command line's arguments set one of the options `names` (`--base /x/`, `--base=/x/`). */
export function setsOption(rest: readonly string[], ...names: string[]): boolean {
  return rest.some((word) => names.some((name) => word === name || word.startsWith(`${name}=`)));
}
