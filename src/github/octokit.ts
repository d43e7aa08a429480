// Octokit as @actions/github builds it (@octokit/core with pagination), without the undici and @actions/http-client
// that @actions/github's entry loads for its own fetch and proxy agent, which client.ts replaces with api-fetch.ts.
// Loaded by client.ts's dynamic import, a chunk of its own: a run that calls no API never loads it.
import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';

/** Octokit's core and `paginate`; the calls name their routes (`GET /repos/{owner}/{repo}/pages`), no method table. */
export const PagesPushOctokit = Octokit.plugin(paginateRest);
export type PagesPushOctokit = InstanceType<typeof PagesPushOctokit>;

/**
 * The user agent @actions/github's `getOctokit` sends: `base`, and the runner's orchestration id when it has one
 * (`ACTIONS_ORCHESTRATION_ID`, as `actions_orchestration_id/<id>` with any other character than `[a-z0-9_.-]` as `_`).
 */
export function userAgentOf(base: string, env: NodeJS.ProcessEnv): string {
  const id = env.ACTIONS_ORCHESTRATION_ID?.trim();
  return id ? `${base} actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}` : base;
}
