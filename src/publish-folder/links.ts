// The symbolic links of the folders the publish reads, checked where they lead: a link out of the workspace (or
// into a .git folder) is refused; in a Hexo extend folder, a link to a file is published as a copy of that file.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { escapes } from '../shared/paths.js';

/** A listed file of a published folder (read.ts's SiteFile). */
export interface ListedLink {
  path: string;
  diskPath: string;
  symlink: boolean;
}

export interface LinkRule {
  /** The workspace's real path. */
  workspace: string;
  /** The input that names the folder the links are in (`publish-dir`, `the extend_dirs in _config.yml's deploy`). */
  input: string;
  /**
   * Whether a link to a file is published as a copy of the file, as hexo deploy publishes an extend folder's
   * links (hexo-fs `copyDir` copies each with `fs.copyFile`, which follows it), rather than as a link.
   */
  copy: boolean;
  /**
   * The real path of the folder whose links these are, when a link must stay inside it: a link out of the
   * publish folder would publish, on every route alike, a file the site does not hold (a branch would store a
   * link to nothing; the artifact, the file it names), so it is refused on every route.
   */
  folder?: string;
}

/**
 * Checks each symbolic link of `files` (completed in place, and returned): only a link costs a look (its real
 * path), so a listing of tens of thousands of files costs a flag's test for each other one. A link that leads out
 * of the workspace or into a .git folder is refused, naming it: a link to a file is read (copied) where `copy`
 * says so, and a link published as a link tells where the runner keeps its files. A link with no real path (its
 * target missing, or a loop) has nothing to copy and stays the link it is, as does a link to a folder: hexo deploy
 * fails on both (`fs.copyFile`), and the publish folder's own links are published as links.
 */
export function checkLinks(files: ListedLink[], rule: LinkRule): ListedLink[] {
  for (let index = 0; index < files.length; index += 1) {
    const file = files[index];
    if (!file?.symlink) continue;
    let real: string;
    try {
      real = fs.realpathSync(file.diskPath);
    } catch {
      continue;
    }
    const escape = escapes(rule.workspace, real);
    if (escape) {
      const name = path.relative(rule.workspace, file.diskPath).split(path.sep).join('/');
      throw new Error(
        `The symbolic link "${name}" of ${rule.input} leads ${escape} (to ${real}), so nothing was published: the ` +
          "site's links must stay inside the workspace. Put a copy of what it points at into the site, or remove " +
          'the link.',
      );
    }
    if (rule.folder !== undefined && escapes(rule.folder, real)) {
      const name = path.relative(rule.workspace, file.diskPath).split(path.sep).join('/');
      const where = path.relative(rule.workspace, real).split(path.sep).join('/');
      throw new Error(
        `The symbolic link "${name}" of ${rule.input} leads out of the site (to ${where} in the workspace), so ` +
          'nothing was published: on a branch it would be a link to nothing, in a Pages artifact a copy of a file ' +
          'the site does not hold. Copy the file into the site, or leave the link out with input "exclude".',
      );
    }
    if (rule.copy && fs.statSync(real).isFile()) files[index] = { path: file.path, diskPath: real, symlink: false };
  }
  return files;
}
