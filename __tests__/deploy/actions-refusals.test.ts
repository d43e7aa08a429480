// Unit tests of whether a deploy goes through the Pages "GitHub Actions" source, and of what `pages-source: actions`
// refuses before the build, each with why and the fix.
import { refuseForActions, throughActions, type SourceSettings } from '../../src/deploy/actions-refusals.js';
import { chooseDestination, type Destination } from '../../src/git/destination.js';
import type { PagesRead } from '../../src/github/pages-source.js';

const WORKFLOW: PagesRead = {
  read: true,
  site: { enabled: true, htmlUrl: 'https://octo.github.io/blog/', buildType: 'workflow', branch: '', folder: '/' },
};
const LEGACY: PagesRead = {
  read: true,
  site: {
    enabled: true,
    htmlUrl: 'https://octo.github.io/blog/',
    buildType: 'legacy',
    branch: 'gh-pages',
    folder: '/',
  },
};

function settings(changes: Partial<SourceSettings> = {}): SourceSettings {
  return {
    pagesSource: 'actions',
    deployCommand: '',
    history: 'keep',
    tag: '',
    commitSigning: 'none',
    source: { serverUrl: 'https://github.com' },
    ...changes,
  };
}

function destination(repository = ''): Destination {
  return chooseDestination({
    repository,
    branch: '',
    deployTargets: [],
    serverUrl: 'https://github.com',
    currentRepository: 'octo/blog',
    hasDeployKey: false,
  });
}

describe('auto', () => {
  test("takes the Actions source when the current repository's Pages say build_type workflow", () => {
    expect(throughActions(settings({ pagesSource: 'auto' }), destination(), WORKFLOW)).toBe(true);
  });

  test('pushes a branch when Pages are served from one, are off, or could not be read', () => {
    const auto = settings({ pagesSource: 'auto' });
    expect(throughActions(auto, destination(), LEGACY)).toBe(false);
    expect(throughActions(auto, destination(), { read: true, site: { enabled: false } })).toBe(false);
    expect(throughActions(auto, destination(), { read: false, why: 'HTTP 403' })).toBe(false);
    expect(throughActions(auto, destination(), undefined)).toBe(false);
  });

  test('pushes a branch to another repository, or when a branch feature is asked for', () => {
    const auto = settings({ pagesSource: 'auto' });
    expect(throughActions(auto, destination('octo/octo.github.io'), WORKFLOW)).toBe(false);
    expect(throughActions({ ...auto, tag: 'deploy-1' }, destination(), WORKFLOW)).toBe(false);
    expect(throughActions({ ...auto, history: 1 }, destination(), WORKFLOW)).toBe(false);
  });

  test('branch never asks', () => {
    expect(throughActions(settings({ pagesSource: 'branch' }), destination(), WORKFLOW)).toBe(false);
  });
});

describe('actions refuses before the build', () => {
  test.each([
    [{ deployCommand: 'npm run deploy' }, '"deploy-command" ("npm run deploy") pushes the site itself'],
    [
      { preview: { number: 7, folder: 'pr-preview/pr-7', closed: false, fromFork: false } },
      'a "preview" is a folder of the branch beside the site',
    ],
    [{ history: 3 }, '"history: 3" shortens the branch\'s commits, and a Pages deployment makes no commit'],
    [{ targetDir: 'docs' }, '"target-dir" ("docs") puts the site in a folder of the branch'],
    [{ tag: 'deploy-7' }, '"tag" ("deploy-7") marks the deploy commit, and a Pages deployment makes none'],
    [{ commitSigning: 'github' as const }, '"commit-signing: github" signs the deploy commit'],
  ])('a branch feature (%j), saying why it is one', (changes, why) => {
    expect(() => {
      refuseForActions(settings(changes), destination(), WORKFLOW);
    }).toThrow(
      new RegExp(
        `^Input "pages-source: actions" deploys through the Pages "GitHub Actions" source, which has no branch: .*${why.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*; or set \`pages-source: branch\` to push to a branch as before\\.$`,
      ),
    );
  });

  test('another repository as the target', () => {
    expect(() => {
      refuseForActions(settings(), destination('octo/octo.github.io'), WORKFLOW);
    }).toThrow(
      'which deploys only the Pages of the repository the workflow runs in, and the target is ' +
        'https://github.com/octo/octo.github.io.git (the "repository" input). Deploy from that repository\'s own ' +
        'workflow, or set `pages-source: branch` to push to one of its branches.',
    );
  });

  test('Pages that could not be read: the permissions to give', () => {
    expect(() => {
      refuseForActions(settings(), destination(), { read: false, why: 'GitHub refused the token' });
    }).toThrow(
      'the Pages settings of octo/blog could not be read (GitHub refused the token): the token needs `pages: ' +
        'write`. Give the job "permissions: { contents: read, pages: write, id-token: write }"',
    );
  });

  test('Pages off, or served from a branch: the settings page and the source to set', () => {
    expect(() => {
      refuseForActions(settings(), destination(), { read: true, site: { enabled: false } });
    }).toThrow(
      'GitHub Pages is not enabled for octo/blog: in https://github.com/octo/blog/settings/pages, set "Source" to ' +
        '"GitHub Actions"',
    );
    expect(() => {
      refuseForActions(settings(), destination(), LEGACY);
    }).toThrow('octo/blog\'s Pages are served from the branch "gh-pages" ("Deploy from a branch")');
  });

  test('nothing to refuse: the current repository, Pages on the Actions source, no branch feature', () => {
    expect(throughActions(settings(), destination('octo/blog'), WORKFLOW)).toBe(true);
  });
});
