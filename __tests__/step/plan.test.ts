// Unit tests of deciding once which deploy runs: our push, the user's deploy command, or hexo deploy.
import { jest } from '@jest/globals';
import { ActionsDeployer } from '../../src/deploy/actions.js';
import { CommandDeployer } from '../../src/deploy/command.js';
import { HexoDeployer } from '../../src/deploy/hexo.js';
import { PushDeployer } from '../../src/deploy/push.js';
import {
  branchSource,
  chooseDeployer,
  choosePlan,
  configTokenVariables,
  destinationsOf,
  planReadsPages,
} from '../../src/step/plan.js';
import type { Settings, SourceContext } from '../../src/inputs/settings.js';
import { DEFAULT_DEPLOYER_OPTIONS } from '../../src/shared/hexo-deploy-targets.js';
import type { PagesRead } from '../../src/github/pages.js';

const source: SourceContext = {
  repository: 'octo/blog',
  sha: '0123456789abcdef0123456789abcdef01234567',
  refName: 'source',
  serverUrl: 'https://github.com',
  actor: 'octocat',
  actorId: '583231',
  eventName: 'push',
};

type PlanSettings = Pick<Settings, 'repository' | 'branch' | 'deployCommand' | 'source' | 'tokenPlaceholder'>;

function settings(changes: Partial<PlanSettings> = {}): PlanSettings {
  return { repository: '', branch: '', deployCommand: '', source, tokenPlaceholder: 'GITHUB_ACCESS_TOKEN', ...changes };
}

const options = DEFAULT_DEPLOYER_OPTIONS;
const hexoSite = {
  deployTargets: [{ url: 'https://github.com/octo/octo.github.io.git', branch: '', token: '', options }],
  scripts: { deploy: 'hexo clean && hexo deploy', build: 'hexo generate' },
};
const plainSite = { deployTargets: [], scripts: {} };

/** What the plan's log lines say (the runner reads them from stdout). */
function logged(action: () => unknown): string {
  const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    action();
    return write.mock.calls.map(([chunk]) => String(chunk)).join('');
  } finally {
    write.mockRestore();
  }
}

describe('choosePlan', () => {
  test('pushes itself when there is no deploy command, to the target the inputs name', () => {
    const plan = choosePlan(settings({ repository: 'octo/site', branch: 'pages' }), plainSite, false);

    expect(plan).toMatchObject({
      kind: 'push',
      destination: { target: { url: 'https://github.com/octo/site.git' }, branch: 'pages' },
    });
  });

  test("pushes itself to the site config's first git target when no input names one", () => {
    const plan = choosePlan(settings(), hexoSite, false);

    expect(plan).toMatchObject({
      kind: 'push',
      destination: { target: { url: 'https://github.com/octo/octo.github.io.git' }, branch: 'master' },
    });
  });

  test("leaves a deploy command of the user's own to push where it likes, with the target it would have had", () => {
    const plan = choosePlan(settings({ deployCommand: 'rsync -a public/ host:/srv' }), plainSite, false);

    expect(plan).toMatchObject({
      kind: 'command',
      command: 'rsync -a public/ host:/srv',
      destination: { target: { url: 'https://github.com/octo/blog.git' }, branch: 'gh-pages' },
    });
  });

  test("runs hexo deploy on the config's first git target, on the branch hexo-deployer-git defaults to", () => {
    const plan = choosePlan(settings({ deployCommand: 'npx hexo deploy' }), hexoSite, false);

    expect(plan).toMatchObject({
      kind: 'hexo',
      command: 'npx hexo deploy',
      targets: 1,
      destination: { target: { url: 'https://github.com/octo/octo.github.io.git' }, branch: 'master' },
    });
  });

  test('recognises hexo deploy behind a package.json script', () => {
    expect(choosePlan(settings({ deployCommand: 'npm run deploy' }), hexoSite, false).kind).toBe('hexo');
  });

  test('counts every git target of the config, for the full clone several need', () => {
    const site = {
      ...hexoSite,
      deployTargets: [
        ...hexoSite.deployTargets,
        { url: 'https://git.example.com/octo/mirror.git', branch: 'main', token: '', options },
      ],
    };

    expect(choosePlan(settings({ deployCommand: 'hexo d' }), site, false)).toMatchObject({ kind: 'hexo', targets: 2 });
  });

  test('runs hexo deploy as a plain command when the config names no git target', () => {
    let plan;
    const log = logged(() => (plan = choosePlan(settings({ deployCommand: 'hexo deploy' }), plainSite, false)));

    expect(plan).toMatchObject({ kind: 'command', command: 'hexo deploy' });
    expect(log).toContain('_config.yml names no git target: it runs as it is.');
  });

  test('warns that hexo deploy does not use the repository and branch inputs', () => {
    let plan;
    const log = logged(
      () =>
        (plan = choosePlan(
          settings({ deployCommand: 'hexo deploy', repository: 'octo/other', branch: 'gh-pages' }),
          hexoSite,
          false,
        )),
    );

    expect(plan).toMatchObject({ kind: 'hexo', destination: { target: { name: 'octo.github.io' }, branch: 'master' } });
    expect(log).toContain('::warning::The deploy command runs hexo deploy, which pushes where _config.yml says');
  });

  test('pushes over SSH with a deploy key', () => {
    const plan = choosePlan(settings({ repository: 'octo/site' }), plainSite, true);

    expect(plan.destination.target).toMatchObject({ protocol: 'ssh', url: 'git@github.com:octo/site.git' });
  });

  test('refuses an SSH target from the inputs without a deploy key, naming "deploy-key"', () => {
    expect(() => choosePlan(settings({ repository: 'git@git.example.com:octo/site.git' }), plainSite, false)).toThrow(
      'is an SSH address, which needs "deploy-key"',
    );
  });
});

describe('the site config as hexo deploy reads it', () => {
  test('refuses an SSH address on GitHub with a user other than git, naming the address to write', () => {
    const site = {
      deployTargets: [{ url: 'deploy@github.com:octo/blog.git', branch: 'gh-pages', token: '', options }],
      scripts: {},
    };

    expect(() => choosePlan(settings(), site, false)).toThrow(
      'is an SSH address as the user "deploy": GitHub takes SSH only as the user git, so hexo deploy fails on it. ' +
        'Write git@github.com:octo/blog.git instead.',
    );
  });

  test('takes another user on a server of its own, with a deploy key', () => {
    const site = {
      deployTargets: [{ url: 'deploy@git.example.org:octo/blog.git', branch: 'gh-pages', token: '', options }],
      scripts: {},
    };

    expect(choosePlan(settings(), site, true)).toMatchObject({ kind: 'push', destination: { branch: 'gh-pages' } });
  });

  test('names the config file that gave the target', () => {
    const site = {
      deployTargets: [
        { url: 'https://github.com/octo/prod.git', branch: '', token: '', options, configFile: '_config.prod.yml' },
      ],
      scripts: {},
    };

    expect(choosePlan(settings(), site, false)).toMatchObject({
      destination: { source: 'the deploy config in _config.prod.yml' },
    });
  });

  test('names each deployer of another type in the log, with what runs it', async () => {
    const site = {
      ...hexoSite,
      root: '/site',
      otherDeployers: [{ type: 'rsync', where: 'deploy (entry 2 of deploy) in _config.yml' }],
    };
    let ours: Promise<unknown> = Promise.resolve();
    let theirs: Promise<unknown> = Promise.resolve();

    const pushLog = logged(() => (ours = chooseDeployer(settings(), site, false)));
    const hexoLog = logged(
      () => (theirs = chooseDeployer(settings({ deployCommand: 'npx hexo deploy' }), site, false)),
    );
    await Promise.all([ours, theirs]);

    expect(pushLog).toContain(
      '::warning::The rsync deployer (deploy (entry 2 of deploy) in _config.yml) is not run: pages-push pushes the ' +
        'git deployers of the list only. To run every deployer of the list, set "deploy-command: npx hexo deploy"',
    );
    expect(hexoLog).toContain('The rsync deployer (deploy (entry 2 of deploy) in _config.yml) is run by hexo deploy');
  });
});

describe('branchSource', () => {
  test('names the branch input when it gave the branch', () => {
    const given = settings({ branch: 'pages' });

    expect(branchSource(choosePlan(given, plainSite, false), given)).toBe('Input "branch"');
  });

  test('names the deploy branch when the site config gave it, also for hexo deploy with a branch input', () => {
    const given = settings({ branch: 'pages', deployCommand: 'hexo deploy' });

    expect(branchSource(choosePlan(given, hexoSite, false), given)).toBe('The deploy branch');
  });
});

describe('several git targets', () => {
  const site = {
    ...hexoSite,
    deployTargets: [
      ...hexoSite.deployTargets,
      { url: 'https://gitee.com/octo/blog.git', branch: 'pages', token: '$GITEE_TOKEN', options },
    ],
  };

  test('our push goes to every git target of the config, the first first', () => {
    const plan = choosePlan(settings(), site, false);

    expect(destinationsOf(plan).map((destination) => [destination.target.url, destination.branch])).toEqual([
      ['https://github.com/octo/octo.github.io.git', 'master'],
      ['https://gitee.com/octo/blog.git', 'pages'],
    ]);
  });

  test('the repository input replaces them all', () => {
    expect(destinationsOf(choosePlan(settings({ repository: 'octo/site' }), site, false))).toHaveLength(1);
  });

  test("names the variables that hold a target's own token, to keep them from the user's commands", () => {
    expect(configTokenVariables(choosePlan(settings(), site, false))).toEqual(['GITEE_TOKEN']);
  });
});

describe('chooseDeployer', () => {
  const root = { root: '/site' };

  test('picks our own push without a deploy command', async () => {
    await expect(chooseDeployer(settings(), { ...plainSite, ...root }, false)).resolves.toBeInstanceOf(PushDeployer);
  });

  test("picks the user's command for a deploy command that is not hexo deploy", async () => {
    const deployer = await chooseDeployer(
      settings({ deployCommand: 'rsync -a public/ host:/srv' }),
      { ...hexoSite, ...root },
      false,
    );

    expect(deployer).toBeInstanceOf(CommandDeployer);
  });

  test('picks hexo deploy for a command that runs it, directly or through a package.json script', async () => {
    for (const deployCommand of ['npx hexo deploy', 'npm run deploy']) {
      await expect(
        chooseDeployer(settings({ deployCommand }), { ...hexoSite, ...root }, false),
      ).resolves.toBeInstanceOf(HexoDeployer);
    }
  });

  test('picks the plain command for hexo deploy when the config names no git target', async () => {
    let deployer: ReturnType<typeof chooseDeployer> | undefined;
    logged(
      () => (deployer = chooseDeployer(settings({ deployCommand: 'hexo deploy' }), { ...plainSite, ...root }, false)),
    );

    await expect(deployer).resolves.toBeInstanceOf(CommandDeployer);
  });

  test("hands the deployer the variables of the targets' own tokens, to keep from the user's commands", async () => {
    const site = {
      ...hexoSite,
      ...root,
      deployTargets: [{ url: 'https://gitee.com/octo/blog.git', branch: 'pages', token: '$GITEE_TOKEN', options }],
    };

    expect((await chooseDeployer(settings(), site, false)).planned.tokenVariables).toEqual(['GITEE_TOKEN']);
  });

  test("refuses a target's deployer options before anything runs", async () => {
    const site = {
      ...root,
      scripts: {},
      deployTargets: [
        { url: 'https://github.com/octo/site.git', branch: '', token: '', options: { ...options, extendDirs: ['/'] } },
      ],
    };

    await expect(chooseDeployer(settings(), site, false)).rejects.toThrow('extend_dirs "/" in');
    await expect(chooseDeployer(settings({ deployCommand: 'hexo deploy' }), site, false)).rejects.toThrow(
      'extend_dirs "/" in',
    );
  });

  test("refuses commit-signing: github with a deploy command of the user's own, before anything runs", async () => {
    const signing = { ...settings({ deployCommand: 'npm run deploy' }), commitSigning: 'github' as const };

    await expect(chooseDeployer(signing, { ...plainSite, ...root }, false)).rejects.toThrow(
      'Input "commit-signing: github" works with pages-push\'s own push only, and this deploy runs "npm run deploy"',
    );
  });
});

describe('the Pages "GitHub Actions" source', () => {
  const root = { root: '/site' };
  const workflow: PagesRead = {
    site: { enabled: true, htmlUrl: 'https://octo.github.io/blog/', buildType: 'workflow', branch: '', folder: '/' },
  };
  const legacy: PagesRead = {
    site: { ...workflow.site, buildType: 'legacy', branch: 'gh-pages' } as never,
  };

  test('auto deploys through it to the current repository whose Pages say build_type workflow', async () => {
    const plan = choosePlan({ ...settings(), pagesSource: 'auto' }, plainSite, false, workflow);

    expect(plan).toMatchObject({ kind: 'actions', destination: { target: { owner: 'octo', name: 'blog' } } });
    await expect(
      chooseDeployer({ ...settings(), pagesSource: 'auto' }, { ...plainSite, ...root }, false, workflow),
    ).resolves.toBeInstanceOf(ActionsDeployer);
  });

  test("auto pushes the branch when Pages are served from one, and to a site config's other repository", () => {
    expect(choosePlan({ ...settings(), pagesSource: 'auto' }, plainSite, false, legacy).kind).toBe('push');
    expect(choosePlan({ ...settings(), pagesSource: 'auto' }, hexoSite, false, workflow)).toMatchObject({
      kind: 'push',
      destination: { target: { url: 'https://github.com/octo/octo.github.io.git' } },
    });
  });

  test('the plan waits on the Pages settings only where they decide it: the one target is the current repository', () => {
    const auto = { ...settings(), pagesSource: 'auto' as const };
    expect(planReadsPages(auto, plainSite, false)).toBe(true);
    expect(planReadsPages({ ...auto, repository: 'octo/blog' }, plainSite, false)).toBe(true);
    // A site config's other repository, another repository input, a branch feature, or `branch`: never asked.
    expect(planReadsPages(auto, hexoSite, false)).toBe(false);
    expect(planReadsPages({ ...auto, repository: 'octo/site' }, plainSite, false)).toBe(false);
    expect(planReadsPages({ ...auto, tag: 'v1' }, plainSite, false)).toBe(false);
    expect(planReadsPages({ ...settings(), pagesSource: 'branch' }, plainSite, false)).toBe(false);
    // `actions` is refused without them, whatever the target.
    expect(planReadsPages({ ...settings(), pagesSource: 'actions', repository: 'octo/site' }, hexoSite, false)).toBe(
      true,
    );
  });

  test("actions takes the current repository, whatever the site config's deploy names", () => {
    expect(choosePlan({ ...settings(), pagesSource: 'actions' }, hexoSite, false, workflow)).toMatchObject({
      kind: 'actions',
      destination: { target: { url: 'https://github.com/octo/blog.git' } },
    });
  });

  test('actions refuses a deploy command before the "preview needs our push" refusal, and signing is its own', async () => {
    await expect(
      chooseDeployer(
        { ...settings({ deployCommand: 'npm run deploy' }), pagesSource: 'actions', commitSigning: 'github' },
        { ...plainSite, ...root },
        false,
        workflow,
      ),
    ).rejects.toThrow(
      /which has no branch: "deploy-command" \("npm run deploy"\) pushes the site itself.*"commit-signing: github"/,
    );
  });
});
