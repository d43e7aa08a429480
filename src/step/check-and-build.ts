// The target check and the site stage, each run once, in the order the deployer asks; each tells step/main.ts what
// it did as it goes (`CheckAndBuildHooks`), which records it for the summary of a failure.
import { placeholderLeft } from '../deploy/build-only.js';
import type { CheckedDeploy, DeployContext, Deployer } from '../deploy/deployer.js';
import type { PagesAddress } from '../github/pages.js';
import { addressSteps } from '../site/address.js';
import { buildSite, type BuiltSite, type TokenStep } from '../site/build.js';
import type { Site } from '../site/detect.js';
import { describeSteps, type Described, type SiteSteps } from '../site/steps.js';
import type { SiteCache } from '../site/cache.js';

/** What the check and the site stage did: the targets and the built site, and how the site stage ran. */
export interface CheckedAndBuilt {
  checked: CheckedDeploy;
  built: BuiltSite;
  /** The site stage ran before the target check (see deploy/deployer.ts `buildsFirst`). */
  prepared: boolean;
  /** The deploy command the site stage ran once the site was built, if any. */
  command?: string;
}

/** Why the run has nothing to do, as the check found (see target/check.ts): the deploy stops there, green. */
export interface NothingToDo {
  skip: string;
}

/** What step/main.ts is told as the check and the site stage go, before either returns (a failure's summary). */
export interface CheckAndBuildHooks {
  /** The current stage is over (`done`, when it says so) and `next` starts. */
  stage(next: string, done?: string): void;
  /** The targets are checked. */
  checked(checked: CheckedDeploy): void;
  /** What the site stage runs, with the address the check found. */
  runs(described: Described): void;
}

/**
 * The target check, then the site stage with the address the check found (no build time is spent on a target that
 * refuses the deploy); or, when the deployer reads the site while the targets are checked (`buildsFirst`: our push
 * with nothing of the site's to run), the site stage first. `NothingToDo` when the check says the run has none.
 * `pages`: where the Pages settings say the site is served, awaited only for a build's address; `beside`: started
 * once the target check has started and loaded what it needs (see `Deployer.check`).
 */
export async function checkAndBuild(
  deployer: Deployer,
  context: DeployContext,
  {
    site,
    steps,
    pages,
    cache,
    beside,
  }: {
    site: Site;
    steps: SiteSteps;
    pages: () => Promise<PagesAddress>;
    cache?: SiteCache;
    beside?: () => Promise<unknown>;
  },
  hooks: CheckAndBuildHooks,
): Promise<CheckedAndBuilt | NothingToDo> {
  const { settings, credentials, leaks, problems, env, signal, tempDir } = context;
  const siteStage = (siteSteps: SiteSteps, whileTokenInConfig?: TokenStep): Promise<BuiltSite> =>
    buildSite(settings, site, siteSteps, {
      credentials: deployer.substitutesToken === false ? placeholderLeft() : credentials,
      leaks,
      problems,
      baseEnv: env,
      signal,
      whileTokenInConfig,
      cache,
    });
  let prepared: BuiltSite | undefined;
  if (deployer.buildsFirst(steps)) {
    hooks.stage('preparing the site');
    prepared = await siteStage(steps);
    hooks.stage('checking the target', 'site prepared');
  }
  // What runs beside the check (the Pages settings' read) starts once the check's commands have, or, when the site is
  // read meanwhile, once our push's first upload has (see `Deployer.check`): loading the API client and sending its
  // request first would hold back both. Its code is loaded before the site's commands run: they could rewrite dist/.
  let besideLoaded: Promise<unknown> | undefined;
  const checked = await deployer.check(context, prepared, () => {
    besideLoaded = beside?.();
  });
  await besideLoaded;
  hooks.checked(checked);
  if (checked.skip) return { skip: checked.skip };
  hooks.stage('installing and building the site', 'target checked');
  const { served, others } = checked;
  const addressed = await addressSteps(site, steps, { settings, served, others, tempDir, problems, pages });
  hooks.runs(describeSteps(site, addressed, settings.workspace));
  if (prepared) return { checked, built: prepared, prepared: true };
  const command = deployer.whileTokenInConfig(checked, context);
  const built = await siteStage(addressed, command && startsStage(command, hooks));
  return { checked, built, prepared: false, ...(command ? { command: command.command } : {}) };
}

/** The deploy command, its stage started when it starts (within the site stage). */
function startsStage(step: TokenStep, hooks: CheckAndBuildHooks): TokenStep {
  return {
    command: step.command,
    run: (publishDir) => {
      hooks.stage(`running the deploy command "${step.command}"`, 'site built');
      return step.run(publishDir);
    },
  };
}
