// `npm run example`: starts a local git server, builds the fixture Hexo blog and deploys it with the bundled
// action, exactly as a workflow step would, then prints the log as a person reads it (example/log.mjs), the commit
// and the page URL.
// Pass --keep to leave the server, the workspace and the pushed repository in place to look at.
import { GitServer, VALID_TOKEN, git } from '../__tests__/support/git-server.mjs';
import { GitHubApi } from '../__tests__/support/github-api.mjs';
import { setDeployTarget } from '../__tests__/support/hexo.mjs';
import { makeJob, removeJob, runAction } from '../__tests__/support/run-action.mjs';
import { annotation, readableLog, useColour } from './log.mjs';

const keep = process.argv.includes('--keep');
const server = await GitServer.start();
// GitHub's REST API, as the job's token reaches it: the Pages settings (served from gh-pages) that the action reads.
const api = await GitHubApi.start(server);
api.addToken(VALID_TOKEN, { permissions: { contents: 'write', pages: 'read' } });
const job = await makeJob({ fixture: 'hexo-blog' });
try {
  const repo = 'octo/blog';
  await server.createRepo(repo);
  api.setPages(repo, { branch: 'gh-pages', htmlUrl: 'https://octo.github.io/blog/' });
  // The blog's _config.yml names its deploy target as the Hexo docs do; here it is the local server.
  await setDeployTarget(job.workspace, server.repoUrl(repo), 'gh-pages');
  console.log(`Git server: ${server.url} (smart HTTP, basic auth)`);
  console.log(`Workspace:  ${job.workspace} (a copy of __tests__/fixtures/hexo-blog)\n`);

  const result = await runAction(job, {
    serverUrl: server.url,
    repository: repo,
    githubToken: VALID_TOKEN,
    env: { GITHUB_API_URL: `${api.url}/api/v3` },
  });
  process.stdout.write(readableLog(result.log, { colour: useColour(process.stdout) }));
  if (result.exitCode !== 0) {
    const colour = useColour(process.stderr);
    console.error(`\nThe deploy failed (exit code ${result.exitCode}).`);
    for (const error of result.errors) console.error(annotation('error', error, {}, { colour }));
    process.exitCode = 1;
  } else {
    const files = await git(['--git-dir', server.gitDir(repo), 'ls-tree', '-r', '--name-only', 'gh-pages']);
    console.log(`\nPushed to ${result.outputs.repository} (${result.outputs.branch}):`);
    console.log(files.trim().replace(/^/gm, '  '));
    console.log(`\ncommit:   ${result.outputs.commit}`);
    console.log(`page-url: ${result.outputs['page-url']}`);
  }
} finally {
  if (keep) {
    console.log(
      `\n--keep: repository at ${server.gitDir('octo/blog')}, workspace at ${job.workspace}. Stop with Ctrl-C.`,
    );
  } else {
    await api.stop();
    await server.stop();
    await removeJob(job);
  }
}
