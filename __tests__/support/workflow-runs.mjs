// Workflow runs and pull requests for the API stand-in (`api.use(new WorkflowRuns())`): a run's artifacts, listed and
// downloaded as the toolkit's artifact client asks for another run's (`findBy`): the list by name, then the zip by
// a 302 to a signed URL that reads the bytes the artifact service stand-in holds in Azurite; and a repository's
// open pull requests filtered by `head` (`owner:branch`), as GitHub answers them. Answers are shaped and checked by
// GitHub's description (described.mjs), besides the stand-in's own check of every answer.
import { componentValue } from './described.mjs';
import { Refusal } from './github-api.mjs';

export class WorkflowRuns {
  constructor() {
    /** What each operation needs, as github-api.mjs's NEEDS. */
    this.needs = {
      'actions/list-workflow-run-artifacts': ['actions', 'read'],
      'actions/download-artifact': ['actions', 'read'],
      'pulls/list': ['pull-requests', 'read'],
    };
    /** Run id → the run's repository and the artifact service stand-in holding its artifacts. */
    this.runs = new Map();
    /** `owner/name` → its open pull requests: number, head repository (`owner/name`), branch and commit. */
    this.pulls = new Map();
  }

  answers(operation) {
    return operation in this.needs;
  }

  /** Run `id` of `repo`, whose artifacts are the ones `artifacts` (an ArtifactService) holds. */
  addRun(id, repo, artifacts) {
    this.runs.set(Number(id), { repo, artifacts });
  }

  /** An open pull request of `repo`. */
  addPull(repo, pull) {
    this.pulls.set(repo, [...(this.pulls.get(repo) ?? []), pull]);
  }

  async operate(operation, { repo, params, query, apiUrl }) {
    switch (operation) {
      case 'actions/list-workflow-run-artifacts': {
        const run = this.runOf(repo, params.run_id);
        const name = query.get('name');
        const artifacts = [...run.artifacts.artifacts.entries()]
          .filter(([named, stored]) => stored.finalized && (!name || named === name))
          .map(([named, stored]) => this.artifactAnswer(repo, Number(params.run_id), named, stored, apiUrl));
        return [200, { total_count: artifacts.length, artifacts }];
      }
      case 'actions/download-artifact': {
        if (params.archive_format !== 'zip') throw new Refusal(404, 'Not Found');
        for (const run of this.runs.values()) {
          if (run.repo !== repo) continue;
          for (const stored of run.artifacts.artifacts.values()) {
            if (stored.id !== Number(params.artifact_id) || !stored.finalized) continue;
            const location = run.artifacts.azurite.signedDownloadUrl('actions-results', stored.blob);
            return [302, undefined, { location }];
          }
        }
        throw new Refusal(404, 'Not Found');
      }
      case 'pulls/list': {
        const head = query.get('head') ?? '';
        const state = query.get('state') ?? 'open';
        const open = state === 'closed' ? [] : (this.pulls.get(repo) ?? []);
        const listed = open.filter((pull) => !head || `${pull.headRepo.split('/')[0]}:${pull.branch}` === head);
        return [200, listed.map((pull) => this.pullAnswer(repo, pull, apiUrl))];
      }
      default:
        throw new Error(`the stand-in does not serve ${operation}`);
    }
  }

  runOf(repo, id) {
    const run = this.runs.get(Number(id));
    if (!run || run.repo !== repo) throw new Refusal(404, 'Not Found');
    return run;
  }

  artifactAnswer(repo, runId, name, stored, apiUrl) {
    const url = `${apiUrl}/repos/${repo}/actions/artifacts/${stored.id}`;
    return componentValue('artifact', {
      id: stored.id,
      node_id: `MDg6QXJ0aWZhY3Q${stored.id}`,
      name,
      size_in_bytes: stored.size,
      url,
      archive_download_url: `${url}/zip`,
      expired: false,
      ...(stored.hash ? { digest: stored.hash } : {}),
      workflow_run: { id: runId },
    });
  }

  pullAnswer(repo, pull, apiUrl) {
    const [headOwner] = pull.headRepo.split('/');
    return componentValue('pull-request-simple', {
      number: pull.number,
      state: 'open',
      url: `${apiUrl}/repos/${repo}/pulls/${pull.number}`,
      head: {
        label: `${headOwner}:${pull.branch}`,
        ref: pull.branch,
        sha: pull.sha,
        repo: { full_name: pull.headRepo, name: pull.headRepo.split('/')[1], fork: pull.headRepo !== repo },
      },
      base: { label: `${repo.split('/')[0]}:main`, ref: 'main', repo: { full_name: repo } },
    });
  }
}
