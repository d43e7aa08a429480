// The Pages settings of the current repository, read before the plan when `pages-source` may choose the "GitHub
// Actions" source (step/plan.ts `planReadsPages`): `auto` takes it when they say `build_type: workflow`, and `actions`
// is refused before the build when they cannot be read or do not say so.
import * as core from '../shared/runner.js';
import { errorMessage } from '../shared/errors.js';
import { throwIfCancelled } from '../processes/processes.js';
import type { Settings } from '../inputs/settings.js';
import { apiUrlOf, connectApi } from './client.js';
import { readPages, type PagesRead } from './pages.js';
import type { ApiCredentials } from './run.js';

type SourceSettings = Pick<Settings, 'source' | 'networkTimeoutMs'>;

/**
 * Reads the current repository's Pages with the `token` input, for a plan they decide (see step/plan.ts
 * `planReadsPages`). Throws only on the job's cancel: a read that failed is said to the plan, which decides. The run's
 * one read of them (github/run.ts takes it for the build's address, the check after the push and `page-url`).
 */
export async function readPagesFirst(
  settings: SourceSettings,
  credentials: ApiCredentials,
  signal: AbortSignal,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PagesRead> {
  const [owner = '', name = ''] = settings.source.repository.split('/');
  if (credentials.tokenKind() === 'none') return { unread: 'no "token" input was given' };
  const limits = { timeoutMs: settings.networkTimeoutMs, signal };
  try {
    const client = await credentials.apiClient(connectApi, apiUrlOf(env), limits);
    if (!client) return { unread: 'the "token" input cannot go to the API' };
    const read = await readPages(client, owner, name);
    // A read the job's cancel cut short is the cancel, not settings that could not be read.
    throwIfCancelled(signal);
    if ('site' in read) {
      core.debug(
        `Pages of ${owner}/${name}: ${read.site.enabled ? `build_type ${read.site.buildType}` : 'not enabled'}.`,
      );
    }
    return read;
  } catch (error) {
    throwIfCancelled(signal);
    core.debug(`Pages not read before the plan: ${errorMessage(error)}`);
    return { unread: errorMessage(error) };
  }
}
