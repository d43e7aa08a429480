// The stand-ins a test file of the Pages "GitHub Actions" source starts: GitHub's REST API (its Pages deployment
// calls, every request and answer checked against the OpenAPI description), the runner's OIDC token service, and
// its artifact service in front of Azurite (a service of its own for each test: a run takes one artifact of a name).
import { ArtifactService } from './artifact-service.mjs';
import { Azurite } from './azurite.mjs';
import type { EndToEnd } from './e2e.js';
import { GitHubApi } from './github-api.mjs';
import { OidcService, PagesDeployments } from './pages-deployments.mjs';

export interface ActionsStandIns {
  api: GitHubApi;
  oidc: OidcService;
  deployments: PagesDeployments;
  azurite: Azurite;
  /** The current test's artifact service (a test may start the next attempt's in its place). */
  artifacts: ArtifactService;
  /** What the runner sets for a job that may upload artifacts and ask for an OIDC token (`id-token: write`). */
  runnerEnv(): Record<string, string>;
}

/** Starts the stand-ins around the file's tests (jest's hooks), each test with an artifact service of its own. */
export function useActionsStandIns(e2e: EndToEnd): ActionsStandIns {
  const stand = {
    runnerEnv: (): Record<string, string> => ({
      ...stand.oidc.env,
      ACTIONS_RUNTIME_TOKEN: stand.artifacts.token(),
      ACTIONS_RESULTS_URL: stand.artifacts.url,
      // The toolkit's artifact client refuses a GitHub Enterprise Server by this address: the job runs on github.com
      // (the API is still the stand-in's, by GITHUB_API_URL; no git server is reached on this way).
      GITHUB_SERVER_URL: 'https://github.com',
    }),
  } as ActionsStandIns;
  beforeAll(async () => {
    stand.api = await GitHubApi.start(e2e.server);
    stand.oidc = await OidcService.start();
    stand.deployments = stand.api.use(new PagesDeployments(stand.oidc));
    stand.azurite = await Azurite.start();
  });
  beforeEach(async () => {
    stand.artifacts = await ArtifactService.start(stand.azurite);
    // A deployment is made of an artifact this run uploaded and finalized only.
    stand.deployments.artifactExists = (id) =>
      [...stand.artifacts.artifacts.values()].some((artifact) => artifact.id === id && artifact.finalized);
  });
  afterEach(async () => {
    await stand.artifacts.stop();
    stand.api.expectValid();
  });
  afterAll(async () => {
    await stand.api.stop();
    await stand.oidc.stop();
    await stand.azurite.stop();
  });
  return stand;
}
