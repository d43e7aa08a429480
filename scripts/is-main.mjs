// Whether a script was started itself (`node scripts/x.mjs`), not imported by a test: its CLI part runs only then.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `moduleUrl`: the script's `import.meta.url`. */
export function isMain(moduleUrl) {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
