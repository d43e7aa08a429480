// The packer and the upload of the `github-pages` artifact (pages-artifact/), loaded only by a run that deploys
// through the Pages "GitHub Actions" source: @actions/artifact's client is a chunk no other run should parse.
import type { ArtifactPackAndUpload } from './actions.js';

export async function loadPackAndUpload(): Promise<ArtifactPackAndUpload> {
  const [{ packSite }, { loadArtifactClient, uploadPagesArtifact }] = await Promise.all([
    import('../pages-artifact/pack.js'),
    import('../pages-artifact/upload.js'),
  ]);
  await loadArtifactClient();
  return { pack: packSite, upload: uploadPagesArtifact };
}
