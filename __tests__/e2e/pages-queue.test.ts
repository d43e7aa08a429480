// End to end, a Pages deployment through GitHub's queue as users met it in 2026: the bundle run as the runner runs it
// against the GitHub API stand-in (every request and answer checked against GitHub's OpenAPI description), which
// keys a deployment by its build version as GitHub does (a version deployed before is that deployment again, and
// serves nothing new) and serves the artifact of the deployment that reached `succeed`. A deployment GitHub fails
// on its side ("try again later"), a creation and status reads answered 5xx, a re-run of the same commit, a queue
// longer than "deployment-timeout".
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs/promises';
import { useActionsStandIns } from '../support/actions-stand-ins.js';
import { ArtifactService } from '../support/artifact-service.mjs';
import { BOT_TOKEN } from '../support/github-api.mjs';
import { LIVE } from '../support/pages-deployments.mjs';
import { markDelays, marksAfterFirst, sentAfterWork, useEndToEnd } from '../support/e2e.js';
import { runAction, type ActionResult, type Job, type RunOptions } from '../support/run-action.mjs';

const e2e = useEndToEnd({ token: BOT_TOKEN });
const stand = useActionsStandIns(e2e);

/** A repository whose Pages take the "GitHub Actions" source, and the commit a run of it builds (on main). */
async function workflowRepo(prefix: string): Promise<{ repo: string; commit: string }> {
  const repo = e2e.repoName(prefix);
  await e2e.server.createRepo(repo);
  stand.api.setPages(repo, { buildType: 'workflow', htmlUrl: `https://octo.github.io/${repo.split('/')[1]}/` });
  return { repo, commit: await e2e.server.commit(repo, 'main', { 'README.md': 'sources\n' }) };
}

/**
 * A new attempt of the run: the runner's artifact service takes the artifact again (a service of its own here, whose
 * ids follow the last one's, as GitHub's are unique).
 */
async function nextAttempt(): Promise<void> {
  const nextId = stand.artifacts.nextId;
  await stand.artifacts.stop();
  stand.artifacts = await ArtifactService.start(stand.azurite);
  stand.artifacts.nextId = nextId;
}

/** One run of the workflow for `commit` (attempt `attempt` of run 7). */
async function deploy(
  repo: string,
  commit: string,
  {
    inputs = {},
    attempt = '1',
    job,
    cancel,
  }: { inputs?: Record<string, string>; attempt?: string; job?: Job; cancel?: RunOptions['cancel'] } = {},
): Promise<ActionResult> {
  stand.oidc.repository = repo;
  return runAction(job ?? (await e2e.job({ fixture: 'static-site' })), {
    cancel,
    serverUrl: e2e.server.url,
    repository: repo,
    githubToken: BOT_TOKEN,
    env: {
      GITHUB_API_URL: `${stand.api.url}/api/v3`,
      GITHUB_SHA: commit,
      GITHUB_RUN_NUMBER: '7',
      GITHUB_RUN_ATTEMPT: attempt,
      ...stand.runnerEnv(),
    },
    inputs: { build: 'skip', 'pages-source': 'actions', ...inputs },
  });
}

/** The tree and parents of `commit` in the stand-in's repository. */
function commitOf(repo: string, commit: string): { tree: string; parents: string[] } {
  const text = execFileSync('git', ['--git-dir', e2e.server.gitDir(repo), 'cat-file', 'commit', commit], {
    encoding: 'utf8',
  });
  return {
    tree: /^tree (\S+)/m.exec(text)?.[1] ?? '',
    parents: [...text.matchAll(/^parent (\S+)/gm)].map((found) => found[1] ?? ''),
  };
}

const operations = (name: string): string[] =>
  stand.api.requests.filter((request) => request.operation === name).map((request) => `${request.status}`);

describe('a Pages deployment through the queue', () => {
  test('GitHub fails it on its side ("try again later") twice, then accepts it: the site goes live', async () => {
    const { repo, commit } = await workflowRepo('try-again');
    const failedOnGitHub = ['deployment_in_progress', 'deployment_failed'];
    stand.deployments.scriptEach(repo, [failedOnGitHub, failedOnGitHub, LIVE]);

    const result = await deploy(repo, commit);

    expect(result.errors).toEqual([]);
    expect(result.log.match(/GitHub Pages failed deployment \d+ on its side: a new one in \d+ ms\./g)).toHaveLength(2);
    const made = stand.deployments.deploymentsOf(repo);
    expect(made.map((each) => each.status)).toEqual(['deployment_failed', 'deployment_failed', 'succeed']);
    // Each a build version of its own: the run's commit, then fresh commits of its files (a failed version is
    // failed for good on GitHub).
    const versions = made.map((each) => each.buildVersion);
    expect(new Set(versions).size).toBe(3);
    expect(versions[0]).toBe(commit);
    for (const version of versions.slice(1)) {
      expect(commitOf(repo, version)).toEqual({ tree: commitOf(repo, commit).tree, parents: [commit] });
    }
    expect(stand.deployments.served.get(repo)).toBe(made[2]?.artifactId);
    expect(result.outputs['page-url']).toBe(`https://octo.github.io/${repo.split('/')[1]}/`);
  });

  test('its creation and its status reads answered 5xx are tried again: the site goes live', async () => {
    const { repo, commit } = await workflowRepo('five-hundreds');
    stand.deployments.failNext(repo, 'repos/create-pages-deployment', [
      [503, 'Service Unavailable'],
      [502, 'Bad Gateway'],
    ]);
    stand.deployments.failNext(repo, 'repos/get-pages-deployment', [
      [404, 'Not Found'], // the build version was never deployed: read before the creation
      [500, 'Internal Server Error'],
      [500, 'Internal Server Error'],
    ]);

    const result = await deploy(repo, commit);

    expect(result.errors).toEqual([]);
    expect(operations('repos/create-pages-deployment')).toEqual(expect.arrayContaining(['503', '502', '200']));
    expect(result.log).toMatch(/\(503: Service Unavailable\)\. Trying again in \d+ ms\./);
    const made = stand.deployments.deploymentsOf(repo);
    expect(made).toHaveLength(1);
    expect(stand.deployments.served.get(repo)).toBe(made[0]?.artifactId);
  });

  test('a re-run of the same commit creates a deployment that is served', async () => {
    const { repo, commit } = await workflowRepo('re-run');
    const first = await deploy(repo, commit);
    expect(first.errors).toEqual([]);
    await nextAttempt();

    const again = await deploy(repo, commit, { attempt: '2' });

    expect(again.errors).toEqual([]);
    expect(again.log).toContain(
      `${commit.slice(0, 7)} was deployed to GitHub Pages before (its deployment is "succeed"), and GitHub serves a ` +
        'build version once',
    );
    const made = stand.deployments.deploymentsOf(repo);
    expect(made).toHaveLength(2);
    expect(made[1]?.buildVersion).not.toBe(commit);
    expect(commitOf(repo, made[1]?.buildVersion ?? '').parents).toEqual([commit]);
    // The second run's artifact is the one served, not the first's.
    expect(stand.deployments.served.get(repo)).toBe(made[1]?.artifactId);
    expect(made[1]?.artifactId).not.toBe(made[0]?.artifactId);
  });

  test('a queue longer than deployment-timeout: says the state, cancels it, and the next run deploys the commit', async () => {
    const { repo, commit } = await workflowRepo('long-queue');
    stand.deployments.script(repo, ['deployment_in_progress']);

    const stuck = await deploy(repo, commit, { inputs: { 'deployment-timeout': '3' } });

    expect(stuck.exitCode).toBe(1);
    expect(stuck.errors[0]).toMatch(
      /Pages deployment \d+ was not live after 3 s \(input "deployment-timeout"\): it was still "deployment_in_progress"/,
    );
    expect(stuck.errors[0]).toContain('the next run deploys this commit again, as a fresh build version');
    expect(stand.deployments.deploymentsOf(repo)[0]?.status).toBe('deployment_cancelled');

    stand.deployments.script(repo, LIVE);
    await nextAttempt();
    const next = await deploy(repo, commit, { attempt: '2' });

    expect(next.errors).toEqual([]);
    const made = stand.deployments.deploymentsOf(repo);
    expect(made.map((each) => each.status)).toEqual(['deployment_cancelled', 'succeed']);
    expect(stand.deployments.served.get(repo)).toBe(made[1]?.artifactId);
  });

  test('a cancel at each mark of the run: fails as cancelled, and no deployment is left in progress', async () => {
    const reference = await workflowRepo('marks');
    const uncancelled = await deploy(reference.repo, reference.commit);
    expect(uncancelled.errors).toEqual([]);
    const delays = markDelays(uncancelled.stdout);
    const marks = [...marksAfterFirst(uncancelled.stdout).keys()];
    expect(marks.length).toBeGreaterThan(5);
    const cancelled: string[] = [];
    for (const phase of marks.filter((name) => name !== 'reported')) {
      await nextAttempt();
      const { repo, commit } = await workflowRepo('at-mark');
      const job = await e2e.job({ fixture: 'static-site' });
      // As on the branch route (cancel.test.ts): the clock starts once the main step's code runs.
      const delayMs = delays.delayOf(phase);
      const cancel = { whenExists: job.workspace, delayMs, afterStart: true, signals: ['SIGINT' as const] };
      const result = await deploy(repo, commit, { job, cancel });
      delays.learn(result.stdout);
      // It ended before the cancel, or its work was done when the signal came.
      if (result.signals.length === 0 || sentAfterWork(result)) continue;
      cancelled.push(phase);
      const made = stand.deployments.deploymentsOf(repo);
      try {
        expect(result.exitCode).toBe(1);
        expect(result.errors).toHaveLength(1);
        // The artifact's upload (pages-artifact/, the toolkit's) says its own words for the job's cancel.
        expect(result.errors[0]).toMatch(/^The job was cancelled \(SIGINT\)|^The upload was cancelled\./);
        // A deployment made is cancelled, or live when it was before the cancel came: none is left in progress.
        for (const each of made) expect(['deployment_cancelled', 'succeed']).toContain(each.status);
        // Live only where the log says so.
        expect(made.some((each) => each.status === 'succeed') && !uncancelledLive(result)).toBe(false);
        expect(result.post?.warnings).toEqual([]);
        expect(await fs.readdir(job.runnerTemp)).toEqual([]);
      } catch (error) {
        throw new Error(`cancelled at the mark "${phase}": ${String(error)}\n${result.log}`, { cause: error });
      }
    }
    // Where a loaded machine moves a run's marks from the delays the runs before it took, a cancel can still fall past
    // its end (or after its work), and that run is not judged; at least a third are, and every one of them is clean.
    expect(cancelled.length).toBeGreaterThanOrEqual(Math.ceil(marks.length / 3));
    // The bundle runs once for each mark (and once uncancelled): about 5 s a run alone, up to 15 s in the gate,
    // where four test files share two cores (it passed alone in 36 s, and went past 120 s there).
  }, 360_000);
});

/** Whether the log says the site went live (before the cancel was seen). */
function uncancelledLive(result: ActionResult): boolean {
  return result.log.includes('The site is live at ') || /Pages deployment \d+: succeed\./.test(result.log);
}
