// The environments our git and the deploy command's git run in: isolated from what a user command could have
// written, and the deploy identity.
import { gitEnvironment, type ConfigEntry } from './git.js';

/**
 * The environment for our own git: `gitEnvironment`, reading no git config but what we pass (not HOME's, not the
 * system's: a user command may have written there), running no hook, and speaking only the protocols a target
 * needs (https and ssh; http only when the target is an http:// one); an HTTP transfer that stops moving for
 * `stallMs` is stopped. A proxy set in the environment (`https_proxy`) and git's own variables
 * (`GIT_SSL_CAINFO`) still work.
 */
export function isolatedGitEnvironment(
  base: NodeJS.ProcessEnv,
  config: readonly ConfigEntry[],
  options: { allowHttp: boolean; stallMs: number },
): Record<string, string> {
  const isolation: ConfigEntry[] = [
    ['core.hooksPath', process.platform === 'win32' ? 'NUL' : '/dev/null'],
    // A repository's own config cannot turn these back on: entries from the environment win over config files.
    ['core.fsmonitor', 'false'],
    ['protocol.allow', 'never'],
    ['protocol.https.allow', 'always'],
    ['protocol.ssh.allow', 'always'],
    ['protocol.http.allow', options.allowHttp ? 'always' : 'never'],
    // A transfer that moves less than a byte a second for this long is stopped: a stalled server, not a slow link.
    ['http.lowSpeedLimit', '1'],
    ['http.lowSpeedTime', String(stallSeconds(options.stallMs))],
  ];
  return gitEnvironment(base, [...config, ...isolation], {
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: process.platform === 'win32' ? 'NUL' : '/dev/null',
  });
}

/** The `network-timeout` as whole seconds, at least one: what git's and ssh's stall limits take. */
export function stallSeconds(ms: number): number {
  return Math.max(1, Math.round(ms / 1000));
}

/** Who a deploy commit is by, as git's environment gives it to commits. */
export function identityEnvironment(identity: { name: string; email: string }): Record<string, string> {
  return {
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
  };
}
