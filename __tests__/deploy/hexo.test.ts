// Unit tests of recognising `hexo deploy` in a deploy command, of the branch hexo-deployer-git defaults to, of the
// deploy commit's identity, and of the domain a CNAME file names.
import { createRequire } from 'node:module';
import { deployIdentity, runsHexoDeploy } from '../../src/deploy/hexo.js';
import { cnameDomain } from '../../src/git/target.js';
import { hexoDefaultBranch } from '../../src/shared/hexo-deploy-targets.js';

describe('runsHexoDeploy', () => {
  test.each([
    'hexo deploy',
    'npx hexo deploy',
    'npx hexo d',
    'hexo clean && hexo generate --deploy',
    'npx hexo g -d',
    './node_modules/.bin/hexo deploy --silent',
  ])('"%s" runs it', (command) => {
    expect(runsHexoDeploy(command, {})).toBe(true);
  });

  test.each(['hexo generate', 'npx hexo server -d', 'git push origin gh-pages', 'echo hexo-deployer', 'hexo data'])(
    '"%s" does not',
    (command) => {
      expect(runsHexoDeploy(command, {})).toBe(false);
    },
  );

  test('sees it through a package.json script run by any manager', () => {
    const scripts = { deploy: 'hexo clean && hexo deploy', build: 'hexo generate' };

    expect(runsHexoDeploy('npm run deploy', scripts)).toBe(true);
    expect(runsHexoDeploy('yarn deploy', scripts)).toBe(true);
    expect(runsHexoDeploy('yarn run deploy', scripts)).toBe(true);
    expect(runsHexoDeploy('pnpm run deploy', scripts)).toBe(true);
    expect(runsHexoDeploy('npm run build', scripts)).toBe(false);
    expect(runsHexoDeploy('npm run missing', scripts)).toBe(false);
  });
});

describe('hexoDefaultBranch', () => {
  const parseConfig = createRequire(import.meta.url)('hexo-deployer-git/lib/parse_config') as (
    args: unknown,
  ) => { branch: string }[];

  test.each([
    ['https://github.com/octo/octo.github.io.git', 'master'],
    ['git@github.com:octo/octo.github.io.git', 'master'],
    ['https://github.com/octo/blog.git', 'gh-pages'],
    ['https://GITHUB_ACCESS_TOKEN@github.com/octo/blog.git', 'gh-pages'],
    ['https://e.coding.net/octo/blog.git', 'master'],
    ['git@coding.net:octo/blog.git', 'coding-pages'],
    ['https://git.example.com/octo/blog.git', 'master'],
    // Without .git the deployer's pattern does not match, and it falls back to master.
    ['https://github.com/octo/blog', 'master'],
  ])('%s → %s, as hexo-deployer-git itself chooses', (url, branch) => {
    expect(hexoDefaultBranch(url)).toBe(branch);
    // The deployer's own reading, as the oracle.
    expect(parseConfig({ repo: url })[0]?.branch).toBe(branch);
  });
});

describe('deployIdentity', () => {
  const settings = {
    userName: 'octo',
    userEmail: '583231+octo@users.noreply.github.com',
    given: { userName: false, userEmail: false, commitMessage: false },
  };

  test("takes the deployer's name and email, each on its own", () => {
    expect(deployIdentity(settings, { name: 'Hexo Bot', email: '' })).toEqual({
      name: 'Hexo Bot',
      email: '583231+octo@users.noreply.github.com',
    });
  });

  test('the inputs the workflow sets win, each on its own', () => {
    const given = { ...settings, userName: 'Workflow Bot', given: { ...settings.given, userName: true } };

    expect(deployIdentity(given, { name: 'Hexo Bot', email: 'hexo-bot@example.com' })).toEqual({
      name: 'Workflow Bot',
      email: 'hexo-bot@example.com',
    });
  });

  test('without a deployer, the defaults', () => {
    expect(deployIdentity(settings, undefined)).toEqual({ name: 'octo', email: settings.userEmail });
  });
});

describe('cnameDomain', () => {
  test.each([
    ['blog.example.com\n', 'blog.example.com'],
    ['  www.example.org.\r\nignored\n', 'www.example.org'],
    ['https://blog.example.com/\n', ''],
    ['localhost\n', ''],
    ['', ''],
  ])('reads %j as %j', (text, domain) => {
    expect(cnameDomain(text)).toBe(domain);
  });
});
