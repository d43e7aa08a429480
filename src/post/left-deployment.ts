// The post step's duty to the Pages "GitHub Actions" source, for a main step killed while it followed a Pages
// deployment: cancel it if it is still in progress, so that the next run's is not refused behind it. Loaded only
// then. The saved state gives the id alone (a user command can write the state file): the repository is the
// workflow's own, the only one that source deploys; the token is the `token` input, which the runner gives the post
// step again, and goes to GITHUB_API_URL's origin only, as in the main step.
import { apiUrlOf, connectApi } from '../github/client.js';
import { cancelIfInProgress, type PagesRepository } from '../github/pages-deployment.js';
import { readSettings } from '../inputs/settings.js';

/** How long each call may take: a post step should end quickly, and a stalled API is only warned about. */
const CALL_TIMEOUT_MS = 10_000;

/**
 * Cancels Pages deployment `id` of the workflow's repository unless it has ended. A failure to read it throws (the
 * post step warns); a failure to cancel it warns.
 */
export async function cancelLeftDeployment(id: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { settings, credentials } = await readSettings(env);
  const [owner = '', name = ''] = settings.source.repository.split('/');
  if (!owner || !name) throw new Error('GITHUB_REPOSITORY is not set, so the repository is not known');
  const repo: PagesRepository = { owner, name, serverUrl: settings.source.serverUrl };
  const limits = { timeoutMs: CALL_TIMEOUT_MS, signal: new AbortController().signal };
  const client = await credentials.apiClient(connectApi, apiUrlOf(env), limits);
  if (!client) throw new Error('this step has no "token" input to cancel it with');
  await cancelIfInProgress(client, repo, { id, pageUrl: '' });
}
