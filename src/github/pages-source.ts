// The Pages settings of the current repository, read before the plan when `pages-source` may choose the "GitHub
// Actions" source: `auto` takes it when they say `build_type: workflow`, and `actions` is refused before the build
// when they cannot be read or do not say so.
import * as core from '../runner.js';
import { errorMessage } from '../errors.js';
import type { Settings } from '../settings.js';
import { apiUrlOf, connectApi } from './client.js';
import { readPages, type PagesSite } from './pages.js';
import type { ApiCredentials } from './run.js';

type SourceSettings = Pick<
  Settings,
  | 'pagesSource'
  | 'repository'
  | 'source'
  | 'networkTimeoutMs'
  | 'deployCommand'
  | 'preview'
  | 'history'
  | 'tag'
  | 'targetDir'
> & { commitSigning: string };

/** What the plan knows of the current repository's Pages: what they said, or that they could not be read. */
export type PagesRead = { read: true; site: PagesSite } | { read: false; why: string };

/**
 * Whether Pages may decide the plan: never for `branch`; for `auto`, when the deploy could go either way (the target
 * is the current repository and none of a branch's features is asked for); always for `actions`.
 */
export function pagesMayDecide(settings: SourceSettings): boolean {
  if (settings.pagesSource === 'branch' || !settings.source.repository) return false;
  if (settings.pagesSource === 'actions') return true;
  const given = settings.repository.replace(/\.git$/, '').toLowerCase();
  const current = settings.source.repository.toLowerCase();
  if (given && given !== current && !given.endsWith(`/${current}`)) return false;
  const branchOnly =
    settings.deployCommand !== '' ||
    settings.preview !== undefined ||
    settings.history !== 'keep' ||
    settings.tag !== '' ||
    settings.targetDir !== '' ||
    settings.commitSigning === 'github';
  return !branchOnly;
}

/**
 * Reads the current repository's Pages with the `token` input, when they may decide the plan (see `pagesMayDecide`);
 * undefined when they may not. Never throws: a read that failed is said to the plan, which decides.
 */
export async function readPagesFirst(
  settings: SourceSettings,
  credentials: ApiCredentials,
  signal: AbortSignal,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PagesRead | undefined> {
  if (!pagesMayDecide(settings)) return undefined;
  const [owner = '', name = ''] = settings.source.repository.split('/');
  if (credentials.tokenKind() === 'none') return { read: false, why: 'no "token" input was given' };
  const limits = { timeoutMs: settings.networkTimeoutMs, signal };
  try {
    const client = await credentials.apiClient(connectApi, apiUrlOf(env), limits);
    if (!client) return { read: false, why: 'the "token" input cannot go to the API' };
    const site = await readPages(client, owner, name);
    if (!site) return { read: false, why: 'GitHub refused the token, or did not answer (see the debug log)' };
    core.debug(`Pages of ${owner}/${name}: ${site.enabled ? `build_type ${site.buildType}` : 'not enabled'}.`);
    return { read: true, site };
  } catch (error) {
    core.debug(`Pages not read before the plan: ${errorMessage(error)}`);
    return { read: false, why: errorMessage(error) };
  }
}
