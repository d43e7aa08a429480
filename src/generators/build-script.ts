// A package.json build script of a generator not known here: it runs through the package manager, and the site is
// the first of the usual output folders that the build makes.
import * as path from 'node:path';
import type { Generator } from './generator.js';
import { scriptStep } from './node-build.js';

export const buildScript: Generator = {
  id: 'build-script',
  title: 'a build script',
  detect(clues) {
    if (!clues.scripts.build || !clues.packageManager) return undefined;
    const candidates = ['dist', 'build', 'public', 'out'];
    return {
      reason: 'scripts.build in package.json',
      build: [scriptStep(clues.packageManager, 'build', clues.scripts.build)],
      outputDirs: candidates.map((dir) => path.resolve(clues.root, dir)),
      outputReason: 'the first that exists after the build',
    };
  },
  takesNoBase: 'no generator is known to take it',
};
