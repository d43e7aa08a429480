// Whether a deploy goes through the Pages "GitHub Actions" source, and what such a deploy refuses before the build:
// every feature that lives on a branch, another repository as the target, and Pages that cannot take it.
import type { Destination } from '../git/destination.js';
import type { PagesRead } from '../github/pages.js';
import type { Settings } from '../inputs/settings.js';

export type SourceSettings = Pick<Settings, 'deployCommand' | 'preview'> &
  Partial<Pick<Settings, 'pagesSource' | 'history' | 'tag' | 'commitSigning' | 'targetDir'>> & {
    source: Pick<Settings['source'], 'serverUrl'>;
  };

const USE_BRANCH = 'or set `pages-source: branch` to push to a branch as before';

/** The branch features asked for, each with why the Actions source has no such thing. */
export function branchFeatures(settings: SourceSettings): string[] {
  const found: string[] = [];
  if (settings.deployCommand) {
    found.push(
      `"deploy-command" ("${settings.deployCommand}") pushes the site itself, where the Actions source has ` +
        'pages-push deploy the built site: remove "deploy-command"',
    );
  }
  if (settings.preview) {
    found.push(
      'a "preview" is a folder of the branch beside the site (`<preview-dir>/pr-<number>/`), and a Pages ' +
        'deployment replaces the whole site, keeping nothing of the last one: remove "preview"',
    );
  }
  if (settings.targetDir && !settings.preview) {
    found.push(
      `"target-dir" ("${settings.targetDir}") puts the site in a folder of the branch, and a Pages deployment ` +
        'serves the artifact at the site\'s root: remove "target-dir"',
    );
  }
  if (settings.history !== undefined && settings.history !== 'keep') {
    found.push(
      `"history: ${settings.history}" shortens the branch's commits, and a Pages deployment makes no commit: ` +
        'remove "history"',
    );
  }
  if (settings.tag) {
    found.push(`"tag" ("${settings.tag}") marks the deploy commit, and a Pages deployment makes none: remove "tag"`);
  }
  if (settings.commitSigning === 'github') {
    found.push('"commit-signing: github" signs the deploy commit, and a Pages deployment makes none: remove it');
  }
  return found;
}

/**
 * Whether the deploy goes through the Actions source: for `actions`, yes (or a refusal that says why it cannot);
 * for `auto`, when the target is the current repository, its Pages say `build_type: workflow`, and no branch
 * feature is asked for; for `branch`, no.
 */
export function throughActions(
  settings: SourceSettings,
  destination: Destination,
  pages: PagesRead | undefined,
): boolean {
  const source = settings.pagesSource ?? 'branch';
  if (source === 'branch') return false;
  if (source === 'auto') {
    const workflow =
      pages !== undefined && 'site' in pages && pages.site.enabled && pages.site.buildType === 'workflow';
    return workflow && destination.target.sameRepository && branchFeatures(settings).length === 0;
  }
  refuseForActions(settings, destination, pages);
  return true;
}

/** Throws, before the build, with the fix, when `pages-source: actions` cannot work. */
export function refuseForActions(
  settings: SourceSettings,
  destination: Destination,
  pages: PagesRead | undefined,
): void {
  const head = 'Input "pages-source: actions" deploys through the Pages "GitHub Actions" source';
  const features = branchFeatures(settings);
  if (features.length > 0) {
    throw new Error(`${head}, which has no branch: ${features.join('; ')}; ${USE_BRANCH}.`);
  }
  const { target } = destination;
  if (!target.sameRepository) {
    throw new Error(
      `${head}, which deploys only the Pages of the repository the workflow runs in, and the target is ` +
        `${target.url} (${destination.source}). Deploy from that repository's own workflow, or set ` +
        '`pages-source: branch` to push to one of its branches.',
    );
  }
  const settingsPage = `${settings.source.serverUrl}/${target.owner}/${target.name}/settings/pages`;
  if (!pages || !('site' in pages)) {
    throw new Error(
      `${head}, and the Pages settings of ${target.owner}/${target.name} could not be read: ` +
        `${(pages?.unread ?? 'they were not asked').replace(/\.?$/, '.')} That source needs the token to have ` +
        '`pages: write` (which reads them too): give the job "permissions: { contents: read, pages: write, ' +
        `id-token: write }" (the workflow's token), ${USE_BRANCH}.`,
    );
  }
  if (!pages.site.enabled) {
    throw new Error(
      `${head}, and GitHub Pages is not enabled for ${target.owner}/${target.name}: in ${settingsPage}, set ` +
        `"Source" to "GitHub Actions", ${USE_BRANCH}.`,
    );
  }
  if (pages.site.buildType !== 'workflow') {
    throw new Error(
      `${head}, and ${target.owner}/${target.name}'s Pages are served from the branch "${pages.site.branch}" ` +
        `("Deploy from a branch"): in ${settingsPage}, set "Source" to "GitHub Actions", ${USE_BRANCH}.`,
    );
  }
}

/**
 * The log's one line on the Pages source the deploy takes, and what chose it: the input, the Pages settings of
 * which repository, or the target the inputs or the site config name (`actions`: the destination when that source
 * was taken; `first`: the plan's first target).
 */
export function sourceChosen(
  settings: SourceSettings,
  actions: boolean,
  first: Destination,
  pages: PagesRead | undefined,
): string {
  const source = settings.pagesSource ?? 'branch';
  const { owner, name } = first.target;
  if (source !== 'auto') {
    const which = actions ? `the "GitHub Actions" source, to the Pages of ${owner}/${name}` : 'a branch';
    return `Pages source: ${which} (input "pages-source: ${source}").`;
  }
  if (actions) {
    return `Pages source: the "GitHub Actions" source (pages-source: auto: the Pages settings of ${owner}/${name} are set to "GitHub Actions").`;
  }
  const why = (): string => {
    const features = branchFeatures(settings);
    if (features.length > 0) return `${features[0]?.split(': remove')[0] ?? ''}, which only a branch has`;
    if (!first.target.sameRepository) {
      return (
        `the target, ${first.target.url}, comes from ${first.source}, and the "GitHub Actions" source deploys only ` +
        'the Pages of the repository the workflow runs in: set "pages-source: actions" to deploy this ' +
        "repository's Pages through it"
      );
    }
    if (!pages) return 'the Pages settings were not read';
    if (!('site' in pages))
      return `the Pages settings of ${owner}/${name} could not be read (${pages.unread.replace(/\.$/, '')})`;
    if (!pages.site.enabled) return `GitHub Pages is not enabled for ${owner}/${name}`;
    return `the Pages settings of ${owner}/${name} say "Deploy from a branch"`;
  };
  return `Pages source: a branch (pages-source: auto: ${why()}).`;
}
