// Unit tests of the symbolic links of published folders: where each leads, and what is published for it.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { checkLinks, type ListedLink } from '../../src/publish-folder/links.js';

let root: string;
let workspace: string;
let site: string;

beforeEach(() => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pages-push-links-')));
  workspace = path.join(root, 'workspace');
  site = path.join(workspace, 'static');
  fs.mkdirSync(site, { recursive: true });
  fs.mkdirSync(path.join(root, 'home', '.ssh'), { recursive: true });
  fs.writeFileSync(path.join(root, 'home', '.ssh', 'id_rsa'), 'a private key of the runner\n');
  fs.writeFileSync(path.join(site, 'robots.txt'), 'User-agent: *\n');
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** A symbolic link `name` in the site folder to `target`, as listed. */
function link(name: string, target: string): ListedLink {
  fs.symlinkSync(target, path.join(site, name));
  return { path: `static/${name}`, diskPath: path.join(site, name), symlink: true };
}

const publishDir = (): { workspace: string; input: string; copy: boolean } => ({
  workspace,
  input: 'publish-dir',
  copy: false,
});
const extendDir = (): { workspace: string; input: string; copy: boolean } => ({
  workspace,
  input: 'extend_dirs in _config.yml',
  copy: true,
});

describe('checkLinks', () => {
  test('keeps a link of the publish folder that stays inside the workspace as the link it is', () => {
    const latest = link('latest.txt', 'robots.txt');
    const up = link('readme', '../../workspace/static/robots.txt');

    expect(checkLinks([latest, up], publishDir())).toEqual([latest, up]);
  });

  test.each([
    ['absolute', (): string => path.join(root, 'home', '.ssh', 'id_rsa')],
    ['relative', (): string => '../../home/.ssh/id_rsa'],
    ['to a folder', (): string => path.join(root, 'home')],
  ])('refuses a link out of the workspace (%s), naming it from the workspace and the input', (_kind, target) => {
    const files = [link('key', target())];

    for (const rule of [publishDir(), extendDir()]) {
      expect(() => checkLinks(files, rule)).toThrow(
        `The symbolic link "static/key" of ${rule.input} leads out of the workspace (to ${path.join(root, 'home')}`,
      );
    }
  });

  test('refuses a link that leads out through another link of the workspace', () => {
    fs.symlinkSync(path.join(root, 'home'), path.join(workspace, 'home'));
    const files = [link('key', '../home/.ssh/id_rsa')];

    expect(() => checkLinks(files, extendDir())).toThrow('"static/key" of extend_dirs in _config.yml leads out');
  });

  test('refuses a link into a .git folder of the workspace, whose config may hold a credential', () => {
    fs.mkdirSync(path.join(workspace, '.git'));
    fs.writeFileSync(path.join(workspace, '.git', 'config'), '[http]\n');
    const files = [link('config', '../.git/config')];

    expect(() => checkLinks(files, extendDir())).toThrow('"static/config" of extend_dirs in _config.yml leads into a');
  });

  test("publishes an extend folder's link to a file of the workspace as a copy of the file, as hexo deploy does", () => {
    fs.writeFileSync(path.join(workspace, 'notes.md'), '# notes\n');
    const files = [link('latest.txt', 'robots.txt'), link('notes.md', '../notes.md')];

    expect(checkLinks(files, extendDir())).toEqual([
      { path: 'static/latest.txt', diskPath: path.join(site, 'robots.txt'), symlink: false },
      { path: 'static/notes.md', diskPath: path.join(workspace, 'notes.md'), symlink: false },
    ]);
  });

  test("keeps an extend folder's dangling link, and its link to a folder, as links", () => {
    fs.mkdirSync(path.join(workspace, 'images'));
    const files = [link('gone.txt', 'missing.txt'), link('images', '../images'), link('loop', 'loop')];

    expect(checkLinks([...files], extendDir())).toEqual(files);
  });

  test('looks at links only', () => {
    const files = [{ path: 'static/robots.txt', diskPath: path.join(root, 'nowhere'), symlink: false }];

    expect(checkLinks(files, publishDir())).toEqual(files);
  });
});
