// The packer and the upload of the `github-pages` artifact (pages-artifact/), loaded only by a run that deploys
// through the Pages "GitHub Actions" source: @actions/artifact's client is a chunk no other run should parse.
import type { ArtifactPackAndUpload } from './actions.js';
import type { SitePackAndUpload } from './build-only.js';

export async function loadPackAndUpload(): Promise<ArtifactPackAndUpload> {
  const [{ packSite }, { loadArtifactClient, uploadPagesArtifact }] = await Promise.all([
    import('../pages-artifact/pack.js'),
    import('../pages-artifact/upload.js'),
  ]);
  await loadArtifactClient();
  return { pack: packSite, upload: uploadPagesArtifact };
}

/** The packer and the site artifact's upload, for a build job (`mode: build`, see build-only.ts). */
export async function loadSitePackAndUpload(): Promise<SitePackAndUpload> {
  const [{ packSite }, { loadArtifactClient }, { uploadSiteArtifact }] = await Promise.all([
    import('../pages-artifact/pack.js'),
    import('../pages-artifact/upload.js'),
    import('../pages-artifact/site-artifact.js'),
  ]);
  await loadArtifactClient();
  return { pack: packSite, upload: uploadSiteArtifact };
}
