// Turns the token or the deploy key into what git's child processes need, and masks every form of both.
import * as core from '@actions/core';
import type { Target } from './git/target.js';
import type { Settings } from './settings.js';
import { hasHostKey, prepareDeployKey, type DeployKey } from './ssh.js';

/** A git config entry handed to git through GIT_CONFIG_KEY_n/GIT_CONFIG_VALUE_n, never written to a file. */
export type ConfigEntry = readonly [key: string, value: string];

export interface Credentials {
  /** Pushes over HTTPS, and fills the placeholder; may be empty when a deploy key pushes. */
  token: string;
  deployKey: DeployKey | undefined;
  /** Extra known_hosts lines (the `known-hosts` input). */
  knownHosts: string;
  /** Every form of every secret: what must never be published, logged, or left on disk. */
  secrets: string[];
}

/** What git needs to reach one target: config entries and environment variables for its child processes. */
export interface GitAuth {
  config: ConfigEntry[];
  env: Record<string, string>;
}

/**
 * Registers every derived form of the token as a secret before anything is logged, then writes and checks the
 * deploy key (in `dir`, under RUNNER_TEMP), if there is one.
 */
export async function prepareCredentials(settings: Settings, dir: string): Promise<Credentials> {
  const secrets = settings.token ? derivedForms(settings.token) : [];
  for (const secret of secrets) core.setSecret(secret);
  let deployKey: DeployKey | undefined;
  if (settings.deployKey.trim()) {
    deployKey = await prepareDeployKey(settings.deployKey, settings.knownHosts, dir);
    for (const secret of deployKey.secrets) core.setSecret(secret);
    secrets.push(...deployKey.secrets);
    core.info(
      `Deploy key ${deployKey.fingerprint}: it must be listed, with write access, under the target's Settings → Deploy keys.`,
    );
  }
  return { token: settings.token, deployKey, knownHosts: settings.knownHosts, secrets };
}

/**
 * How git authenticates to `target`: the deploy key over SSH (pinned host keys only), the token over HTTPS.
 * A missing credential or host key fails here, before any network traffic, naming the input to set.
 */
export function gitAuth(credentials: Credentials, target: Target): GitAuth {
  if (target.protocol === 'ssh') {
    if (!credentials.deployKey) {
      throw new Error(
        `The target ${target.url} is an SSH address, which needs "deploy-key". To push with the token, use owner/name or an https:// URL.`,
      );
    }
    if (!hasHostKey(target.host, credentials.knownHosts)) {
      const [name = '', port = ''] = target.host.split(/:(?=\d+$)/);
      throw new Error(
        `No host key is known for ${target.host}: only github.com's are built in, and nothing is trusted on first ` +
          `use. Add the server's public host key to the "known-hosts" input, e.g. the output of ` +
          `\`ssh-keyscan ${port ? `-p ${port} ` : ''}${name}\`, checked against a fingerprint you trust.`,
      );
    }
    return { config: [], env: { GIT_SSH_COMMAND: credentials.deployKey.sshCommand } };
  }
  if (!credentials.token) {
    throw new Error(
      `The target ${target.url} is an HTTPS address, which needs "token". Pass a token, or use an SSH target with "deploy-key".`,
    );
  }
  return { config: tokenGitConfig(credentials.token, target.origin), env: {} };
}

/** The HTTP basic credential git sends: the user name is ignored by GitHub, the token is the password. */
export function basicCredential(token: string): string {
  return Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
}

/** Every form of the token that could reach a log or a file: itself, URL-encoded, and its base64 forms. */
export function derivedForms(token: string): string[] {
  const forms = new Set<string>([
    token,
    encodeURIComponent(token),
    basicCredential(token),
    Buffer.from(token, 'utf8').toString('base64'),
  ]);
  return [...forms].filter((form) => form.length > 0);
}

/**
 * The config that makes git authenticate to the target's server with the token. The header is scoped to the
 * target's origin, so a push or a redirect to any other host never carries it, and an empty value first resets
 * any extraheader inherited from the user's or the runner's git config (actions/checkout leaves one).
 * Credential helpers are switched off so a stored credential of someone else's is never used instead.
 */
export function tokenGitConfig(token: string, origin: string): ConfigEntry[] {
  const key = `http.${origin}.extraheader`;
  return [
    [key, ''],
    [key, `AUTHORIZATION: basic ${basicCredential(token)}`],
    ['credential.helper', ''],
  ];
}
