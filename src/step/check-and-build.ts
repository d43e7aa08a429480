// The target check and the site stage, each run once, in the order the deployer asks; what each did is recorded in
// the run's progress (see report.ts) for the summary of a failure.
import { placeholderLeft } from '../deploy/build-only.js';
import { checkedSummary, type CheckedDeploy, type DeployContext, type Deployer } from '../deploy/deployer.js';
import { skipped, report, type Progress } from '../report/report.js';
import type { PagesAddress } from '../github/pages.js';
import { addressSteps } from '../site/address.js';
import { buildSite, type BuiltSite, type TokenStep } from '../site/build.js';
import type { Site } from '../site/detect.js';
import { describeSteps, type SiteSteps } from '../site/steps.js';
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

/**
 * The target check, then the site stage with the address the check found (no build time is spent on a target that
 * refuses the deploy); or, when the deployer reads the site while the targets are checked (`buildsFirst`: our push
 * with nothing of the site's to run), the site stage first. Undefined when the run has nothing to do: reported.
 * `pages`: where the Pages settings say the site is served, awaited only for a build's address; `beside`: started
 * once the target check has started.
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
  }: { site: Site; steps: SiteSteps; pages: () => Promise<PagesAddress>; cache?: SiteCache; beside?: () => void },
  progress: Progress,
): Promise<CheckedAndBuilt | undefined> {
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
    progress.next('preparing the site');
    prepared = await siteStage(steps);
    progress.next('checking the target', 'site prepared');
  }
  const checking = deployer.check(context, prepared);
  // What runs beside the check (the Pages settings' read) starts once the check's commands have: loading the API
  // client and sending its request first would hold back the check, which the whole deploy waits on.
  beside?.();
  const checked = await checking;
  Object.assign(progress, checkedSummary(checked));
  if (checked.skip) {
    report(skipped(progress.repository, progress.branch, checked.skip), progress);
    return undefined;
  }
  progress.next('installing and building the site', 'target checked');
  const { served, others } = checked;
  const addressed = await addressSteps(site, steps, { settings, served, others, tempDir, problems, pages });
  progress.ran = describeSteps(site, addressed, settings.workspace);
  if (prepared) return { checked, built: prepared, prepared: true };
  const command = deployer.whileTokenInConfig(checked, context);
  const built = await siteStage(addressed, command && startsStage(command, progress));
  return { checked, built, prepared: false, ...(command ? { command: command.command } : {}) };
}

/** The deploy command, its stage started in the progress when it starts (within the site stage). */
function startsStage(step: TokenStep, progress: Progress): TokenStep {
  return {
    command: step.command,
    run: (publishDir) => {
      progress.next(`running the deploy command "${step.command}"`, 'site built');
      return step.run(publishDir);
    },
  };
}
