// Types of workflow-runs.mjs, for the TypeScript tests.
import type { ArtifactService } from './artifact-service.mjs';

export interface OpenPull {
  number: number;
  /** The head's repository, `owner/name` (a fork's for a fork's pull request). */
  headRepo: string;
  branch: string;
  sha: string;
}
export declare class WorkflowRuns {
  readonly runs: Map<number, { repo: string; artifacts: ArtifactService }>;
  addRun(id: number, repo: string, artifacts: ArtifactService): void;
  addPull(repo: string, pull: OpenPull): void;
}
