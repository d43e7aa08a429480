// "The deploy landed but the site did not change": reads what GitHub Pages serves (GET /repos/{o}/{r}/pages) and
// warns, never fails, when it is not the branch and folder this deploy pushes; its address for `page-url`.
import * as core from '../shared/runner.js';
import { errorMessage } from '../shared/errors.js';
import type { components } from '@octokit/openapi-types';
import type { GitHubClient } from './client.js';
import { answeredUrl } from './answers.js';
import { ApiError } from './errors.js';
import type { PagesAddress } from '../site/address.js';

export type { PagesAddress };

/** What GitHub says of the repository's Pages site; `enabled: false` when it has none (404). */
export type PagesSite =
  | {
      enabled: true;
      htmlUrl: string;
      buildType: string;
      branch: string;
      folder: string;
      /** The custom domain set in the settings, if any. */
      cname?: string;
    }
  | { enabled: false };

/** The Pages settings as read once per run: the site, or why they could not be read (for the log). */
export type PagesRead = { site: PagesSite } | { unread: string };

/**
 * Reads the Pages settings; when the token may not read them (or the API did not answer), says why. A 404 is "not
 * enabled" only where the token may read the repository (a classic token without the scope gets 404 too): the
 * caller knows, from the target check, that it may.
 */
export async function readPages(client: GitHubClient, owner: string, name: string): Promise<PagesRead> {
  try {
    const site = await client.call<components['schemas']['page']>(
      { what: `reading the Pages settings of ${owner}/${name}`, permission: 'pages: read' },
      { method: 'GET', path: '/repos/{owner}/{repo}/pages', params: { owner, repo: name } },
    );
    return {
      site: {
        enabled: true,
        htmlUrl: answeredUrl(site.html_url),
        buildType: site.build_type ?? 'legacy',
        branch: site.source?.branch ?? '',
        folder: site.source?.path ?? '/',
        ...(site.cname ? { cname: site.cname } : {}),
      },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && /^not found$/i.test(error.githubMessage)) {
      return { site: { enabled: false } };
    }
    core.debug(`Pages check skipped: ${errorMessage(error)}`);
    return { unread: errorMessage(error) };
  }
}

/** What the build's address takes of a read (see `PagesAddress`). */
export function pagesAddress(read: PagesRead, repo: { owner: string; name: string }): PagesAddress {
  if ('unread' in read) return read;
  const { site } = read;
  if (!site.enabled) return { unread: `GitHub Pages is not enabled for ${repo.owner}/${repo.name}` };
  if (!site.htmlUrl)
    return { unread: `GitHub's Pages settings of ${repo.owner}/${repo.name} name no https:// address` };
  const url = new URL(site.htmlUrl);
  url.search = '';
  url.hash = '';
  url.pathname = url.pathname.replace(/\/?$/, '/');
  return { htmlUrl: url.href, folder: site.buildType === 'workflow' ? '/' : site.folder };
}

/** Whether a Pages site served from `folder` (`/` or `/docs`) shows what is pushed into `targetDir`. */
function servesFolder(folder: string, targetDir: string): boolean {
  const served = folder.replace(/^\/+|\/+$/g, '');
  return served === '' || targetDir === served || targetDir.startsWith(`${served}/`);
}

/** Warns when Pages does not serve `branch` (and `targetDir`) of `owner/name`; names the settings page and the change. */
export function warnUnserved(
  site: PagesSite,
  where: { owner: string; name: string; branch: string; targetDir: string; serverUrl: string },
): void {
  const settingsPage = `${where.serverUrl}/${where.owner}/${where.name}/settings/pages`;
  const pushed = `the branch "${where.branch}"${where.targetDir ? ` (folder ${where.targetDir}/)` : ''}`;
  const folderToSet = where.targetDir === 'docs' || where.targetDir.startsWith('docs/') ? '/docs' : '/ (root)';
  const change = `set "Source" to "Deploy from a branch", branch "${where.branch}", folder "${folderToSet}"`;
  if (!site.enabled) {
    core.warning(
      `GitHub Pages is not enabled for ${where.owner}/${where.name}, so ${pushed} is not served. In ${settingsPage}, ${change}.`,
    );
    return;
  }
  if (site.buildType === 'workflow') {
    core.warning(
      `GitHub Pages of ${where.owner}/${where.name} is set to the "GitHub Actions" source: it serves what a workflow ` +
        `uploads with actions/deploy-pages, not ${pushed}. In ${settingsPage}, ${change}.`,
    );
    return;
  }
  if (site.branch !== where.branch || !servesFolder(site.folder, where.targetDir)) {
    core.warning(
      `GitHub Pages of ${where.owner}/${where.name} serves the branch "${site.branch}", folder "${site.folder}", not ` +
        `${pushed}: this deploy does not change the site. In ${settingsPage}, ${change}` +
        ' (or set the "branch" input to what Pages serves).',
    );
    return;
  }
  core.info(`GitHub Pages serves ${pushed}${site.htmlUrl ? ` at ${site.htmlUrl}` : ''}.`);
}
