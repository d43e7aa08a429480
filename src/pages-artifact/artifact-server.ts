// Where a two-job deploy's artifact can go: apart from site-artifact.ts, so that the build job's check loads no more
// than this (site-artifact.ts brings the tar reader and the upload, which a run that is not a two-job deploy never uses).

/**
 * Refuses a two-job deploy (`mode`, for the input's value) on GitHub Enterprise Server, whose artifact service the
 * toolkit's client (v2 and later) does not support, before anything is built or downloaded.
 */
export function refuseOnServer(serverUrl: string, mode: string): void {
  const host = new URL(serverUrl).hostname.toLowerCase();
  if (host === 'github.com' || host.endsWith('.ghe.com') || host.endsWith('.localhost')) return;
  throw new Error(
    `Input "mode: ${mode}" hands the site from one job to another as an artifact, with the artifact client of the ` +
      `Actions toolkit, which does not work on GitHub Enterprise Server (${host}): use "mode: build-and-deploy".`,
  );
}
