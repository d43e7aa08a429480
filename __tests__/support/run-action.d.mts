// Types of run-action.mjs, for the TypeScript tests.
export declare const REPO_ROOT: string;
export declare const NODE: string;
/** The file the bundle runs from in this test file: dist/index.js, or its copy where coverage is recorded. */
export declare function runningBundle(): string;
/** action.yml, parsed: its inputs with their descriptions and defaults. */
export declare const ACTION: {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  runs: { using: string; main: string; post: string; 'post-if': string };
};

export interface Job {
  root: string;
  workspace: string;
  runnerTemp: string;
  home: string;
  /** The workspace's node_modules is a link to the repository's (`runAction` then defaults to `install: skip`). */
  linkedNodeModules?: boolean;
}

export interface StepResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** The signals a cancellation sent, in order (none when the step was not cancelled). */
  signals: string[];
  /** When each of them was sent (Date.now()). */
  signalsAt: number[];
  /** When its process ended (Date.now()), its output read. */
  endedAt: number;
  warnings: string[];
  errors: string[];
}

export interface ActionResult extends StepResult {
  /** The main step's `::notice::` annotations. */
  notices: string[];
  outputs: Record<string, string>;
  state: Record<string, string>;
  masks: string[];
  summary: string;
  /** stdout and stderr as the runner shows them, with every registered secret masked. */
  log: string;
  post: StepResult | undefined;
}

export interface RunOptions {
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  serverUrl: string;
  repository?: string;
  githubToken?: string;
  post?: boolean;
  /** false: the main step was killed while Node started (the runner's cancel), before it saved any state. */
  mainStep?: boolean;
  timeoutMs?: number;
  /** Cancel the main step as the runner does (SIGINT, SIGTERM 7.5 s later, SIGKILL at 10 s) once this file exists. */
  cancel?: {
    whenExists: string;
    signals?: ('SIGINT' | 'SIGTERM' | 'SIGKILL')[];
    delayMs?: number;
    /**
     * Not before the main step saved its first state (its code runs): a signal while Node starts kills it unseen
     * (`mainStep: false` is that case: the post step with no state).
     */
    afterStart?: boolean;
  };
  /** The index.js to run, for a test that runs a copy of dist/ (which the site's commands may write); dist/'s own. */
  bundle?: string;
}

export declare function makeJob(options?: { fixture?: string; linkNodeModules?: boolean }): Promise<Job>;
export declare function removeJob(job: Job): Promise<void>;
export declare function parseFileCommands(text: string): Record<string, string>;
export declare function maskLog(text: string, secrets: string[]): string;
export declare function runAction(job: Job, options: RunOptions): Promise<ActionResult>;
export declare function useNetwork(env?: Record<string, string>): void;
export declare function apiUrlOf(serverUrl: string): string;
/** The post step's entry beside `bundle` (dist/post.js beside dist/index.js), or `bundle` when it has none. */
export declare function postEntry(bundle: string): string;
export declare function filesContaining(dir: string, needles: string[]): Promise<string[]>;
