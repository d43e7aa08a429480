// Writes dist/post.js, the post step's entry (action.yml's runs.post): it says it is the post step before the bundle
// loads. The saved state alone cannot: a main step cancelled while Node starts (before its first saved state) left
// its post step nothing to tell it apart, and that post step ran the deploy. Run by `npm run build`, after ncc.
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The argument dist/index.js reads as "this is the post step" (src/shared/state.ts: POST_ENTRY_ARGUMENT). */
const POST_ENTRY_ARGUMENT = '--pages-push-post';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const text = `// The post step's entry (action.yml's runs.post), written by scripts/post-entry.mjs: the bundle, told it is the
// post step before it loads, whatever state the main step saved or did not.
process.argv.push('${POST_ENTRY_ARGUMENT}');
await import('./index.js');
`;
writeFileSync(path.join(root, 'dist', 'post.js'), text);
