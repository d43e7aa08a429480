// The frame every end-to-end test file shares: one git server per file, fresh job folders per test, cleaned up.
import { GitServer } from './git-server.mjs';
import { makeJob, removeJob, type Job } from './run-action.mjs';

export interface EndToEnd {
  /** The file's git server, started before its first test. */
  readonly server: GitServer;
  /** A job's workspace, RUNNER_TEMP and HOME; a copy of the fixture (the Hexo blog unless told). */
  job(options?: { fixture?: string; linkNodeModules?: boolean }): Promise<Job>;
  /** An `owner/name` no other test of the file uses. */
  repoName(prefix: string): string;
}

export function useEndToEnd(): EndToEnd {
  let server: GitServer | undefined;
  const jobs: Job[] = [];
  let counter = 0;
  beforeAll(async () => {
    server = await GitServer.start();
  });
  afterAll(async () => {
    await server?.stop();
  });
  afterEach(async () => {
    for (const job of jobs.splice(0)) await removeJob(job);
  });
  return {
    get server(): GitServer {
      if (!server) throw new Error('the git server is started in beforeAll');
      return server;
    },
    async job(options = { fixture: 'hexo-blog' }): Promise<Job> {
      const job = await makeJob(options);
      jobs.push(job);
      return job;
    },
    repoName(prefix: string): string {
      counter += 1;
      return `octo/${prefix}-${counter}`;
    },
  };
}
