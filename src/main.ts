// Entry: runs the deploy (main step) or the clean-up (post step), and is the only place that fails the step.
import * as core from '@actions/core';
import * as io from '@actions/io';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { gitAuth, prepareCredentials, type Credentials } from './credentials.js';
import { errorMessage } from './errors.js';
import { Git, gitEnvironment } from './git/git.js';
import { commitMessage } from './git/message.js';
import { retryNetwork } from './git/retry.js';
import { listFiles, publish, type PublishResult } from './git/publish.js';
import {
  checkBranchName,
  chooseDestination,
  pageUrl,
  probeRemote,
  type Destination,
  type RemoteState,
} from './git/target.js';
import { checkKeepGlobs, keepRule } from './git/tree.js';
import { filesHolding, refuseLeaks, scrubWorkspace, type LeakContext } from './leaks.js';
import { report, type Timings } from './report.js';
import { readSettings, type Settings } from './settings.js';
import { buildSteps, chooseOutputDir, commandEnvironment, installSteps, runStep, shellStep } from './site/build.js';
import { describeSite, detectSite, type Site, type Step } from './site/detect.js';
import { deployedCommit, hexoDefaultBranch, runsHexoDeploy, seedDeployGit } from './site/hexo-deploy.js';
import { restoreFiles, substitutePlaceholder } from './site/placeholder.js';
import * as state from './state.js';

export async function main(): Promise<void> {
  if (state.isPost()) {
    await cleanup();
    return;
  }
  try {
    state.markMainStarted();
    await run();
  } catch (error) {
    core.setFailed(errorMessage(error));
  }
}

async function run(): Promise<void> {
  const settings = readSettings();
  checkKeepGlobs(settings.keepFiles);
  const tempDir = await fs.mkdtemp(path.join(settings.runnerTemp, 'pages-push-'));
  state.saveTempDir(tempDir);
  try {
    const credentials = await prepareCredentials(settings, tempDir);
    await deploy(settings, credentials, tempDir);
  } finally {
    await removeTempDir(tempDir);
  }
}

async function deploy(settings: Settings, credentials: Credentials, tempDir: string): Promise<void> {
  const site = await detectSite(settings.siteRoot, { onPath: async (binary) => (await io.which(binary)) !== '' });
  core.info(describeSite(site));
  // `hexo deploy` pushes where _config.yml says, and gets .deploy_git seeded from there.
  const runsHexo = settings.deployCommand !== '' && runsHexoDeploy(settings.deployCommand, site.scripts);
  const hexoTarget = runsHexo ? hexoDestination(settings, site, credentials) : undefined;
  const chosen =
    hexoTarget ??
    chooseDestination({
      repository: settings.repository,
      branch: settings.branch,
      deployTargets: site.deployTargets,
      serverUrl: settings.source.serverUrl,
      currentRepository: settings.source.repository,
      hasDeployKey: credentials.deployKey !== undefined,
    });
  const { target } = chosen;
  const auth = gitAuth(credentials, target);
  const gitEnv = gitEnvironment(process.env, auth.config, auth.env);
  const git = new Git(gitEnv, tempDir, settings.networkTimeoutMs);
  if (chosen.branch) {
    const source = settings.branch && !hexoTarget ? 'Input "branch"' : 'The deploy branch';
    await checkBranchName(git, chosen.branch, source);
  }
  // A deploy command of the user's own pushes where it likes; ours, and hexo deploy's, are checked first.
  const remote =
    settings.deployCommand && !hexoTarget
      ? undefined
      : await checkTarget(git, settings, chosen, credentials.deployKey?.fingerprint);
  const branch = remote?.branch ?? chosen.branch;
  const identity = { name: settings.userName, email: settings.userEmail };
  if (hexoTarget && remote) {
    await seedDeployGit({
      git,
      siteRoot: site.root,
      target,
      branch,
      tip: remote.tip,
      identity,
      keyFingerprint: credentials.deployKey?.fingerprint,
      fullHistory: site.deployTargets.length > 1,
    });
  }

  const identityEnv = {
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
  };
  const { timings, publishDir } = await buildSite(settings, site, credentials, tempDir, { ...gitEnv, ...identityEnv });

  if (settings.deployCommand) {
    const deployed = hexoTarget && remote ? await deployedCommit(git, site.root, remote.tip) : undefined;
    await report({
      repository: target.url,
      branch,
      commit: deployed?.commit ?? '',
      pushed: deployed ? deployed.commit !== '' && deployed.commit !== remote?.tip : true,
      changes: deployed?.changes,
      pageUrl: pageUrl(target, settings.cname),
      dryRun: false,
      deployCommand: settings.deployCommand,
      timings,
    });
    return;
  }

  const started = Date.now();
  const result: PublishResult = await core.group('Publishing', () =>
    publish({
      git,
      workDir: tempDir,
      publishDir,
      target,
      branch,
      knownTip: remote?.tip ?? '',
      history: settings.history,
      keep: keepRule(settings.keepFiles),
      targetDir: settings.targetDir,
      cname: settings.cname,
      nojekyll: settings.nojekyll,
      dryRun: settings.dryRun,
      attempts: settings.attempts,
      identity,
      message: commitMessage(settings.commitMessage, {
        fullSha: settings.source.sha,
        repository: settings.source.repository,
        ref: settings.source.refName,
        branch,
      }),
      keyFingerprint: credentials.deployKey?.fingerprint,
      secrets: credentials.secrets,
      refuseLeaks: (files) => refuseLeaks(files, leakContext(settings, credentials)),
    }),
  );
  timings.publishMs = Date.now() - started;
  const page = pageUrl(target, result.cname);
  if (result.pushed)
    core.info(`Deployed ${result.commit} to ${target.url} (${branch}).${page ? ` Page: ${page}` : ''}`);
  await report({
    repository: target.url,
    branch,
    commit: result.commit,
    pushed: result.pushed,
    changes: result.changes,
    pageUrl: page,
    dryRun: settings.dryRun,
    deployCommand: '',
    timings,
  });
}

/**
 * Where `hexo deploy` will push: hexo-deployer-git reads its targets from _config.yml, so the inputs cannot move
 * it. The first git target is the one whose history .deploy_git is seeded with; the deployer force-pushes the same
 * commit to any others.
 */
function hexoDestination(settings: Settings, site: Site, credentials: Credentials): Destination | undefined {
  const [first] = site.deployTargets;
  if (!first) {
    core.info('The deploy command runs hexo deploy, but _config.yml names no git target: it runs as it is.');
    return undefined;
  }
  if (settings.repository || settings.branch) {
    core.warning(
      'The deploy command runs hexo deploy, which pushes where _config.yml says: the "repository" and "branch" ' +
        'inputs are not used. Change deploy.repo and deploy.branch in _config.yml instead.',
    );
  }
  if (site.deployTargets.length > 1) {
    core.info(
      `_config.yml names ${site.deployTargets.length} git targets: hexo deploy pushes the same commit to each, ` +
        "on top of the first one's history.",
    );
  }
  const destination = chooseDestination({
    repository: '',
    branch: '',
    deployTargets: site.deployTargets,
    serverUrl: settings.source.serverUrl,
    currentRepository: settings.source.repository,
    hasDeployKey: credentials.deployKey !== undefined,
  });
  return { ...destination, branch: first.branch || hexoDefaultBranch(first.url) };
}

/** The first contact with the server, before any build time is spent: token, name, branch and its tip. */
async function checkTarget(
  git: Git,
  settings: Settings,
  destination: Destination,
  keyFingerprint: string | undefined,
): Promise<RemoteState> {
  const { target } = destination;
  const remote = await core.group('Checking the target', async () => {
    core.info(`Target: ${target.url} (from ${destination.source})`);
    const found = await retryNetwork(settings.attempts, 'reading the target', () =>
      probeRemote(git, target, destination.branch || undefined, keyFingerprint),
    );
    core.info(
      `Branch "${found.branch}"${destination.branch ? '' : " (the target's default branch)"}: ` +
        (found.tip ? `tip ${found.tip.slice(0, 7)}` : 'does not exist yet; the deploy creates it'),
    );
    return found;
  });
  refuseSourceBranch(settings, target.sameRepository, remote.branch);
  return remote;
}

/**
 * Installs, then builds (and runs the deploy command) with the token substituted into the config files, which
 * are restored whatever happens. The user's commands never see our inputs; only the deploy command gets git's
 * credentials and identity, and only after the leak guard has passed the publish folder. Whatever the commands
 * left holding a credential in the workspace (or in HOME's git files) is scrubbed afterwards.
 */
async function buildSite(
  settings: Settings,
  site: Site,
  credentials: Credentials,
  tempDir: string,
  deployEnv: Record<string, string>,
): Promise<{ timings: Timings; publishDir: string }> {
  const timings: Timings = { installMs: 0, buildMs: 0, publishMs: 0 };
  const commandEnv = commandEnvironment(process.env);
  const install = await installSteps(settings.install, site);
  timings.installMs = await timed(
    'Installing dependencies',
    install,
    'install',
    site.root,
    commandEnv,
    credentials.secrets,
  );

  const substitutions = await substitutePlaceholder(
    settings.configFiles,
    settings.tokenPlaceholder,
    credentials.token,
    tempDir,
    state.saveSubstitutions,
  );
  let publishDir = settings.publishDir;
  try {
    if (substitutions.length > 0) {
      const names = substitutions.map((item) => path.relative(settings.workspace, item.file)).join(', ');
      core.info(`The token is in ${names} while the build runs; the file is restored afterwards.`);
    }
    const build = buildSteps(settings.build, site);
    const title = site.generator === 'none' ? 'Building the site' : `Building the site (${site.name})`;
    timings.buildMs = await timed(title, build, 'build', site.root, commandEnv, credentials.secrets);
    publishDir = await chooseOutputDir(site, settings.publishDir);
    if (settings.deployCommand) {
      const leaking = await filesHolding(await listFiles(publishDir), credentials.secrets);
      if (leaking.length > 0) await refuseLeaks(leaking, leakContext(settings, credentials));
      const deploy = [shellStep(settings.deployCommand)];
      timings.publishMs = await timed('Deploying', deploy, 'deploy', site.root, deployEnv, credentials.secrets);
    }
  } finally {
    await restoreFiles(substitutions);
    state.saveSubstitutions([]);
    await scrubWorkspace(leakContext(settings, credentials), settings.deployCommand || !publishDir ? [] : [publishDir]);
  }
  return { timings, publishDir };
}

/** What the leak guard and the clean-up need to know: the secrets, their placeholder, where to look. */
function leakContext(settings: Settings, credentials: Credentials): LeakContext {
  return {
    secrets: credentials.secrets,
    placeholder: settings.tokenPlaceholder,
    workspace: settings.workspace,
    home: settings.home,
  };
}

/** Publishing the built site over the branch the workflow's sources are on would replace the sources. */
function refuseSourceBranch(settings: Settings, sameRepository: boolean, branch: string): void {
  if (sameRepository && !settings.targetDir && branch === settings.source.refName) {
    throw new Error(
      `The target branch "${branch}" is the branch this workflow runs on, in the same repository: publishing there ` +
        'would replace your sources with the built site. Set "branch" (for example gh-pages), or set ' +
        '"target-dir" to publish into a folder of that branch.',
    );
  }
}

async function timed(
  title: string,
  steps: readonly Step[],
  purpose: 'install' | 'build' | 'deploy',
  cwd: string,
  env: Record<string, string>,
  secrets: readonly string[],
): Promise<number> {
  if (steps.length === 0) return 0;
  const started = Date.now();
  await core.group(title, async () => {
    for (const step of steps) await runStep(step, purpose, { cwd, env, secrets });
  });
  return Date.now() - started;
}

/** The post step: restore what a dying main step left substituted, delete the temporary folder. Never fails. */
async function cleanup(): Promise<void> {
  try {
    const substitutions = state.savedSubstitutions();
    if (substitutions.length > 0) {
      await restoreFiles(substitutions);
      core.info(`Restored ${substitutions.length} config file(s) the main step had not restored.`);
    }
  } catch (error) {
    core.warning(`Could not restore the site config: ${errorMessage(error)}`);
  }
  const tempDir = state.savedTempDir();
  if (tempDir) await removeTempDir(tempDir);
}

/** Deletes the temporary repository; a failure only warns (the deploy itself is done), and post tries again. */
async function removeTempDir(tempDir: string): Promise<void> {
  try {
    await fs.rm(tempDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch (error) {
    core.warning(`Could not remove the temporary folder ${tempDir}: ${errorMessage(error)}`);
  }
}
