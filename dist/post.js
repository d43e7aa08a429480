// The post step's entry (action.yml's runs.post), written by scripts/post-entry.mjs: the bundle, told it is the
// post step before it loads, whatever state the main step saved or did not.
process.argv.push('--pages-push-post');
await import('./index.js');
