// Turns the token into git configuration for child processes only, and masks every form of it in the log.
import * as core from '@actions/core';
import type { Settings } from './settings.js';

/** A git config entry handed to git through GIT_CONFIG_KEY_n/GIT_CONFIG_VALUE_n, never written to a file. */
export type ConfigEntry = readonly [key: string, value: string];

export interface Credentials {
  kind: 'token';
  token: string;
}

/** Chooses the credential to push with, and registers its derived forms as secrets before anything is logged. */
export function prepareCredentials(settings: Settings): Credentials {
  if (settings.token) maskToken(settings.token);
  if (settings.deployKey.trim()) {
    throw new Error(
      'Input "deploy-key" is not supported yet: pushing over SSH with a deploy key is coming in a later version. ' +
        'Remove "deploy-key" and pass a token (a personal access token, or the workflow token for the same repository).',
    );
  }
  return { kind: 'token', token: settings.token };
}

/** The HTTP basic credential git sends: the user name is ignored by GitHub, the token is the password. */
export function basicCredential(token: string): string {
  return Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
}

/** Every form of the token that could reach a log: itself, its URL-encoded form and its base64 forms. */
export function derivedForms(token: string): string[] {
  const forms = new Set<string>([
    token,
    encodeURIComponent(token),
    basicCredential(token),
    Buffer.from(token, 'utf8').toString('base64'),
  ]);
  return [...forms].filter((form) => form.length > 0);
}

export function maskToken(token: string): void {
  for (const form of derivedForms(token)) core.setSecret(form);
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
