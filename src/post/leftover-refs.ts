// The post step's duty to the remote for a main step killed during a split push (or a history rewrite): delete the
// temporary refs it left there. Loaded only then. The saved state names the target's URL, but a user command can
// write the state file: the credentials go to that URL only where the main step's rules would send them.
import * as core from '../shared/runner.js';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { errorMessage } from '../shared/errors.js';
import { addOrigin, initBare } from '../git/bare.js';
import { Git } from '../git/git.js';
import { isolatedGitEnvironment } from '../git/isolation.js';
import { Remote } from '../git/remote.js';
import { uploadPrefixes } from '../branch/split.js';
import { deleteWhenLanded } from '../branch/late-refs.js';
import { parseTarget, type Target } from '../git/target.js';
import { readSettings, type Settings } from '../inputs/settings.js';
import type { SavedUploads } from '../shared/state.js';

/** Deletes the temporary refs each saved upload left on its target; a failure only warns, saying how to do it. */
export async function removeLeftRefs(saved: readonly SavedUploads[], runnerTemp: string): Promise<void> {
  const work = await fs.mkdtemp(path.join(runnerTemp, 'pages-push-post-'));
  try {
    const { settings, credentials } = await readSettings();
    await credentials.prepare(work);
    for (const [index, upload] of saved.entries()) {
      const prefixes = uploadPrefixes(upload.id);
      // What the server was seen to hold, once listed: a failure after it names those refs, not a guess.
      let listed: string[] | undefined;
      try {
        const target = reachable(upload.url, settings);
        if (!target) throw new Error('the credentials of this step go to that host only from the main step');
        const gitDir = path.join(work, `repo-${index}.git`);
        initBare(gitDir);
        await addOrigin(gitDir, target.url);
        const deleted = await credentials.use(target, async (auth) => {
          const env = isolatedGitEnvironment(process.env, auth.config, {
            allowHttp: target.protocol === 'http',
            stallMs: settings.networkTimeoutMs,
          });
          const remote = new Remote(new Git({ ...env, ...auth.env, GIT_DIR: gitDir }, work), target);
          const refs = [...(await remote.refsUnder(prefixes[0])), ...(await remote.refsUnder(prefixes[1]))];
          listed = refs;
          if (refs.length > 0) await remote.deleteRefs(refs, '');
          // The push the kill cut short may land after this listing, as a server that got its whole pack does.
          const landing = upload.landing;
          if (landing && !refs.includes(landing.ref) && (await deleteWhenLanded(remote, landing, ''))) {
            return refs.length + 1;
          }
          return refs.length;
        });
        core.info(
          deleted > 0
            ? `Deleted the ${deleted} temporary ${deleted === 1 ? 'ref' : 'refs'} the killed main step left on ${target.url}.`
            : `The killed main step left no temporary ref on ${target.url}: none of its pushes to one had landed.`,
        );
      } catch (error) {
        const refs = listed ?? [];
        core.warning(
          !listed?.length
            ? `Could not tell whether a killed deploy left temporary refs on ${upload.url}: ${errorMessage(error)}\n` +
                `Any there hold only files of that deploy; list them with \`git ls-remote ${upload.url} '${prefixes[0]}*' ` +
                `'${prefixes[1]}*'\` and delete each with \`git push ${upload.url} --delete <ref>\`.`
            : `Could not delete the ${refs.length} temporary ${refs.length === 1 ? 'ref' : 'refs'} a killed deploy left ` +
                `on ${upload.url}: ${errorMessage(error)}\nThey hold only files of that deploy; delete them with ` +
                `\`git push ${upload.url} --delete ${refs.join(' ')}\`.`,
        );
      }
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}

/**
 * The saved URL as a target the step's credentials may reach, by the main step's rules: the token goes to the
 * workflow's server or the host the `repository` input names, a deploy key to a host whose key is pinned (checked
 * when it is opened). A target only the site config named, with a token of its own, is not reached from here.
 */
function reachable(url: string, settings: Settings): Target | undefined {
  const { serverUrl, repository: current } = settings.source;
  const target = parseTarget(url, serverUrl, current, 'saved state');
  if (target.protocol === 'ssh' || target.trusted) return target;
  if (!settings.repository) return undefined;
  const named = parseTarget(settings.repository, serverUrl, current);
  return named.origin.toLowerCase() === target.origin.toLowerCase() ? { ...target, trusted: true } : undefined;
}
