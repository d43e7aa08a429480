// Which config files Hexo reads, in its order: the `--config` list of the command that runs it, else the
// "config-file" input's files where `build: auto` runs Hexo; Hexo's own default, `_config.yml`, without either.
import * as path from 'node:path';

/** The config files, as written (relative to the site's folder, or absolute), and where the list was given. */
export interface ConfigList {
  files: string[];
  /** For the log: `the --config of deploy-command`; empty for Hexo's default. */
  from: string;
}

export const DEFAULT_CONFIG_LIST: ConfigList = { files: ['_config.yml'], from: '' };

/** Where the list may be given: the build command (undefined for `build: auto`), the deploy command, the input. */
export interface ConfigSources {
  build: string | undefined;
  deployCommand: string;
  /** The "config-file" input's files, absolute. */
  configFiles: readonly string[];
}

/** A package.json script run by name: `npm run deploy`, `yarn deploy`, `pnpm run deploy`, `bun run deploy`. */
const SCRIPT_RUN = /\b(?:npm|pnpm|bun)\s+(?:run(?:-script)?\s+)([\w:.-]+)|\byarn\s+(?:run\s+)?([\w:.-]+)/g;

/**
 * The value of `--config` (or `--config=`) on a command line that runs hexo (directly, through npx, or as the
 * script's text); undefined without one. Quotes around the value are taken off.
 */
export function configFlag(command: string, scripts: Readonly<Record<string, string>> = {}): string | undefined {
  // A package.json script run by name (`npm run deploy`): its text.
  for (const run of command.matchAll(SCRIPT_RUN)) {
    const script = scripts[run[1] ?? run[2] ?? ''];
    const inScript = script === undefined ? undefined : configFlag(script);
    if (inScript) return inScript;
  }
  const match = /\bhexo(?:\.cmd)?\b[^;&|\n]*?\s--config(?:=|\s+)("[^"]*"|'[^']*'|[^\s;&|]+(?:\s*,\s*[^\s;&|]+)*)/.exec(
    command,
  );
  const value = match?.[1];
  return value?.replace(/^(["'])(.*)\1$/, '$2');
}

/**
 * The files of a `--config` value as Hexo splits it (hexo's multi_config_path): one name without a comma; else its
 * first blank removed, split at the commas, empty names dropped (Hexo warns of them and reads on).
 */
export function splitConfigFlag(value: string): string[] {
  if (!value.includes(',')) return [value];
  return value
    .replace(' ', '')
    .split(',')
    .map((file) => file.trim())
    .filter((file) => file !== '');
}

/**
 * The list Hexo reads for this deploy: `deploy-command`'s `--config` (the section hexo deploy reads; also in the
 * package.json script it runs by name), else the build command's, else, where `build: auto` runs Hexo, the "config-file" input's files when it names several; else
 * `_config.yml`. `configFiles` are the input's absolute paths, named relative to `siteRoot` in the list.
 */
export function configListOf(
  options: ConfigSources & { siteRoot: string; scripts?: Record<string, string> },
): ConfigList {
  const fromDeploy = options.deployCommand ? configFlag(options.deployCommand, options.scripts) : undefined;
  if (fromDeploy) return { files: splitConfigFlag(fromDeploy), from: 'the --config of "deploy-command"' };
  if (options.build !== undefined) {
    const fromBuild = configFlag(options.build, options.scripts);
    return fromBuild ? { files: splitConfigFlag(fromBuild), from: 'the --config of "build"' } : DEFAULT_CONFIG_LIST;
  }
  if (options.configFiles.length <= 1) return DEFAULT_CONFIG_LIST;
  const files = options.configFiles.map((file) => path.relative(options.siteRoot, file) || file);
  return { files, from: 'the "config-file" input, which build: auto gives Hexo as --config' };
}
