export const id = 659;
export const ids = [659];
export const modules = {

/***/ 51670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BuildOnlyDeployer: () => (/* binding */ BuildOnlyDeployer),
/* harmony export */   z: () => (/* binding */ placeholderLeft)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _shared_runner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14331);
/* harmony import */ var _secrets_leaks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54169);
/* harmony import */ var _git_target_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51507);
/* harmony import */ var _shared_timings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(63274);
/* harmony import */ var _publish_folder_checks_site_reader_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6903);
/* harmony import */ var _pages_artifact_artifact_server_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(19203);
/* harmony import */ var _deployer_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(33179);
// The deployer of a build job (`mode: build`): installs and builds the site for the address the deploy will serve,
// with no token in its config, reads and checks it as every route does, and uploads it as an artifact for a deploy
// job (`mode: deploy`), which holds the credentials. Nothing is pushed and no target is contacted.









/** What the runner gives a job that may upload artifacts: its results service, and the token for it. */
const RUNTIME_VARIABLES = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'];
class BuildOnlyDeployer {
    planned;
    artifact;
    load;
    /** No branch is pushed whose serving the run would check. */
    checksServedBranch = false;
    /** The build job holds no token for the site: its config keeps the placeholder (see `placeholderLeft`). */
    substitutesToken = false;
    stage;
    constructor(planned, artifact, load) {
        this.planned = planned;
        this.artifact = artifact;
        this.load = load;
    }
    buildsFirst() {
        return false;
    }
    /** No target is read: what the upload needs from the runner is checked instead, before the build. */
    async check(context, _prepared, started) {
        (0,_pages_artifact_artifact_server_js__WEBPACK_IMPORTED_MODULE_8__/* .refuseOnServer */ .z)(context.settings.source.serverUrl, 'build');
        const missing = RUNTIME_VARIABLES.filter((name) => !context.env[name]);
        if (missing.length > 0 && !context.settings.dryRun) {
            throw new Error(`Input "mode: build" uploads the site as an artifact of the run, and ${missing.join(' and ')} is not set: ` +
                "this step must run as a step of a GitHub Actions job (not in a container's own shell).");
        }
        const [destination] = this.planned.destinations;
        _shared_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Build only (input "mode: build"): the site is built for ${destination.target.url}, checked and uploaded as ` +
            `the artifact "${this.artifact}" for a job of "mode: deploy"; nothing is pushed from this job.`);
        started?.();
        // Loaded before the site's commands run, which could rewrite dist/ (see actions.ts).
        [this.stage] = await Promise.all([this.load(), (0,_publish_folder_checks_site_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .loadPageScanner */ .Co)()]);
        return (0,_deployer_js__WEBPACK_IMPORTED_MODULE_7__/* .branchlessChecked */ .TX)(context, destination);
    }
    whileTokenInConfig() {
        return undefined;
    }
    /** Reads and checks the site as a deploy does, packs it, and uploads it with its manifest. */
    async publish(checked, built, context) {
        const started = Date.now();
        const { settings, signal, leaks, problems } = context;
        const [{ destination }] = checked.targets;
        const stage = this.stage ?? (await this.load());
        // The one read with every check (see site-reader.ts); the deploy job reads the received site again.
        const read = (0,_publish_folder_checks_site_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .siteReader */ .ZG)(settings, {
            publishDir: built.publishDir,
            cname: built.cname,
            leaks,
            problems,
            signal,
            keepLarge: true,
        });
        let packed;
        try {
            const files = await read({}, { target: destination.target, tip: Promise.resolve(_publish_folder_checks_site_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .NOTHING_KEPT */ .Ff) });
            // Read where it is served (a preview's folder: its links are checked there), packed from the site's root:
            // the deploy job publishes it into that folder again.
            const prefix = settings.targetDir ? `${settings.targetDir}/` : '';
            const rooted = files.map((file) => ({
                path: file.path.slice(prefix.length),
                diskPath: file.diskPath,
                symlink: file.symlink,
                mode: file.mode,
                sha: file.sha,
                size: file.size,
            }));
            packed = await stage.pack(built.publishDir, rooted, { tempDir: context.tempDir, signal, secrets: leaks.secrets });
        }
        finally {
            await (0,_secrets_leaks_js__WEBPACK_IMPORTED_MODULE_3__/* .scrubUnread */ .bw)(leaks, built.publishDir, read.listings);
        }
        if (packed.leaking.length > 0)
            await (0,_secrets_leaks_js__WEBPACK_IMPORTED_MODULE_3__/* .refuseLeaks */ .bM)(packed.leaking, leaks);
        (0,_shared_timings_js__WEBPACK_IMPORTED_MODULE_5__/* .mark */ .G)('packed');
        const outcome = {
            kind: 'artifact',
            repository: destination.target.url,
            branch: '',
            pageUrl: (0,_git_target_js__WEBPACK_IMPORTED_MODULE_4__/* .pageUrl */ .fi)(destination.target, ''),
            artifact: { name: this.artifact, id: '', bytes: packed.bytes, files: packed.files },
            dryRun: settings.dryRun,
        };
        if (settings.dryRun) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(packed.file), { recursive: true, force: true });
            _shared_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Dry run: the artifact "${this.artifact}" was packed (${String(packed.files)} files), not uploaded.`);
            return { ...outcome, timings: { ...(0,_deployer_js__WEBPACK_IMPORTED_MODULE_7__/* .timingsOf */ .Ld)(built), publishMs: Date.now() - started } };
        }
        const runtime = {
            token: context.env.ACTIONS_RUNTIME_TOKEN ?? '',
            resultsUrl: context.env.ACTIONS_RESULTS_URL ?? '',
        };
        const uploaded = await stage.upload(packed, { runtime, name: this.artifact, signal });
        (0,_shared_timings_js__WEBPACK_IMPORTED_MODULE_5__/* .mark */ .G)('uploaded');
        _shared_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`The site is the artifact "${this.artifact}" (id ${String(uploaded.id)}): deploy it from a job that needs this ` +
            'one, with input "mode: deploy".');
        const artifact = { ...outcome.artifact, id: String(uploaded.id) };
        return { ...outcome, artifact, timings: { ...(0,_deployer_js__WEBPACK_IMPORTED_MODULE_7__/* .timingsOf */ .Ld)(built), publishMs: Date.now() - started } };
    }
}
/**
 * The build job's stand-in for the token's substitution (see credentials/owner.ts `substituteToken`): nothing is
 * put in any file; a config file that holds the placeholder is named in the log, with where the token goes instead.
 */
function placeholderLeft() {
    return {
        substituteToken: async (files, placeholder) => {
            const holding = [];
            for (const file of files) {
                const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').catch(() => '');
                if (text.includes(placeholder))
                    holding.push(node_path__WEBPACK_IMPORTED_MODULE_1__.basename(file));
            }
            if (holding.length > 0) {
                _shared_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`The token placeholder "${placeholder}" in ${holding.join(', ')} is left as it is: a build job ("mode: ` +
                    'build") holds no token. The deploy job pushes the built site with its own; a "deploy-command" that ' +
                    'needs the token in the config runs in a one-job deploy ("mode: build-and-deploy").');
            }
            return { files: [], restore: () => Promise.resolve() };
        },
    };
}


/***/ }),

/***/ 33179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ld: () => (/* binding */ timingsOf),
/* harmony export */   R2: () => (/* binding */ checkedDeploy),
/* harmony export */   TX: () => (/* binding */ branchlessChecked),
/* harmony export */   ut: () => (/* binding */ checkedSummary)
/* harmony export */ });
/* harmony import */ var _target_connection_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2517);

/** The check's targets as the deployers return them: the skip of any, and where the first one serves the site. */
function checkedDeploy(targets, cnameUnreadBy = '') {
    const skip = targets.find((target) => target.branchState.skip)?.branchState.skip;
    const [served, ...others] = targets.map(({ destination, branchState }) => ({
        target: destination.target,
        branchCname: branchState.prefetched?.cname ?? '',
        cnameUnreadBy,
    }));
    return { targets, ...(skip ? { skip } : {}), served, others };
}
/**
 * The checked deploy of a route that reads no branch (the Actions source, a build job): its first target alone, as
 * is, with a connection that opens nothing until used (none of these routes runs git against it).
 */
function branchlessChecked(context, destination) {
    const connection = new _target_connection_js__WEBPACK_IMPORTED_MODULE_0__/* .Connection */ .N(context.credentials, destination.target, {
        baseEnv: context.env,
        cwd: context.tempDir,
        stallMs: context.settings.networkTimeoutMs,
        signal: context.signal,
    });
    return checkedDeploy([{ destination, connection, branchState: { branch: '', tip: '' } }]);
}
/** The checked targets, as the summary names them (of a failed run too). */
function checkedSummary(checked) {
    const [{ destination, branchState }] = checked.targets;
    const targets = checked.targets.map((target) => ({
        repository: target.connection.target.url,
        branch: target.branchState.branch,
    }));
    return { repository: destination.target.url, branch: branchState.branch, targets };
}
/** How long install, build and the deploy command took, as the report says. */
function timingsOf(built) {
    return { installMs: built.installMs, buildMs: built.buildMs, publishMs: built.deployMs };
}


/***/ }),

/***/ 81116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DO: () => (/* binding */ choosePackageManager),
/* harmony export */   J8: () => (/* binding */ installHint),
/* harmony export */   sU: () => (/* binding */ frozenInstall),
/* harmony export */   tK: () => (/* binding */ execBinary)
/* harmony export */ });
// Which package manager a Node site uses, read from its lockfile, and that manager's commands.
/**
 * `packageManager` in package.json wins (corepack enforces it too); else the lockfile: package-lock.json or
 * npm-shrinkwrap.json, pnpm-lock.yaml, yarn.lock, then bun's (only when bun is on PATH: setup-bun installs it).
 */
function choosePackageManager(clues) {
    const declared = /^(npm|pnpm|yarn|bun)@(\d+)/.exec(clues.packageManagerField.trim());
    const lockfileOf = (...names) => names.find((name) => clues.files.has(name)) ?? '';
    if (declared) {
        const [, name, major] = declared;
        if (name === 'yarn') {
            return { name: Number(major) >= 2 ? 'yarn-berry' : 'yarn', lockfile: lockfileOf('yarn.lock'), binary: 'yarn' };
        }
        if (name === 'pnpm')
            return { name: 'pnpm', lockfile: lockfileOf('pnpm-lock.yaml'), binary: 'pnpm' };
        if (name === 'bun')
            return { name: 'bun', lockfile: lockfileOf('bun.lock', 'bun.lockb'), binary: 'bun' };
        return { name: 'npm', lockfile: lockfileOf('package-lock.json', 'npm-shrinkwrap.json'), binary: 'npm' };
    }
    const npmLock = lockfileOf('package-lock.json', 'npm-shrinkwrap.json');
    if (npmLock)
        return { name: 'npm', lockfile: npmLock, binary: 'npm' };
    if (clues.files.has('pnpm-lock.yaml'))
        return { name: 'pnpm', lockfile: 'pnpm-lock.yaml', binary: 'pnpm' };
    if (clues.files.has('yarn.lock')) {
        const berry = /^__metadata:/m.test(clues.yarnLockHead) || clues.files.has('.yarnrc.yml');
        return { name: berry ? 'yarn-berry' : 'yarn', lockfile: 'yarn.lock', binary: 'yarn' };
    }
    const bunLock = lockfileOf('bun.lock', 'bun.lockb');
    if (bunLock && clues.bunOnPath)
        return { name: 'bun', lockfile: bunLock, binary: 'bun' };
    return { name: 'npm', lockfile: '', binary: 'npm' };
}
/**
 * The install that follows the lockfile exactly and fails when package.json and the lockfile disagree. npm's audit
 * and funding requests are no business of a deploy's, and a warm cache needs no revalidation (`--prefer-offline`):
 * none of the three changes what gets installed (the lockfile pins each package's integrity).
 */
function frozenInstall(manager) {
    switch (manager.name) {
        case 'npm':
            return [manager.lockfile ? 'ci' : 'install', '--no-audit', '--no-fund', '--prefer-offline'];
        case 'yarn':
            return manager.lockfile ? ['install', '--frozen-lockfile'] : ['install'];
        case 'yarn-berry':
            return manager.lockfile ? ['install', '--immutable'] : ['install'];
        case 'pnpm':
            return manager.lockfile ? ['install', '--frozen-lockfile'] : ['install'];
        case 'bun':
            return manager.lockfile ? ['install', '--frozen-lockfile'] : ['install'];
    }
}
/**
 * Runs a binary the site installed, never one fetched on the fly: `npx --no` refuses to download, and the other
 * managers only run local binaries.
 */
function execBinary(manager, binary, args) {
    switch (manager.name) {
        case 'npm':
            return ['npx', ['--no', '--', binary, ...args]];
        case 'yarn':
        case 'yarn-berry':
            return ['yarn', ['run', binary, ...args]];
        case 'pnpm':
            return ['pnpm', ['exec', binary, ...args]];
        case 'bun':
            return ['bun', ['run', binary, ...args]];
    }
}
/** How to put the manager on the runner, for the error when it is missing. */
function installHint(manager) {
    switch (manager.name) {
        case 'npm':
            return 'Add "uses: actions/setup-node@v4" before this step.';
        case 'yarn':
        case 'yarn-berry':
        case 'pnpm':
            return `Add "run: corepack enable" (after actions/setup-node) before this step, so "${manager.binary}" is on PATH.`;
        case 'bun':
            return 'Add "uses: oven-sh/setup-bun@v2" before this step.';
    }
}


/***/ }),

/***/ 58251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DY: () => (/* binding */ GENERATORS),
  f: () => (/* binding */ generatorNamed),
  oA: () => (/* binding */ generatorRunBy)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/shared/files.ts
var shared_files = __webpack_require__(38590);
// EXTERNAL MODULE: ./src/inputs/preview.ts
var preview = __webpack_require__(46725);
;// CONCATENATED MODULE: ./src/generators/configs.ts
// Reads the one setting each generator's config has that matters here: where the build writes the site. The YAML
// and TOML parsers load only for a site that has such a file: the YAML parser's code alone took about 10 ms of
// every start.
/**
 * A config file's top level as an object; empty when it cannot be read (the generator will say why when it
 * runs, in its own words). Unknown YAML tags, such as MkDocs' `!!python/name:`, are read as empty values.
 */
async function readConfig(text, format) {
    try {
        let value;
        if (format === 'toml')
            value = (await __webpack_require__.e(/* import() */ 292).then(__webpack_require__.bind(__webpack_require__, 3292))).parse(text);
        else if (format === 'json')
            value = JSON.parse(text);
        else {
            const { parseDocument } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
            const document = parseDocument(text, { logLevel: 'silent' });
            value = document.errors.length > 0 ? undefined : document.toJS();
        }
        return typeof value === 'object' && value !== null && !Array.isArray(value)
            ? value
            : {};
    }
    catch {
        return {};
    }
}
/** A string setting, its key matched without regard to case (Hugo's keys are case-insensitive). */
function stringSetting(config, key) {
    const wanted = key.toLowerCase();
    for (const [name, value] of Object.entries(config)) {
        if (name.toLowerCase() === wanted && typeof value === 'string' && value.trim() !== '')
            return value.trim();
    }
    return undefined;
}
/**
 * A string option written literally in a JavaScript config (astro.config.mjs, .vitepress/config.ts): the file
 * is code and is not run here, so only `key: 'value'` is understood. `within` narrows the search to the object
 * literal that follows that key (Eleventy's `dir: { output: … }`).
 */
function literalOption(source, key, within) {
    let text = stripComments(source);
    if (within) {
        const block = new RegExp(`\\b${within}\\s*:\\s*\\{([^}]*)\\}`).exec(text);
        if (!block?.[1])
            return undefined;
        text = block[1];
    }
    const match = new RegExp(`(?:^|[\\s{,])["']?${key}["']?\\s*:\\s*(["'\`])([^"'\`\\n]+)\\1`).exec(text);
    return match?.[2]?.trim() || undefined;
}
/** A command-line option's value in a package.json script: `--out-dir build`, `--output=_site`. */
function scriptOption(script, ...names) {
    for (const name of names) {
        const match = new RegExp(`(?:^|\\s)--${name}(?:=|\\s+)(["']?)([^\\s"'&|;]+)\\1`).exec(script);
        if (match?.[2])
            return match[2];
    }
    return undefined;
}
function stripComments(source) {
    return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

;// CONCATENATED MODULE: ./src/generators/config-base.ts
// How a generator's config states a base of its own, in the few shapes the generators share: a whole address
// (Hugo's baseURL, MkDocs' site_url), or a path written literally in a JavaScript config.




/** Placeholders the generators' own starters write: a config that holds one sets no base of its own. */
const PLACEHOLDERS = new Set([
    'http://example.com',
    'https://example.com',
    'http://example.org',
    'https://example.org',
]);
/** Whether `url` is one of the starters' placeholders (a trailing slash ignored). */
function isPlaceholder(url) {
    return PLACEHOLDERS.has(url.replace(/\/+$/, ''));
}
/** A setting that holds the site's whole address (Hugo's baseURL, MkDocs' site_url); a relative one is a path. */
function urlBase(value, setting, fix) {
    if (value === undefined || value === '/' || isPlaceholder(value))
        return undefined;
    return { setting, value, basePath: /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? (0,preview/* basePathOf */.oK)(value) : slashed(value), fix };
}
/** The first of `files` (relative to `root`) that sets `key` literally; `rootIsOwn`: a `/` is the site's own too. */
async function literalBase(root, files, options) {
    for (const file of files) {
        const text = await (0,shared_files/* readText */.yR)(external_node_path_.join(root, file));
        const value = text === undefined ? undefined : literalOption(text, options.key);
        if (value === undefined)
            continue;
        if (value === '/' && !options.rootIsOwn)
            return undefined;
        const fix = (url) => `${options.key} to "${(0,preview/* basePathOf */.oK)(url)}"`;
        return { setting: `${options.key} in ${file}`, value, basePath: slashed(value), fix };
    }
    return undefined;
}
/** A path as a base path: one slash at each end. */
function slashed(value) {
    return `/${value.trim()}/`.replace(/\/{2,}/g, '/');
}
/** A YAML config's top level (empty when it cannot be read). */
async function yamlFile(root, file) {
    return readConfig((await (0,shared_files/* readText */.yR)(external_node_path_.join(root, file))) ?? '', 'yaml');
}

;// CONCATENATED MODULE: ./src/generators/generator.ts
/** An error line that starts with its level, after an optional time: Hexo, Hugo, MkDocs (`ERROR    -  …`). */
const LEVEL_FIRST = /^(?:\d{1,2}:\d{2}:\d{2}(?:\.\d+)?\s+)?(?:ERROR|FATAL)\b/;
/** Whether a command line's arguments set one of the options `names` (`--base /x/`, `--base=/x/`). */
function setsOption(rest, ...names) {
    return rest.some((word) => names.some((name) => word === name || word.startsWith(`${name}=`)));
}

// EXTERNAL MODULE: ./src/generators/package-manager.ts
var package_manager = __webpack_require__(81116);
;// CONCATENATED MODULE: ./src/generators/node-build.ts
// What the generators that build with Node share: their build step (their package.json script, or their binary
// through the package manager), and their options read from a script or a JavaScript config.




/** What a Node generator found: its script or binary as the build, its output folder. */
function nodeBuild(clues, spec) {
    // A package.json is what made the dependency visible, so a package manager was chosen.
    const manager = clues.packageManager ?? { name: 'npm', lockfile: '', binary: 'npm' };
    let build;
    if (spec.script)
        build = scriptStep(manager, spec.script, clues.scripts[spec.script] ?? '');
    else {
        const [file, args] = (0,package_manager/* execBinary */.tK)(manager, ...spec.binary);
        const command = [spec.binary[0], ...spec.binary[1]].join(' ');
        build = { display: [file, ...args].join(' '), file, args, missing: (0,package_manager/* installHint */.J8)(manager), command };
    }
    return {
        reason: `the ${spec.dependency} dependency${spec.script ? ` and scripts.${spec.script}` : ''}`,
        build: [build],
        outputDirs: [external_node_path_.resolve(clues.root, spec.output)],
        outputReason: spec.outputReason,
    };
}
/** `<manager> run <script>`; `command` is the script's text. */
function scriptStep(manager, script, command) {
    return {
        display: `${manager.binary} run ${script}`,
        file: manager.binary,
        args: ['run', script],
        missing: (0,package_manager/* installHint */.J8)(manager),
        command,
    };
}
/**
 * The first of `files` (relative to `root`) whose JavaScript or TypeScript sets `key` (inside the object `within`)
 * to a literal string: its value and the file.
 */
async function optionInFiles(root, files, key, within) {
    for (const file of files) {
        const text = await (0,shared_files/* readText */.yR)(external_node_path_.join(root, file));
        const value = text === undefined ? undefined : literalOption(text, key, within);
        if (value)
            return { value, file };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/generators/astro.ts
// Astro: the astro dependency; its output folder from astro.config.*.



const CONFIG_FILES = ['mjs', 'js', 'ts', 'mts', 'cjs'].map((extension) => `astro.config.${extension}`);
const astro = {
    id: 'astro',
    title: 'Astro',
    autoBuild: 'the build script, else the binary',
    async detect(clues) {
        if (!('astro' in clues.dependencies))
            return undefined;
        const fromConfig = await optionInFiles(clues.root, CONFIG_FILES, 'outDir');
        return nodeBuild(clues, {
            dependency: 'astro',
            script: clues.scripts.build ? 'build' : undefined,
            binary: ['astro', ['build']],
            output: fromConfig?.value ?? 'dist',
            outputReason: fromConfig ? `outDir in ${fromConfig.file}` : "Astro's default",
        });
    },
    binaries: ['astro'],
    commandFlags: (rest, base) => rest[0] === 'build' && !setsOption(rest, '--site', '--base')
        ? ['--site', new URL(base.baseUrl).origin, '--base', base.basePath]
        : [],
    passedAs: '--site (the origin) and --base (the path)',
    howToPass: (variables) => `${variables}: build with astro build --base "$PAGES_PUSH_BASE_PATH".`,
    configuredBase: (site) => literalBase(site.root, CONFIG_FILES, { key: 'base' }),
    cnameFiles: ['public/CNAME'],
    baseFix: (pageUrl, basePath) => `set base: "${basePath}" (and site: "${new URL(pageUrl).origin}") in astro.config.mjs`,
    baseLinkFix: () => 'prefix them with import.meta.env.BASE_URL, and write CSS url()s relative',
};

;// CONCATENATED MODULE: ./src/generators/build-script.ts
// A package.json build script of a generator not known here: it runs through the package manager, and the site is
// the first of the usual output folders that the build makes.


const buildScript = {
    id: 'build-script',
    title: 'a build script',
    detect(clues) {
        if (!clues.scripts.build || !clues.packageManager)
            return undefined;
        const candidates = ['dist', 'build', 'public', 'out'];
        return {
            reason: 'scripts.build in package.json',
            build: [scriptStep(clues.packageManager, 'build', clues.scripts.build)],
            outputDirs: candidates.map((dir) => external_node_path_.resolve(clues.root, dir)),
            outputReason: 'the first that exists after the build',
        };
    },
    takesNoBase: 'no generator is known to take it',
};

;// CONCATENATED MODULE: ./src/generators/docusaurus.ts
// Docusaurus: the @docusaurus/core dependency; its output folder from the build script's --out-dir. It takes no base
// address on its command line: baseUrl in its config is required, and always the site's own.



const docusaurus = {
    id: 'docusaurus',
    title: 'Docusaurus',
    autoBuild: 'the build script, else the binary',
    detect(clues) {
        if (!('@docusaurus/core' in clues.dependencies))
            return undefined;
        const script = clues.scripts.build ? 'build' : undefined;
        const outDir = script ? scriptOption(clues.scripts.build ?? '', 'out-dir') : undefined;
        return nodeBuild(clues, {
            dependency: '@docusaurus/core',
            script,
            binary: ['docusaurus', ['build']],
            output: outDir ?? 'build',
            outputReason: outDir ? 'the build script' : "Docusaurus' default",
        });
    },
    takesNoBase: 'Docusaurus has no such flag',
    howToPass: (variables) => `${variables}: set baseUrl: process.env.PAGES_PUSH_BASE_PATH ?? '/' in docusaurus.config.js.`,
    // baseUrl is required: whatever it says is the site's own.
    configuredBase: (site) => literalBase(site.root, ['js', 'ts', 'mjs', 'mts', 'cjs'].map((extension) => `docusaurus.config.${extension}`), { key: 'baseUrl', rootIsOwn: true }),
    cnameFiles: ['static/CNAME'],
    errorLines: [/^\[(?:ERROR|FATAL)\]/],
    baseFix: (pageUrl, basePath) => `set baseUrl: "${basePath}" (and url: "${new URL(pageUrl).origin}") in docusaurus.config.js`,
    baseLinkFix: () => 'write them with useBaseUrl() in components, and as Markdown links in docs',
};

;// CONCATENATED MODULE: ./src/generators/eleventy.ts
// Eleventy: the @11ty/eleventy dependency; its output folder from the build script or its JavaScript config.




const eleventy_CONFIG_FILES = ['eleventy.config.js', 'eleventy.config.mjs', 'eleventy.config.cjs', '.eleventy.js'];
const eleventy = {
    id: 'eleventy',
    title: 'Eleventy',
    autoBuild: 'the build script, else the binary',
    async detect(clues) {
        if (!('@11ty/eleventy' in clues.dependencies))
            return undefined;
        const script = /\beleventy\b/.test(clues.scripts.build ?? '') ? 'build' : undefined;
        const fromScript = script ? scriptOption(clues.scripts.build ?? '', 'output') : undefined;
        const fromConfig = fromScript ? undefined : await optionInFiles(clues.root, eleventy_CONFIG_FILES, 'output', 'dir');
        return nodeBuild(clues, {
            dependency: '@11ty/eleventy',
            script,
            binary: ['eleventy', []],
            output: fromScript ?? fromConfig?.value ?? '_site',
            outputReason: fromScript
                ? 'the build script'
                : fromConfig
                    ? `dir.output in ${fromConfig.file}`
                    : "Eleventy's default",
        });
    },
    binaries: ['eleventy', '@11ty/eleventy'],
    commandFlags: (rest, base) => setsOption(rest, '--serve', '--watch', '--pathprefix') ? [] : [`--pathprefix=${base.basePath}`],
    passedAs: '--pathprefix',
    howToPass: (variables) => `${variables}: build with eleventy --pathprefix="$PAGES_PUSH_BASE_PATH".`,
    configuredBase: (site) => literalBase(site.root, eleventy_CONFIG_FILES, { key: 'pathPrefix' }),
    errorLines: [/^\[11ty\]\s+(?:Problem|Error)\b/],
    baseFix: (_pageUrl, basePath) => `set pathPrefix: "${basePath}" in the Eleventy config, and write links through the url filter`,
    baseLinkFix: () => "write them through the url filter ({{ '/about/' | url }}) or Eleventy's HTML base plugin",
};

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/inputs/input-values.ts
var input_values = __webpack_require__(75848);
;// CONCATENATED MODULE: ./src/generators/hexo-yaml.ts
// Hexo's own reading of its config files: js-yaml, the reader Hexo uses (merge keys, anchors, YAML 1.1's merge
// with 1.2's scalars), loaded only for a Hexo site; and the deep merge of a `--config a.yml,b.yml` list.
/** js-yaml with Hexo's extra tags, read as inert values (Hexo would run `!!js/function`; we never do). */
async function hexoSchema() {
    const yaml = await __webpack_require__.e(/* import() */ 243).then(__webpack_require__.bind(__webpack_require__, 33243));
    const inert = (tag, construct) => new yaml.Type(tag, {
        kind: 'scalar',
        resolve: () => true,
        construct: (data) => construct(data ?? ''),
    });
    const schema = yaml.DEFAULT_SCHEMA.extend([
        inert('tag:yaml.org,2002:js/undefined', () => undefined),
        inert('tag:yaml.org,2002:js/regexp', (data) => data),
        inert('tag:yaml.org,2002:js/function', (data) => data),
    ]);
    return { load: yaml.load, schema };
}
/**
 * A config file's content as Hexo reads it (hexo-front-matter's escape first: leading tabs become two blanks each).
 * A file that is not YAML fails naming its line, never quoting it (the text may hold the token).
 */
async function loadHexoYaml(text, file) {
    const { load, schema } = await hexoSchema();
    const escaped = text.replace(/\n(\t+)/g, (_, tabs) => `\n${'  '.repeat(tabs.length)}`);
    try {
        return load(escaped, { schema });
    }
    catch (error) {
        const line = error.mark?.line;
        const where = typeof line === 'number' ? ` (line ${line + 1})` : '';
        // eslint-disable-next-line preserve-caught-error
        throw new Error(`${file} is not valid YAML${where}: fix it so that Hexo can read it too.`);
    }
}
/** What deepmerge (through hexo-util's deepMerge) merges into: objects and arrays other than dates and patterns. */
function mergeable(value) {
    return typeof value === 'object' && value !== null && !(value instanceof Date) && !(value instanceof RegExp);
}
function clone(value, budget) {
    return mergeable(value) ? mergeInto(Array.isArray(value) ? [] : {}, value, budget) : value;
}
const MAX_NODES = 1_000_000;
/**
 * `source` merged over `target` as Hexo merges its config files (hexo-util's deepMerge): objects key by key; lists
 * entry by entry (an object entry merged into the one at its index, a value appended unless the list holds it);
 * anything else, or a list over an object, replaces.
 */
function hexoMerge(target, source) {
    return mergeInto(target, source, { nodes: MAX_NODES });
}
function mergeInto(target, source, budget) {
    budget.nodes -= 1;
    if (budget.nodes < 0) {
        throw new Error('The site config files are too large to merge as Hexo merges its --config list (their aliases copy more than ' +
            `${MAX_NODES.toLocaleString('en')} values): write them without aliases of aliases.`);
    }
    if (Array.isArray(source) !== Array.isArray(target))
        return clone(source, budget);
    if (Array.isArray(source) && Array.isArray(target)) {
        const merged = target.slice();
        source.forEach((item, index) => {
            if (merged[index] === undefined)
                merged[index] = clone(item, budget);
            else if (mergeable(item))
                merged[index] = mergeInto(target[index], item, budget);
            else if (!target.includes(item))
                merged.push(item);
        });
        return merged;
    }
    const from = mergeable(target) ? target : {};
    const merged = {};
    for (const [key, value] of Object.entries(from))
        merged[key] = clone(value, budget);
    if (!mergeable(source))
        return merged;
    for (const [key, value] of Object.entries(source)) {
        if (key === '__proto__' || (key in from && !Object.hasOwn(from, key)))
            continue;
        merged[key] =
            Object.hasOwn(from, key) && mergeable(value) ? mergeInto(from[key], value, budget) : clone(value, budget);
    }
    return merged;
}

;// CONCATENATED MODULE: ./src/generators/hexo-config.ts
// Reads what a Hexo site's config files say about publishing: its output folder and its git deploy target(s).


/**
 * Parses the config text. hexo-deployer-git accepts `deploy` as one deployer or a list, and `repo`/`repository`
 * as `url[,branch]`, as `{url, branch}`, or as a map of named targets of either form.
 */
async function parseHexoConfig(text, file, env = {}) {
    return parseHexoConfigs([{ file, text }], env);
}
/**
 * The config Hexo makes of its `--config` files: each read as Hexo reads it, the later merged over the earlier
 * (see hexo-yaml.ts). The deploy section names the files that wrote it, for the log.
 */
async function parseHexoConfigs(files, env = {}) {
    let config = {};
    const writers = [];
    for (const { file, text } of files) {
        const read = await loadHexoYaml(text, file);
        if (isRecord(read) && read.deploy !== undefined && read.deploy !== null)
            writers.push(file);
        config = files.length === 1 ? read : hexoMerge(config, read);
    }
    const file = writers.length > 1
        ? `${writers.at(-1) ?? ''} (merged over ${writers.slice(0, -1).join(', ')}, as Hexo merges its --config files)`
        : (writers[0] ?? files[0]?.file ?? '_config.yml');
    const root = isRecord(config) ? config : {};
    const publicDir = typeof root.public_dir === 'string' && root.public_dir.trim() ? root.public_dir.trim() : 'public';
    const deployers = Array.isArray(root.deploy) ? root.deploy : root.deploy ? [root.deploy] : [];
    const deployTargets = [];
    const otherDeployers = [];
    const count = deployers.length;
    deployers.forEach((deployer, index) => {
        const entry = count > 1 ? ` (entry ${index + 1} of deploy)` : '';
        if (!isRecord(deployer) || typeof deployer.type !== 'string' || deployer.type.trim() === '')
            return;
        if (deployer.type.trim() !== 'git') {
            otherDeployers.push({ type: deployer.type.trim(), where: `deploy${entry} in ${file}` });
            return;
        }
        const where = `The git deployer${entry} in ${file}`;
        refuseUnread(deployer, where);
        const deployerBranch = branchValue(deployer.branch, `${where} has a branch`);
        // As hexo-deployer-git does: `repo` when set, else the HEXO_DEPLOYER_REPO variable, else `repository`.
        const fromVariable = !filled(deployer.repo) && Boolean(env.HEXO_DEPLOYER_REPO);
        const repo = filled(deployer.repo) ? deployer.repo : fromVariable ? env.HEXO_DEPLOYER_REPO : deployer.repository;
        const options = deployerOptions(deployer, file);
        const via = fromVariable ? { via: 'HEXO_DEPLOYER_REPO' } : {};
        for (const target of repoTargets(repo, deployerBranch, where)) {
            deployTargets.push({ ...target, options, configFile: file, ...via });
        }
    });
    const theme = typeof root.theme === 'string' ? root.theme.trim() : '';
    return { publicDir, theme, deployTargets, otherDeployers };
}
/**
 * What hexo deploy fails on, or reads otherwise than it looks, in a git deployer's own keys: refused before
 * anything runs, naming the key and the fix (pages-push would otherwise push where hexo deploy does not).
 */
function refuseUnread(deployer, where) {
    if (filled(deployer.token)) {
        throw new Error(`${where} has \`token:\` beside \`repo:\`, where hexo-deployer-git does not read it (it reads a token only ` +
            'inside repo), so hexo deploy pushes without it. Move it into repo: `repo: {url: <url>, branch: <branch>, ' +
            'token: $GITHUB_TOKEN}`, or remove it to let pages-push push with its "token" input.');
    }
    for (const name of ['m', 'msg', 'message']) {
        const value = deployer[name];
        if (typeof value === 'object' && value !== null) {
            throw new Error(`${where} has \`${name}: ${shown(value)}\`, a YAML ${Array.isArray(value) ? 'list' : 'map'}, not ` +
                `text, on which hexo deploy fails: write the commit message as text, e.g. \`${name}: "Site updated: ` +
                `{{ now('yyyy-MM-dd HH:mm:ss') }}"\` (the brackets of hexo.io's template are not to be kept).`);
        }
    }
}
/** How a deployer's targets may be written, for the message that refuses one that is not. */
const REPO_FORMS = 'hexo-deployer-git reads `repo: <url>[,<branch>]`, `repo: {url, branch, token}`, or a map or list of either';
/**
 * Every target of a deployer, as hexo-deployer-git reads it: for a single `url[,branch]` string the deployer's
 * `branch` wins; the object form, and each entry of a map of named targets or of a list (hexo reads a list as a
 * map whose names are 0, 1, …), carry their own branch and ignore the deployer's. What the deployer would fail on
 * or skip without a word (no repo, a number, an entry without a url) is refused here, naming it.
 */
function repoTargets(repo, deployerBranch, where) {
    if (typeof repo === 'string' && repo.trim() !== '') {
        const target = fromString(repo, `${where} has a repo`, !deployerBranch);
        return [{ ...target, branch: deployerBranch || target.branch }];
    }
    if (isRecord(repo) && 'url' in repo)
        return [fromObject(repo, `${where} has a repo`)];
    const entries = Array.isArray(repo) ? repo.map((value, at) => [String(at), value]) : undefined;
    const named = entries ?? (isRecord(repo) ? Object.entries(repo) : []);
    if (named.length === 0) {
        throw new Error(`${where} names no repository to push to (${repo === undefined || repo === null || repo === '' ? 'no repo' : `repo: ${shown(repo)}`}), ` +
            `and hexo deploy would push nothing. Add \`repo: <url>\` (${REPO_FORMS}), or remove the deployer to let ` +
            'pages-push publish to the "repository" input or the current repository.');
    }
    return named.map(([name, value]) => {
        const entry = `${where} has a repo entry "${name}"`;
        if (typeof value === 'string' && value.trim() !== '')
            return fromString(value, entry);
        if (isRecord(value))
            return fromObject(value, entry);
        throw new Error(`${entry} that is neither a URL nor {url, branch}: ${shown(value)}. ${REPO_FORMS}.`);
    });
}
/**
 * `url,branch`: split at the first comma, as hexo-deployer-git does (a second comma's part is dropped by it too).
 * `branchUsed`: the branch written here is pushed to (no deployer branch wins over it); hexo keeps a blank after
 * the comma in the branch's name, and git refuses it.
 */
function fromString(value, where, branchUsed = true) {
    const [url = '', branch = ''] = value.split(',');
    if (url.trim() === '')
        throw new Error(`${where} without a URL: "${value}". ${REPO_FORMS}.`);
    if (branchUsed && branch.trim() !== '' && branch !== branch.trim()) {
        throw new Error(`${where} with a blank after the comma ("${withoutUserInfo(url.trim())}, ${branch.trim()}"): ` +
            `hexo deploy reads the branch as "${branch}", which git refuses. Write it without the blank: ` +
            `\`<url>,${branch.trim()}\`.`);
    }
    refuseVariable(url, where);
    return { url: url.trim(), branch: branch.trim(), token: '' };
}
/** An address without the user info of a `scheme://user@host` form, for a message. */
function withoutUserInfo(url) {
    return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
}
/** `http://${GH_TOKEN}@host/…`: a shell variable no one expands (the config is read as text, not run by a shell). */
function refuseVariable(url, where) {
    const userInfo = /^[a-z][a-z0-9+.-]*:\/\/([^/@]*)@/i.exec(url.trim())?.[1] ?? '';
    const variable = /\$\{?([A-Za-z_]\w*)\}?/.exec(userInfo);
    if (!variable)
        return;
    throw new Error(`${where} whose URL holds ${variable[0]}, which nothing expands: hexo deploy sends it as written, and fails. ` +
        `Write \`repo: {url: ${withoutUserInfo(url.trim())}, token: $${variable[1] ?? ''}}\`, or the "token-placeholder" ` +
        '(GITHUB_ACCESS_TOKEN) in its place, which pages-push replaces with its "token" input.');
}
function fromObject(value, where) {
    if (typeof value.url !== 'string' || value.url.trim() === '') {
        throw new Error(`${where} whose url is not a URL: ${shown(value.url ?? null)}. ${REPO_FORMS}.`);
    }
    if (value.token !== undefined && value.token !== null && typeof value.token !== 'string') {
        throw new Error(`${where} whose token is not text: write \`token: $NAME\` (NAME a variable the step's env sets) or the token.`);
    }
    refuseVariable(value.url, where);
    return {
        url: value.url.trim(),
        branch: branchValue(value.branch, `${where} with a branch`),
        token: typeof value.token === 'string' ? value.token.trim() : '',
    };
}
/** A branch as YAML may give it: text, or a number (`branch: 2024`), which hexo-deployer-git pushes to as written. */
function branchValue(value, where) {
    if (value === undefined || value === null || value === '')
        return '';
    if (typeof value === 'string')
        return value.trim();
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    // `branch: [master]` (hexo.io's template with its brackets kept): hexo pushes to the list's one name.
    if (Array.isArray(value) && value.length === 1)
        return branchValue(value[0], where);
    throw new Error(`${where} that is not a branch name: ${shown(value)}. Write it as text, e.g. "gh-pages".`);
}
/** Set, as hexo-deployer-git tests it (`!args.repo`): an empty string, null or false is unset. */
function filled(value) {
    return value !== undefined && value !== null && value !== '' && value !== false && value !== 0;
}
/** The deployer's options, under every name hexo-deployer-git reads them by. */
function deployerOptions(deployer, file) {
    // As hexo-deployer-git reads them (`args.m || args.msg || args.message`): the first non-empty string; for a name
    // or an email, a blank one is unset too, and a blank message is kept (it fails, as hexo's commit does).
    const text = (...names) => {
        for (const name of names) {
            const value = deployer[name];
            if (typeof value === 'string' && value.trim() !== '')
                return value;
        }
        return '';
    };
    const raw = (...names) => {
        for (const name of names) {
            const value = deployer[name];
            if (typeof value === 'string' && value !== '')
                return value;
        }
        return '';
    };
    const perFolder = (value, accept) => {
        if (accept(value))
            return value;
        if (!isRecord(value))
            return undefined;
        return Object.fromEntries(Object.entries(value).filter((entry) => accept(entry[1])));
    };
    const extend = deployer.extend_dirs;
    return {
        message: raw('m', 'msg', 'message'),
        name: (0,input_values/* identityValue */.qC)(text('name', 'user', 'userName').trim(), `The name of the git deployer in ${file}`),
        email: (0,input_values/* identityValue */.qC)(text('email', 'userEmail').trim(), `The email of the git deployer in ${file}`),
        ignoreHidden: perFolder(deployer.ignore_hidden, (item) => typeof item === 'boolean') ?? true,
        ignorePattern: perFolder(deployer.ignore_pattern, (item) => typeof item === 'string') ?? '',
        extendDirs: (typeof extend === 'string' ? [extend] : Array.isArray(extend) ? extend : [])
            .filter((dir) => typeof dir === 'string' && dir.trim() !== '')
            .map((dir) => dir.trim()),
    };
}
/**
 * A value of the config for a message, at most a few hundred characters: js-yaml's aliases share a node, so a small
 * file can describe a value whose text is exponentially long; the walk stops after a bounded number of nodes.
 */
function shown(value) {
    let nodes = 64;
    // undefined for undefined, whatever the declared type says.
    const text = JSON.stringify(value, (_key, node) => (nodes-- > 0 ? node : '…'));
    if (text === undefined)
        return 'null';
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/generators/hexo.ts
// Hexo: a _config.yml and the hexo dependency; its output folder, deploy targets and theme from that config.









const hexo = {
    id: 'hexo',
    title: 'Hexo',
    autoBuild: '`hexo generate`, after `hexo clean` when a `db.json`, the public folder or an `after_clean` script gives it work',
    async detect({ root, files, dependencies, deployerRepo, configList }) {
        if (!files.has('_config.yml') || !('hexo' in dependencies))
            return undefined;
        // As Hexo reads its --config list: a file that is not there is left out, and without any, _config.yml.
        const texts = [];
        for (const file of configList.files) {
            // Of several, Hexo reads only .yml and .json files (it warns of the others and reads on).
            if (configList.files.length > 1 && !/\.(?:yml|json)$/i.test(file))
                continue;
            const text = await (0,shared_files/* readText */.yR)(external_node_path_.resolve(root, file));
            if (text !== undefined)
                texts.push({ file, text });
        }
        if (texts.length === 0)
            texts.push({ file: '_config.yml', text: (await (0,shared_files/* readText */.yR)(external_node_path_.join(root, '_config.yml'))) ?? '' });
        const config = await parseHexoConfigs(texts, { HEXO_DEPLOYER_REPO: deployerRepo });
        const several = texts.length > 1 || texts[0]?.file !== '_config.yml';
        const flag = several ? ['--config', texts.map((text) => text.file).join(',')] : [];
        const binary = external_node_path_.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'hexo.cmd' : 'hexo');
        const missing = 'Hexo is in package.json but not installed: let "install" run (its default, auto) or install it yourself.';
        const clean = await cleanHasWork(root, config.publicDir, config.theme);
        return {
            reason: `_config.yml and the hexo dependency${several ? `; Hexo reads ${flag[1] ?? ''} (${configList.from})` : ''}`,
            build: [
                ...(clean ? [{ display: 'hexo clean', file: binary, args: ['clean', ...flag], missing }] : []),
                { display: ['hexo generate', ...flag].join(' '), file: binary, args: ['generate', ...flag], missing },
            ],
            ...(clean
                ? {}
                : {
                    buildNote: `hexo clean left out: the checkout has no db.json, no ${config.publicDir}/ and no after_clean script`,
                }),
            outputDirs: [external_node_path_.resolve(root, config.publicDir)],
            outputReason: config.publicDir === 'public' ? 'public_dir, or its default' : 'public_dir in _config.yml',
            deployTargets: config.deployTargets,
            ...(config.otherDeployers.length > 0 ? { otherDeployers: config.otherDeployers } : {}),
            ...(several ? { configFiles: texts.map((text) => external_node_path_.resolve(root, text.file)) } : {}),
            ...(config.theme ? { theme: config.theme } : {}),
        };
    },
    stepBase(step, base) {
        if (step.args[0] !== 'generate')
            return undefined;
        // Hexo merges the config files --config names: the site's (its list, when it has one), then one that sets the
        // address, last so that it wins.
        const extra = external_node_path_.join(base.tempDir, 'base-address.yml');
        const content = `url: ${JSON.stringify(base.baseUrl.replace(/\/$/, ''))}\nroot: ${JSON.stringify(base.basePath)}\n`;
        const at = step.args.indexOf('--config');
        const list = at >= 0 ? (step.args[at + 1] ?? '_config.yml') : '_config.yml';
        return { args: ['--config', `${list},${extra}`], files: [{ path: extra, content }], replaces: true };
    },
    passedAs: 'url and root, in a second --config file',
    howToPass: (variables) => `${variables}: set url and root in _config.yml.`,
    configuredBase: async (site) => {
        // The url and root of the last of its --config files that sets them: Hexo merges the list in its order.
        const config = {};
        const from = { url: '_config.yml', root: '_config.yml' };
        for (const file of site.configFiles ?? [external_node_path_.join(site.root, '_config.yml')]) {
            // With Hexo's reader, already loaded by detection (the yaml package stays unloaded for a Hexo site).
            const text = await (0,shared_files/* readText */.yR)(file);
            const loaded = text === undefined ? {} : await loadHexoYaml(text, file).catch(() => ({}));
            const read = typeof loaded === 'object' && loaded !== null ? loaded : {};
            for (const key of ['url', 'root']) {
                if (read[key] === undefined || read[key] === null)
                    continue;
                config[key] = read[key];
                from[key] = external_node_path_.relative(site.root, file);
            }
        }
        return hexoBase(config, from);
    },
    cnameFiles: ['source/CNAME'],
    errorLines: [LEVEL_FIRST],
    baseFix: (pageUrl, basePath) => `set url: ${pageUrl} and root: ${basePath} in _config.yml`,
    baseLinkFix: () => "write them with url_for() in the theme (<%- url_for('/about/') %>), and relative in posts",
    missingTheme: missingHexoTheme,
    // Its database: post ids (which themes print, landscape's data-id) and what it processed, by file hash and time.
    keptBetweenBuilds: {
        file: 'db.json',
        dropStep: 'hexo clean',
        configs: /^_config(\..+)?\.ya?ml$/,
        folders: (theme) => ['scripts', ...(theme ? [`themes/${theme}`] : [])],
    },
};
/**
 * Hexo's links start with `root`, which Hexo takes from `url`'s path when it is not set (hexo's load_config); `url`
 * itself is the site's absolute address (feeds, sitemaps). Either set, other than Hexo's defaults, is the site's own.
 */
function hexoBase(config, from) {
    const url = stringSetting(config, 'url');
    const root = stringSetting(config, 'root');
    const fix = (baseUrl) => `url to "${baseUrl.replace(/\/$/, '')}" and root to "${(0,preview/* basePathOf */.oK)(baseUrl)}"`;
    if (root !== undefined && root !== '/')
        return { setting: `root in ${from.root}`, value: root, basePath: slashed(root), fix };
    if (url === undefined || isPlaceholder(url))
        return undefined;
    if (root === '/')
        return { setting: `root in ${from.root}`, value: root, basePath: '/', fix };
    return { setting: `url in ${from.url}`, value: url, basePath: (0,preview/* basePathOf */.oK)(url), fix };
}
/**
 * Why a Hexo site's pages come out empty, when its theme is missing: `_config.yml` names a theme that is neither a
 * folder under `themes/` with something in it (a submodule that was not checked out is an empty folder) nor an
 * installed package `hexo-theme-<name>`, the two places Hexo looks. Empty when the theme is there.
 */
function missingHexoTheme(root, theme) {
    const folder = external_node_path_.join(root, 'themes', theme);
    const hasFiles = (dir) => {
        try {
            return external_node_fs_.readdirSync(dir).length > 0;
        }
        catch {
            return false;
        }
    };
    if (hasFiles(folder) || hasFiles(external_node_path_.join(root, 'node_modules', `hexo-theme-${theme}`)))
        return '';
    return (`_config.yml's theme is "${theme}", but the site has no themes/${theme} folder with the theme in it and no ` +
        `hexo-theme-${theme} package installed, so Hexo wrote every page without a layout (empty). Add the theme: ` +
        `a git submodule needs "submodules: true" on actions/checkout, a package "npm install hexo-theme-${theme}"; ` +
        "or set _config.yml's theme to one the site has.");
}
/**
 * Whether `hexo clean` has anything to do: it deletes db.json and the public folder, then runs the site's
 * `after_clean` filters. On a fresh checkout there is neither, and a start of Hexo for nothing costs about as much
 * as the generate itself (1.3 s of CPU for the fixture blog, beside 1.5 s for its generate). A filter the site or
 * its theme registers in its scripts (as some clean .deploy_git that way) keeps the step.
 */
async function cleanHasWork(root, publicDir, theme) {
    if ((await (0,shared_files/* exists */.t2)(external_node_path_.join(root, 'db.json'))) || (await (0,shared_files/* exists */.t2)(external_node_path_.resolve(root, publicDir))))
        return true;
    const scripts = [external_node_path_.join(root, 'scripts')];
    if (theme)
        scripts.push(external_node_path_.join(root, 'themes', theme, 'scripts'), external_node_path_.join(root, 'node_modules', `hexo-theme-${theme}`, 'scripts'));
    for (const dir of scripts)
        if (await mentions(dir, 'after_clean'))
            return true;
    return false;
}
/** Whether a file under `dir` (a few hundred at most, each read up to 1 MB) holds `word`. */
async function mentions(dir, word) {
    let entries;
    try {
        entries = await external_node_fs_.promises.readdir(dir, { withFileTypes: true, recursive: true });
    }
    catch {
        return false;
    }
    for (const entry of entries.slice(0, 500)) {
        if (!entry.isFile())
            continue;
        const text = await (0,shared_files/* readText */.yR)(external_node_path_.join(entry.parentPath, entry.name));
        if (text?.slice(0, 1 << 20).includes(word))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/generators/hugo.ts
// Hugo: a hugo.* config, or a config.* with keys only Hugo uses; not a Node package, so it must be on the runner.





const HUGO_MISSING = 'Install Hugo in an earlier step: "uses: peaceiris/actions-hugo@v3" (with hugo-version and extended: true), or ' +
    '"run: sudo apt-get install -y hugo"; or set "build".';
const hugo = {
    id: 'hugo',
    title: 'Hugo',
    autoBuild: '`hugo --minify`',
    detect: detectHugo,
    binaries: ['hugo'],
    commandFlags(rest, base) {
        // `hugo` and `hugo build` build; `hugo server` and the other subcommands do not.
        if (rest[0] !== undefined && rest[0] !== 'build' && !rest[0].startsWith('-'))
            return [];
        return setsOption(rest, '--baseURL', '--baseurl', '-b') ? [] : ['--baseURL', base.baseUrl];
    },
    passedAs: '--baseURL',
    howToPass: (variables) => `${variables}: build with hugo --baseURL "$PAGES_PUSH_BASE_URL".`,
    async configuredBase(site) {
        // The config detection named (`hugo.toml`, `config/_default/hugo.yaml`, `config.json`, …).
        const extension = external_node_path_.extname(site.reason).slice(1);
        const format = extension === 'toml' ? 'toml' : extension === 'json' ? 'json' : 'yaml';
        const config = await readConfig((await (0,shared_files/* readText */.yR)(external_node_path_.join(site.root, site.reason))) ?? '', format);
        const value = stringSetting(config, 'baseURL');
        return urlBase(value, `baseURL in ${site.reason}`, (url) => `baseURL to "${url}"`);
    },
    cnameFiles: ['static/CNAME'],
    errorLines: [LEVEL_FIRST],
    baseFix: (pageUrl) => `set baseURL = "${pageUrl}" in the Hugo config (hugo.toml or config.toml), or build with --baseURL`,
    baseLinkFix: () => 'write them with relURL or absURL ({{ "about/" | relURL }}, no leading /), and relative in content',
};
async function detectHugo({ root }) {
    const formats = [
        ['toml', 'toml'],
        ['yaml', 'yaml'],
        ['yml', 'yaml'],
        ['json', 'json'],
    ];
    // hugo.* (Hugo 0.110+) names a Hugo site outright; config.* does when it has keys only Hugo uses.
    const named = (base) => formats.flatMap(([extension, format]) => [
        [`${base}.${extension}`, format],
        [external_node_path_.join('config', '_default', `${base}.${extension}`), format],
    ]);
    let found;
    for (const [file, format] of named('hugo')) {
        const text = await (0,shared_files/* readText */.yR)(external_node_path_.join(root, file));
        if (text !== undefined) {
            found = { file, config: await readConfig(text, format) };
            break;
        }
    }
    for (const [file, format] of found ? [] : named('config')) {
        const text = await (0,shared_files/* readText */.yR)(external_node_path_.join(root, file));
        const config = text === undefined ? {} : await readConfig(text, format);
        if (looksLikeHugo(config)) {
            found = { file, config };
            break;
        }
    }
    if (!found)
        return undefined;
    const publishDir = stringSetting(found.config, 'publishDir');
    return {
        reason: found.file,
        build: [
            { display: 'hugo --minify', file: 'hugo', args: ['--minify'], missing: HUGO_MISSING, command: 'hugo --minify' },
        ],
        outputDirs: [external_node_path_.resolve(root, publishDir ?? 'public')],
        outputReason: publishDir ? `publishDir in ${found.file}` : "Hugo's default",
    };
}
/** Keys only a Hugo config has at its top level, to tell a Hugo `config.toml` from any other. */
const HUGO_KEYS = [
    'baseurl',
    'languagecode',
    'defaultcontentlanguage',
    'publishdir',
    'contentdir',
    'theme',
    'paginate',
    'pagination',
    'taxonomies',
    'markup',
    'permalinks',
    'outputs',
    'module',
    'menu',
    'menus',
];
function looksLikeHugo(config) {
    return Object.keys(config).some((key) => HUGO_KEYS.includes(key.toLowerCase()));
}

;// CONCATENATED MODULE: ./src/generators/jekyll.ts
// Jekyll: a _config.yml (or .yaml) without the hexo dependency; built through Bundler when there is a Gemfile.





const jekyll = {
    id: 'jekyll',
    title: 'Jekyll',
    autoBuild: '`bundle exec jekyll build`, or `jekyll build` without a Gemfile',
    detect: detectJekyll,
    stepBase: (_step, base) => ({ args: ['--baseurl', base.basePath.replace(/\/$/, '')] }),
    passedAs: '--baseurl (the path)',
    howToPass: (variables) => `${variables}: build with jekyll build --baseurl "\${PAGES_PUSH_BASE_PATH%/}".`,
    async configuredBase({ root }) {
        const file = (await (0,shared_files/* readText */.yR)(external_node_path_.join(root, '_config.yml'))) === undefined ? '_config.yaml' : '_config.yml';
        const value = stringSetting(await yamlFile(root, file), 'baseurl');
        if (value === undefined || value === '/')
            return undefined;
        const trimmed = (basePath) => (basePath === '/' ? '' : basePath.replace(/\/$/, ''));
        return {
            setting: `baseurl in ${file}`,
            value,
            basePath: slashed(value),
            fix: (url) => `baseurl to "${trimmed((0,preview/* basePathOf */.oK)(url))}"`,
        };
    },
    cnameFiles: ['CNAME'],
    baseFix: (_pageUrl, basePath) => `set baseurl: ${`"${basePath}"`.replace(/\/"$/, '"')} in _config.yml, and write links through relative_url`,
    baseLinkFix: () => "write them through relative_url ({{ '/about/' | relative_url }})",
};
async function detectJekyll({ root, files }) {
    if (!files.has('_config.yml') && !files.has('_config.yaml'))
        return undefined;
    const configFile = files.has('_config.yml') ? '_config.yml' : '_config.yaml';
    const config = await readConfig((await (0,shared_files/* readText */.yR)(external_node_path_.join(root, configFile))) ?? '', 'yaml');
    const gemfile = files.has('Gemfile') ? await (0,shared_files/* readText */.yR)(external_node_path_.join(root, 'Gemfile')) : undefined;
    const destination = stringSetting(config, 'destination');
    const withBundler = gemfile !== undefined;
    const build = withBundler
        ? {
            display: 'bundle exec jekyll build',
            file: 'bundle',
            args: ['exec', 'jekyll', 'build'],
            missing: 'Install Ruby and the Gemfile\'s gems in an earlier step: "uses: ruby/setup-ruby@v1" with ' +
                '"bundler-cache: true"; or set "build".',
        }
        : {
            display: 'jekyll build',
            file: 'jekyll',
            args: ['build'],
            missing: 'Install Jekyll in an earlier step: "uses: ruby/setup-ruby@v1", then "run: gem install jekyll" (or add ' +
                'a Gemfile with jekyll and use "bundler-cache: true"); or set "build".',
        };
    return {
        reason: gemfile && /\bjekyll\b/.test(gemfile) ? `${configFile} and jekyll in the Gemfile` : configFile,
        build: [build],
        outputDirs: [external_node_path_.resolve(root, destination ?? '_site')],
        outputReason: destination ? `destination in ${configFile}` : "Jekyll's default",
    };
}

;// CONCATENATED MODULE: ./src/generators/mkdocs.ts
// MkDocs: an mkdocs.yml (or .yaml); it links its pages relatively and takes no base address on its command line.





const mkdocs = {
    id: 'mkdocs',
    title: 'MkDocs',
    autoBuild: '`mkdocs build`',
    async detect({ root, files }) {
        const configFile = ['mkdocs.yml', 'mkdocs.yaml'].find((name) => files.has(name));
        if (!configFile)
            return undefined;
        const siteDir = stringSetting(await readConfig((await (0,shared_files/* readText */.yR)(external_node_path_.join(root, configFile))) ?? '', 'yaml'), 'site_dir');
        return {
            reason: configFile,
            build: [
                {
                    display: 'mkdocs build',
                    file: 'mkdocs',
                    args: ['build'],
                    missing: 'Install MkDocs in an earlier step: "uses: actions/setup-python@v5", then "run: pip install mkdocs" ' +
                        '(or "pip install -r requirements.txt" with your theme and plugins); or set "build".',
                },
            ],
            outputDirs: [external_node_path_.resolve(root, siteDir ?? 'site')],
            outputReason: siteDir ? `site_dir in ${configFile}` : "MkDocs' default",
        };
    },
    takesNoBase: 'MkDocs has no such flag',
    howToPass: (variables, baseUrl) => `${variables}. MkDocs links its pages relatively; its 404 page and sitemap use site_url: set ` +
        `site_url: ${baseUrl} in mkdocs.yml.`,
    async configuredBase(site) {
        // The config detection named.
        const value = stringSetting(await yamlFile(site.root, site.reason), 'site_url');
        return urlBase(value, `site_url in ${site.reason}`, (url) => `site_url to "${url}"`);
    },
    cnameFiles: ['docs/CNAME'],
    linksPagesRelatively: true,
    errorLines: [LEVEL_FIRST],
    baseFix: (pageUrl) => `set site_url: ${pageUrl} in mkdocs.yml`,
    baseLinkFix: (basePath, pageUrl) => 'write them relative to the page in Markdown (MkDocs resolves those on every page), and as full addresses ' +
        `(${pageUrl || basePath}…) in mkdocs.yml's copyright and nav and in theme overrides`,
};

;// CONCATENATED MODULE: ./src/generators/vitepress.ts
// VitePress: the vitepress dependency; its docs root from the build script (or docs/ with a .vitepress folder), its
// output folder from the script or the docs root's .vitepress config.






const CONFIG_EXTENSIONS = ['ts', 'mts', 'js', 'mjs', 'cts', 'cjs'];
const vitepress = {
    id: 'vitepress',
    title: 'VitePress',
    autoBuild: 'the build script, else the binary',
    async detect(clues) {
        if (!('vitepress' in clues.dependencies))
            return undefined;
        const script = ['docs:build', 'build'].find((name) => /\bvitepress\b/.test(clues.scripts[name] ?? ''));
        // The docs root is the script's `vitepress build <root>` (none: the site's folder); without a script, docs/ when
        // it holds the .vitepress folder, as the VitePress wizard lays it out.
        const docsArgument = script
            ? /\bvitepress\s+build(?:\s+([^\s&|;-][^\s&|;]*))?/.exec(clues.scripts[script] ?? '')
            : null;
        const docsRoot = script
            ? (docsArgument?.[1] ?? '.')
            : (await (0,shared_files/* exists */.t2)(external_node_path_.join(clues.root, 'docs', '.vitepress')))
                ? 'docs'
                : '.';
        const fromScript = script ? scriptOption(clues.scripts[script] ?? '', 'outDir') : undefined;
        const configFiles = CONFIG_EXTENSIONS.map((extension) => external_node_path_.join(docsRoot, '.vitepress', `config.${extension}`));
        const fromConfig = fromScript ? undefined : await optionInFiles(clues.root, configFiles, 'outDir');
        return nodeBuild(clues, {
            dependency: 'vitepress',
            script,
            binary: ['vitepress', ['build', docsRoot]],
            output: fromScript ?? (fromConfig ? external_node_path_.join(docsRoot, fromConfig.value) : external_node_path_.join(docsRoot, '.vitepress', 'dist')),
            outputReason: fromScript
                ? 'the build script'
                : fromConfig
                    ? `outDir in ${fromConfig.file}`
                    : "VitePress' default",
        });
    },
    binaries: ['vitepress'],
    commandFlags: (rest, base) => (rest[0] === 'build' && !setsOption(rest, '--base') ? ['--base', base.basePath] : []),
    passedAs: '--base (the path)',
    howToPass: (variables) => `${variables}: build with vitepress build docs --base "$PAGES_PUSH_BASE_PATH".`,
    configuredBase: (site) => literalBase(site.root, configFiles(site), { key: 'base' }),
    cnameFiles: ['docs/public/CNAME', 'public/CNAME'],
    // Vite's and VitePress' (`error during build:`), not `error.html`.
    errorLines: [/^(?:\[vite(?:press)?\]\s*)?error(?::|\s)/],
    baseFix: (_pageUrl, basePath) => `set base: "${basePath}" in .vitepress/config`,
    baseLinkFix: () => 'write them with withBase() in components and relative in Markdown and CSS',
};
/** VitePress' config, in the docs root's .vitepress folder (the folder its output is under, or docs/, or the site). */
function configFiles(site) {
    const output = site.outputDirs[0] ?? '';
    const fromOutput = output.endsWith(external_node_path_.join('.vitepress', 'dist')) ? external_node_path_.dirname(external_node_path_.dirname(output)) : '';
    const roots = [...new Set([fromOutput ? external_node_path_.relative(site.root, fromOutput) : 'docs', 'docs', '.'])];
    return roots.flatMap((docs) => CONFIG_EXTENSIONS.map((extension) => external_node_path_.join(docs, '.vitepress', `config.${extension}`)));
}

;// CONCATENATED MODULE: ./src/generators/registry.ts
// Every generator the action knows, in the order detection tries them (the README's table): the first whose
// `detect` matches is the site's. A new generator is its file in this folder and one line here; `npm run docs` then
// names it in action.yml and the README (scripts/docs.mjs reads this list).









const GENERATORS = [
    hexo,
    hugo,
    jekyll,
    mkdocs,
    eleventy,
    vitepress,
    astro,
    docusaurus,
    buildScript,
];
/** The generator `Site.generator` names; undefined for none (`none`) or a name no generator has. */
function generatorNamed(id) {
    return GENERATORS.find((generator) => generator.id === id);
}
/** The generator whose build a command line's first word runs (`hugo`, `@11ty/eleventy`), if any. */
function generatorRunBy(binary) {
    return GENERATORS.find((generator) => generator.binaries?.includes(binary));
}


/***/ }),

/***/ 22808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ao: () => (/* binding */ changes),
/* harmony export */   Dz: () => (/* binding */ FolderIds),
/* harmony export */   OD: () => (/* binding */ trees),
/* harmony export */   Tu: () => (/* binding */ objectId),
/* harmony export */   cZ: () => (/* binding */ parseTree)
/* harmony export */ });
/**
 * The runtime's node:crypto, loaded at the first object id rather than at the start (the step's first work needs
 * none), and kept: asking the runtime for it each time costs a fifth of hashing a small tree.
 */
let loadedCrypto;
const crypto = () => (loadedCrypto ??= process.getBuiltinModule('node:crypto'));
/** The git object id of `content` of `type`: SHA-1 of `<type> <size>\0` and the bytes. */
function objectId(type, content) {
    return crypto().createHash('sha1').update(`${type} ${content.length}\0`).update(content).digest('hex');
}
/**
 * Every folder of a deploy's tree, numbered in the order `trees` meets them (the root is 0, then each folder
 * before the folders in it): its tree id and the number of folders in its subtree, itself included. 24 bytes a
 * folder, in two typed arrays, rather than a map of 100,000 paths.
 */
class FolderIds {
    ids;
    sizes;
    folders = 0;
    constructor(capacity = 64) {
        this.ids = Buffer.alloc(Math.max(1, capacity) * 20);
        this.sizes = new Uint32Array(Math.max(1, capacity));
    }
    /** How many folders there are. */
    get count() {
        return this.folders;
    }
    /** The id of folder `number`, in hex. */
    id(number) {
        return this.ids.toString('hex', number * 20, number * 20 + 20);
    }
    /** How many folders the subtree of folder `number` holds, itself included. */
    size(number) {
        return this.sizes[number] ?? 1;
    }
    /** Records folder `number`'s id (in hex) and the number of folders in its subtree. */
    set(number, id, size) {
        if (number >= this.sizes.length) {
            const capacity = Math.max(number + 1, this.sizes.length * 2);
            const ids = Buffer.alloc(capacity * 20);
            this.ids.copy(ids);
            const sizes = new Uint32Array(capacity);
            sizes.set(this.sizes);
            this.ids = ids;
            this.sizes = sizes;
        }
        this.ids.write(id, number * 20, 20, 'hex');
        this.sizes[number] = size;
        this.folders = Math.max(this.folders, number + 1);
    }
}
/** The children of the folder `prefix` (with its final `/`), whose entries are `entries[low..high)`. */
function* children(entries, prefix, low, high) {
    for (let i = low; i < high;) {
        const entry = entries[i];
        if (!entry)
            break;
        const rest = entry.path.slice(prefix.length);
        const slash = rest.indexOf('/');
        if (slash === -1) {
            yield { kind: 'file', name: rest, entry };
            i += 1;
            continue;
        }
        // Sorted by full path, a folder's entries are together, and in tree order among their siblings.
        const name = rest.slice(0, slash);
        const childPrefix = `${prefix}${name}/`;
        let end = i + 1;
        while (end < high && entries[end]?.path.startsWith(childPrefix))
            end += 1;
        yield { kind: 'folder', name, prefix: childPrefix, low: i, high: end };
        i = end;
    }
}
/**
 * One buffer for the trees `trees` builds with `reuse`, grown as needed: the content of each is read (or copied)
 * before the next is built, so a deploy of 100,000 folders allocates no buffer per folder. Allocated buffers, each
 * freed only by a later collection, left megabytes of native memory behind them.
 */
let scratch = Buffer.alloc(0);
/**
 * A tree from its entries' modes, names and ids (in hex), three strings an entry, in tree order: its content and
 * its id (in hex), hashed in one call over one buffer that holds the object's header and the content; that buffer
 * is the shared one with `reuse`, else a new one.
 */
function treeObject(items, reuse) {
    let size = 0;
    for (let i = 0; i < items.length; i += 3) {
        size += (items[i] ?? '').length + Buffer.byteLength(items[i + 1] ?? '') + 22;
    }
    const header = `tree ${size}\0`;
    let object;
    if (reuse) {
        if (scratch.length < header.length + size)
            scratch = Buffer.allocUnsafe(Math.max(header.length + size, 64 * 1024));
        object = scratch.subarray(0, header.length + size);
    }
    else
        object = Buffer.allocUnsafe(header.length + size);
    let at = object.write(header, 0, 'latin1');
    for (let i = 0; i < items.length; i += 3) {
        at += object.write(items[i] ?? '', at, 'latin1');
        object[at] = 0x20;
        at += 1;
        at += object.write(items[i + 1] ?? '', at, 'utf8');
        object[at] = 0;
        at += 1;
        at += object.write(items[i + 2] ?? '', at, 'hex');
    }
    return { content: object.subarray(header.length), sha: crypto().hash('sha1', object, 'hex') };
}
/** A file's mode as a tree writes it: without leading zeros. */
function treeMode(mode) {
    return mode.startsWith('0') ? mode.replace(/^0+/, '') : mode;
}
/**
 * The trees of the branch, from its entries in git's order (none both a file and a folder): yields each tree
 * built, deepest first, and returns the root's id. With `record`, every folder's id goes into it. With
 * `unchanged`, a folder not marked dirty is not built: its id comes from the folders recorded before, so an
 * update builds only the folders above what changed. Nothing else is held but the path being built. With
 * `reuse`, each tree's content is in one buffer shared by all (see `scratch`): valid until the next is asked for.
 */
function* trees(entries, options = {}) {
    const { record, unchanged, reuse = false } = options;
    let next = 0;
    function* build(prefix, low, high) {
        const number = next;
        next += 1;
        if (unchanged && unchanged.dirty[number] !== 1) {
            next = number + unchanged.folders.size(number);
            return unchanged.folders.id(number);
        }
        // Mode, name and id of each entry, as strings: a folder of thousands of entries stays open while they are
        // written, and a buffer per entry would outlive them all.
        const items = [];
        for (const child of children(entries, prefix, low, high)) {
            if (child.kind === 'file')
                items.push(treeMode(child.entry.mode), child.name, child.entry.sha);
            else
                items.push('40000', child.name, yield* build(child.prefix, child.low, child.high));
        }
        const { content, sha } = treeObject(items, reuse);
        record?.set(number, sha, next - number);
        yield { sha, content, path: prefix.slice(0, -1) };
        return sha;
    }
    return yield* build('', 0, entries.length);
}
/** Reads a tree's content into its entries: `<mode> <name>\0<20-byte id>`, one after another. */
function parseTree(content) {
    const listing = new Map();
    for (let at = 0; at < content.length;) {
        const space = content.indexOf(0x20, at);
        const nul = content.indexOf(0, space);
        if (space === -1 || nul === -1 || nul + 21 > content.length)
            throw new Error('a tree of the branch is corrupt');
        listing.set(content.toString('utf8', space + 1, nul), {
            mode: content.toString('latin1', at, space),
            sha: content.toString('hex', nul + 1, nul + 21),
        });
        at = nul + 21;
    }
    return listing;
}
/**
 * Compares the new entries (in git's order, their folders' ids in `folders`) with the tip's tree, reading the
 * tip's trees only where the ids differ: the entries that are new or changed (in content or mode), which folders
 * (by number) differ from the tip's and so must be written, and how many files were added, changed and removed
 * (a removed folder is read through to count its files). An unchanged folder is never read.
 */
async function changes(entries, folders, oldRoot, readTree) {
    const dirty = new Uint8Array(folders.count);
    const counts = { added: 0, modified: 0, deleted: 0 };
    const removed = [];
    /** The files under a folder of the tip that is gone. */
    const filesIn = async (sha) => {
        let files = 0;
        const inner = [];
        for (const item of (await readTree(sha)).values()) {
            if (item.mode === '40000')
                inner.push(filesIn(item.sha));
            else
                files += 1;
        }
        for (const count of await Promise.all(inner))
            files += count;
        return files;
    };
    const gone = (item) => {
        if (item.mode !== '40000') {
            counts.deleted += 1;
            return;
        }
        const files = filesIn(item.sha);
        files.catch(() => undefined); // a failure is thrown where all of them are awaited
        removed.push(files);
    };
    const visit = async (prefix, low, high, number, oldSha) => {
        if (oldSha === folders.id(number))
            return [];
        dirty[number] = 1;
        const old = oldSha ? await readTree(oldSha) : new Map();
        const seen = new Set();
        const found = [];
        let child = number + 1;
        for (const item of children(entries, prefix, low, high)) {
            const before = old.get(item.name);
            seen.add(item.name);
            const wasFolder = before?.mode === '40000';
            if (item.kind === 'file') {
                if (before?.sha !== item.entry.sha || before.mode !== treeMode(item.entry.mode)) {
                    found.push(item.entry);
                    if (before && !wasFolder)
                        counts.modified += 1;
                    else
                        counts.added += 1;
                    if (before && wasFolder)
                        gone(before);
                }
            }
            else {
                if (before && !wasFolder)
                    gone(before);
                const oldChild = wasFolder ? before.sha : '';
                // An unchanged folder is passed over here, not in a call of its own: on a large site most are unchanged,
                // and a pending call each would hold tens of megabytes.
                if (oldChild !== folders.id(child))
                    found.push(visit(item.prefix, item.low, item.high, child, oldChild));
                child += folders.size(child);
            }
        }
        for (const [name, item] of old)
            if (!seen.has(name))
                gone(item);
        return found;
    };
    const changed = [];
    const collect = async (found) => {
        for (const item of found) {
            if (item instanceof Promise)
                await collect(await item);
            else
                changed.push(item);
        }
    };
    await collect(await visit('', 0, entries.length, 0, oldRoot));
    for (const count of await Promise.all(removed))
        counts.deleted += count;
    return { changed, dirty, counts };
}


/***/ }),

/***/ 19203:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ refuseOnServer)
/* harmony export */ });
// Where a two-job deploy's artifact can go: apart from site-artifact.ts, so that the build job's check loads no more
// than this (site-artifact.ts brings the tar reader and the upload, which a run that is not a two-job deploy never uses).
/**
 * Refuses a two-job deploy (`mode`, for the input's value) on GitHub Enterprise Server, whose artifact service the
 * toolkit's client (v2 and later) does not support, before anything is built or downloaded.
 */
function refuseOnServer(serverUrl, mode) {
    const host = new URL(serverUrl).hostname.toLowerCase();
    if (host === 'github.com' || host.endsWith('.ghe.com') || host.endsWith('.localhost'))
        return;
    throw new Error(`Input "mode: ${mode}" hands the site from one job to another as an artifact, with the artifact client of the ` +
        `Actions toolkit, which does not work on GitHub Enterprise Server (${host}): use "mode: build-and-deploy".`);
}


/***/ }),

/***/ 14597:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _g: () => (/* binding */ killSessions),
/* harmony export */   e3: () => (/* binding */ stepMark),
/* harmony export */   fR: () => (/* binding */ killMarked),
/* harmony export */   hY: () => (/* binding */ STEP_MARK),
/* harmony export */   l_: () => (/* binding */ killProvenGroups),
/* harmony export */   z8: () => (/* binding */ groupStamp)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// Proof that a process session is still one the main step started (a user's command, or our own git): its leader's
// start time, as Linux's /proc tells it, saved at spawn and compared before its processes are killed (pids are
// reused). Every process the command started is killed with it, by its session as well as its group: a shell job
// under `set -m` gets a group of its own but stays in the session. Only a process that makes a session of its own
// (`setsid`) leaves it.

/** /proc/<pid>/stat, or undefined when there is no such process, or no /proc (macOS, Windows). */
function readStat(pid) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return undefined;
    }
    // The command's name (field 2) is in parentheses and may hold spaces and ")": the other fields follow the last ")".
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [state, , pgid, sid, , , , , , , , , , , , , , , , started] = fields;
    if (!state || !pgid || !sid || !started)
        return undefined;
    return { pgid: Number(pgid), sid: Number(sid), started, zombie: state === 'Z' || state === 'X' };
}
/** The stamp of the group `pid` leads (a command spawned detached leads its own), or undefined when it cannot tell. */
function groupStamp(pid) {
    const stat = readStat(pid);
    return stat?.pgid === pid ? { pgid: pid, started: stat.started } : undefined;
}
/**
 * The live processes of each session (or group) `stamps` name, but ours, from one look at /proc. While any process
 * is in a session or a group, Linux gives no new process that id as its pid: so with the leader gone, what is left
 * in it is what the leader started. With a leader that started at another time, the id was reused: nothing of it
 * is ours.
 */
function members(stamps, own) {
    const found = stamps.map(() => []);
    const ids = new Map();
    stamps.forEach((stamp, index) => {
        const leader = readStat(stamp.pgid);
        const ours = !own || (stamp.pgid !== own.sid && stamp.pgid !== own.pgid);
        if (Number.isSafeInteger(stamp.pgid) && stamp.pgid > 1 && ours && (!leader || leader.started === stamp.started))
            ids.set(stamp.pgid, index);
    });
    if (ids.size === 0)
        return found;
    let pids;
    try {
        pids = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc');
    }
    catch {
        return found;
    }
    for (const name of pids) {
        const pid = Number(name);
        if (!Number.isSafeInteger(pid) || pid <= 1 || pid === process.pid)
            continue;
        const stat = readStat(pid);
        if (!stat || stat.zombie)
            continue;
        const index = ids.get(stat.sid) ?? ids.get(stat.pgid);
        const stamp = index === undefined ? undefined : stamps[index];
        // Started before the leader: not one of its processes (clock ticks since boot, compared as numbers).
        if (index === undefined || !stamp || Number(stat.started) < Number(stamp.started))
            continue;
        if (own && (stat.sid === own.sid || stat.pgid === own.pgid))
            continue;
        found[index]?.push(pid);
    }
    return found;
}
/**
 * Kills (SIGKILL) every process of the sessions and groups `stamps` name, as long as any is left (a process may
 * fork while it is killed); never pid 0 or 1, nor our own session or group. Synchronous: nothing else runs
 * between the look and the kill. Returns how many processes it killed in each.
 */
function killSessions(stamps) {
    const killed = stamps.map(() => 0);
    if (stamps.length === 0)
        return killed;
    const own = readStat('self');
    for (let round = 0; round < 50; round++) {
        const found = members(stamps, own);
        if (found.every((pids) => pids.length === 0))
            break;
        found.forEach((pids, index) => {
            for (const pid of pids) {
                try {
                    process.kill(pid, 'SIGKILL');
                    killed[index] = (killed[index] ?? 0) + 1;
                }
                catch {
                    // Gone in between, or not ours to kill.
                }
            }
        });
    }
    return killed;
}
/**
 * Kills what is left of each saved session (see `killSessions`): the post step's first act for a main step that
 * died. Returns how many sessions still had a process, once those have died (or after a second).
 */
async function killProvenGroups(saved) {
    const killed = killSessions(saved);
    const stopped = saved.filter((_stamp, index) => (killed[index] ?? 0) > 0);
    const own = readStat('self');
    for (let waited = 0; waited < 1000 && members(stopped, own).some((pids) => pids.length > 0); waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return stopped.length;
}
/** The variable every user command is given, and what it starts inherits: the step's mark (see `killMarked`). */
const STEP_MARK = 'PAGES_PUSH_STEP';
let mark;
/** This step's mark: its process's id and start time, which no other process on the machine shares. */
function stepMark() {
    mark ??= `${process.pid}.${readStat('self')?.started ?? Date.now()}`;
    return mark;
}
/**
 * Kills (SIGKILL) every process whose first environment (/proc/<pid>/environ) holds this step's mark, as long as any
 * is left: what the user's commands left running in a session of their own (`setsid`), which `killSessions` cannot
 * see. A process that started over with an environment of its own (`env -i`) or wrote over its first one is not
 * found (see docs/security.md). Returns how many it killed outside the sessions `sessions` names.
 */
function killMarked(sessions) {
    if (mark === undefined)
        return 0;
    const needle = `${STEP_MARK}=${mark}\0`;
    const inSessions = new Set(sessions.map((stamp) => stamp.pgid));
    const killed = new Set();
    for (let round = 0; round < 50; round++) {
        let pids;
        try {
            pids = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc');
        }
        catch {
            return killed.size;
        }
        let found = 0;
        for (const name of pids) {
            const pid = Number(name);
            if (!Number.isSafeInteger(pid) || pid <= 1 || pid === process.pid)
                continue;
            let environ;
            try {
                environ = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/environ`, 'latin1');
            }
            catch {
                continue; // gone, or not ours to read
            }
            const stat = readStat(pid);
            if (!stat || stat.zombie || !(environ.startsWith(needle) || environ.includes(`\0${needle}`)))
                continue;
            try {
                process.kill(pid, 'SIGKILL');
                found++;
                if (!inSessions.has(stat.sid) && !inSessions.has(stat.pgid))
                    killed.add(pid);
            }
            catch {
                // Gone in between.
            }
        }
        if (found === 0)
            break;
    }
    return killed.size;
}


/***/ }),

/***/ 6903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ff: () => (/* binding */ NOTHING_KEPT),
  Co: () => (/* binding */ loadPageScanner),
  ZG: () => (/* binding */ siteReader)
});

// EXTERNAL MODULE: ./src/shared/runner.ts
var runner = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/publish-folder/read.ts + 2 modules
var read = __webpack_require__(21743);
// EXTERNAL MODULE: ./src/objects/tree.ts
var tree = __webpack_require__(20582);
// EXTERNAL MODULE: ./src/secrets/leaks.ts
var leaks = __webpack_require__(54169);
// EXTERNAL MODULE: ./src/git/target.ts
var target = __webpack_require__(51507);
// EXTERNAL MODULE: ./src/site/served-links.ts
var served_links = __webpack_require__(64194);
;// CONCATENATED MODULE: ./src/site/link-check.ts
// The link check of a read site: which of its root and same-origin links would answer 404 where the branch is
// served (see served-links.ts), knowing what the deploy publishes and what the branch keeps.



/** The hosts whose absolute links make a page worth parsing: GitHub Pages' own, and the `cname` input's. */
function linkHosts(cname) {
    return cname ? ['.github.io', cname.toLowerCase()] : ['.github.io'];
}
/**
 * The problems of the site's links that would answer 404 (none: empty). A generator that links its pages relatively
 * (MkDocs) gets two: the links of its 404 page alone, which its base setting writes, and those of its other pages. The branch is served at the target's page address:
 * at the root of a custom domain when the `cname` input names one or a CNAME file is published or kept at the
 * branch's root (its domain, unread, then unknown: only root links are checked). Nothing is checked when the target
 * has no page address, or what the branch keeps could not be listed.
 */
function linkProblems(input) {
    const { links, files, kept } = input;
    const { cname, targetDir } = input.settings;
    if (links.size === 0)
        return [];
    const page = input.servedPage || (0,target/* pageUrl */.fi)(input.target, '');
    if (!kept || !page) {
        runner/* debug */.Yz('link check skipped: the page address or what the branch keeps is not known');
        return [];
    }
    const paths = new Set();
    for (const file of files)
        paths.add(file.path);
    for (const file of kept)
        paths.add(file.path);
    // A CNAME the deploy publishes names the domain; one the branch keeps is not read here (served at its root).
    const published = publishedDomain(input);
    const domain = cname || published || (paths.has('CNAME') ? 'unknown' : '');
    // The Pages settings' address, which the build was given, is where the site is served (address.ts found no
    // cname input or site's CNAME before it), unless the built site publishes a CNAME it did not know of.
    const known = input.servedPage && !published ? input.servedPage : '';
    const served = known
        ? (0,served_links/* servedAt */.rv)(known)
        : domain === 'unknown'
            ? { origin: '', basePath: '/' }
            : (0,served_links/* servedAt */.rv)((0,target/* pageUrl */.fi)(input.target, domain));
    const broken = (0,served_links/* brokenLinks */.B4)(links, { ...served, has: (path) => paths.has(path) });
    runner/* debug */.Yz(`link check: ${links.parsed} files parsed (${links.parsedInWorkers} by reading workers), ${links.size} ` +
        `links, ${broken.length} broken`);
    // The fix names where the published folder is served: under target-dir, or a preview's folder.
    const folder = targetDir ? `${targetDir}/` : '';
    const siteUrl = served.origin
        ? `${served.origin}${served.basePath}${folder}`
        : `the root of the domain in the branch's CNAME${folder ? `, in ${folder}` : ''}`;
    if (broken.length === 0) {
        runner/* info */.pq(`Checked the ${links.size} root and same-origin links of ${links.parsed} HTML and CSS files against ` +
            `${siteUrl}: none would answer 404.`);
    }
    const where = {
        pageUrl: siteUrl,
        basePath: `${served.basePath}${folder}`,
        generator: input.generator,
        ...(input.baseApplied ? { applied: input.baseApplied } : {}),
    };
    if (!(0,served_links/* linksPagesRelatively */.$j)(input.generator))
        return [(0,served_links/* brokenLinksProblem */.Qv)(broken, where)].filter(Boolean);
    const notFound = (0,served_links/* notFoundPage */.FS)(folder);
    return [
        (0,served_links/* brokenLinksProblem */.Qv)(broken.filter((link) => link.page === notFound), { ...where, page: 'not-found' }),
        (0,served_links/* brokenLinksProblem */.Qv)(broken.filter((link) => link.page !== notFound), { ...where, page: 'other' }),
    ].filter(Boolean);
}
/** The domain of the CNAME file at the root of what is published (the publish folder's, when it is published), or ''. */
function publishedDomain(input) {
    const file = input.files.find((each) => each.path === 'CNAME');
    return file?.diskPath && !file.symlink ? input.published : '';
}

// EXTERNAL MODULE: ./src/publish-folder/url-lists.ts
var url_lists = __webpack_require__(36027);
;// CONCATENATED MODULE: ./src/publish-folder/page-links.ts

let scanPage;
/**
 * Sets the page scanner (page-scanner.ts `pageScanner()`): a deploy loads it with `loadPageScanner`, before the site's
 * commands run; a reading worker's bundle holds it.
 */
function setPageScanner(scan) {
    scanPage ??= scan;
}
/**
 * The URLs an HTML page links or loads: the `href`, `src`, `srcset` and `poster` of the elements that load or link
 * something, and the `url()`s of inline `style` attributes and `<style>` elements. After a `<base>` whose address
 * is on a host, nothing more: its links resolve there. One pass over the page's tags (no tree of elements:
 * htmlparser2's Parser, once used, made a page of 200,000 unclosed tags take minutes).
 */
function htmlUrls(html) {
    if (!scanPage)
        throw new Error('A page was scanned before the page scanner was loaded (loadPageScanner).');
    return scanPage(typeof html === 'string' ? Buffer.from(html, 'utf8') : html);
}
/** The links worth the check of one file, HTML or CSS by its name, from its bytes (not kept). */
function pageUrls(name, content) {
    return /\.css$/i.test(name) ? (0,url_lists/* cssUrls */.Q0)(content.toString('utf8')).filter(url_lists/* worthKeeping */.c2) : htmlUrls(content);
}
/** The links of each file whose markup a chunk kept (`nameOf` names a file by its index in the chunk). */
function linksOfChunk(result, nameOf) {
    const bytes = Buffer.from(result.markupBytes.buffer, result.markupBytes.byteOffset, result.markupBytes.byteLength);
    let start = 0;
    return result.markup.map((index, at) => {
        const end = result.markupEnds[at] ?? start;
        const urls = pageUrls(nameOf(index), bytes.subarray(start, end));
        start = end;
        return { index, urls };
    });
}
/**
 * The root and absolute links of a site's HTML and CSS files, gathered chunk by chunk as the files are read: each
 * distinct URL once (a root link means the same on every page), with the first page it was seen on and how often.
 */
class LinkCollector {
    hosts;
    /**
     * Each distinct URL's slot in the arrays below: no object a link while the site is read (a site makes tens of
     * thousands of distinct links, a canonical address a page, and each object would be copied by the young
     * generation's collections on its way to the old one).
     */
    slots = new Map();
    pages = [];
    counts = [];
    onNotFoundPage = [];
    made;
    added = 0;
    /** Pages parsed, for the debug log; and how many of them by a reading worker. */
    parsed = 0;
    parsedInWorkers = 0;
    constructor(
    /** The hosts whose absolute links are worth a parse (see chunk.ts `mayLinkRoot`). */
    hosts) {
        this.hosts = hosts;
    }
    get size() {
        return this.slots.size;
    }
    forEachUrl(visit) {
        for (const [url, slot] of this.slots)
            visit(url, slot);
    }
    found(index) {
        return { page: this.pages[index] ?? '', count: this.counts[index] ?? 0 };
    }
    /** The links found, each with the first page it was seen on and how often, as a map (made when asked). */
    get links() {
        if (this.made?.added !== this.added) {
            const map = new Map();
            this.forEachUrl((url, index) => map.set(url, this.found(index)));
            this.made = { map, added: this.added };
        }
        return this.made.map;
    }
    /** The links worth the check of one file, for `readChunk` to parse each page as it reads it. */
    linksOf(name, content) {
        return pageUrls(name, content);
    }
    /**
     * Takes a chunk's links (see chunk.ts `ChunkResult`): parsed already as its pages were read, else (a worker run
     * from the sources) parsed here from its markup, whose bytes are then let go.
     */
    addChunk(files, result) {
        const found = result.found;
        if (found) {
            this.parsed += found.parsed;
            if (result.byWorker)
                this.parsedInWorkers += found.parsed;
            const { text, pages } = found;
            let start = 0;
            for (let at = 0; at < pages.length; at += 4) {
                const end = start + (pages[at + 3] ?? 0);
                const page = files[pages[at] ?? 0]?.path ?? '';
                // Sliced from the chunk's string of URLs, which the links kept keep alive: about the size of its links.
                this.addUrl(text.slice(start, end), page, pages[at + 1] ?? 0, pages[at + 2] === 1, true);
                start = end;
            }
        }
        else {
            for (const { index, urls } of linksOfChunk(result, (index) => files[index]?.path ?? '')) {
                this.addUrls(files[index]?.path ?? '', urls);
            }
        }
        result.found = undefined;
        result.markupBytes = new Uint8Array(0);
        result.markupEnds = new Uint32Array(0);
    }
    /** The links of one file, HTML or CSS by its name. */
    add(page, text) {
        this.addUrls(page, pageUrls(page, Buffer.from(text, 'utf8')));
    }
    addUrls(page, urls) {
        this.parsed += 1;
        const notFoundPage = NOT_FOUND_PAGE.test(page);
        for (const url of urls)
            this.addUrl(url, page, 1, notFoundPage, false);
    }
    /** A link that `page` (a 404 page, or not) makes `count` times; `copied`: a string of its own already. */
    addUrl(url, page, count, notFoundPage, copied) {
        this.added += 1;
        const slot = this.slots.get(url);
        if (slot !== undefined) {
            this.counts[slot] = (this.counts[slot] ?? 0) + count;
            // A link of other pages too is named by one of them (the 404 page's own links are told apart).
            if (!notFoundPage && this.onNotFoundPage[slot]) {
                this.pages[slot] = page;
                this.onNotFoundPage[slot] = false;
            }
            return;
        }
        // A chunk's links are in a string of their own already (see chunk.ts); one of a page added alone is copied here:
        // as sliced from the page, the link would keep the whole page's text alive for as long as it is kept.
        this.slots.set(copied ? url : flat(url), this.pages.length);
        this.pages.push(page);
        this.counts.push(count);
        this.onNotFoundPage.push(notFoundPage);
    }
}
/** A 404 page, as GitHub Pages serves it for a missing path. */
const NOT_FOUND_PAGE = /(?:^|\/)404\.html$/;
/** A string of its own (V8 keeps a slice or a concatenation pointing into the text it came from). */
function flat(text) {
    return Buffer.from(text, 'utf8').toString('utf8');
}

// EXTERNAL MODULE: ./src/shared/timings.ts
var timings = __webpack_require__(63274);
;// CONCATENATED MODULE: ./src/publish-folder/checks/site-reader.ts
// Reads the publish folder for our own push: once per layout of the targets (all of them the same, as a rule), the
// first read checked for the site's problems and links; started before the target check when nothing of the site's
// runs (see deploy/push.ts).







/**
 * Loads the page scanner of the link check (publish-folder/page-scanner.ts, with entities' tables, a chunk
 * of dist/ of its own), which a read parses pages with: not in the step's start, and before the site's commands run.
 */
async function loadPageScanner() {
    const { pageScanner } = await Promise.all(/* import() */[__webpack_require__.e(995), __webpack_require__.e(826)]).then(__webpack_require__.bind(__webpack_require__, 14826));
    setPageScanner(pageScanner());
}
/** What a deploy that replaces the whole site keeps of the one before, as the link check takes it: nothing. */
const NOTHING_KEPT = { sha: '', tree: '', entries: [] };
/** Nothing: what a settled promise resolves to when only its end matters. */
function ended() {
    // the promise settled
}
/**
 * Reads the site once per layout (see publish-folder/read.ts readSite) and, the first time, checks it for problems:
 * with `on-site-problems: fail` the first push never starts.
 */
function siteReader(settings, input) {
    const reads = new Map();
    const listings = [];
    const taken = new Map();
    const keyOf = (layout) => {
        const leaving = (leave) => [leave?.hidden, leave?.pattern?.source];
        return JSON.stringify([
            leaving(layout.leave),
            layout.extraFolders?.map((folder) => [folder.dir, folder.under, leaving(folder.leave)]),
        ]);
    };
    const start = (layout) => {
        const key = keyOf(layout);
        if (reads.has(key))
            return key;
        const started = Date.now();
        (0,timings/* mark */.G)('reading');
        const listing = { leftOut: [], complete: false };
        listings.push(listing);
        // The first read's links are checked (as its files are for problems): gathered while it hashes them.
        const links = reads.size === 0 ? new LinkCollector(linkHosts(settings.cname)) : undefined;
        const files = (0,read/* readSite */.Us)(input.publishDir, {
            ...(links ? { links } : {}),
            ...(input.keepLarge ? { keepLarge: true } : {}),
            listing,
            signal: input.signal,
            targetDir: settings.targetDir,
            workspace: settings.workspace,
            secrets: input.leaks.secrets,
            refuseLeaks: (found) => (0,leaks/* refuseLeaks */.bM)(found, input.leaks),
            exclude: settings.exclude.length > 0 ? (0,tree/* keepRule */.gI)(settings.exclude) : undefined,
            ...layout,
        });
        const ms = files.then(() => {
            (0,timings/* mark */.G)('site read');
            return Date.now() - started;
        });
        ms.catch(() => undefined); // a read started early fails when a push takes it, not before
        reads.set(key, { files, ms, ...(links ? { links } : {}) });
        return key;
    };
    const take = (layout, served) => {
        const key = start(layout);
        let reading = taken.get(key);
        if (!reading) {
            const { files, ms, links } = reads.get(key) ?? { files: Promise.resolve([]), ms: Promise.resolve(0) };
            const first = taken.size === 0;
            // What the branch keeps, for the link check: a tip that could not be read leaves it unchecked.
            const keeps = served?.tip.then((tip) => tip.entries, () => undefined); // prettier-ignore
            reading = Promise.all([files, ms, keeps]).then(([read, took, kept]) => {
                const bytes = read.reduce((sum, file) => sum + file.size, 0);
                runner/* info */.pq(`Read ${read.length} files (${(bytes / 1024 / 1024).toFixed(1)} MiB) from ${input.publishDir} in ` +
                    `${took} ms`);
                if (first) {
                    input.problems.inspect(read, settings.targetDir ? `${settings.targetDir}/` : '');
                    const { generator, baseApplied, servedPage } = input.problems;
                    if (links && served) {
                        const where = {
                            target: served.target,
                            settings,
                            generator,
                            baseApplied,
                            servedPage,
                            published: input.cname,
                        };
                        const checked = { links, files: read, kept, ...where };
                        for (const problem of linkProblems(checked))
                            input.problems.add(problem);
                    }
                    input.problems.settle();
                }
                return read;
            });
            taken.set(key, reading);
        }
        return reading;
    };
    // A closed pull request's preview: its folder gets nothing, so it is removed from the branch.
    if (settings.preview?.closed) {
        return Object.assign(() => Promise.resolve([]), { start: () => Promise.resolve(), listings });
    }
    return Object.assign(take, {
        // Settles, never fails, when the reading ends: its failure is reported when a push takes the files.
        start: (layout) => reads.get(start(layout))?.ms.then(ended, ended) ?? Promise.resolve(),
        listings,
    });
}


/***/ }),

/***/ 10118:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ct: () => (/* binding */ withExtraFolders),
/* harmony export */   RH: () => (/* binding */ walkSite),
/* harmony export */   g5: () => (/* binding */ checkExtraFolders),
/* harmony export */   k_: () => (/* binding */ listSite)
/* harmony export */ });
/* unused harmony export listFiles */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _shared_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40405);
// Lists the publish folder (and Hexo's extend_dirs): every file the push publishes, one folder at a time, and what it
// leaves out (hidden names, names a pattern matches, .git folders), which is not read and so is scrubbed after it.




/**
 * A listed file: its disk path is made from the folder and its path when asked, not stored for each file. What the
 * reading finds (mode, id, size) has its place from the start, so every file has one shape, its fields in the
 * object itself: added afterwards, they cost each file a further array, and its size a number object.
 */
class ListedFile {
    root;
    path;
    symlink;
    prefixLength;
    mode = '100644';
    sha = '';
    size = 0;
    constructor(root, path, symlink, prefixLength) {
        this.root = root;
        this.path = path;
        this.symlink = symlink;
        this.prefixLength = prefixLength;
    }
    get diskPath() {
        const relative = this.path.slice(this.prefixLength);
        return `${this.root}${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}${node_path__WEBPACK_IMPORTED_MODULE_2__.sep === '/' ? relative : relative.replace(/\//g, node_path__WEBPACK_IMPORTED_MODULE_2__.sep)}`;
    }
}
/**
 * Lists the publish folder: every file, including ones a .gitignore would hide, never a `.git` folder. Only
 * directory entries are read here; sizes and modes come with the contents, in `hashFiles`. What is left out
 * (a `.git` folder, a name `leave` matches) goes to `leftOut`, as a disk path, when given.
 */
function walkSite(publishDir, prefix, leave, leftOut, specials) {
    const files = [];
    // One at a time: a spread of a folder's files would pass each as an argument, and a folder of some 150,000 files
    // would overflow the stack.
    for (const folder of listSite(publishDir, prefix, leave, leftOut, specials))
        for (const file of folder)
            files.push(file);
    return files;
}
/** The publish folder's files (see `walkSite`), a folder's at a time, so reading them can start at once. */
function* listSite(publishDir, prefix, leave, leftOut, 
/** Given the paths of what is not a file, folder or link (a socket, pipe or device): never read. */
specials) {
    const root = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(publishDir);
    const prefixLength = prefix.length;
    // Paths are joined by hand: path.join on every one of tens of thousands of entries costs a third of the walk.
    const pending = [{ relative: '', disk: root }];
    for (let folder = pending.pop(); folder; folder = pending.pop()) {
        const files = [];
        // A file's path is joined in one piece (Array.join), not with `+`: V8 keeps a string made with `+` as a pair
        // of its parts, and the pairs (with each file's name) would live as long as the paths, about 90 bytes a file.
        const inFolder = prefix + (folder.relative ? `${folder.relative}/` : '');
        for (const entry of readFolder(folder.disk, folder.relative)) {
            // git refuses a .git folder's path in a tree, in any case; hexo-deployer-git leaves out what `leave` names.
            if ((0,_shared_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isGitFolderName */ .a2)(entry.name) ||
                (leave && ((leave.hidden && entry.name.startsWith('.')) || leave.pattern?.test(entry.name)))) {
                leftOut?.push(`${folder.disk}${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}${entry.name}`);
                continue;
            }
            if (entry.name.includes('\uFFFD'))
                refuseNonUtf8Name(folder.disk, folder.relative, entry.name);
            if (entry.isDirectory()) {
                const relative = folder.relative ? `${folder.relative}/${entry.name}` : entry.name;
                pending.push({ relative, disk: `${folder.disk}${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}${entry.name}` });
            }
            else if (entry.isFile() || entry.isSymbolicLink()) {
                files.push(new ListedFile(root, [inFolder, entry.name].join(''), entry.isSymbolicLink(), prefixLength));
            }
            else {
                specials?.push([inFolder, entry.name].join(''));
            }
        }
        if (files.length > 0)
            yield files;
    }
}
/** A folder's entries; one that cannot be read fails the deploy, named: publishing without it would drop it. */
function readFolder(disk, relative) {
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync(disk, { withFileTypes: true });
    }
    catch (error) {
        const code = error.code ?? String(error);
        throw new Error(`The folder "${relative || '.'}" of the publish folder cannot be read (${code}), so nothing was pushed. ` +
            'Check what the build left there (its permissions, or paths too long for the file system).', { cause: error });
    }
}
/** The publish folder's files on disk, or none when it does not exist (yet). */
async function listFiles(publishDir) {
    const stat = await fsp.stat(publishDir).catch(() => undefined);
    if (!stat?.isDirectory())
        return [];
    return walkSite(publishDir, '')
        .filter((file) => !file.symlink)
        .map((file) => file.diskPath);
}
/**
 * Refuses the entry listed as `decoded` when its name on disk is not UTF-8: the listing reads names as UTF-8, so
 * such a name comes out with U+FFFD in it, a file that does not exist. It is named by its bytes, and how to fix it.
 */
function refuseNonUtf8Name(disk, relative, decoded) {
    const raw = node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync(disk, { encoding: 'buffer' })
        .find((name) => name.toString('utf8') === decoded && !Buffer.from(decoded).equals(name));
    if (!raw)
        return; // a real U+FFFD, written in UTF-8
    const shown = [...raw].map((byte) => byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`);
    throw new Error(`The publish folder has a file whose name is not UTF-8: "${shown.join('')}" (its bytes as \\x hex) in the folder ` +
        `"${relative || '.'}", so nothing was pushed. Git, GitHub Pages and browsers take UTF-8 names: rename it ` +
        '(for a Latin-1 name: convmv -f latin1 -t utf-8 --notest), or have the build write it in UTF-8.');
}
/** Fails, naming the fix, when an extra folder (a deployer's extend_dirs) is not a folder. */
function checkExtraFolders(folders) {
    for (const folder of folders) {
        if (!node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync(folder.dir, { throwIfNoEntry: false })?.isDirectory()) {
            throw new Error(`extend_dirs in _config.yml names ${folder.under}, but ${folder.dir} is not a folder: create it, or remove it ` +
                'from extend_dirs (hexo deploy would fail on it too).');
        }
    }
}
/**
 * The listing with each extra folder's files (each folder a real path, its listing passed through `keep`) added
 * under its name; a file of a later folder wins, as copied last (the file it replaces goes to `leftOut`, with what
 * each folder's listing leaves out).
 */
function withExtraFolders(listed, base, folders, keep, leftOut) {
    const byPath = new Map(listed.map((file) => [file.path, file]));
    checkExtraFolders(folders);
    for (const folder of folders) {
        for (const file of keep(walkSite(folder.dir, `${base}${folder.under}/`, folder.leave, leftOut))) {
            const replaced = byPath.get(file.path);
            if (replaced)
                leftOut?.push(replaced.diskPath);
            byPath.set(file.path, file);
        }
    }
    return [...byPath.values()];
}


/***/ }),

/***/ 21743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zA: () => (/* binding */ blobId),
  Us: () => (/* binding */ readSite),
  oD: () => (/* binding */ readWhole)
});

// UNUSED EXPORTS: MAX_FILE_BYTES, hashFiles, listFiles, walkSite

// EXTERNAL MODULE: ./src/shared/runner.ts
var runner = __webpack_require__(14331);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/publish-folder/chunk.ts
var publish_folder_chunk = __webpack_require__(60011);
// EXTERNAL MODULE: ./src/shared/bundle.ts
var bundle = __webpack_require__(14641);
// EXTERNAL MODULE: ./src/processes/processes.ts
var processes = __webpack_require__(21856);
;// CONCATENATED MODULE: ./src/publish-folder/read-chunks.ts



/** Files per chunk: small enough to share the work evenly, large enough that a message costs nothing. */
const CHUNK_FILES = 100;
/** Workers start once this many files are listed: on a smaller site one thread is done before a worker is up. */
const FILES_FOR_A_WORKER = 4000;
/** Chunks a worker is given ahead of what it has finished, so it never waits for this thread. */
const AHEAD = 2;
class ChunkReader {
    input;
    threads;
    signal;
    onChunk;
    chunks = [];
    /** Chunks not given to anyone yet, oldest first. */
    pending = [];
    buffer = [];
    listed = 0;
    helpers = [];
    /** The workers being started (they come after an import), awaited before they are stopped. */
    starting;
    /** Set once the reading is over: workers that come up after it are stopped at once. */
    closed = false;
    failure;
    constructor(input, 
    /** Threads in all, this one included. */
    threads, 
    /** The job's cancel: no chunk is read after it, and the workers are ended. */
    signal, 
    /** Told each chunk's result as it comes (in any order), while the reading goes on: the link check's parse. */
    onChunk) {
        this.input = input;
        this.threads = threads;
        this.signal = signal;
        this.onChunk = onChunk;
    }
    /** Takes the next files listed (in order); a worker may start on them at once. Throws once the job is cancelled. */
    add(files) {
        (0,processes/* throwIfCancelled */.dZ)(this.signal);
        for (const file of files) {
            this.buffer.push(file);
            if (this.buffer.length === CHUNK_FILES)
                this.cut();
        }
        this.listed += files.length;
        this.feed();
    }
    /** Reads what is left, on this thread and the workers; every chunk's files with what reading them gave, in order. */
    async finish() {
        if (this.buffer.length > 0)
            this.cut();
        try {
            // This thread takes the newest chunks, the workers the oldest: each chunk is read once.
            for (let index = this.pending.pop(); index !== undefined; index = this.pending.pop()) {
                (0,processes/* throwIfCancelled */.dZ)(this.signal);
                const chunk = this.chunks[index];
                if (!chunk)
                    continue;
                chunk.result = (0,publish_folder_chunk/* readChunk */.ar)({ ...this.input, paths: encodePaths(chunk.files) });
                this.onChunk?.(chunk.files, chunk.result);
                this.feed();
                // A look at the event loop between chunks: the workers' answers, and the git commands that bring in the
                // branch's tip meanwhile (each waits for this thread to take its exit before the next starts).
                await new Promise((resolve) => setImmediate(resolve));
            }
            const chunks = [];
            for (const chunk of this.chunks) {
                if (!chunk.result)
                    throw new Error('a chunk of the site was never read');
                chunks.push({ files: chunk.files, result: await chunk.result });
            }
            if (this.failure)
                throw this.failure;
            return chunks;
        }
        finally {
            await this.stop();
        }
    }
    /** Stops the workers, for a listing that failed: nothing is read further. */
    async abort() {
        this.pending.length = 0;
        await this.stop();
    }
    /** Ends every worker, those still starting included: a worker left running would keep the step alive. */
    async stop() {
        this.closed = true;
        await this.starting;
        await Promise.all(this.helpers.splice(0).map(({ worker }) => worker.terminate()));
    }
    cut() {
        this.chunks.push({ files: this.buffer });
        this.pending.push(this.chunks.length - 1);
        this.buffer = [];
    }
    /** Starts the workers once the site is large enough, and keeps each a few chunks ahead. */
    feed() {
        if (this.threads > 1 && this.listed >= FILES_FOR_A_WORKER && !this.starting) {
            // A worker that cannot be made leaves the reading to this thread, as on one core.
            this.starting = this.startWorkers().catch(() => undefined);
            return;
        }
        for (const helper of this.helpers) {
            while (helper.sent - Atomics.load(helper.finished, 0) < AHEAD) {
                const index = this.pending.shift();
                if (index === undefined)
                    return;
                this.send(helper, index);
            }
        }
    }
    async startWorkers() {
        const { Worker } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 75919, 23));
        for (let count = 1; count < this.threads && !this.closed; count += 1) {
            const finished = new Int32Array(new SharedArrayBuffer(4));
            // A small young generation: a worker only streams through files, and each isolate's spare room is RSS.
            const { needles, maxBytes, linkHosts } = this.input;
            const sent = { needles, maxBytes, ...(linkHosts ? { linkHosts } : {}) };
            // No preload of NODE_OPTIONS or of our own flags (`--require`, `--import`): Node would load it again, from
            // its file, in every worker it starts, and the site's commands may have rewritten that file. And no variable
            // of ours: a worker reads files, it needs none.
            const options = {
                workerData: { ...sent, finished },
                resourceLimits: { maxYoungGenerationSizeMb: 4 },
                execArgv: [],
                env: {},
            };
            // The reading workers' own bundle, which parses the links too (read-worker.ts), from the text read before
            // any user command ran (shared/bundle.ts); run from the sources (the suite's in-process tests), the chunk reader
            // as source text, whose markup this thread parses.
            const code = (0,bundle/* readerCode */.Ft)();
            const worker = code
                ? new Worker(new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`), options)
                : new Worker((0,publish_folder_chunk/* readerWorkerSource */.z1)(), { ...options, eval: true });
            const helper = { worker, sent: 0, finished, waiting: new Map() };
            worker.on('message', ({ id, result }) => {
                const files = this.chunks[id]?.files;
                if (files)
                    this.onChunk?.(files, result);
                helper.waiting.get(id)?.resolve(result);
                helper.waiting.delete(id);
                this.feed();
            });
            // A worker that failed gets no more chunks: this thread reads the rest, and `finish` reports the failure.
            const fail = (error) => {
                this.failure ??= error;
                const at = this.helpers.indexOf(helper);
                if (at !== -1)
                    this.helpers.splice(at, 1);
                for (const waiting of helper.waiting.values())
                    waiting.reject(error);
                helper.waiting.clear();
            };
            worker.once('error', fail);
            worker.once('exit', (code) => {
                if (code !== 0 && helper.waiting.size > 0)
                    fail(new Error(`a reading worker stopped with exit code ${code}`));
            });
            this.helpers.push(helper);
        }
        this.feed();
    }
    send(helper, index) {
        const chunk = this.chunks[index];
        if (!chunk)
            return;
        const paths = encodePaths(chunk.files);
        chunk.result = new Promise((resolve, reject) => {
            helper.waiting.set(index, { resolve, reject });
        });
        // Not left unhandled if the read fails before `finish` awaits it.
        chunk.result.catch(() => undefined);
        helper.sent += 1;
        // The names are moved to the worker, not copied.
        helper.worker.postMessage({ id: index, paths }, [paths.buffer]);
    }
}
/** A chunk's disk paths for `readChunk`, in a buffer of its own (so it can be moved to a worker). */
function encodePaths(files) {
    let length = 0;
    for (const file of files)
        length += Buffer.byteLength(file.diskPath) + 2;
    const bytes = Buffer.from(new ArrayBuffer(length));
    let offset = 0;
    for (const file of files) {
        offset += bytes.write(file.symlink ? 'L' : 'F', offset, 'latin1');
        offset += bytes.write(file.diskPath, offset, 'utf8');
        bytes[offset++] = 0;
    }
    return new Uint8Array(bytes.buffer, 0, length);
}

// EXTERNAL MODULE: ./src/shared/paths.ts
var paths = __webpack_require__(40405);
;// CONCATENATED MODULE: ./src/publish-folder/links.ts
// The symbolic links of the folders the publish reads, checked where they lead: a link out of the workspace (or
// into a .git folder) is refused; in a Hexo extend folder, a link to a file is published as a copy of that file.



/**
 * Checks each symbolic link of `files` (completed in place, and returned): only a link costs a look (its real
 * path), so a listing of tens of thousands of files costs a flag's test for each other one. A link that leads out
 * of the workspace or into a .git folder is refused, naming it: a link to a file is read (copied) where `copy`
 * says so, and a link published as a link tells where the runner keeps its files. A link with no real path (its
 * target missing, or a loop) has nothing to copy and stays the link it is, as does a link to a folder: hexo deploy
 * fails on both (`fs.copyFile`), and the publish folder's own links are published as links.
 */
function checkLinks(files, rule) {
    for (let index = 0; index < files.length; index += 1) {
        const file = files[index];
        if (!file?.symlink)
            continue;
        let real;
        try {
            real = external_node_fs_.realpathSync(file.diskPath);
        }
        catch {
            continue;
        }
        const escape = (0,paths/* escapes */.r6)(rule.workspace, real);
        if (escape) {
            const name = external_node_path_.relative(rule.workspace, file.diskPath).split(external_node_path_.sep).join('/');
            throw new Error(`The symbolic link "${name}" of ${rule.input} leads ${escape} (to ${real}), so nothing was published: the ` +
                "site's links must stay inside the workspace. Put a copy of what it points at into the site, or remove " +
                'the link.');
        }
        if (rule.folder !== undefined && (0,paths/* escapes */.r6)(rule.folder, real)) {
            const name = external_node_path_.relative(rule.workspace, file.diskPath).split(external_node_path_.sep).join('/');
            const where = external_node_path_.relative(rule.workspace, real).split(external_node_path_.sep).join('/');
            throw new Error(`The symbolic link "${name}" of ${rule.input} leads out of the site (to ${where} in the workspace), so ` +
                'nothing was published: on a branch it would be a link to nothing, in a Pages artifact a copy of a file ' +
                'the site does not hold. Copy the file into the site, or leave the link out with input "exclude".');
        }
        if (rule.copy && external_node_fs_.statSync(real).isFile())
            files[index] = { path: file.path, diskPath: real, symlink: false };
    }
    return files;
}

// EXTERNAL MODULE: ./src/publish-folder/listing.ts
var listing = __webpack_require__(10118);
// EXTERNAL MODULE: ./src/objects/objects.ts
var objects = __webpack_require__(22808);
;// CONCATENATED MODULE: ./src/publish-folder/read.ts
// Reads the publish folder once: every file's git blob id (hashed in-process, nothing written), its mode, and
// whether it holds a secret (the leak guard) or is too large for GitHub.












/** GitHub refuses files over 100 MiB. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** How long the listing runs before it lets the event loop turn (a folder is never split). */
const LOOK_EVERY_MS = 5;
/** The git blob id of `content`: SHA-1 of `blob <size>\0` and the bytes. */
function blobId(content) {
    return (0,objects/* objectId */.Tu)('blob', content);
}
/** One buffer for every read, grown as needed: reading a site allocates (and leaves to collect) nothing per file. */
let shared = Buffer.allocUnsafe(1024 * 1024);
/**
 * A file's bytes, read again to store them: one open, one fstat, reads into one buffer, one close. The bytes
 * live in a buffer reused by the next call: use them (or copy them) before reading another file.
 */
function readWhole(diskPath) {
    const fd = external_node_fs_.openSync(diskPath, 'r');
    try {
        const stat = external_node_fs_.fstatSync(fd);
        if (stat.size > MAX_FILE_BYTES)
            return { size: stat.size, mode: stat.mode };
        const read = (0,publish_folder_chunk/* readInto */.Pq)(external_node_fs_.readSync, fd, stat.size, shared);
        shared = read.buffer;
        return { content: shared.subarray(0, read.length), mode: stat.mode };
    }
    finally {
        external_node_fs_.closeSync(fd);
    }
}
/**
 * Reads every file once: hashes it as git would, checks its size, and looks for the secrets in it. Nothing is
 * written; git stores only the blobs the branch lacks, later. A large site is shared between this thread and worker
 * threads, one per further core (see read-chunks.ts), with synchronous reads in each: for tens of thousands of small
 * files that is several times faster than the same reads queued through libuv's thread pool. The given file
 * objects are completed in place (mode, id, size) and returned, rather than copied: a large site holds them once.
 */
async function hashFiles(files, secrets, threads = defaultThreads(), signal = new AbortController().signal) {
    const reader = newChunkReader(secrets, threads, signal);
    reader.add(files);
    return readResults(await reader.finish());
}
function defaultThreads() {
    return Math.min(external_node_os_.availableParallelism(), 4);
}
function newChunkReader(secrets, threads, signal, links) {
    const input = { needles: secrets.filter((secret) => secret.length > 0), maxBytes: MAX_FILE_BYTES };
    if (!links)
        return new ChunkReader(input, threads, signal);
    const linksOf = (name, content) => links.linksOf(name, content);
    return new ChunkReader({ ...input, linkHosts: [...links.hosts], linksOf }, threads, signal, (files, result) => {
        links.addChunk(files, result);
    });
}
/** The chunks' results, on their files. */
function readResults(chunks) {
    const hashed = { files: [], leaking: [], tooLarge: [] };
    for (const { files: chunkFiles, result } of chunks) {
        const ids = Buffer.from(result.ids.buffer, result.ids.byteOffset, result.ids.byteLength);
        const tooLarge = new Set(result.tooLarge);
        chunkFiles.forEach((file, index) => {
            // Set one by one, not through Object.assign and an object each: a listed file has their places already.
            const hashedFile = file;
            hashedFile.mode = publish_folder_chunk/* MODES */.FN[result.modes[index] ?? 0] ?? '100644';
            hashedFile.sha = tooLarge.has(index) ? '' : ids.toString('hex', index * 20, index * 20 + 20);
            // As a small integer where it is one: a size read from the Float64Array as it is would make the field a
            // number object each.
            const size = result.sizes[index] ?? 0;
            hashedFile.size = size <= MAX_FILE_BYTES ? size | 0 : size;
            hashed.files.push(hashedFile);
            if (hashedFile.sha === '')
                hashed.tooLarge.push(hashedFile);
        });
        for (const index of result.leaking)
            hashed.leaking.push(chunkFiles[index]?.diskPath ?? '');
    }
    hashed.leaking.sort();
    return hashed;
}
/**
 * Reads the publish folder once (see `hashFiles`), and refuses it when it is missing or empty (a build that produced
 * nothing must not wipe a live site), when a file is too large for GitHub, or when a file holds a secret.
 */
async function readSite(publishDir, options) {
    const stat = await promises_.stat(publishDir).catch(() => undefined);
    if (!stat) {
        throw new Error(`The publish folder ${publishDir} does not exist. Did the build write somewhere else? Set "publish-dir" ` +
            'to the folder your generator writes (Hexo: public_dir in _config.yml), or check that "build" ran.');
    }
    if (!stat.isDirectory())
        throw new Error(`"publish-dir" must be a folder, but ${publishDir} is a file.`);
    const startedAt = Date.now();
    const base = options.targetDir ? `${options.targetDir}/` : '';
    const reader = newChunkReader(options.secrets, defaultThreads(), options.signal, options.links);
    const count = await listInto(reader, publishDir, base, options).catch(async (error) => {
        await reader.abort();
        throw error;
    });
    if (count === 0) {
        if (options.listing)
            options.listing.complete = true;
        throw new Error(`The publish folder ${publishDir} is empty, so nothing was pushed: publishing it would wipe the live site. ` +
            'Check the build output above, and that "publish-dir" names the folder the build writes.');
    }
    const hashed = readResults(await reader.finish());
    if (options.listing)
        options.listing.complete = true;
    runner/* debug */.Yz(`listed and read ${count} files in ${Date.now() - startedAt} ms`);
    if (hashed.tooLarge.length > 0 && !options.keepLarge) {
        const names = hashed.tooLarge.map((file) => `${external_node_path_.relative(publishDir, file.diskPath).replace(/\\/g, '/')} (${(file.size / 1024 / 1024).toFixed(1)} MiB)`);
        throw new Error(`GitHub refuses files over ${MAX_FILE_BYTES / 1024 / 1024} MiB, and the publish folder has ` +
            `${names.length === 1 ? 'one' : names.length}: ${names.slice(0, 10).join(', ')}. Keep such files out of the ` +
            'site (host them elsewhere, or use Git LFS in another repository).');
    }
    if (hashed.leaking.length > 0)
        await options.refuseLeaks(hashed.leaking);
    return hashed.files;
}
/**
 * Lists the site into `reader`, which starts reading while the listing goes on, without the files `exclude`
 * matches and with every symbolic link checked (links.ts); how many files it was given. Extra folders (Hexo's
 * extend_dirs), each resolved through its links and kept inside the workspace as publish-dir is, are merged with
 * the listing first. What is left out goes to the listing's `leftOut`.
 */
async function listInto(reader, publishDir, base, options) {
    const { exclude } = options;
    const leftOut = options.listing?.leftOut;
    const workspace = await promises_.realpath(options.workspace);
    let excluded = 0;
    /** A listing without what `exclude` matches, its links checked (an extend folder's copied: see links.ts). */
    const keep = (listed, links) => {
        const kept = exclude
            ? listed.filter((file) => {
                if (!exclude(file.path.slice(base.length)))
                    return true;
                leftOut?.push(file.diskPath);
                return false;
            })
            : listed;
        excluded += listed.length - kept.length;
        return checkLinks(kept, links);
    };
    const publishLinks = { workspace, input: 'publish-dir', copy: false, folder: await promises_.realpath(publishDir) };
    const extendLinks = { workspace, input: "the extend_dirs in _config.yml's deploy", copy: true };
    const specials = [];
    const extraFolders = [];
    for (const folder of options.extraFolders ?? []) {
        // Through its links, as publish-dir is: a folder of the site that is a link to HOME would publish HOME.
        extraFolders.push({ ...folder, dir: await (0,paths/* confined */.dg)(workspace, folder.dir, extendLinks.input) });
    }
    // With extra folders, all is listed (and kept) first, to be merged; else each folder as it is listed.
    const merged = extraFolders.length > 0;
    const folders = merged
        ? [
            (0,listing/* withExtraFolders */.Ct)(keep((0,listing/* walkSite */.RH)(publishDir, base, options.leave, leftOut, specials), publishLinks), base, extraFolders, (listed) => keep(listed, extendLinks), leftOut),
        ]
        : (0,listing/* listSite */.k_)(publishDir, base, options.leave, leftOut, specials);
    let count = 0;
    let lookedAt = performance.now();
    for (const listed of folders) {
        const kept = merged ? listed : keep(listed, publishLinks);
        reader.add(kept);
        count += kept.length;
        // A look at the event loop every few milliseconds: the workers' answers, and the git commands of the target
        // check and the tip, each of which waits for this thread to see it end before the next starts.
        if (performance.now() - lookedAt >= LOOK_EVERY_MS) {
            await new Promise((resolve) => setImmediate(resolve));
            lookedAt = performance.now();
        }
    }
    // A pipe or device: on every route alike nothing could publish it (nor read it), unless "exclude" leaves it out.
    const special = specials.find((name) => !exclude?.(name.slice(base.length)));
    if (special !== undefined) {
        throw new Error(`${special.slice(base.length)} in the publish folder is not a file, folder or link (a socket, pipe or ` +
            'device), so nothing was published: GitHub Pages takes regular files only. Remove it from the site, or ' +
            'leave it out with input "exclude".');
    }
    if (excluded > 0 && count === 0) {
        throw new Error(`Input "exclude" matched every file of the publish folder (${excluded === 1 ? 'its one file' : `all ${excluded}`}), ` +
            'so nothing was pushed: publishing nothing would wipe the live site. Its patterns are paths in the publish ' +
            'folder, and "**" matches every file: list only what to leave out (such as "**/*.map" or "drafts").');
    }
    if (excluded > 0)
        runner/* info */.pq(`Left out ${excluded} files that "exclude" matches.`);
    return count;
}


/***/ }),

/***/ 36027:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q0: () => (/* binding */ cssUrls),
/* harmony export */   c2: () => (/* binding */ worthKeeping),
/* harmony export */   rZ: () => (/* binding */ srcsetUrls)
/* harmony export */ });
// The URLs a `srcset` attribute and CSS text list, as the browser reads them: what page-links.ts takes out of a
// page's `<img srcset>`, inline styles and `<style>` elements. Pure string work, no parser.
/** The URLs of a `srcset`, as HTML splits it: each candidate's URL, then its descriptors up to a comma. */
function srcsetUrls(srcset) {
    const urls = [];
    let at = 0;
    const length = srcset.length;
    const space = (char) => char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';
    while (at < length) {
        while (at < length && (space(srcset[at]) || srcset[at] === ','))
            at += 1;
        const start = at;
        while (at < length && !space(srcset[at]))
            at += 1;
        const url = srcset.slice(start, at);
        if (url === '')
            break;
        if (url.endsWith(',')) {
            urls.push(url.replace(/,+$/, ''));
            continue;
        }
        urls.push(url);
        // The descriptors: up to the next comma outside parentheses.
        let depth = 0;
        for (; at < length; at += 1) {
            const char = srcset[at];
            if (char === '(')
                depth += 1;
            else if (char === ')')
                depth = Math.max(0, depth - 1);
            else if (char === ',' && depth === 0)
                break;
        }
    }
    return urls;
}
/**
 * The URLs of CSS text: `url(…)` (quoted or not) and `@import "…"`, outside comments. A small tokenizer: strings and
 * comments are skipped whole, so a `url(` inside one is not taken.
 */
function cssUrls(css) {
    const urls = [];
    const length = css.length;
    const readString = (from) => {
        const quote = css[from];
        let value = '';
        let at = from + 1;
        for (; at < length && css[at] !== quote && css[at] !== '\n'; at += 1) {
            if (css[at] === '\\' && at + 1 < length)
                at += 1;
            value += css.charAt(at);
        }
        return { value, end: at + 1 };
    };
    let at = 0;
    while (at < length) {
        const char = css[at];
        if (char === '/' && css[at + 1] === '*') {
            const end = css.indexOf('*/', at + 2);
            at = end === -1 ? length : end + 2;
        }
        else if (char === '"' || char === "'") {
            at = readString(at).end;
        }
        else if ((char === 'u' || char === 'U') && css.slice(at, at + 4).toLowerCase() === 'url(') {
            let inner = at + 4;
            while (inner < length && /\s/.test(css[inner] ?? ''))
                inner += 1;
            if (css[inner] === '"' || css[inner] === "'") {
                const string = readString(inner);
                urls.push(string.value);
                at = string.end;
            }
            else {
                const end = css.indexOf(')', inner);
                urls.push(css.slice(inner, end === -1 ? length : end).trim());
                at = end === -1 ? length : end + 1;
            }
        }
        else if (char === '@' && css.slice(at, at + 7).toLowerCase() === '@import') {
            let inner = at + 7;
            while (inner < length && /\s/.test(css[inner] ?? ''))
                inner += 1;
            if (css[inner] === '"' || css[inner] === "'") {
                const string = readString(inner);
                urls.push(string.value);
                at = string.end;
            }
            else
                at = inner; // `@import url(…)`: the url( is taken next
        }
        else
            at += 1;
    }
    return urls;
}
/** Whether a link, as written, may name a root path or an address on some host (relative ones are never kept). */
function worthKeeping(url) {
    const text = url.trimStart();
    return text.startsWith('/') || /^https?:/i.test(text);
}


/***/ }),

/***/ 38590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ onPath),
/* harmony export */   t2: () => (/* binding */ exists),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Small reads of files that detection, the build steps and the deploy share: whether a path exists, a text file.


/** Whether something (a file, a folder, a link) is at `file`. */
async function exists(file) {
    try {
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat(file);
        return true;
    }
    catch {
        return false;
    }
}
/** A text file's content, or undefined when it cannot be read. */
async function readText(file) {
    try {
        return await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile(file, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** Whether `binary` is a program on PATH (with one of PATHEXT's endings on Windows), as a shell would find it. */
async function onPath(binary, env = process.env) {
    const endings = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';') : [''];
    const mode = process.platform === 'win32' ? node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.constants.F_OK : node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK;
    for (const dir of (env.PATH ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter)) {
        if (!dir)
            continue;
        for (const ending of endings) {
            if (await isRunnable(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, binary + ending), mode))
                return true;
        }
    }
    return false;
}
/** Whether `file` is a file that `mode` (execute, or existence on Windows) allows. */
async function isRunnable(file, mode) {
    try {
        if (!(await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat(file)).isFile())
            return false;
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access(file, mode);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 18105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   px: () => (/* binding */ withHeartbeat),
/* harmony export */   tI: () => (/* binding */ startHeartbeat)
/* harmony export */ });
/* unused harmony exports quietMs, formatDuration, heartbeatLine */
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
// A line now and then while a long step is silent (an install, a build, an upload), so that a slow step can be told
// from a hung one; nothing while the step's own output moves.

/** How long a step may be silent before a line says it is still at work: 12 s, as the toolkit's progress lines. */
const QUIET_MS = 12_000;
/**
 * The silence before a line: QUIET_MS, or what `PAGES_PUSH_HEARTBEAT_MS` says (the end-to-end tests set it, so that
 * a test of a silent build does not have to wait as long as a real one).
 */
function quietMs(env) {
    const ms = Number(env.PAGES_PUSH_HEARTBEAT_MS);
    return Number.isSafeInteger(ms) && ms >= 100 ? ms : QUIET_MS;
}
/** A duration as a person reads it in a log: `45 s`, `2 min 5 s`. */
function formatDuration(ms) {
    const seconds = Math.round(ms / 1000);
    if (seconds < 60)
        return `${seconds} s`;
    const minutes = Math.floor(seconds / 60);
    return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
}
/** The line for a step `what` at work for `elapsedMs`, with what it has done (`detail`) when that is known. */
function heartbeatLine(what, elapsedMs, detail) {
    return `Still ${what}: ${formatDuration(elapsedMs)} so far${detail ? `, ${detail}` : ''}.`;
}
/**
 * Starts the heartbeat of the step `what` ("running the build command (hexo generate)"): after each stretch of
 * `quietMs` without `moved()`, one line (`heartbeatLine`), with `progress()` when it has something to say.
 */
function startHeartbeat(what, progress) {
    const quiet = quietMs(process.env);
    const started = Date.now();
    let last = started;
    const timer = setInterval(() => {
        const now = Date.now();
        if (now - last < quiet)
            return;
        last = now;
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(heartbeatLine(what, now - started, progress?.()));
    }, Math.min(1000, Math.ceil(quiet / 4)));
    timer.unref();
    return {
        moved: () => {
            last = Date.now();
        },
        stop: () => {
            clearInterval(timer);
        },
    };
}
/** Runs `work` under a heartbeat of its own (see `startHeartbeat`), stopped when it ends. */
async function withHeartbeat(what, work, progress) {
    const beat = startHeartbeat(what, progress);
    try {
        return await work(beat);
    }
    finally {
        beat.stop();
    }
}


/***/ }),

/***/ 63274:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ mark),
/* harmony export */   i: () => (/* binding */ timingsLine)
/* harmony export */ });
// When each phase of the run ended, for the benchmark's time breakdown: one debug line at the end of the step.
const marks = [];
/**
 * When this process started (epoch milliseconds), from its uptime: `performance.timeOrigin` would load the runtime's
 * performance modules into every start (about 1.5 ms).
 */
const origin = Math.round(Date.now() - process.uptime() * 1000);
/** Notes that `phase` ended now (epoch milliseconds, comparable across processes). */
function mark(phase) {
    marks.push([phase, Date.now()]);
}
/** The debug line the benchmark reads: when this process started, and each phase's end. */
function timingsLine() {
    mark('reported');
    return `timings ${JSON.stringify({ origin, marks })}`;
}


/***/ }),

/***/ 64194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ linksPagesRelatively),
/* harmony export */   B4: () => (/* binding */ brokenLinks),
/* harmony export */   FS: () => (/* binding */ notFoundPage),
/* harmony export */   Qv: () => (/* binding */ brokenLinksProblem),
/* harmony export */   rv: () => (/* binding */ servedAt)
/* harmony export */ });
/* unused harmony exports serves, checkLink, baseFix, baseLinkFix */
/* harmony import */ var _generators_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58251);
// Where the branch is served, and which of the site's root and same-origin links would answer 404 there, by GitHub
// Pages' rules; with the fix for the site's generator. Pure: the links come from page-links.ts.

/** `https://owner.github.io/repo/` → its origin and base path; a custom domain whose name is unknown: `/`. */
function servedAt(pageUrl) {
    if (!pageUrl)
        return { origin: '', basePath: '/' };
    const url = new URL(pageUrl);
    return { origin: url.origin, basePath: url.pathname.replace(/\/?$/, '/') };
}
/** Whether GitHub Pages serves a file for `branchPath` (`dir/` and `dir` as dir/index.html, `page` as page.html). */
function serves(branchPath, has) {
    if (branchPath === '' || branchPath.endsWith('/'))
        return has(`${branchPath}index.html`);
    return has(branchPath) || has(`${branchPath}.html`) || has(`${branchPath}/index.html`);
}
/**
 * What is wrong with a link as written on a page, or undefined when nothing is, or it is not ours to judge: a
 * relative link (it resolves under the base path already), a fragment, another origin (`//host`, another host,
 * `mailto:`, `data:`, `javascript:`). A root path (`/x/y`) or an address on the site's own origin must lie under
 * the base path and name a file there, its query and fragment ignored and its percent-encoding decoded.
 */
function checkLink(raw, site) {
    const text = raw.trim();
    const plain = plainPath(text, site.origin);
    if (plain !== undefined)
        return checkPath(plain, site);
    let url;
    if (/^\/(?![/\\])/.test(text)) {
        try {
            url = new URL(text, 'https://served.invalid');
        }
        catch {
            return undefined;
        }
    }
    else if (/^https?:/i.test(text) && site.origin) {
        try {
            url = new URL(text);
        }
        catch {
            return undefined;
        }
        // http:// is redirected to https:// on the same host.
        if (`https://${url.host}` !== site.origin)
            return undefined;
    }
    else
        return undefined;
    let path;
    try {
        path = decodeURIComponent(url.pathname);
    }
    catch {
        return undefined; // a malformed escape: not ours to guess
    }
    return checkPath(path, site);
}
/**
 * Characters a URL's path keeps as written (no escape to decode, none to add, no query or fragment), and no dot
 * segment: a root path of these alone is its own decoded path, as `new URL` would give it, at a fraction of the cost.
 */
const PLAIN_PATH = /^\/(?!\/)[\w\-.~!$&'()*+,;=:@/]*$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
/** The decoded path of a plain root link, or of a plain one on `origin` (see `PLAIN_PATH`); undefined for others. */
function plainPath(text, origin) {
    const path = text.startsWith('/') ? text : origin && text.startsWith(`${origin}/`) ? text.slice(origin.length) : '';
    return PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path) ? path : undefined;
}
/** What is wrong with a link to the decoded `path`: outside the base path, or naming no file. */
function checkPath(path, site) {
    const base = site.basePath;
    if (`${path}/` === base)
        return undefined; // `/repo` redirects to `/repo/`
    if (!path.startsWith(base))
        return { kind: 'outside', path };
    return serves(path.slice(base.length), site.has) ? undefined : { kind: 'missing', path };
}
/** The links that fail (see `checkLink`), in the order they were found. */
function brokenLinks(links, site) {
    const broken = [];
    links.forEachUrl((url, index) => {
        const failure = checkLink(url, site);
        if (failure)
            broken.push({ url, ...links.found(index), failure });
    });
    return broken;
}
/** The setting that gives the generator (its id, see generators/) its base path, and the value to give it. */
function baseFix(generator, pageUrl, basePath) {
    return ((0,_generators_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .generatorNamed */ .f)(generator)?.baseFix?.(pageUrl, basePath) ??
        `build the site for the base path ${basePath} (your generator's base or public path setting), or write the ` +
            'links relative to the page');
}
/**
 * Whether the generator links its pages relative to each other and writes its base path only into its 404 page
 * (and its sitemap), as MkDocs does: its name, for the message, or empty.
 */
function linksPagesRelatively(generator) {
    const known = (0,_generators_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .generatorNamed */ .f)(generator);
    return known?.linksPagesRelatively ? known.title : '';
}
/** The 404 page GitHub Pages serves from the branch's root, where the site is published in `folder` (or ''). */
function notFoundPage(folder) {
    return `${folder}404.html`;
}
/** How the generator writes a link that follows the base path, for links the site writes to the root itself. */
function baseLinkFix(generator, basePath, pageUrl = '') {
    return ((0,_generators_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .generatorNamed */ .f)(generator)?.baseLinkFix?.(basePath, pageUrl) ??
        `write them relative to the page, or starting with ${basePath}`);
}
/**
 * The problem to report for `broken` links (none: empty): how many, the first few (page → link), and the fix.
 * `applied`: how the build got the base path, when it did: then links outside it are written to the root by the
 * site's own files, and the fix is how the generator writes a link that follows the base, not its setting. For a
 * generator that links its pages relatively (see `linksPagesRelatively`), `page` says which of its links these
 * are: those of its 404 page alone (its base setting fixes them) or of its other pages (written by the site).
 */
function brokenLinksProblem(broken, where) {
    if (broken.length === 0)
        return '';
    const count = broken.reduce((sum, link) => sum + link.count, 0);
    const shown = broken
        .slice(0, 5)
        .map((link) => `${link.page} → ${link.url}`)
        .join(', ');
    const more = broken.length > 5 ? ` and ${broken.length - 5} more` : '';
    const outside = broken.some((link) => link.failure.kind === 'outside');
    const head = `${count === 1 ? 'A link' : `${count} links`} (to ${broken.length === 1 ? 'one address' : `${broken.length} addresses`}) ` +
        `would answer 404 where the site is served, ${where.pageUrl}: ${shown}${more}.`;
    if (!outside)
        return `${head} No published file is at ${broken.length === 1 ? 'that path' : 'those paths'}.`;
    const relative = linksPagesRelatively(where.generator);
    if (relative && where.page === 'not-found') {
        return (`${head} ${relative} writes the links of its 404 page for the base path of its own setting: ` +
            `${baseFix(where.generator, where.pageUrl, where.basePath)}. Its other pages link relative to each other.`);
    }
    if (relative && where.page === 'other') {
        return (`${head} ${relative} links its pages relative to each other, so the files named write these links to the ` +
            `root themselves (the site's config, templates, content or CSS): ` +
            `${baseLinkFix(where.generator, where.basePath, where.pageUrl)}.`);
    }
    if (where.applied) {
        return (`${head} The build got the base path ${where.basePath} (${where.applied}), so the files named write these ` +
            `links to the root themselves (their templates, content or CSS): ` +
            `${baseLinkFix(where.generator, where.basePath)}.`);
    }
    return (`${head} The site is served under ${where.basePath}, and root links must start with it: ` +
        `${baseFix(where.generator, where.pageUrl, where.basePath)}.`);
}


/***/ }),

/***/ 46239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/shared/runner.ts
var runner = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/deploy/build-only.ts
var build_only = __webpack_require__(51670);
// EXTERNAL MODULE: ./src/inputs/preview.ts
var inputs_preview = __webpack_require__(46725);
// EXTERNAL MODULE: ./src/generators/registry.ts + 15 modules
var registry = __webpack_require__(58251);
;// CONCATENATED MODULE: ./src/site/base-address.ts
// The base address a build is given (where the site is served: see address.ts): as variables for any build, and
// on the command line of the generators that take it there, also when a package.json script runs exactly that
// generator's build.


/**
 * A project site is served below the root (`/<name>/`), a preview below the site's address
 * (`/<name>/pr-preview/pr-3/`), so it is built for that address: the build gets it as PAGES_PUSH_BASE_URL and
 * PAGES_PUSH_BASE_PATH (for a config that reads them), and `build: auto` passes it to the generators that take it
 * on their command line (each generator's `stepBase` and `commandFlags`, see generators/), through the package
 * manager when a package.json script is exactly the generator's build.
 */
function withBaseAddress(site, steps, base, auto) {
    const basePath = (0,inputs_preview/* basePathOf */.oK)(base.baseUrl);
    const env = { PAGES_PUSH_BASE_URL: base.baseUrl, PAGES_PUSH_BASE_PATH: basePath };
    const files = [];
    // A build command of the user's is left as it is: it may read the variables.
    if (!auto)
        return { env, files, steps: [...steps] };
    const added = (step, args) => ({
        ...step,
        display: `${step.display} ${args.join(' ')}`,
        args: [...step.args, ...args],
    });
    const generator = (0,registry/* generatorNamed */.f)(site.generator);
    const based = steps.map((step) => {
        const own = generator?.stepBase?.(step, { ...base, basePath });
        if (own) {
            files.push(...(own.files ?? []));
            if (!own.replaces)
                return added(step, own.args);
            // The step's display without its flags, then the flags that replace them.
            const [first = ''] = step.args;
            const display = `${step.display.split(' --')[0] ?? ''} ${own.args.join(' ')}`;
            return { ...step, display, args: [first, ...own.args] };
        }
        const flags = step.command === undefined ? [] : baseFlags(step.command, base.baseUrl);
        if (flags.length === 0)
            return step;
        // npm hands a script only the arguments after `--`; pnpm, Yarn and Bun those after the script's name (pnpm
        // would pass a `--` on).
        const throughNpm = step.file === 'npm' && step.args[0] === 'run';
        return added(step, throughNpm ? ['--', ...flags] : flags);
    });
    return { env, files, steps: based };
}
/** Shell syntax beyond one plain command: a script that uses it is not just the generator's build. */
const NOT_PLAIN = /[&|;<>`$(){}\\'"*?\n]/;
/**
 * The flags that give `command` (a generator's command line: a package.json script, or the binary we run) the
 * base address, when it is exactly a generator's build that takes one and does not set it already; else none.
 */
function baseFlags(command, baseUrl) {
    if (NOT_PLAIN.test(command))
        return [];
    const words = command.trim().split(/\s+/);
    const [binary = '', ...rest] = words[0] === 'npx' ? words.slice(1) : words;
    const basePath = (0,inputs_preview/* basePathOf */.oK)(baseUrl);
    return (0,registry/* generatorRunBy */.oA)(binary)?.commandFlags?.(rest, { baseUrl, basePath }) ?? [];
}

// EXTERNAL MODULE: ./src/git/target.ts
var git_target = __webpack_require__(51507);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/shared/files.ts
var shared_files = __webpack_require__(38590);
;// CONCATENATED MODULE: ./src/site/configured-base.ts
// The base address a site's own config sets, and the CNAME its sources will publish: read from the files on disk,
// without running anything, as the site's generator says where (see generators/).




/** The base the site's config sets, for the generators whose links depend on one; undefined when it sets none. */
async function configuredBase(site) {
    return (0,registry/* generatorNamed */.f)(site.generator)?.configuredBase?.(site);
}
/** The domain of the CNAME the site's sources publish, and its file; undefined when they have none. */
async function siteCname(site) {
    for (const file of (0,registry/* generatorNamed */.f)(site.generator)?.cnameFiles ?? []) {
        const domain = (0,git_target/* cnameDomain */.pO)((await (0,shared_files/* readText */.yR)(external_node_path_.join(site.root, file))) ?? '');
        if (domain)
            return { domain, file };
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/site/served-links.ts
var served_links = __webpack_require__(64194);
;// CONCATENATED MODULE: ./src/site/address.ts
// The address the site is served at, given to its build: where GitHub Pages serves the target (its Pages settings'
// html_url, else github.com's rule: a project site below /<name>/, a user site or a custom domain at the root),
// unless the site's config sets a base of its own.







/**
 * The site's address: its page address and the folder it goes to (a preview's, or target-dir, below the folder
 * Pages serves). The page address is, first to last: the `cname` input's domain; the CNAME the site publishes;
 * where the Pages settings say GitHub serves the site (`pages`, their html_url: a custom domain, a user site,
 * GitHub Enterprise's forms), which wins over the branch's CNAME, as it is what GitHub serves now; the branch's
 * CNAME; github.io's rule, on github.com alone. Empty, saying why, on another host that the settings did not answer
 * for, or when the target is not an owner/name repository.
 */
async function servedAt(site, context, pages) {
    const { settings } = context;
    const { target, cnameUnreadBy } = context.served;
    const own = settings.cname ? undefined : await siteCname(site);
    const branchCname = (0,git_target/* cnameDomain */.pO)(context.served.branchCname);
    const answered = pages && 'htmlUrl' in pages ? pages : undefined;
    const [page, pageWhy] = settings.cname
        ? [(0,git_target/* pageUrl */.fi)(target, settings.cname), 'the "cname" input']
        : own
            ? [(0,git_target/* pageUrl */.fi)(target, own.domain), `the domain in ${own.file}`]
            : answered
                ? [answered.htmlUrl, `where the Pages settings of ${target.owner}/${target.name} say GitHub serves it`]
                : branchCname
                    ? [(0,git_target/* pageUrl */.fi)(target, branchCname), "the domain in the branch's CNAME"]
                    : [(0,git_target/* pageUrl */.fi)(target, ''), (0,git_target/* isUserSite */.jN)(target) ? 'a user site' : 'a project site'];
    const unanswered = pages && 'unread' in pages ? pages.unread : '';
    if (!page)
        return { baseUrl: '', answered: '', note: '', why: unknownWhy(target, unanswered) };
    const folder = servedFolder(settings.targetDir, answered?.folder ?? '/');
    const where = settings.preview ? `, the preview of pull request #${settings.preview.number}` : '';
    const inFolder = folder && !settings.preview ? `, in target-dir ${settings.targetDir}` : '';
    const domain = settings.cname || own || answered || branchCname;
    const unread = domain || !cnameUnreadBy
        ? ''
        : `; the branch's CNAME is not read for "${cnameUnreadBy}": set "cname" if the site is served at a domain of its own`;
    const differs = answered && !settings.cname && !own && branchCname && new URL(answered.htmlUrl).hostname !== branchCname
        ? `; the branch's CNAME names ${branchCname}, which the settings no longer serve`
        : '';
    const note = unanswered && !domain
        ? `github.com's rule gives it (${pageWhy}), as the Pages settings did not say where GitHub serves ` +
            `${target.owner}/${target.name}: ${sentence(unanswered)}`
        : '';
    const why = `${pageWhy}${where}${inFolder}${unread}${differs}`;
    return { baseUrl: `${page}${folder}`, answered: page === answered?.htmlUrl ? page : '', note, why };
}
/**
 * The folder the site goes to, below the address Pages serves: target-dir (or a preview's folder) without the
 * branch's folder that Pages serves (`/docs`: target-dir `docs/v2` is served at `v2/`).
 */
function servedFolder(targetDir, pagesFolder) {
    const served = pagesFolder.replace(/^\/+|\/+$/g, '');
    const below = served && (targetDir === served || targetDir.startsWith(`${served}/`))
        ? targetDir.slice(served.length + 1)
        : targetDir;
    return below ? `${below}/` : '';
}
/** Why no address is known for the target: it is no owner/name repository, or on a host only its settings know. */
function unknownWhy(target, unanswered) {
    if (!target.owner || !target.name)
        return 'the target is not an owner/name repository';
    if ((0,git_target/* onGitHubDotCom */.z)(target))
        return '';
    const settings = unanswered ? `, and they did not say: ${sentence(unanswered)}` : '.';
    return (`${target.host} is not github.com, and where it serves ${target.owner}/${target.name} only its Pages settings ` +
        `say${settings} For the build to get the address, give the token \`pages: read\` (in the workflow's ` +
        '`permissions:`), or set "cname" when the site is served at a domain of its own, or set the base in the ' +
        "site's config.");
}
/** A reason as a sentence of its own, ending with a full stop. */
function sentence(text) {
    return /[.!?]$/.test(text) ? text : `${text}.`;
}
/**
 * The site steps with the build given the site's address: always as PAGES_PUSH_BASE_URL and PAGES_PUSH_BASE_PATH,
 * and, with `build: auto`, on the generator's command line (see base-address.ts), unless `base-path: off`, the
 * site is served at the root, or the site's config sets a base of its own (kept, with a warning where it differs;
 * a preview, below the site's address, always gets its own). Logs what the build got, and why.
 */
async function addressSteps(site, steps, context) {
    if (steps.build.steps.length === 0)
        return steps;
    // Only a run with a build waits for the Pages settings (read since the target check started).
    const served = await servedAt(site, context, await context.pages?.());
    if (!served.baseUrl) {
        runner/* info */.pq(context.served.target.owner
            ? `Base address: none known, so the build is left as configured: ${served.why}`
            : `Base address: none known (${served.why}), so the build is left as it is.`);
        return steps;
    }
    if (served.note)
        runner/* info */.pq(`Base address: ${served.note}`);
    // The link check checks where the settings say (it knows the rest: the cname input, the CNAME files, the rule).
    context.problems.servedPage = served.answered;
    const { settings } = context;
    const others = await Promise.all((context.others ?? []).map((other) => servedAt(site, { ...context, served: other })));
    if (others.some((other) => other.baseUrl && other.baseUrl !== served.baseUrl)) {
        const targets = [context.served, ...(context.others ?? [])].map((each) => each.target.url);
        await leaveForTargets(site, [served, ...others], targets, context.problems);
        return { ...steps, env: { ...steps.env, ...baseVariables(served.baseUrl) } };
    }
    const basePath = (0,inputs_preview/* basePathOf */.oK)(served.baseUrl);
    const said = `Base address ${served.baseUrl} (${served.why})`;
    const variables = baseVariables(served.baseUrl);
    const onlyVariables = { ...steps, env: { ...steps.env, ...variables } };
    if (settings.basePath === 'off') {
        runner/* info */.pq(`${said}: not passed to the build ("base-path: off"); the build has it as ${VARIABLES}.`);
        return onlyVariables;
    }
    const configured = settings.preview ? undefined : await configuredBase(site);
    if (configured) {
        keepConfigured(site, configured, served, said, context.problems);
        if (configured.basePath === basePath) {
            context.problems.baseApplied = `the site's ${configured.setting}, "${configured.value}"`;
        }
        return onlyVariables;
    }
    if (basePath === '/' && !settings.preview) {
        runner/* info */.pq(`${said}: served at the root, so the build is left as configured.`);
        return onlyVariables;
    }
    const auto = steps.build.steps === site.build;
    const based = withBaseAddress(site, steps.build.steps, { baseUrl: served.baseUrl, tempDir: context.tempDir }, auto);
    const passed = based.files.length > 0 || based.steps.some((step, index) => step !== steps.build.steps[index]);
    if (passed) {
        runner/* info */.pq(`${said}: passed to ${site.name} as ${flagsOf(site)}.`);
        context.problems.baseApplied = `passed to ${site.name} as ${flagsOf(site)}`;
    }
    else
        runner/* info */.pq(`${said}: not passed to the build (${whyNot(site, auto)}); ${howToPass(site, served.baseUrl)}`);
    return {
        ...steps,
        env: { ...steps.env, ...based.env },
        files: [...steps.files, ...based.files],
        build: { ...steps.build, steps: based.steps },
    };
}
const VARIABLES = 'PAGES_PUSH_BASE_URL and PAGES_PUSH_BASE_PATH';
function baseVariables(baseUrl) {
    return { PAGES_PUSH_BASE_URL: baseUrl, PAGES_PUSH_BASE_PATH: (0,inputs_preview/* basePathOf */.oK)(baseUrl) };
}
/**
 * Targets served at different addresses (a project site and a user site, say): one build cannot suit them all, so
 * it is left as the site's config says, and each target where its links break is named, with its address.
 */
async function leaveForTargets(site, served, targets, problems) {
    const configured = await configuredBase(site);
    const own = configured?.basePath ?? '/';
    const builtFor = configured ? `its ${configured.setting} "${configured.value}"` : 'the root, as its config says';
    runner/* info */.pq(`The ${served.length} targets are served at different addresses, and one build cannot suit them all: the ` +
        `site is built for ${builtFor}, and nothing is passed to the build.`);
    // The first target's is said instead of its link check's advice (a base for it would break the others); the
    // others' are added first, as an explained cause stops further link problems.
    let first = '';
    served.forEach((each, index) => {
        const url = targets[index] ?? '';
        const at = (0,inputs_preview/* basePathOf */.oK)(each.baseUrl);
        if (!each.baseUrl || at === own) {
            runner/* info */.pq(`Base address ${each.baseUrl || 'unknown'} for ${url}${each.why ? ` (${each.why})` : ''}: the build suits it.`);
            return;
        }
        runner/* info */.pq(`Base address ${each.baseUrl} for ${url} (${each.why}): the site's links, built for ${own}, break there.`);
        const problem = `${url} serves the site at ${each.baseUrl} (${each.why}), but it is built for ${own}, as the targets are ` +
            `served at different addresses: its links that start with ${own} answer 404 there. Deploy that target in ` +
            'a step of its own (the "repository" input names it; the build then gets its address), or serve every ' +
            'target at the same path.';
        if (index === 0)
            first = problem;
        else
            problems.add(problem);
    });
    if (first)
        problems.explainLinks(first);
}
/** The site's config sets its own base: it is kept; a base that differs from where the site is served is warned of. */
function keepConfigured(site, configured, served, said, problems) {
    const basePath = (0,inputs_preview/* basePathOf */.oK)(served.baseUrl);
    if (configured.basePath === basePath) {
        runner/* info */.pq(`${said}: the site's ${configured.setting} ("${configured.value}") agrees, and is kept.`);
        return;
    }
    const relative = (0,served_links/* linksPagesRelatively */.$j)(site.generator);
    if (relative) {
        // Its pages work wherever they are served: the link check names what breaks (the 404 page's links, any the site
        // writes to the root itself).
        runner/* info */.pq(`${said}: the site's ${configured.setting} ("${configured.value}") is kept, and differs: ${relative} ` +
            'writes it only into its 404 page and sitemap, and links its other pages relative to each other.');
        return;
    }
    runner/* info */.pq(`${said}: the site's ${configured.setting} ("${configured.value}") is kept, and differs (see the warning).`);
    problems.explainLinks(`The site's ${configured.setting} is "${configured.value}", but the site is served at ${served.baseUrl} ` +
        `(${served.why}): its links start with ${configured.basePath} instead of ${basePath}, and break there. ` +
        `pages-push builds it as configured. Set ${configured.fix(served.baseUrl)} (or remove the setting, where the ` +
        'generator allows, and pages-push passes the address to the build); or set "cname" if it is served at a ' +
        'domain of its own.');
}
/** How the address reaches the generator from our command line. */
function flagsOf(site) {
    return (0,registry/* generatorNamed */.f)(site.generator)?.passedAs ?? 'its base address';
}
function whyNot(site, auto) {
    if (!auto)
        return 'the "build" input is a command of your own';
    const generator = (0,registry/* generatorNamed */.f)(site.generator);
    if (!generator)
        return 'no generator is known to take it';
    return generator.takesNoBase ?? `the build script is not exactly ${site.name}'s build, so flags could go astray`;
}
/** How to give the address to the build, for the generators we know. */
function howToPass(site, baseUrl) {
    const variables = `the build has it as ${VARIABLES}`;
    return ((0,registry/* generatorNamed */.f)(site.generator)?.howToPass?.(variables, baseUrl) ?? `${variables}, for a build that reads them.`);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/hardening/environment.ts
var environment = __webpack_require__(18615);
// EXTERNAL MODULE: ./src/shared/paths.ts
var paths = __webpack_require__(40405);
// EXTERNAL MODULE: ./src/processes/processes.ts
var processes = __webpack_require__(21856);
// EXTERNAL MODULE: ./src/secrets/leaks.ts
var secrets_leaks = __webpack_require__(54169);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/shared/timings.ts
var timings = __webpack_require__(63274);
// EXTERNAL MODULE: ./src/shared/heartbeat.ts
var heartbeat = __webpack_require__(18105);
;// CONCATENATED MODULE: ./src/site/deploy-git.ts
// What the install and build may have planted for the deploy command's git: a `.deploy_git` (hexo-deployer-git's
// repository) they made or changed is removed before the deploy command runs, which has the credentials.



/**
 * `.deploy_git` of the site as it is now, and a way to remove it before the deploy command runs if the commands
 * made or changed it since: its git config (a proxy, `http.sslVerify`, `url.<base>.insteadOf`, a credential helper,
 * a filter, `include.path`) and its hooks would steer the deploy command's git, which sends the token. hexo deploy's
 * is then seeded again from the branch (deploy/hexo.ts); hexo-deployer-git makes a fresh one otherwise. One that
 * was there before (from a cache) and was left as it was is kept. Resolves to whether it removed it.
 */
async function snapshotDeployGit(siteRoot) {
    const dir = external_node_path_.join(siteRoot, '.deploy_git');
    const before = await fingerprint(dir);
    return async () => {
        const after = await fingerprint(dir);
        if (after === before)
            return false;
        // Removed, not cleaned: a link in its place is removed itself, never followed.
        await promises_.rm(dir, { recursive: true, force: true });
        runner/* info */.pq('.deploy_git was made or changed by the install or build: it was removed, so that no git config or hook of ' +
            "theirs reaches the deploy command's git.");
        return true;
    };
}
/**
 * What git would read of `.deploy_git`: every file of its `.git` folder but the objects (config, hooks, info,
 * refs, index), their names, types, modes and bytes; 'absent' when there is none. Anything but a plain folder
 * with a plain `.git` folder in it (a link, a `.git` file pointing elsewhere, no `.git`, where git would use the
 * workspace's repository) is never the same as before.
 */
async function fingerprint(dir) {
    const top = await promises_.lstat(dir).catch(() => undefined);
    if (!top)
        return 'absent';
    const gitDir = external_node_path_.join(dir, '.git');
    const git = await promises_.lstat(gitDir).catch(() => undefined);
    const { createHash, randomUUID } = process.getBuiltinModule('node:crypto');
    if (!top.isDirectory() || !git?.isDirectory())
        return `unknown ${randomUUID()}`;
    const hash = createHash('sha256');
    const pending = [''];
    for (let relative = pending.pop(); relative !== undefined; relative = pending.pop()) {
        const entries = await promises_.readdir(external_node_path_.join(gitDir, relative)).catch(() => []);
        for (const name of entries.sort()) {
            const entry = relative ? `${relative}/${name}` : name;
            if (entry === 'objects')
                continue; // objects run nothing, and may be large
            const full = external_node_path_.join(gitDir, entry);
            const stat = await promises_.lstat(full).catch(() => undefined);
            if (!stat)
                continue;
            hash.update(`${entry}\0${stat.mode}\0`);
            if (stat.isDirectory())
                pending.push(entry);
            else if (stat.isSymbolicLink())
                hash.update(await promises_.readlink(full).catch(() => ''));
            else if (stat.isFile())
                hash.update(await promises_.readFile(full).catch(() => Buffer.alloc(0)));
            hash.update('\0');
        }
    }
    return hash.digest('hex');
}

;// CONCATENATED MODULE: ./src/site/build.ts
// The site stage: install, put the token in the config, build, put the config back, scrub what the commands left;
// the steps each runs, the folder the site is built into, and running each command.














/**
 * Installs, then builds (and runs `whileTokenInConfig`) with the token substituted into the config files, which are
 * restored whatever happens. The user's commands never see our inputs. Whatever the commands left holding a
 * credential in the workspace (or in HOME's git files) is scrubbed afterwards.
 */
async function buildSite(settings, site, steps, options) {
    const env = { ...(0,environment/* inheritedEnvironment */.aJ)(options.baseEnv), ...steps.env };
    const run = { cwd: site.root, env, secrets: options.leaks.secrets, signal: options.signal };
    const built = { publishDir: settings.publishDir, installMs: 0, buildMs: 0, deployMs: 0, cname: '' };
    if (steps.publish.dirs.length === 0)
        return { ...built, publishDir: '' }; // nothing to publish (see steps.ts)
    await (0,paths/* confined */.dg)(settings.workspace, site.root, 'working-directory');
    await (0,paths/* confined */.dg)(settings.workspace, steps.install.cwd, 'working-directory');
    const restoreHome = options.leaks.home ? await (0,secrets_leaks/* snapshotHomeGitFiles */.Ru)(options.leaks.home) : undefined;
    // What the commands make of .deploy_git must not steer a deploy command's git either (see deploy-git.ts).
    const discardDeployGit = options.whileTokenInConfig ? await snapshotDeployGit(site.root) : undefined;
    if (steps.install.notice)
        runner/* notice */.lm(steps.install.notice);
    const installTitle = `Installing dependencies${steps.install.cwd === site.root ? '' : ` in ${steps.install.cwd}`}`;
    built.installMs = await runSteps(installTitle, steps.install.steps, 'install', { ...run, cwd: steps.install.cwd });
    // Saved before the token is in any file, and before a build could write into node_modules.
    await options.cache?.installed(steps.install.steps.length > 0);
    (0,timings/* mark */.G)('installed');
    const buildSteps = options.cache ? await options.cache.buildSteps(steps) : steps.build.steps;
    // Checked after the install, which could have swapped a config file for a link to a file elsewhere.
    const configFiles = [];
    // The "config-file" input's files, and those the generator reads beyond them (a --config list): the token goes
    // into whichever holds the placeholder.
    for (const file of new Set([...settings.configFiles, ...(site.configFiles ?? [])]))
        configFiles.push(await (0,paths/* confined */.dg)(settings.workspace, file, 'config-file'));
    const substituted = await options.credentials.substituteToken(configFiles, settings.tokenPlaceholder);
    let readyToPublish = false;
    try {
        if (substituted.files.length > 0) {
            const names = substituted.files.map((file) => external_node_path_.relative(settings.workspace, file)).join(', ');
            runner/* info */.pq(`The token is in ${names} while the build runs; the file is restored afterwards.`);
        }
        for (const file of steps.files)
            await promises_.writeFile(file.path, file.content);
        const title = site.generator === 'none' ? 'Building the site' : `Building the site (${site.name})`;
        built.buildMs = await runSteps(title, buildSteps, 'build', { ...run, watch: options.problems });
        const generator = (0,registry/* generatorNamed */.f)(site.generator);
        if (site.theme && generator?.missingTheme && steps.build.steps.length > 0)
            options.problems.explain(generator.missingTheme(site.root, site.theme));
        built.publishDir = await (0,paths/* confined */.dg)(settings.workspace, await chooseOutputDir(site, steps.publish), 'publish-dir');
        if (options.whileTokenInConfig) {
            // A deploy command publishes the folder itself: its step reads and checks it first, as every route does.
            await restoreHome?.();
            await discardDeployGit?.();
            built.deployMs = await options.whileTokenInConfig.run(built.publishDir);
        }
        else
            readyToPublish = true;
    }
    finally {
        await substituted.restore();
        // The publish folder is left to our push, which checks what it reads and scrubs what it leaves out (see
        // deploy/push.ts); after a failure, or once a deploy command is done with it, it is scrubbed here, every file.
        if (readyToPublish)
            await (0,secrets_leaks/* scrubWorkspace */.b5)(options.leaks, [built.publishDir]);
        else
            await (0,secrets_leaks/* scrubWorkspace */.b5)(options.leaks, [], [built.publishDir]);
    }
    // Once the workspace was scrubbed and the config restored: what is saved holds no secret.
    await options.cache?.built(options.leaks.secrets);
    // Read once the deploy command is done with the folder (it may have written the file), and not with `cname` set.
    if (!settings.cname)
        built.cname = await publishedCname(built.publishDir);
    return built;
}
/**
 * The domain the CNAME file at the root of `publishDir` names (a file, not a link, of 4 KiB at most: its first
 * line), or ''. A larger file is no domain's record: the page address then stays github.io's, and the link check
 * judges root links only (see site/link-check.ts).
 */
async function publishedCname(publishDir) {
    const file = external_node_path_.join(publishDir, 'CNAME');
    const stats = publishDir ? await promises_.lstat(file).catch(() => undefined) : undefined;
    if (!stats?.isFile() || stats.size > 4096)
        return '';
    const handle = await promises_.open(file, 'r').catch(() => undefined);
    if (!handle)
        return '';
    try {
        // The first line is all cnameDomain reads (a domain is 253 characters at most).
        const head = Buffer.alloc(512);
        const { bytesRead } = await handle.read(head, 0, head.length, 0);
        return (0,git_target/* cnameDomain */.pO)(head.toString('utf8', 0, bytesRead));
    }
    catch {
        return '';
    }
    finally {
        await handle.close();
    }
}
/** The folder to publish: the only one planned, else the first of them that the build made. */
async function chooseOutputDir(site, publish) {
    const [first = external_node_path_.join(site.root, 'public')] = publish.dirs;
    if (publish.dirs.length === 1)
        return first;
    for (const dir of publish.dirs) {
        if (await (0,shared_files/* exists */.t2)(dir))
            return dir;
    }
    const names = publish.dirs.map((dir) => external_node_path_.relative(site.root, dir)).join(', ');
    throw new Error(`The build ran, but none of ${names} exists in ${site.root}: set "publish-dir" to the folder your build ` +
        'writes the site to.');
}
/** Runs a step with its output shown live; a failure names the command and its exit code. */
async function runStep(step, purpose, options) {
    runner/* info */.pq(`Running ${purpose} command: ${step.display}`);
    // The commands run while the token is in the config: whatever of it they print (hexo-deployer-git prints the
    // URL it pushed to) is redacted before it is logged, and a build's error lines are noted on the way.
    const outWatch = options.watch?.watch(process.stdout);
    const errWatch = options.watch?.watch(process.stderr);
    const outStream = new redact/* RedactingStream */.aO(outWatch ?? process.stdout, options.secrets);
    const errStream = new redact/* RedactingStream */.aO(errWatch ?? process.stderr, options.secrets);
    // A line after each long silence of the command's (see heartbeat.ts): what it prints is its output moving.
    const beat = (0,heartbeat/* startHeartbeat */.tI)(`running the ${purpose} command (${step.display})`);
    for (const stream of [outStream, errStream]) {
        stream.on('pipe', (source) => source.on('data', beat.moved));
    }
    let exitCode;
    let leftRunning;
    try {
        const file = step.fallback && !(await (0,shared_files/* exists */.t2)(step.file)) ? step.fallback : step.file;
        ({ exitCode, leftRunning } = await (0,processes/* runUserCommand */.w0)(file, step.args, {
            cwd: options.cwd,
            env: options.env,
            stdout: outStream,
            stderr: errStream,
            signal: options.signal,
        }));
    }
    catch (error) {
        if (options.signal.aborted)
            throw error;
        const input = purpose === 'deploy' ? 'deploy-command' : purpose;
        throw new Error(`The ${purpose} command "${step.display}" could not start: "${external_node_path_.basename(step.file)}" was not found. ` +
            (step.missing ?? `Install it in an earlier step of the workflow, or set "${input}".`), { cause: error });
    }
    finally {
        beat.stop();
        outStream.flush();
        errStream.flush();
        outWatch?.end();
        errWatch?.end();
    }
    if (leftRunning > 0) {
        runner/* info */.pq(`Stopped ${leftRunning === 1 ? 'a process' : `${leftRunning} processes`} that "${step.display}" left running in ` +
            'a session of its own: nothing a command starts runs on after it.');
    }
    if (options.signal.aborted) {
        throw new Error(`The job was cancelled (${(0,processes/* cancelSignalName */.EJ)(options.signal)}) while the ${purpose} command "${step.display}" ran: it was stopped, ` +
            'with every process it started.');
    }
    if (exitCode !== 0) {
        throw new Error(`The ${purpose} command "${step.display}" failed with exit code ${exitCode}. Its output is above; ` +
            `fix the ${purpose} (or set the "${purpose === 'deploy' ? 'deploy-command' : purpose}" input) and run again.`);
    }
}
/** Runs the steps in a log group of their own; returns how long they took (0 when there are none). */
async function runSteps(title, steps, purpose, options) {
    if (steps.length === 0)
        return 0;
    const started = Date.now();
    await runner/* group */.Os(title, async () => {
        for (const step of steps)
            await runStep(step, purpose, options);
    });
    return Date.now() - started;
}

// EXTERNAL MODULE: ./src/generators/package-manager.ts
var package_manager = __webpack_require__(81116);
;// CONCATENATED MODULE: ./src/site/install-record.ts
// Whether the installed dependencies match the lockfile, read from the package manager's own record of its last
// install (npm's hidden lockfile, pnpm's current lockfile, Yarn 1's integrity file): the comparisons are pure.
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function npmPackages(text) {
    const data = parseJson(text);
    const packages = data?.packages;
    return packages && typeof packages === 'object' ? packages : undefined;
}
/**
 * npm: every package of the lockfile (its `packages` section, npm 7+) is in the hidden lockfile npm wrote into
 * node_modules, at the same version, with the same integrity when both have one (else the same source). An
 * optional package the record lacks is one npm skipped (another platform's build); a package the record has
 * beyond the lockfile's is left (npm ci would remove it; a build does not miss it).
 */
function compareNpm(lockfile, lockText, recordText) {
    const wanted = npmPackages(lockText);
    if (!wanted)
        return { kind: 'unknown', why: `${lockfile} has no "packages" (written by npm 6 or older)` };
    const installed = npmPackages(recordText);
    if (!installed)
        return { kind: 'unknown', why: "npm's record node_modules/.package-lock.json cannot be read" };
    for (const [location, entry] of Object.entries(wanted)) {
        if (location === '')
            continue; // the project itself
        const record = installed[location];
        if (!record) {
            if (entry.optional)
                continue;
            return { kind: 'differs', why: `${location} is in ${lockfile} but not installed` };
        }
        const differs = (entry.version ?? '') !== (record.version ?? '') ||
            Boolean(entry.link) !== Boolean(record.link) ||
            (entry.integrity && record.integrity
                ? entry.integrity !== record.integrity
                : (entry.resolved ?? '') !== (record.resolved ?? ''));
        if (differs) {
            const version = (e) => e.version ?? e.resolved ?? 'a link';
            return {
                kind: 'differs',
                why: `${location} is ${version(entry)} in ${lockfile} but ${version(record)} in node_modules`,
            };
        }
    }
    return { kind: 'matches' };
}
/** The locations of the packages npm's record lists, to check that each folder is older than the record. */
function npmRecordLocations(recordText) {
    return Object.keys(npmPackages(recordText) ?? {}).filter((location) => location.startsWith('node_modules/'));
}
/**
 * pnpm: the lockfile against the copy pnpm keeps of what it installed (node_modules/.pnpm/lock.yaml): each
 * importer's dependencies at the same versions, and every package instance present, unless .modules.yaml says
 * pnpm skipped it (an optional package of another platform).
 */
async function comparePnpm(lockText, currentText, modulesText) {
    const { parse } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
    const read = (text) => {
        try {
            return parse(text);
        }
        catch {
            return undefined;
        }
    };
    const wanted = read(lockText);
    const current = read(currentText);
    const modules = read(modulesText);
    if (!wanted || !current || typeof wanted !== 'object' || typeof current !== 'object') {
        return { kind: 'unknown', why: "pnpm-lock.yaml or pnpm's record node_modules/.pnpm/lock.yaml cannot be read" };
    }
    const skipped = new Set(modules?.skipped ?? []);
    const version = (dep) => typeof dep === 'string' ? dep : (dep?.version ?? 'not installed');
    for (const [importer, sections] of Object.entries(wanted.importers ?? {})) {
        for (const section of ['dependencies', 'devDependencies', 'optionalDependencies']) {
            for (const [name, dep] of Object.entries(sections[section] ?? {})) {
                const have = current.importers?.[importer]?.[section]?.[name];
                if (!have && section === 'optionalDependencies')
                    continue;
                if (version(dep) !== version(have)) {
                    const where = importer === '.' ? '' : ` (in ${importer})`;
                    return {
                        kind: 'differs',
                        why: `${name}${where} is ${version(dep)} in pnpm-lock.yaml but ${version(have)} in node_modules`,
                    };
                }
            }
        }
    }
    const instances = wanted.snapshots ?? wanted.packages ?? {};
    const installed = current.snapshots ?? current.packages ?? {};
    for (const key of Object.keys(instances)) {
        if (!(key in installed) && !skipped.has(key) && !skipped.has(`/${key}`)) {
            return { kind: 'differs', why: `${key} is in pnpm-lock.yaml but not installed` };
        }
    }
    return { kind: 'matches' };
}
/** Yarn 1's yarn.lock as its integrity file keys it: each pattern of an entry's header, with the entry's source. */
function yarnLockEntries(lockText) {
    const entries = new Map();
    let patterns = [];
    for (const line of lockText.split(/\r?\n/)) {
        if (/^[^\s#]/.test(line) && line.endsWith(':')) {
            patterns = line
                .slice(0, -1)
                .split(/,\s*/)
                .map((pattern) => pattern.replace(/^"|"$/g, ''));
        }
        else {
            const resolved = /^\s+resolved\s+"?([^"]*)"?$/.exec(line);
            if (resolved)
                for (const pattern of patterns)
                    entries.set(pattern, resolved[1] ?? '');
        }
    }
    return entries;
}
/** Yarn 1: every entry of yarn.lock has the same source in node_modules/.yarn-integrity's `lockfileEntries`. */
function compareYarn(lockText, integrityText) {
    const integrity = parseJson(integrityText);
    const recorded = integrity?.lockfileEntries;
    if (!recorded || typeof recorded !== 'object') {
        return { kind: 'unknown', why: "Yarn's record node_modules/.yarn-integrity cannot be read" };
    }
    for (const [pattern, resolved] of yarnLockEntries(lockText)) {
        if (recorded[pattern] !== resolved) {
            const have = recorded[pattern] === undefined ? 'not installed' : `${recorded[pattern]} in node_modules`;
            return { kind: 'differs', why: `${pattern} is ${resolved} in yarn.lock but ${have}` };
        }
    }
    return { kind: 'matches' };
}

;// CONCATENATED MODULE: ./src/site/installed.ts
// Whether an install found in the site's folder (restored by a cache, or made by an earlier step) can be used as
// it is: reads the package manager's record of that install and judges it against the lockfile.




/** Reads the record `manager` keeps in `cwd` and compares it with the lockfile. Only called with a lockfile. */
async function installedState(cwd, manager) {
    const lockText = (await (0,shared_files/* readText */.yR)(external_node_path_.join(cwd, manager.lockfile))) ?? '';
    switch (manager.name) {
        case 'npm':
            return npmState(cwd, manager.lockfile, lockText);
        case 'pnpm': {
            const record = 'node_modules/.pnpm/lock.yaml';
            const current = await (0,shared_files/* readText */.yR)(external_node_path_.join(cwd, record));
            const modules = await (0,shared_files/* readText */.yR)(external_node_path_.join(cwd, 'node_modules', '.modules.yaml'));
            if (current === undefined || modules === undefined)
                return noRecord(`${record} and node_modules/.modules.yaml`);
            return { verdict: await comparePnpm(lockText, current, modules), record };
        }
        case 'yarn': {
            const record = 'node_modules/.yarn-integrity';
            const integrity = await (0,shared_files/* readText */.yR)(external_node_path_.join(cwd, record));
            if (integrity === undefined)
                return noRecord(record);
            return { verdict: compareYarn(lockText, integrity), record };
        }
        case 'yarn-berry':
            // .yarn/install-state.gz is a serialized snapshot of Yarn's own; `yarn install --immutable` reads it and
            // links only what changed, so it is left to Yarn.
            return {
                verdict: { kind: 'unknown', why: 'Yarn 2+ keeps its record in .yarn/install-state.gz, which only Yarn reads' },
                record: '.yarn/install-state.gz',
            };
        case 'bun':
            // bun writes no record of what it installed; `bun install --frozen-lockfile` finds nothing to do quickly.
            return { verdict: { kind: 'unknown', why: 'bun keeps no record of what it installed' }, record: '' };
    }
}
function noRecord(record) {
    return { verdict: { kind: 'unknown', why: `there is no ${record}` }, record };
}
/**
 * npm: the hidden lockfile, which npm itself trusts only when no package folder in node_modules is newer than it
 * (arborist's shrinkwrap.js, with its 10 ms of slack): a folder changed after npm wrote it was changed by
 * something else.
 */
async function npmState(cwd, lockfile, lockText) {
    const record = 'node_modules/.package-lock.json';
    const recordFile = external_node_path_.join(cwd, record);
    const recordText = await (0,shared_files/* readText */.yR)(recordFile);
    if (recordText === undefined)
        return noRecord(record);
    const verdict = compareNpm(lockfile, lockText, recordText);
    if (verdict.kind !== 'matches')
        return { verdict, record };
    const recordTime = (await promises_.stat(recordFile)).mtimeMs + 10;
    for (const location of ['node_modules', ...npmRecordLocations(recordText)]) {
        const changed = await promises_.stat(external_node_path_.join(cwd, location)).then((stats) => stats.mtimeMs > recordTime, () => true);
        if (changed) {
            const why = `${location} is missing or changed after npm wrote ${record}`;
            return { verdict: { kind: 'differs', why }, record };
        }
    }
    return { verdict, record };
}

;// CONCATENATED MODULE: ./src/site/steps.ts
// What the site stage will run, decided once from the inputs and the detected site: the install (where, and why it
// runs or not), the build, and the folder to publish; and the log lines that say so, naming the input behind each.





/** Whether the site stage runs no command of the site's (no install, no build) and writes no file for one. */
function runsNothing(steps) {
    return steps.install.steps.length === 0 && steps.build.steps.length === 0 && steps.files.length === 0;
}
async function chooseSteps(settings, site, base = { baseUrl: '', tempDir: '' }) {
    if (settings.preview?.closed) {
        // A closed pull request's preview is removed: nothing is installed, built or published.
        const why = `pull request #${settings.preview.number} is closed: its preview is removed`;
        const nothing = { install: { steps: [], cwd: site.root, why }, build: { steps: [], why } };
        return { env: {}, files: [], ...nothing, publish: { dirs: [], why } };
    }
    let build = chooseBuild(settings.build, site);
    let based = { env: {}, files: [] };
    if (base.baseUrl) {
        const { steps, ...rest } = withBaseAddress(site, build.steps, base, build.steps === site.build);
        build = { ...build, steps };
        based = rest;
    }
    return {
        ...based,
        install: await chooseInstall(settings.install, site),
        build,
        publish: settings.publishDir
            ? { dirs: [settings.publishDir], why: 'the "publish-dir" input' }
            : { dirs: site.outputDirs, why: site.outputReason },
    };
}
/**
 * `install: auto` installs a Node site's dependencies with its package manager's frozen-lockfile install, at the
 * workspace root when the site is in one, unless an earlier step or a cache installed them as the lockfile says:
 * the package manager's own record of its last install (`installed.ts`) must match the lockfile, else the install
 * runs and the log says why. Without a lockfile there is nothing to compare: an existing node_modules (or Yarn's
 * Plug'n'Play loader) is used as it is, with a notice. Ruby and Python sites install theirs in the workflow
 * (ruby/setup-ruby's bundler-cache, pip), where the runtime is chosen.
 */
async function chooseInstall(setting, site) {
    const cwd = site.workspace?.root ?? site.root;
    if (setting.kind === 'skip')
        return { steps: [], cwd, why: 'install: skip' };
    if (setting.kind === 'shell')
        return { steps: [shellStep(setting.command)], cwd, why: 'the "install" input' };
    const manager = site.packageManager;
    if (!manager)
        return { steps: [], cwd, why: 'install: auto, and the site has no package.json' };
    const args = (0,package_manager/* frozenInstall */.sU)(manager);
    const display = [manager.binary, ...args].join(' ');
    const owner = site.workspace ? "the workspace's " : '';
    const install = (why) => ({
        steps: [{ display, file: manager.binary, args, missing: (0,package_manager/* installHint */.J8)(manager) }],
        cwd,
        why,
    });
    const found = await firstExisting(cwd, ['node_modules', '.pnp.cjs']);
    if (!manager.lockfile) {
        if (!found)
            return install('install: auto, from package.json, no lockfile');
        const where = external_node_path_.join(cwd, found);
        return {
            steps: [],
            cwd,
            why: `install: auto, no lockfile to compare ${found} with, and ${found} is present; set "install: ${display}" to always install`,
            // A half-finished or stale install fails the build later (`command not found`): said where it is seen.
            notice: `Install skipped: ${where} is present and there is no lockfile to compare it with, so "install: auto" ` +
                `runs nothing. If the build misses a command or a package, set "install: ${display}" to always install.`,
        };
    }
    const lockfile = `${owner}${manager.lockfile}`;
    if (!found)
        return install(`install: auto, from ${lockfile}`);
    const { verdict, record } = await installedState(cwd, manager);
    const theirs = manager.name === 'yarn-berry' ? 'Yarn' : manager.name;
    if (verdict.kind === 'matches') {
        return {
            steps: [],
            cwd,
            why: `install: auto, and node_modules matches ${lockfile} (${theirs}'s record in ${record}): install skipped`,
        };
    }
    const state = verdict.kind === 'differs' ? `${found} is out of date: ${verdict.why}` : `${found} is present, but ${verdict.why}`;
    return install(`install: auto, from ${lockfile}; ${state}`);
}
async function firstExisting(cwd, names) {
    for (const name of names)
        if (await (0,shared_files/* exists */.t2)(external_node_path_.join(cwd, name)))
            return name;
    return undefined;
}
/** `build: auto` runs what detection chose; with no generator, the publish folder is taken as it is. */
function chooseBuild(setting, site) {
    if (setting.kind === 'skip')
        return { steps: [], why: 'build: skip' };
    if (setting.kind === 'shell')
        return { steps: [shellStep(setting.command)], why: 'the "build" input' };
    return { steps: site.build, why: `build: auto, for ${site.name}${site.buildNote ? `; ${site.buildNote}` : ''}` };
}
function shellStep(command) {
    return { display: command, file: 'bash', args: ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command] };
}
/** Says what was detected and what will run, each with the input or the file behind it. */
function describeSteps(site, steps, workspace) {
    const relative = (dir) => external_node_path_.relative(workspace, dir).split(external_node_path_.sep).join('/') || '.';
    const folder = (dir) => (relative(dir) === '.' ? 'the repository root' : relative(dir));
    const manager = site.packageManager
        ? `; package manager ${site.packageManager.name}${site.packageManager.lockfile ? ` (${site.packageManager.lockfile})` : ''}`
        : '';
    const inWorkspace = site.workspace
        ? `, from the workspace at ${folder(site.workspace.root)} (${site.workspace.reason})`
        : '';
    const commands = (list) => list.map((step) => step.display).join(' && ');
    const installAt = steps.install.cwd === site.root ? '' : ` in ${folder(steps.install.cwd)}`;
    const install = steps.install.steps.length ? `${commands(steps.install.steps)}${installAt}` : 'nothing';
    const buildAt = relative(site.root) === '.' ? '' : ` in ${relative(site.root)}`;
    const build = steps.build.steps.length ? `${commands(steps.build.steps)}${buildAt}` : 'nothing';
    const dirs = steps.publish.dirs.map(relative).join(', ');
    const publish = steps.publish.dirs.length > 1 ? `the first of ${dirs} that the build makes` : dirs || 'nothing';
    return {
        detected: `${site.name} (${site.reason})${manager}${inWorkspace}`,
        install: `${install} (${steps.install.why})`,
        build: `${build} (${steps.build.why})`,
        publish: `${publish} (${steps.publish.why})`,
    };
}
/** The log lines of `describeSteps`. */
function describedLines(described) {
    return [
        `Detected ${described.detected}.`,
        `Install: ${described.install}.`,
        `Build: ${described.build}.`,
        `Publish: ${described.publish}.`,
    ];
}

;// CONCATENATED MODULE: ./src/step/check-and-build.ts
// The target check and the site stage, each run once, in the order the deployer asks; each tells step/main.ts what
// it did as it goes (`CheckAndBuildHooks`), which records it for the summary of a failure.




/**
 * The target check, then the site stage with the address the check found (no build time is spent on a target that
 * refuses the deploy); or, when the deployer reads the site while the targets are checked (`buildsFirst`: our push
 * with nothing of the site's to run), the site stage first. `NothingToDo` when the check says the run has none.
 * `pages`: where the Pages settings say the site is served, awaited only for a build's address; `beside`: started
 * once the target check has started and loaded what it needs (see `Deployer.check`).
 */
async function checkAndBuild(deployer, context, { site, steps, pages, cache, beside, }, hooks) {
    const { settings, credentials, leaks, problems, env, signal, tempDir } = context;
    const siteStage = (siteSteps, whileTokenInConfig) => buildSite(settings, site, siteSteps, {
        credentials: deployer.substitutesToken === false ? (0,build_only/* placeholderLeft */.z)() : credentials,
        leaks,
        problems,
        baseEnv: env,
        signal,
        whileTokenInConfig,
        cache,
    });
    let prepared;
    if (deployer.buildsFirst(steps)) {
        hooks.stage('preparing the site');
        prepared = await siteStage(steps);
        hooks.stage('checking the target', 'site prepared');
    }
    // What runs beside the check (the Pages settings' read) starts once the check's commands have, or, when the site is
    // read meanwhile, once our push's first upload has (see `Deployer.check`): loading the API client and sending its
    // request first would hold back both. Its code is loaded before the site's commands run: they could rewrite dist/.
    let besideLoaded;
    const checked = await deployer.check(context, prepared, () => {
        besideLoaded = beside?.();
    });
    await besideLoaded;
    hooks.checked(checked);
    if (checked.skip)
        return { skip: checked.skip };
    hooks.stage('installing and building the site', 'target checked');
    const { served, others } = checked;
    const addressed = await addressSteps(site, steps, { settings, served, others, tempDir, problems, pages });
    hooks.runs(describeSteps(site, addressed, settings.workspace));
    if (prepared)
        return { checked, built: prepared, prepared: true };
    const command = deployer.whileTokenInConfig(checked, context);
    const built = await siteStage(addressed, command && startsStage(command, hooks));
    return { checked, built, prepared: false, ...(command ? { command: command.command } : {}) };
}
/** The deploy command, its stage started when it starts (within the site stage). */
function startsStage(step, hooks) {
    return {
        command: step.command,
        run: (publishDir) => {
            hooks.stage(`running the deploy command "${step.command}"`, 'site built');
            return step.run(publishDir);
        },
    };
}

// EXTERNAL MODULE: ./src/deploy/deployer.ts
var deployer = __webpack_require__(33179);
;// CONCATENATED MODULE: ./src/step/record.ts

/** The check's and the site stage's hooks: each stage started, the targets checked, what the site stage runs. */
function recordedIn(progress) {
    return {
        stage: (next, done) => {
            progress.next(next, done);
        },
        checked: (checked) => {
            Object.assign(progress, (0,deployer/* checkedSummary */.ut)(checked));
        },
        runs: (described) => {
            progress.ran = described;
        },
    };
}
/**
 * The publish of what the check and the site stage gave: the deployer's, with the landing GitHub's run gives and
 * the check after the push, each target recorded in `progress` as it is done.
 */
function publisher(progress, github, deployer, context) {
    return async ({ checked, built, command, prepared }) => {
        const land = await github.lander();
        // Our push publishes in a stage of its own (a deploy command published within the site stage).
        if (!command)
            progress.next('publishing', prepared ? undefined : 'site built');
        const finished = (target) => {
            progress.finished.push(target);
        };
        return github.afterPush(await deployer.publish(checked, built, context, { land, finished }));
    };
}

// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(58382);
// EXTERNAL MODULE: ./src/github/client.ts + 1 modules
var github_client = __webpack_require__(51048);
// EXTERNAL MODULE: ./src/github/answers.ts
var answers = __webpack_require__(23948);
// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/github/pages.ts
// "The deploy landed but the site did not change": reads what GitHub Pages serves (GET /repos/{o}/{r}/pages) and
// warns, never fails, when it is not the branch and folder this deploy pushes; its address for `page-url`.




/**
 * Reads the Pages settings; when the token may not read them (or the API did not answer), says why. A 404 is "not
 * enabled" only where the token may read the repository (a classic token without the scope gets 404 too): the
 * caller knows, from the target check, that it may.
 */
async function readPages(client, owner, name) {
    try {
        const site = await client.call({ what: `reading the Pages settings of ${owner}/${name}`, permission: 'pages: read' }, { method: 'GET', path: '/repos/{owner}/{repo}/pages', params: { owner, repo: name } });
        return {
            site: {
                enabled: true,
                htmlUrl: (0,answers/* answeredUrl */.RJ)(site.html_url),
                buildType: site.build_type ?? 'legacy',
                branch: site.source?.branch ?? '',
                folder: site.source?.path ?? '/',
                ...(site.cname ? { cname: site.cname } : {}),
            },
        };
    }
    catch (error) {
        if (error instanceof github_errors/* ApiError */.hD && error.status === 404 && /^not found$/i.test(error.githubMessage)) {
            return { site: { enabled: false } };
        }
        runner/* debug */.Yz(`Pages check skipped: ${(0,errors/* errorMessage */.g)(error)}`);
        return { unread: (0,errors/* errorMessage */.g)(error) };
    }
}
/** What the build's address takes of a read (see `PagesAddress`). */
function pagesAddress(read, repo) {
    if ('unread' in read)
        return read;
    const { site } = read;
    if (!site.enabled)
        return { unread: `GitHub Pages is not enabled for ${repo.owner}/${repo.name}` };
    if (!site.htmlUrl)
        return { unread: `GitHub's Pages settings of ${repo.owner}/${repo.name} name no https:// address` };
    const url = new URL(site.htmlUrl);
    url.search = '';
    url.hash = '';
    url.pathname = url.pathname.replace(/\/?$/, '/');
    return { htmlUrl: url.href, folder: site.buildType === 'workflow' ? '/' : site.folder };
}
/** Whether a Pages site served from `folder` (`/` or `/docs`) shows what is pushed into `targetDir`. */
function servesFolder(folder, targetDir) {
    const served = folder.replace(/^\/+|\/+$/g, '');
    return served === '' || targetDir === served || targetDir.startsWith(`${served}/`);
}
/** Warns when Pages does not serve `branch` (and `targetDir`) of `owner/name`; names the settings page and the change. */
function warnUnserved(site, where) {
    const settingsPage = `${where.serverUrl}/${where.owner}/${where.name}/settings/pages`;
    const pushed = `the branch "${where.branch}"${where.targetDir ? ` (folder ${where.targetDir}/)` : ''}`;
    const folderToSet = where.targetDir === 'docs' || where.targetDir.startsWith('docs/') ? '/docs' : '/ (root)';
    const change = `set "Source" to "Deploy from a branch", branch "${where.branch}", folder "${folderToSet}"`;
    if (!site.enabled) {
        runner/* warning */.$e(`GitHub Pages is not enabled for ${where.owner}/${where.name}, so ${pushed} is not served. In ${settingsPage}, ${change}.`);
        return;
    }
    if (site.buildType === 'workflow') {
        runner/* warning */.$e(`GitHub Pages of ${where.owner}/${where.name} is set to the "GitHub Actions" source: it serves what a workflow ` +
            `uploads with actions/deploy-pages, not ${pushed}. In ${settingsPage}, ${change}.`);
        return;
    }
    if (site.branch !== where.branch || !servesFolder(site.folder, where.targetDir)) {
        runner/* warning */.$e(`GitHub Pages of ${where.owner}/${where.name} serves the branch "${site.branch}", folder "${site.folder}", not ` +
            `${pushed}: this deploy does not change the site. In ${settingsPage}, ${change}` +
            ' (or set the "branch" input to what Pages serves).');
        return;
    }
    runner/* info */.pq(`GitHub Pages serves ${pushed}${site.htmlUrl ? ` at ${site.htmlUrl}` : ''}.`);
}

;// CONCATENATED MODULE: ./src/github/pages-source.ts
// The Pages settings of the current repository, read before the plan when `pages-source` may choose the "GitHub
// Actions" source (step/plan.ts `planReadsPages`): `auto` takes it when they say `build_type: workflow`, and `actions`
// is refused before the build when they cannot be read or do not say so.





/**
 * Reads the current repository's Pages with the `token` input, for a plan they decide (see step/plan.ts
 * `planReadsPages`). Throws only on the job's cancel: a read that failed is said to the plan, which decides. The run's
 * one read of them (github/run.ts takes it for the build's address, the check after the push and `page-url`).
 */
async function readPagesFirst(settings, credentials, signal, env = process.env) {
    const [owner = '', name = ''] = settings.source.repository.split('/');
    if (credentials.tokenKind() === 'none')
        return { unread: 'no "token" input was given' };
    const limits = { timeoutMs: settings.networkTimeoutMs, signal };
    try {
        const client = await credentials.apiClient(github_client/* connectApi */.Xm, (0,github_client/* apiUrlOf */.po)(env), limits);
        if (!client)
            return { unread: 'the "token" input cannot go to the API' };
        const read = await readPages(client, owner, name);
        // A read the job's cancel cut short is the cancel, not settings that could not be read.
        (0,processes/* throwIfCancelled */.dZ)(signal);
        if ('site' in read) {
            runner/* debug */.Yz(`Pages of ${owner}/${name}: ${read.site.enabled ? `build_type ${read.site.buildType}` : 'not enabled'}.`);
        }
        return read;
    }
    catch (error) {
        (0,processes/* throwIfCancelled */.dZ)(signal);
        runner/* debug */.Yz(`Pages not read before the plan: ${(0,errors/* errorMessage */.g)(error)}`);
        return { unread: (0,errors/* errorMessage */.g)(error) };
    }
}

;// CONCATENATED MODULE: ./src/github/server.ts
/** The target is served by the workflow's GitHub (`GITHUB_SERVER_URL`), reached over HTTP(S), owner/name shaped. */
function onWorkflowServer(target, serverUrl) {
    if (target.protocol === 'ssh' || !target.owner || !target.name)
        return false;
    try {
        return target.origin === `${new URL(serverUrl).origin}/`;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/github/signing.ts

/** What to use for a signed deploy commit: said by every refusal of `commit-signing: github`. */
const INSTEAD = 'Use the workflow\'s token (leave "token" unset, with `permissions: contents: write`) or a GitHub App ' +
    'installation token (actions/create-github-app-token), or set `commit-signing: none`.';
/**
 * Refuses, before the build, a run whose deploy commit GitHub would not make or sign: a deploy key (git alone, no
 * API), a user's token (its API commits are the user's, unsigned), a target on another server, or a history
 * rewrite or tag (GitHub makes one commit on the tip, nothing else). A deploy the action does not push itself is
 * refused by step/plan.ts, where the mode is known.
 */
function refuseUnsignable(settings, destinations, token) {
    if (settings.commitSigning !== 'github')
        return;
    const refuse = (why) => {
        throw new Error(`Input "commit-signing: github" ${why}`);
    };
    if (token.hasDeployKey) {
        refuse('has GitHub make the deploy commit through its API, which a deploy key cannot call: remove "deploy-key". ' +
            INSTEAD);
    }
    if (token.kind === 'none')
        refuse(`needs a token GitHub signs commits for. ${INSTEAD}`);
    if (token.kind === 'user') {
        refuse('needs a token GitHub signs commits for, and the "token" input is a personal access token (or another ' +
            "user's token): GitHub makes that token's API commits as the user, unsigned, so a branch that requires " +
            `signed commits would still refuse them. ${INSTEAD}`);
    }
    if (destinations.length > 1) {
        refuse('makes the commit of one target through its API, and the site config names several. Set "repository".');
    }
    for (const destination of destinations) {
        if (!onWorkflowServer(destination.target, settings.source.serverUrl)) {
            refuse(`works for a target on this workflow's GitHub (${settings.source.serverUrl}) only, and ${destination.target.url} ` +
                'is elsewhere. Set `commit-signing: none` for it.');
        }
    }
    if (settings.history !== 'keep') {
        refuse(`makes one commit on the branch's tip, and "history: ${String(settings.history)}" rewrites the history. ` +
            'Use `history: keep`, or `commit-signing: none`.');
    }
    if (settings.tag) {
        refuse('makes the commit through the API, and the "tag" input needs a commit made here. Remove "tag".');
    }
}

;// CONCATENATED MODULE: ./src/github/commit.ts
// The deploy commit made by GitHub through its API (`commit-signing: github`), so that GitHub signs it: the
// objects go to a temporary ref with git, GitHub makes the commit on them, and the branch moves without force.




/** The lander of `commit-signing: github`, for the target `owner/name`. */
function apiLander(client, owner, name) {
    const repo = `${owner}/${name}`;
    return async ({ commit, branch, tip, message, git, remote, uploads }) => {
        // The tree and its files reach the server as today's pushes send them, to a ref of this publish's own.
        const ref = await uploads.newRef(git, remote);
        await remote.pushRef(commit, ref, branch);
        const header = (await git.output(['cat-file', 'commit', commit])).split('\n\n')[0] ?? '';
        const tree = /^tree (\S+)/m.exec(header)?.[1] ?? '';
        const parents = [...header.matchAll(/^parent (\S+)/gm)].map((found) => found[1] ?? '');
        // No author, no committer, no signature: GitHub then makes the commit as the token's app, and signs it.
        const made = await client.call({ what: `making the deploy commit of ${repo}`, permission: 'contents: write' }, {
            method: 'POST',
            path: '/repos/{owner}/{repo}/git/commits',
            params: { owner, repo: name },
            body: { message, tree, parents },
        });
        const sha = (0,answers/* answeredSha */.G6)(made.sha, `making the deploy commit of ${repo}`);
        if (!made.verification.verified) {
            // Asked for a signed commit, the branch gets none unsigned: a token whose form says nothing of who it is
            // (tokenKind 'unknown') is judged by what GitHub did with it. The commit GitHub made stays unreferenced.
            throw new Error(`GitHub did not sign the deploy commit ${sha.slice(0, 7)} (${(0,answers/* answeredText */.B6)(made.verification.reason)}), ` +
                `so the branch "${branch}" was left as it was: GitHub signs the API commits of an installation token ` +
                `only, and the "token" input is not one. ${INSTEAD}`);
        }
        runner/* info */.pq(`GitHub made the commit ${sha.slice(0, 7)} (author ${(0,answers/* answeredText */.B6)(made.author.name)}, signed and verified by ` +
            `GitHub) on the objects of ${commit.slice(0, 7)}.`);
        try {
            await client.call({ what: `moving the branch "${branch}" of ${repo}`, permission: 'contents: write' }, tip
                ? {
                    method: 'PATCH',
                    path: '/repos/{owner}/{repo}/git/refs/{ref}',
                    params: { owner, repo: name, ref: `heads/${branch}` },
                    body: { sha, force: false },
                }
                : {
                    method: 'POST',
                    path: '/repos/{owner}/{repo}/git/refs',
                    params: { owner, repo: name },
                    body: { ref: `refs/heads/${branch}`, sha },
                });
        }
        catch (error) {
            // Not moved: the branch is as it was. One that moved since its tip was read is tried again on the new tip.
            if (error instanceof github_errors/* ApiError */.hD &&
                error.status === 422 &&
                /not a fast forward|already exists|does not exist/i.test(error.githubMessage)) {
                return 'moved';
            }
            throw error;
        }
        return { commit: sha };
    };
}

;// CONCATENATED MODULE: ./src/github/comment.ts
// The preview's link on its pull request: one comment, made on the first preview deploy, updated in place on each
// later one, and marked removed when the pull request closes; without `pull-requests: write`, a notice.




/** The first line of our comment, which finds it again. */
function marker(folder) {
    return `<!-- pages-push preview: ${folder} -->`;
}
/** The comment's text. */
function commentBody(note, now) {
    const time = now.toISOString().replace(/\.\d+Z$/, 'Z');
    const built = note.sourceSha ? note.sourceSha.slice(0, 7) : 'this pull request';
    const commit = note.deployCommit ? ` (commit ${note.deployCommit.slice(0, 7)} on \`${note.branch}\`)` : '';
    if (note.closed) {
        const was = note.url ? ` It was at ~~${note.url}~~.` : '';
        return `${marker(note.folder)}\n**Preview removed**: the pull request was closed${commit}, ${time}.${was}\n`;
    }
    const where = note.url ? `**Preview**: ${note.url}` : `**Preview** deployed to \`${note.folder}/\``;
    return `${marker(note.folder)}\n${where}\n\nBuilt from ${built}${commit}, ${time}.\n`;
}
/**
 * Whether a comment was written by this run's token: an installation token (the workflow's, a GitHub App's)
 * comments as its app's bot; a user's token as that user, whom GitHub names (`GET /user`, which it refuses an
 * installation token: then a bot). Anyone can copy the marker into a comment of their own; only ours is edited.
 */
async function writtenByUs(client, kind) {
    const isBot = (comment) => comment.user?.type === 'Bot';
    if (kind === 'installation')
        return isBot;
    try {
        const user = await client.call({ what: 'reading who the token is', permission: 'none' }, { method: 'GET', path: '/user', params: {} });
        const login = (0,answers/* answeredText */.B6)(user.login);
        return (comment) => comment.user?.login === login;
    }
    catch (error) {
        if (kind === 'unknown' && error instanceof github_errors/* ApiError */.hD && error.status === 403)
            return isBot;
        throw error;
    }
}
/** Writes (or updates) the preview's comment; never fails the step. */
async function notePreview(client, note, kind, now = new Date()) {
    const { owner, name, number } = note;
    const permission = 'pull-requests: write';
    try {
        const ourOwn = await writtenByUs(client, kind);
        const comments = await client.list({ what: `reading the comments of pull request #${number}`, permission }, {
            method: 'GET',
            path: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
            params: { owner, repo: name, issue_number: number },
            query: { per_page: 100 },
        });
        const ours = comments.find((comment) => comment.body?.startsWith(marker(note.folder)) && ourOwn(comment));
        const body = commentBody(note, now);
        if (ours) {
            await client.call({ what: `updating the preview's comment on pull request #${number}`, permission }, {
                method: 'PATCH',
                path: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
                params: { owner, repo: name, comment_id: ours.id },
                body: { body },
            });
            runner/* info */.pq(`Updated the preview's comment on pull request #${number}: ${(0,answers/* answeredUrl */.RJ)(ours.html_url)}`);
        }
        else if (!note.closed) {
            const made = await client.call({ what: `commenting on pull request #${number}`, permission }, {
                method: 'POST',
                path: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
                params: { owner, repo: name, issue_number: number },
                body: { body },
            });
            runner/* info */.pq(`Commented the preview's address on pull request #${number}: ${(0,answers/* answeredUrl */.RJ)(made.html_url)}`);
        }
    }
    catch (error) {
        if (error instanceof github_errors/* ApiError */.hD && (error.denied || error.status === 401)) {
            runner/* notice */.lm(`No comment with the preview's address on pull request #${number}: ${error.message} The preview itself is deployed.`);
            return;
        }
        runner/* warning */.$e(`Could not write the preview's comment on pull request #${number}: ${(0,errors/* errorMessage */.g)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/github/run.ts
// What a run does through GitHub's API, in the few places step/main.ts calls it: the Pages settings read beside the
// target check (where the build's address comes from, the post-push check and `page-url`: one read for all), the
// signed deploy commit, the preview's comment. A run that needs none of them never loads the API client.










/** How long the report waits for the Pages answer once the deploy is done, at most. */
const PAGES_WAIT_MS = 3000;
/** What `wait-for-pages` runs (pages-build.ts, and the deployment's poll delay): a chunk only such a run loads. */
async function loadBuildFollower() {
    const [build, deployment] = await Promise.all([__webpack_require__.e(/* import() */ 742).then(__webpack_require__.bind(__webpack_require__, 37742)), __webpack_require__.e(/* import() */ 323).then(__webpack_require__.bind(__webpack_require__, 75323))]);
    return { follow: build.followPagesBuild, health: build.reportDomainHealth, delayMs: deployment.pollDelay };
}
class GitHubRun {
    settings;
    credentials;
    signal;
    repo;
    unasked;
    client;
    pages;
    buildFollower;
    constructor(settings, credentials, signal, repo, 
    /** Why the Pages settings are not asked, when they are not (for the log of the build's address). */
    unasked = '') {
        this.settings = settings;
        this.credentials = credentials;
        this.signal = signal;
        this.repo = repo;
        this.unasked = unasked;
    }
    /**
     * Refuses now, before the build, a `commit-signing: github` GitHub would not sign (see signing.ts); the API is
     * used for the first target when it is on the workflow's GitHub and a token may go there. With `wait-for-pages`,
     * loads what follows the Pages build now: a chunk of dist/ is loaded before the site's install and build could
     * rewrite it (CONTRIBUTING.md, the layout of `src/`).
     */
    static async start(settings, destinations, credentials, signal, early, env = process.env) {
        const kind = credentials.tokenKind();
        refuseUnsignable(settings, destinations, { hasDeployKey: credentials.hasDeployKey, kind });
        const [first] = destinations;
        const usable = kind !== 'none' && onWorkflowServer(first.target, settings.source.serverUrl);
        const repo = usable ? { owner: first.target.owner, name: first.target.name } : undefined;
        const unasked = kind === 'none'
            ? 'no token is given (the "token" input is empty)'
            : usable
                ? ''
                : `${first.target.url} is not on the workflow's GitHub (${settings.source.serverUrl}), whose API the token is for`;
        if (settings.waitForPages && !usable) {
            throw new Error(`Input "wait-for-pages" follows GitHub Pages' build through GitHub's API, which this run cannot ask: ${unasked}. ` +
                'Give a "token" that may read the Pages settings (`pages: read`), or remove "wait-for-pages".');
        }
        const run = new GitHubRun(settings, credentials, signal, repo, unasked);
        if (usable)
            run.apiUrl = (0,github_client/* apiUrlOf */.po)(env);
        // The current repository's Pages, read before the plan (github/pages-source.ts): not asked again.
        const current = settings.source.repository.toLowerCase();
        if (early && repo && `${repo.owner}/${repo.name}`.toLowerCase() === current)
            run.pages = Promise.resolve(early);
        if (settings.waitForPages)
            run.buildFollower = await loadBuildFollower();
        return run;
    }
    apiUrl = '';
    connect() {
        if (!this.repo)
            return undefined;
        if (!this.client) {
            const limits = { timeoutMs: this.settings.networkTimeoutMs, signal: this.signal };
            this.client = this.credentials.apiClient(github_client/* connectApi */.Xm, this.apiUrl, limits);
            this.client?.catch(() => undefined); // its failure is taken where it is awaited
        }
        return this.client;
    }
    /**
     * Starts reading the Pages settings, while the target is checked (no time added to the run): once per run, for
     * the build's address (`pagesForBuild`), the check after the push and `page-url` (`afterPush`). Settles once the
     * client's code is loaded (or could not connect), which the site's commands wait for: they could rewrite dist/.
     */
    startPagesCheck() {
        if (this.pages)
            return Promise.resolve();
        const client = this.connect();
        if (!client || !this.repo)
            return Promise.resolve();
        const { owner, name } = this.repo;
        this.pages = client.then((connected) => readPages(connected, owner, name), (error) => {
            runner/* debug */.Yz(`Pages check skipped: ${(0,errors/* errorMessage */.g)(error)}`);
            return { unread: (0,errors/* errorMessage */.g)(error) };
        });
        return client.catch(() => undefined);
    }
    /**
     * Where Pages serves the first target, for the build's address, asked only when there is a build to give it to:
     * the read started beside the target check, waited for at most `network-timeout`. An answer later than that is
     * not taken by the rest of the run either (the build, the check after the push and `page-url` agree).
     */
    async pagesForBuild() {
        if (!this.pages || !this.repo)
            return { unread: this.unasked || 'the Pages settings were not asked' };
        const waitMs = this.settings.networkTimeoutMs;
        const read = await this.answerWithin(waitMs, `no answer within network-timeout (${Math.round(waitMs / 1000)} s)`);
        return pagesAddress(read, this.repo);
    }
    /**
     * What Pages said, once the deploy is done: the deploy never waits on it, and after it, at most `PAGES_WAIT_MS` more
     * (an API slower than that is skipped, in the debug log).
     */
    async pagesAnswer() {
        if (!this.pages)
            return undefined;
        const read = await this.answerWithin(PAGES_WAIT_MS, `no answer ${PAGES_WAIT_MS} ms after the deploy`);
        return 'site' in read ? read.site : undefined;
    }
    /** The read, or `late` when it takes longer than `ms`: then the run keeps that it did not answer. */
    async answerWithin(ms, late) {
        const pages = this.pages ?? Promise.resolve({ unread: late });
        let timer;
        const timeout = new Promise((resolve) => {
            timer = setTimeout(() => {
                runner/* debug */.Yz(`Pages check skipped: ${late}.`);
                this.pages = Promise.resolve({ unread: late });
                resolve({ unread: late });
            }, ms);
        });
        try {
            return await Promise.race([pages, timeout]);
        }
        finally {
            clearTimeout(timer);
        }
    }
    /** Warns when Pages does not serve the branch and folder this deploy pushed. */
    warnUnserved(site, branch) {
        if (!site || !this.repo)
            return;
        const { targetDir, preview, source } = this.settings;
        // A preview is a folder of the branch the site is served from: the branch is what counts.
        const folder = preview ? '' : targetDir;
        warnUnserved(site, { ...this.repo, branch, targetDir: folder, serverUrl: source.serverUrl });
    }
    /** How the deploy commit lands with `commit-signing: github`; undefined for git's own push. */
    async lander() {
        if (this.settings.commitSigning !== 'github')
            return undefined;
        const client = this.connect();
        if (!client || !this.repo)
            return undefined;
        return apiLander(await client, this.repo.owner, this.repo.name);
    }
    /**
     * With `wait-for-pages`: GitHub Pages' build of the pushed commit, followed until it is live (or the error it ended
     * with, thrown with the fix); and the custom domain's DNS health, said once when GitHub finds a problem with it.
     */
    async followPagesBuild(site, outcome) {
        // Told after the push: a build of another commit made since is a later push's.
        const pushedAt = new Date();
        const client = await this.connect()?.catch(() => undefined);
        const follower = this.buildFollower;
        if (!client || !this.repo || !follower || !site.enabled || outcome.dryRun)
            return;
        const health = site.cname ? follower.health(client, this.repo) : undefined;
        const served = site.buildType !== 'workflow' && site.branch === outcome.branch;
        if (served && outcome.pushed) {
            const { owner, name } = this.repo;
            const timeoutMs = this.settings.deploymentTimeoutMs;
            runner/* info */.pq(`Waiting for GitHub Pages to build ${outcome.commit.slice(0, 12)} (at most ${timeoutMs / 1000} s)…`);
            const repo = this.repo;
            const followed = await (0,heartbeat/* withHeartbeat */.px)(`waiting for GitHub Pages to build ${outcome.commit.slice(0, 12)}`, () => follower.follow(client, repo, outcome.commit, {
                timeoutMs,
                delayMs: follower.delayMs,
                signal: this.signal,
                pushedAt,
                settingsPage: `${this.settings.source.serverUrl}/${owner}/${name}/settings/pages`,
            }));
            if (followed.kind === 'built') {
                runner/* info */.pq(`GitHub Pages built ${outcome.commit.slice(0, 12)} in ${followed.seconds} s: live at ${site.htmlUrl}`);
            }
            else if (followed.kind === 'superseded') {
                runner/* info */.pq(`GitHub Pages is building a later push (${followed.commit.slice(0, 12)}), which replaces this one.`);
            }
            else {
                throw new Error(`GitHub Pages had not built ${outcome.commit.slice(0, 12)} after ${timeoutMs / 1000} s (input ` +
                    `"deployment-timeout"; its build was "${followed.status}"). The push landed; the build may still finish: ` +
                    'see the repository\'s Actions tab ("pages build and deployment"), or raise "deployment-timeout".');
            }
        }
        else if (!outcome.pushed) {
            runner/* info */.pq('Nothing was pushed, so GitHub Pages has nothing new to build.');
        }
        else {
            runner/* warning */.$e(`wait-for-pages: GitHub Pages does not serve the branch "${outcome.branch}" of ${this.repo.owner}/` +
                `${this.repo.name}, so no build of it was waited for.`);
        }
        await health;
    }
    /** After the push: `page-url` from what Pages said, and the preview's comment on its pull request. */
    async afterPush(outcome) {
        // The Pages "GitHub Actions" source: the deployment said where the site is live; no branch is served. A build
        // job's upload (`mode: build`) pushed nothing: the deploy job checks what Pages serve.
        if (outcome.kind === 'pages' || outcome.kind === 'artifact')
            return outcome;
        const site = await this.pagesAnswer();
        this.warnUnserved(site, outcome.branch);
        if (outcome.kind !== 'push') {
            if (this.settings.waitForPages) {
                runner/* warning */.$e('Input "wait-for-pages" waits for the build of what pages-push pushed itself: a deploy command\'s push is not followed.');
            }
            return outcome;
        }
        if (this.settings.waitForPages) {
            if (site)
                await this.followPagesBuild(site, outcome);
            else
                runner/* warning */.$e('Input "wait-for-pages": the Pages settings could not be read (see the debug log), so no build was waited for.');
        }
        const { preview } = this.settings;
        let updated = outcome;
        if (site?.enabled && site.htmlUrl) {
            const pageUrl = preview && !preview.closed ? (0,inputs_preview/* previewUrl */.e6)(site.htmlUrl, preview) : site.htmlUrl;
            updated = { ...outcome, pageUrl };
        }
        const client = this.connect()?.catch(() => undefined);
        const kind = this.credentials.tokenKind();
        if (preview && client && this.repo && kind !== 'none' && (0,inputs_preview/* mayWritePreview */.Jf)(preview) && !outcome.dryRun) {
            const url = preview.closed
                ? (0,inputs_preview/* previewUrl */.e6)(site?.enabled ? site.htmlUrl : outcome.pageUrl, preview)
                : updated.pageUrl;
            const connected = await client;
            if (!connected)
                return updated;
            await notePreview(connected, {
                ...this.repo,
                number: preview.number,
                folder: preview.folder,
                closed: preview.closed,
                url,
                sourceSha: this.settings.source.sha,
                deployCommit: outcome.commit,
                branch: outcome.branch,
            }, kind);
        }
        return updated;
    }
}

;// CONCATENATED MODULE: ./src/deploy/actions-refusals.ts
const USE_BRANCH = 'or set `pages-source: branch` to push to a branch as before';
/** The branch features asked for, each with why the Actions source has no such thing. */
function branchFeatures(settings) {
    const found = [];
    if (settings.deployCommand) {
        found.push(`"deploy-command" ("${settings.deployCommand}") pushes the site itself, where the Actions source has ` +
            'pages-push deploy the built site: remove "deploy-command"');
    }
    if (settings.preview) {
        found.push('a "preview" is a folder of the branch beside the site (`<preview-dir>/pr-<number>/`), and a Pages ' +
            'deployment replaces the whole site, keeping nothing of the last one: remove "preview"');
    }
    if (settings.targetDir && !settings.preview) {
        found.push(`"target-dir" ("${settings.targetDir}") puts the site in a folder of the branch, and a Pages deployment ` +
            'serves the artifact at the site\'s root: remove "target-dir"');
    }
    if (settings.history !== undefined && settings.history !== 'keep') {
        found.push(`"history: ${settings.history}" shortens the branch's commits, and a Pages deployment makes no commit: ` +
            'remove "history"');
    }
    if (settings.tag) {
        found.push(`"tag" ("${settings.tag}") marks the deploy commit, and a Pages deployment makes none: remove "tag"`);
    }
    if (settings.commitSigning === 'github') {
        found.push('"commit-signing: github" signs the deploy commit, and a Pages deployment makes none: remove it');
    }
    return found;
}
/**
 * Whether the deploy goes through the Actions source: for `actions`, yes (or a refusal that says why it cannot);
 * for `auto`, when the target is the current repository, its Pages say `build_type: workflow`, and no branch
 * feature is asked for; for `branch`, no.
 */
function throughActions(settings, destination, pages) {
    const source = settings.pagesSource ?? 'branch';
    if (source === 'branch')
        return false;
    if (source === 'auto') {
        const workflow = pages !== undefined && 'site' in pages && pages.site.enabled && pages.site.buildType === 'workflow';
        return workflow && destination.target.sameRepository && branchFeatures(settings).length === 0;
    }
    refuseForActions(settings, destination, pages);
    return true;
}
/** Throws, before the build, with the fix, when `pages-source: actions` cannot work. */
function refuseForActions(settings, destination, pages) {
    const head = 'Input "pages-source: actions" deploys through the Pages "GitHub Actions" source';
    const features = branchFeatures(settings);
    if (features.length > 0) {
        throw new Error(`${head}, which has no branch: ${features.join('; ')}; ${USE_BRANCH}.`);
    }
    const { target } = destination;
    if (!target.sameRepository) {
        throw new Error(`${head}, which deploys only the Pages of the repository the workflow runs in, and the target is ` +
            `${target.url} (${destination.source}). Deploy from that repository's own workflow, or set ` +
            '`pages-source: branch` to push to one of its branches.');
    }
    const settingsPage = `${settings.source.serverUrl}/${target.owner}/${target.name}/settings/pages`;
    if (!pages || !('site' in pages)) {
        throw new Error(`${head}, and the Pages settings of ${target.owner}/${target.name} could not be read: ` +
            `${(pages?.unread ?? 'they were not asked').replace(/\.?$/, '.')} That source needs the token to have ` +
            '`pages: write` (which reads them too): give the job "permissions: { contents: read, pages: write, ' +
            `id-token: write }" (the workflow's token), ${USE_BRANCH}.`);
    }
    if (!pages.site.enabled) {
        throw new Error(`${head}, and GitHub Pages is not enabled for ${target.owner}/${target.name}: in ${settingsPage}, set ` +
            `"Source" to "GitHub Actions", ${USE_BRANCH}.`);
    }
    if (pages.site.buildType !== 'workflow') {
        throw new Error(`${head}, and ${target.owner}/${target.name}'s Pages are served from the branch "${pages.site.branch}" ` +
            `("Deploy from a branch"): in ${settingsPage}, set "Source" to "GitHub Actions", ${USE_BRANCH}.`);
    }
}
/**
 * The log's one line on the Pages source the deploy takes, and what chose it: the input, the Pages settings of
 * which repository, or the target the inputs or the site config name (`actions`: the destination when that source
 * was taken; `first`: the plan's first target).
 */
function sourceChosen(settings, actions, first, pages) {
    const source = settings.pagesSource ?? 'branch';
    const { owner, name } = first.target;
    if (source !== 'auto') {
        const which = actions ? `the "GitHub Actions" source, to the Pages of ${owner}/${name}` : 'a branch';
        return `Pages source: ${which} (input "pages-source: ${source}").`;
    }
    if (actions) {
        return `Pages source: the "GitHub Actions" source (pages-source: auto: the Pages settings of ${owner}/${name} are set to "GitHub Actions").`;
    }
    const why = () => {
        const features = branchFeatures(settings);
        if (features.length > 0)
            return `${features[0]?.split(': remove')[0] ?? ''}, which only a branch has`;
        if (!first.target.sameRepository) {
            return (`the target, ${first.target.url}, comes from ${first.source}, and the "GitHub Actions" source deploys only ` +
                'the Pages of the repository the workflow runs in: set "pages-source: actions" to deploy this ' +
                "repository's Pages through it");
        }
        if (!pages)
            return 'the Pages settings were not read';
        if (!('site' in pages))
            return `the Pages settings of ${owner}/${name} could not be read (${pages.unread.replace(/\.$/, '')})`;
        if (!pages.site.enabled)
            return `GitHub Pages is not enabled for ${owner}/${name}`;
        return `the Pages settings of ${owner}/${name} say "Deploy from a branch"`;
    };
    return `Pages source: a branch (pages-source: auto: ${why()}).`;
}

;// CONCATENATED MODULE: ./src/deploy/load-artifact.ts
async function loadPackAndUpload() {
    const [{ packSite }, { loadArtifactClient, uploadPagesArtifact }] = await Promise.all([
        __webpack_require__.e(/* import() */ 722).then(__webpack_require__.bind(__webpack_require__, 17722)),
        __webpack_require__.e(/* import() */ 962).then(__webpack_require__.bind(__webpack_require__, 67962)),
    ]);
    await loadArtifactClient();
    return { pack: packSite, upload: uploadPagesArtifact };
}
/** The packer and the site artifact's upload, for a build job (`mode: build`, see build-only.ts). */
async function loadSitePackAndUpload() {
    const [{ packSite }, { loadArtifactClient }, { uploadSiteArtifact }] = await Promise.all([
        __webpack_require__.e(/* import() */ 722).then(__webpack_require__.bind(__webpack_require__, 17722)),
        __webpack_require__.e(/* import() */ 962).then(__webpack_require__.bind(__webpack_require__, 67962)),
        Promise.all(/* import() */[__webpack_require__.e(722), __webpack_require__.e(846)]).then(__webpack_require__.bind(__webpack_require__, 75846)),
    ]);
    await loadArtifactClient();
    return { pack: packSite, upload: uploadSiteArtifact };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/target/connection.ts
var connection = __webpack_require__(2517);
// EXTERNAL MODULE: ./src/git/bare.ts
var bare = __webpack_require__(70606);
// EXTERNAL MODULE: ./src/git/remote.ts + 1 modules
var git_remote = __webpack_require__(23142);
// EXTERNAL MODULE: ./src/git/retry.ts
var retry = __webpack_require__(5230);
// EXTERNAL MODULE: ./src/objects/globs.ts
var objects_globs = __webpack_require__(10227);
// EXTERNAL MODULE: ./src/objects/tree.ts
var tree = __webpack_require__(20582);
;// CONCATENATED MODULE: ./src/git/tip.ts
// The temporary repository a deploy is made in, and the branch's tip as an attempt builds on it: its commit and
// trees only, fetched without a blob.







/**
 * The temporary repository: a bare one in a folder made for it after the build (a name nobody could know before, so
 * nothing a user command planted, a hook say, is ever used), whose `origin` is the target (its URL has no
 * credential).
 */
class TemporaryRepository {
    gitDir;
    remote;
    git;
    constructor(gitDir, remote) {
        this.gitDir = gitDir;
        this.remote = remote;
        this.git = remote.git;
    }
    static async create(remote, workDir) {
        const gitDir = await promises_.mkdtemp(external_node_path_.join(workDir, 'repo-'));
        (0,bare/* initBare */.d)(gitDir);
        // A named remote, so the fetch can leave blobs out (a partial clone needs one).
        await (0,bare/* addOrigin */.M)(gitDir, remote.target.url);
        return new TemporaryRepository(gitDir, remote.from(gitDir));
    }
    /** The tip the target check brought in (see `takePrefetchedTip`): its commit and root tree, which need no git to read. */
    prefetchedTip;
    /**
     * Brings in the tip the target check fetched (see `prefetchTip`): its pack and index, as git wrote them in the
     * scratch repository before any command of the site ran, written from memory into this repository (made after
     * the build) without a git process; nothing else is taken from before the build.
     */
    async takePrefetchedTip(prefetched) {
        const { pack } = prefetched;
        if (!pack)
            return;
        prefetched.pack = undefined;
        const packs = external_node_path_.join(this.gitDir, 'objects', 'pack');
        // The index last: git takes a pack for there once its index is.
        const files = [...pack.files].sort(([a], [b]) => Number(a === '.idx') - Number(b === '.idx'));
        for (const [suffix, bytes] of files)
            await promises_.writeFile(external_node_path_.join(packs, `${pack.name}${suffix}`), bytes);
        // The repository as a filtered fetch of depth 1 leaves it: its history stops at the tip, and the server is
        // the promisor of the blobs it lacks (a later fetch of more history checks that what it got is complete).
        await promises_.writeFile(external_node_path_.join(packs, `${pack.name}.promisor`), '');
        await promises_.writeFile(external_node_path_.join(this.gitDir, 'shallow'), `${prefetched.sha}\n`);
        await promises_.appendFile(external_node_path_.join(this.gitDir, 'config'), '[remote "origin"]\n\tpromisor = true\n\tpartialclonefilter = blob:none\n');
        this.prefetchedTip = { sha: prefetched.sha, tree: prefetched.tree };
    }
    /**
     * Fetches the tip's commit and trees unless they are here already, and lists the files the deploy may keep,
     * streamed from `ls-tree`: none when the site replaces the whole branch, so a deploy to the branch's root holds
     * no listing of it (the comparison reads the tip's trees where it needs them).
     */
    async readTip(branch, knownTip, keep) {
        const tip = { sha: '', tree: '', entries: [] };
        if (!knownTip)
            return tip;
        Object.assign(tip, await this.fetchTip(branch, knownTip));
        if (keep.targetDir === '' && keep.keep === tree/* keepNothing */.L$)
            return tip;
        // Only the folders the keep rule can keep are listed, where its globs name them (the previews' folder, CNAME):
        // a site's own files are never listed.
        const where = keep.targetDir === '' ? keptFolders(keep.keep) : undefined;
        const pathspecs = where ? ['--', ...where.map((folder) => `:(literal)${folder}`)] : [];
        if (where?.length === 0)
            return tip;
        await this.git.stream(['ls-tree', '-r', '-z', '--full-tree', tip.sha, ...pathspecs], {
            separator: '\0',
            onRecord: (record) => {
                // "<mode> <type> <id>\t<path>", parsed without splitting: 100,000 records make no garbage arrays.
                const tab = record.indexOf('\t');
                const entryPath = record.slice(tab + 1);
                if (!(0,tree/* mayKeep */.Z9)(entryPath, keep.targetDir, keep.keep))
                    return;
                const firstSpace = record.indexOf(' ');
                tip.entries.push({
                    mode: internMode(record.slice(0, firstSpace)),
                    sha: record.slice(tab - 40, tab),
                    path: entryPath,
                });
            },
        });
        return tip;
    }
    /** What `forgetPromisor` took away, for `rememberPromisor` to put back: the config as it was, and the marks. */
    forgotten;
    /**
     * The push needs no old blob, but git would fetch the old versions of changed files one by one to look for
     * deltas against them, as long as the repository says the server can supply them. Unmarked, it just sends the
     * new objects whole. `rememberPromisor` marks it again, for a fetch. The config is ours (written here, and by
     * our git's fetches), edited as text: no git process.
     */
    async forgetPromisor() {
        const file = external_node_path_.join(this.gitDir, 'config');
        const config = await promises_.readFile(file, 'utf8');
        await promises_.writeFile(file, withoutPromisor(config));
        const packs = external_node_path_.join(this.gitDir, 'objects', 'pack');
        const names = (await promises_.readdir(packs).catch(() => [])).filter((name) => name.endsWith('.promisor'));
        for (const name of names)
            await promises_.rm(external_node_path_.join(packs, name), { force: true });
        this.forgotten = { config, packs: names };
    }
    /**
     * Marks the repository partial again after a push: a later fetch (of a tip that moved, or of older commits) checks
     * that what it got is complete, and only a promisor pack may lack the old blobs. Nothing writes the config
     * between the two: the push does not.
     */
    async rememberPromisor() {
        const forgotten = this.forgotten;
        if (!forgotten)
            return;
        this.forgotten = undefined;
        await promises_.writeFile(external_node_path_.join(this.gitDir, 'config'), forgotten.config);
        const packs = external_node_path_.join(this.gitDir, 'objects', 'pack');
        for (const name of forgotten.packs)
            await promises_.writeFile(external_node_path_.join(packs, name), '');
    }
    /**
     * Fetches only the tip commit and its trees, unless we have it already, and returns the tip as fetched: a branch
     * that moved since ls-remote gets its newer tip, so the attempt builds on what is really there.
     */
    async fetchTip(branch, tip) {
        if (this.prefetchedTip?.sha === tip)
            return this.prefetchedTip;
        const present = await this.git.tryExec(['rev-parse', '--verify', '--quiet', `${tip}^{tree}`]);
        if (present.exitCode === 0)
            return { sha: tip, tree: present.stdout.trim() };
        const ref = 'refs/pages-push/tip';
        await this.remote.fetchTip(branch, ref);
        const [sha = '', tree = ''] = (await this.git.output(['rev-parse', `${ref}^{commit}`, `${ref}^{tree}`])).split('\n');
        return { sha, tree };
    }
}
/** A larger pack (a server that ignores the blob filter sends every file) is not held: the publish fetches instead. */
const MAX_PREFETCH_BYTES = 32 * 1024 * 1024;
/**
 * Fetches the branch's tip commit and trees during the target check, before any user command runs, into a scratch
 * repository, and keeps them, the pack and the index git wrote of it, in memory; the scratch repository is deleted
 * at once. So the publish after the build needs no round trip for the tip, nor any git process to bring it in.
 * Undefined when that cannot be had (no such branch, a failure, a pack too large to hold): the publish then fetches
 * the tip itself, and the target check reports any real failure.
 */
async function prefetchTip(remote, workDir, branch) {
    let gitDir = '';
    try {
        // Made at once (see bare.ts): the fetch starts without waiting for the event loop.
        gitDir = (0,external_node_fs_.mkdtempSync)(external_node_path_.join(workDir, 'tip-'));
        (0,bare/* initBare */.d)(gitDir);
        const scratch = remote.from(gitDir);
        const ref = 'refs/pages-push/tip';
        await scratch.fetchTip(branch, ref, { asPack: true });
        const [sha = '', tree = ''] = (await scratch.git.output(['rev-parse', `${ref}^{commit}`, `${ref}^{tree}`])).split('\n');
        const packs = external_node_path_.join(gitDir, 'objects', 'pack');
        const names = await promises_.readdir(packs);
        const packNames = names.filter((name) => name.endsWith('.pack'));
        if (packNames.length !== 1 || !packNames[0])
            return undefined;
        const name = packNames[0].slice(0, -'.pack'.length);
        if (!names.includes(`${name}.idx`))
            return undefined;
        if ((await promises_.stat(external_node_path_.join(packs, `${name}.pack`))).size > MAX_PREFETCH_BYTES)
            return undefined;
        const files = [];
        for (const suffix of ['.pack', '.idx', '.rev']) {
            if (names.includes(`${name}${suffix}`))
                files.push([suffix, await promises_.readFile(external_node_path_.join(packs, `${name}${suffix}`))]);
        }
        return { sha, tree, pack: { name, files }, cname: await readCname(scratch, ref) };
    }
    catch {
        return undefined;
    }
    finally {
        if (gitDir)
            await promises_.rm(gitDir, { recursive: true, force: true });
    }
}
/**
 * The domain the tip's CNAME names (`cnameDomain`), for the address the site is built for: the one blob fetched
 * (after the pack is read, so it stays out of it), only when the tree has the file. Empty when it has none, when it
 * cannot be read, or when it names no domain (the site is then built for its github.io address).
 */
async function readCname(scratch, ref) {
    try {
        const entry = await scratch.git.tryExec(['ls-tree', '-z', ref, '--', 'CNAME']);
        const [, type = '', id = ''] = /^\d+ (\w+) ([0-9a-f]{40,64})\t/.exec(entry.stdout) ?? [];
        if (entry.exitCode !== 0 || type !== 'blob')
            return '';
        return (0,git_target/* cnameDomain */.pO)(await scratch.readBlob(id));
    }
    catch {
        return '';
    }
}
/** The same string object for every file of a mode: 100,000 entries do not need 100,000 copies of "100644". */
function internMode(mode) {
    switch (mode) {
        case '100644':
            return '100644';
        case '100755':
            return '100755';
        case '120000':
            return '120000';
        case '160000':
            return '160000';
        default:
            return mode;
    }
}
/**
 * The config without what makes the repository a partial clone (`remote.origin.promisor`,
 * `remote.origin.partialclonefilter`, `extensions.partialclone`), as git itself writes those: one `key = value`
 * a line, under its section's header.
 */
function withoutPromisor(config) {
    let section = '';
    return config
        .split('\n')
        .filter((line) => {
        const header = /^\s*\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]/.exec(line);
        if (header) {
            section = `${(header[1] ?? '').toLowerCase()}${header[2] === undefined ? '' : `.${header[2]}`}`;
            return true;
        }
        const key = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*(=|$)/.exec(line)?.[1]?.toLowerCase();
        if (section === 'remote.origin')
            return key !== 'promisor' && key !== 'partialclonefilter';
        if (section === 'extensions')
            return key !== 'partialclone';
        return true;
    })
        .join('\n');
}
/**
 * The folders (or files) the keep rule's globs name before their first wildcard, from the branch root: listing
 * the tip there finds every file the rule can keep. Undefined when a glob starts with a wildcard (`**\/CNAME`), or
 * holds a `..` or braces anywhere (minimatch resolves `docs/../CNAME` and `docs/{..,x}/CNAME` to paths outside
 * `docs`): then the whole tip is listed.
 */
function keptFolders(keep) {
    if (keep === tree/* keepNothing */.L$)
        return [];
    const globs = keep.globs;
    if (!globs)
        return undefined;
    const folders = [];
    for (const glob of globs) {
        if (glob.includes('{') || glob.split('/').includes('..'))
            return undefined;
        const literal = [];
        for (const part of (0,objects_globs/* fromRoot */.tc)(glob).split('/')) {
            if (/[*?[\]{}()!+@\\]/.test(part) || part === '' || part === '.' || part === '..')
                break;
            literal.push(part);
        }
        if (literal.length === 0)
            return undefined;
        folders.push(literal.join('/'));
    }
    return folders;
}

;// CONCATENATED MODULE: ./src/target/check.ts
// The first contact with the server, before any build time is spent: the token or key, the target's name, the
// branch and its tip. A wrong one fails here in seconds, not after the build.











/** Connects to every destination (see connection.ts) and checks each in turn (see `checkTarget`), the first first. */
async function checkDestinations(destinations, credentials, settings, how) {
    (0,timings/* mark */.G)('checking');
    const options = { baseEnv: process.env, cwd: how.workDir, stallMs: settings.networkTimeoutMs, signal: how.signal };
    const connect = (destination) => ({
        destination,
        connection: connection/* Connection */.N.to(credentials, destination, options),
    });
    const [first, ...more] = destinations;
    return checkTargets([connect(first), ...more.map(connect)], settings, how);
}
/** Checks every target in turn (see `checkTarget`), the first first. */
async function checkTargets(targets, settings, how) {
    const [first, ...others] = targets;
    const checked = [
        { ...first, branchState: await checkTarget(first.connection, first.destination, settings, how) },
    ];
    for (const other of others) {
        checked.push({ ...other, branchState: await checkTarget(other.connection, other.destination, settings, how) });
    }
    return checked;
}
/**
 * Checks the branch name, then, when the deployer reads the target (`how.reads`), reads its branch and tip, and
 * whether the credentials may push, with them open. A deploy command of the user's own gets the branch as planned
 * and no tip.
 */
async function checkTarget(connection, destination, settings, how) {
    const { branch } = destination;
    const { preview } = settings;
    if (preview && !(0,inputs_preview/* mayWritePreview */.Jf)(preview)) {
        // A fork's pull request: the token of its run may only read, and pull_request_target's must not build its code.
        const why = preview.baseToken
            ? "its code is not built with the repository's token of a pull_request_target run: deploy its preview with " +
                'the `workflow_run` pair of the README ("Previews for forks\' pull requests")'
            : 'the token of such a run may only read';
        runner/* notice */.lm(`No preview for pull request #${preview.number}: it comes from a fork, and ${why}. Its preview is not ` +
            'deployed; the check of the build is up to the workflow.');
        return { branch, tip: '', skip: 'a pull request from a fork gets no preview (its token may only read)' };
    }
    // A name that breaks git's rules fails at once; git's own verdict on it comes while the target is read.
    if (branch)
        (0,git_remote/* refuseBadBranchName */.Xq)(branch, how.branchSource);
    const named = branch ? (0,git_remote/* checkBranchNameWithGit */.kt)(connection.local, branch, how.branchSource) : Promise.resolve();
    named.catch(() => undefined); // its failure is taken where it is awaited, below
    if (!how.reads) {
        await named;
        return { branch, tip: '' };
    }
    return connection.use(async (remote) => {
        // Our own push needs the tip's commit and trees: fetched in the same round trip's time as the check, when
        // the branch is known before it.
        const prefetch = (name) => how.prefetch ? prefetchTip(remote, connection.workDir, name) : Promise.resolve(undefined);
        const early = branch ? prefetch(branch) : undefined;
        // It never fails; whatever happens here, its git ends before the credentials close.
        try {
            // Git's verdict on the name comes first: a name it refuses is the cause of whatever failed with it.
            const where = { workDir: connection.workDir, signal: how.signal };
            const state = await probe(remote, destination, settings, where, early).finally(() => named);
            if (await isOwnTrigger(remote, connection, destination, settings, state, how.signal)) {
                return { ...state, skip: "this run was started by the deploy's own push" };
            }
            const prefetched = state.tip ? await (early ?? prefetch(state.branch)) : undefined;
            return prefetched?.sha === state.tip ? { ...state, prefetched } : state;
        }
        finally {
            await early;
        }
    });
}
/**
 * Reads the target's branch and tip (the default branch when none is named), and refuses the sources' branch. A
 * named branch's tip fetched meanwhile (`early`) is its tip: no `ls-remote` then, unless the fetch failed (no such
 * branch, or a failure that the ls-remote then explains) or a tag must be looked for.
 */
async function probe(remote, destination, settings, { workDir, signal }, early) {
    const { target, branch, source } = destination;
    return runner/* group */.Os('Checking the target', async () => {
        runner/* info */.pq(`Target: ${target.url} (from ${source})`);
        // Both at once: one round trip's time.
        const ask = () => (0,retry/* retryNetwork */.lG)(settings.attempts, 'reading the target', signal, () => remote.probe(branch || undefined, { tag: settings.tag }));
        const reading = early && branch && !settings.tag
            ? early.then((fetched) => (fetched ? { branch, tip: fetched.sha } : ask()))
            : ask();
        const writing = (0,retry/* retryNetwork */.lG)(settings.attempts, 'checking write access', signal, () => checkWrite(remote, workDir));
        const [read, write] = await Promise.allSettled([reading, writing]);
        // A failed read says more (a wrong name, a refused token) than a refused write: it is reported first.
        if (read.status === 'rejected')
            throw read.reason;
        if (write.status === 'rejected')
            throw write.reason;
        const state = read.value;
        if (state.tagExists)
            throw new Error((0,git_remote/* tagExistsMessage */.oW)(settings.tag, target.url));
        if (settings.tag !== '' && settings.tag.toLowerCase() === state.branch.toLowerCase()) {
            throw new Error(`Input "tag" makes the tag "${settings.tag}", the name of the target branch: a tag and a branch of one name ` +
                'are ambiguous to git, and a run that tag starts would be taken for one on the branch. Nothing was pushed. ' +
                'Give the tag a name of its own, for example `deploy-{run}`.');
        }
        const why = destination.branchRule ?? (branch ? '' : "the target's default branch");
        runner/* info */.pq(`Branch "${state.branch}"${why ? ` (${why})` : ''}: ` +
            (state.tip ? `tip ${state.tip.slice(0, 7)}` : 'does not exist yet; the deploy creates it'));
        for (const note of destination.notes ?? [])
            runner/* info */.pq(note);
        if (destination.warning)
            runner/* warning */.$e(destination.warning);
        if (destination.branchRule && !state.tip && state.defaultBranch && state.defaultBranch !== state.branch) {
            runner/* warning */.$e(`The deploy creates the branch "${state.branch}" on ${target.url}, whose default branch is ` +
                `"${state.defaultBranch}": ${destination.branchRule}, as hexo deploy would. If GitHub Pages serves ` +
                `"${state.defaultBranch}", set \`branch: ${state.defaultBranch}\` in _config.yml's deploy (or the "branch" input).`);
        }
        return state;
    });
}
/** Asks the server whether the credentials may push (see `Remote.checkWrite`), from an empty repository of ours. */
async function checkWrite(remote, workDir) {
    // Made at once (see bare.ts): its git starts without waiting for the event loop.
    const scratch = (0,external_node_fs_.mkdtempSync)(external_node_path_.join(workDir, 'write-check-'));
    try {
        (0,bare/* initBare */.d)(scratch);
        await remote.checkWrite(scratch);
    }
    finally {
        await promises_.rm(scratch, { recursive: true, force: true });
    }
}
/**
 * Publishing over the branch this run's sources came from would replace them. But a run on the target branch is
 * most often the one the deploy's own push started (a push with a personal access token starts workflows): the
 * run checked out the sources from another branch, and has nothing to do. That run ends green at once, saying how
 * to stop such runs; a workspace that really holds the target branch (its tip, an older commit of it, or a tree
 * published there) is refused.
 */
async function isOwnTrigger(remote, connection, destination, settings, branchState, signal) {
    const { target } = destination;
    if (!target.sameRepository || settings.targetDir || branchState.branch !== settings.source.refName)
        return false;
    if (settings.source.refType === 'tag') {
        // A tag of the branch's name: this run's sources cannot be told from the branch by name, and a run the
        // deploy's own push started must not be taken for one on other sources.
        throw new Error(`This run was started by the tag "${settings.source.refName}", which has the name of the target branch in the ` +
            'same repository: pages-push cannot tell its sources from the branch it would publish over, so nothing was ' +
            'pushed. Rename the tag (tags and branches of one name are ambiguous to git), or set "branch" to another branch.');
    }
    const head = await connection.local.tryExec(['-C', settings.workspace, 'rev-parse', 'HEAD^{commit}', 'HEAD^{tree}']);
    const [workspaceHead = '', workspaceTree = ''] = head.exitCode === 0 ? head.stdout.trim().split('\n') : [];
    let held = workspaceHead && workspaceHead === branchState.tip ? ', and the workspace holds its tip' : '';
    if (settings.source.eventName === 'push' && workspaceHead !== '' && !held) {
        const workspace = { commit: workspaceHead, tree: workspaceTree };
        const limits = { attempts: settings.attempts, signal };
        held = await heldByBranch(remote, connection.workDir, branchState, workspace, limits);
        if (!held) {
            runner/* notice */.lm(`Nothing to deploy: this run was started by a push to "${branchState.branch}", the branch this step publishes to ` +
                `(the deploy's own push, most likely), and the workspace holds other sources (${workspaceHead.slice(0, 7)}). ` +
                "To stop these extra runs, start the workflow only for the sources' branch: " +
                '`on: push: branches: [<your sources branch>]`.');
            return true;
        }
    }
    throw new Error(`The target branch "${branchState.branch}" is the branch this workflow runs on, in the same repository${held}` +
        ': publishing there would replace your sources with the built site. Set "branch" (for example gh-pages), or ' +
        'set "target-dir" to publish into a folder of that branch. If your sources are on another branch, check them ' +
        'out from there (`actions/checkout` with `ref:`).');
}
/**
 * Whether the workspace's commit is in the target branch's history, or has the tree of one of its commits: then
 * the workspace holds that branch (an older commit of it), not other sources. Says how, for the refusal; empty
 * when it does not. Reads the branch's commits only (no trees, no files), in a scratch repository.
 */
async function heldByBranch(remote, workDir, branchState, head, { attempts, signal }) {
    if (!branchState.tip)
        return '';
    const scratch = await promises_.mkdtemp(external_node_path_.join(workDir, 'own-trigger-'));
    try {
        (0,bare/* initBare */.d)(scratch);
        await (0,bare/* addOrigin */.M)(scratch, remote.target.url);
        const history = remote.from(scratch);
        const ref = 'refs/pages-push/target';
        await (0,retry/* retryNetwork */.lG)(attempts, 'reading the target branch', signal, () => history.fetchHistory(branchState.branch, ref, { depth: 'all', filter: 'tree:0' }));
        const log = await history.git.exec(['log', '--format=%H %T', ref]);
        for (const line of log.stdout.split('\n')) {
            const [commit = '', tree = ''] = line.split(' ');
            if (commit === head.commit)
                return `, and the workspace holds an older commit of it (${commit.slice(0, 7)})`;
            if (tree === head.tree)
                return `, and the workspace holds a tree published there (by ${commit.slice(0, 7)})`;
        }
        return '';
    }
    finally {
        await promises_.rm(scratch, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./src/git/isolation.ts
var isolation = __webpack_require__(49780);
// EXTERNAL MODULE: ./src/publish-folder/checks/site-reader.ts + 2 modules
var site_reader = __webpack_require__(6903);
;// CONCATENATED MODULE: ./src/deploy/run-command.ts
// What the two deployers whose command pushes share (the user's own deploy command, hexo deploy): the leak check
// before the command, its run with the credentials open, and the outcome it leaves to report.







/** The deploy step of a deployer whose command pushes (see `deployCommandStep`), in the deploy's context. */
function commandStepOf(connection, command, context, options) {
    return deployCommandStep(connection, command, {
        cwd: context.siteRoot,
        settings: context.settings,
        leaks: context.leaks,
        problems: context.problems,
        served: connection.target,
        signal: context.signal,
        ...options,
    });
}
/** A deploy command's own push makes no tag: said before its target is checked. */
function warnNoTag(settings, command) {
    if (settings.tag) {
        runner/* warning */.$e(`"tag" is made by pages-push's own push only: "${command}" pushes instead, so no tag is made.`);
    }
}
/**
 * The deploy step to run once the site is built: the one read of the publish folder checks it as our own push
 * checks what it publishes (names, links, special files, secrets, empty pages, the link check; see
 * publish-folder/checks/site-reader.ts), and `on-site-problems` decides, before the command has a credential;
 * then the command runs with the credentials open and the deploy identity. Its `run` returns how long the command ran.
 */
function deployCommandStep(connection, command, options) {
    const run = async (publishDir) => {
        await checkPublished(publishDir, options);
        return connection.use(async (remote, gitEnv) => {
            await options.prepare?.(remote);
            const env = { ...gitEnv, ...(0,isolation/* identityEnvironment */.S4)(options.identity) };
            return runSteps('Deploying', [shellStep(command)], 'deploy', {
                cwd: options.cwd,
                env,
                secrets: options.leaks.secrets,
                signal: options.signal,
            });
        });
    };
    return { command, run };
}
/**
 * Reads the folders the deploy command will publish (the publish folder's, and hexo deploy's `extend_dirs`) once,
 * with every check of the site; with no publish folder (a command that builds the site itself), the build's own
 * problems are settled alone.
 */
async function checkPublished(publishDir, options) {
    if (!(await (0,shared_files/* exists */.t2)(publishDir))) {
        options.problems.settle();
        return;
    }
    const { leaks, problems, signal } = options;
    // Every file, whatever "exclude" (our push's alone) or a deployer's ignore_hidden leaves out: the command may
    // publish it. Files over GitHub's 100 MiB are the command's to refuse (it may deploy elsewhere).
    const settings = { ...options.settings, exclude: [] };
    const extraFolders = options.layout?.extraFolders?.map(({ dir, under }) => ({ dir, under }));
    const read = (0,site_reader/* siteReader */.ZG)(settings, { publishDir, cname: settings.cname, leaks, problems, signal, keepLarge: true });
    await read({ ...(extraFolders ? { extraFolders } : {}) }, { target: options.served, tip: Promise.resolve(site_reader/* NOTHING_KEPT */.Ff) });
}
/**
 * What a deploy command did, to report: its first target and branch, the page address (the `cname` input's
 * domain, else `published`, the domain of the CNAME file the command published), and what it made, when known.
 */
function commandOutcome(command, checked, input) {
    const [{ destination, branchState }] = checked.targets;
    return {
        kind: 'command',
        command,
        repository: destination.target.url,
        branch: branchState.branch,
        pageUrl: (0,git_target/* pageUrl */.fi)(destination.target, input.cname || input.published),
        timings: input.timings,
        made: input.made,
    };
}

;// CONCATENATED MODULE: ./src/deploy/command.ts
// The deployer of a deploy command of the user's own: its target is not read first, only its credentials given;
// the command runs once the site is built, while the config holds the token, and pushes where it likes.




class CommandDeployer {
    planned;
    command;
    constructor(planned, command) {
        this.planned = planned;
        this.command = command;
    }
    /** The site stage runs after the target check, as a rule (see deployer.ts). */
    buildsFirst() {
        return false;
    }
    /** The branch name only: the command pushes where it likes, with the credentials for the planned target. */
    async check(context, _prepared, started) {
        warnNoTag(context.settings, this.command);
        const how = {
            branchSource: this.planned.branchSource,
            reads: false,
            prefetch: false,
            workDir: context.tempDir,
            signal: context.signal,
        };
        const checking = checkDestinations(this.planned.destinations, context.credentials, context.settings, how);
        started?.();
        // The link check's scanner, a chunk of dist/, is loaded now: before the site's commands, which could rewrite it.
        const [targets] = await Promise.all([checking, (0,site_reader/* loadPageScanner */.Co)()]);
        return (0,deployer/* checkedDeploy */.R2)(targets, 'deploy-command');
    }
    /** The command, by the workflow's identity. */
    whileTokenInConfig(checked, context) {
        const identity = { name: context.settings.userName, email: context.settings.userEmail };
        return commandStepOf(checked.targets[0].connection, this.command, context, { identity });
    }
    /**
     * Only that the command succeeded; the page address takes the `cname` input's domain, else the one of the
     * publish folder's CNAME file (what such a command publishes, as a rule).
     */
    publish(checked, built, context) {
        const { cname } = context.settings;
        const outcome = commandOutcome(this.command, checked, { cname, published: built.cname, timings: (0,deployer/* timingsOf */.Ld)(built) });
        return Promise.resolve(outcome);
    }
}

;// CONCATENATED MODULE: ./src/shared/hexo-deploy-targets.ts
// What hexo-deployer-git's deploy config is made of (a target, a deployer's options) and its rule for the branch of
// a target that names none: shared by the config's reader (generators/hexo-config.ts), the destinations (git/destination.ts) and
// the deployers (deploy/), so that none of those folders imports another for it.
/** What a deployer with no options does: hidden files left out, our message and identity. */
const DEFAULT_DEPLOYER_OPTIONS = {
    message: '',
    name: '',
    email: '',
    ignoreHidden: true,
    ignorePattern: '',
    extendDirs: [],
};
/**
 * The branch hexo-deployer-git pushes to when the config names none, and why: on github.com, `master` for a
 * `<owner>.github.io` repository and `gh-pages` otherwise; `coding-pages` on coding.net; `master` elsewhere, also
 * when the URL does not end in `.git` (the deployer's pattern then does not match).
 */
function hexoDefaultBranch(url) {
    return hexoBranchRule(url).branch;
}
function hexoBranchRule(url) {
    const match = /^(?:(?:git|https?|git\+https|git\+ssh):\/\/)?(?:[^@]+@)?([^/]+?)[/:](.+?)\.git$/.exec(url.trim());
    const rule = "hexo-deployer-git's rule for a target without a branch";
    if (!match)
        return { branch: 'master', why: `${rule}: master for an address not ending in .git` };
    const [, host, repoPath = ''] = match;
    if (host === 'github.com') {
        return /\.github\.(io|com)$/.test(repoPath)
            ? { branch: 'master', why: `${rule}: master for a <owner>.github.io repository on github.com` }
            : { branch: 'gh-pages', why: `${rule}: gh-pages for a repository on github.com` };
    }
    if (host === 'coding.net')
        return { branch: 'coding-pages', why: `${rule}: coding-pages on coding.net` };
    return { branch: 'master', why: `${rule}: master on a host other than github.com` };
}

// EXTERNAL MODULE: ./src/git/refname.ts
var refname = __webpack_require__(61202);
// EXTERNAL MODULE: ./src/git/same-server.ts
var same_server = __webpack_require__(97006);
;// CONCATENATED MODULE: ./src/git/destination.ts
// Where to push, decided once from the inputs and the site config: every target with its branch, its source for the
// log, and, for a target of the site config, its own token and deployer options (hexo-deployer-git's rules).




/**
 * Every target of the deploy: the one the inputs or the current repository name, or each git target of the site
 * config, in its order (see `chooseDestination`).
 */
function chooseDestinations(input) {
    if (input.repository || input.deployTargets.length <= 1)
        return [chooseDestination(input)];
    return input.deployTargets.map((deployTarget, index) => configDestination(input, deployTarget, index));
}
/**
 * The `repository` input wins, with the `branch` input; else the site config's first git deploy target with its
 * branch; else the current repository. The branch input always wins. A target of the site config without a branch
 * gets the one hexo-deployer-git would push to (`hexoBranchRule`), also when the `repository` input names that
 * target, which then keeps the deployer's options and its own token. Any other `<owner>.github.io` target follows
 * the remote's default branch, and the rest get `gh-pages`. With a deploy key, a target on this GitHub host is
 * pushed over SSH (`git@host:owner/name.git`); without one, the site config's SSH address on it over HTTPS.
 */
function chooseDestination(input) {
    const [first] = input.deployTargets;
    if (!input.repository && first)
        return configDestination(input, first, 0);
    if (input.repository) {
        // The user named this target in the workflow: the token may go there.
        const target = { ...(0,git_target/* parseTarget */.hu)(input.repository, input.serverUrl, input.currentRepository), trusted: true };
        const index = input.deployTargets.findIndex((candidate) => sameRepository(candidate, target, input));
        const others = input.deployTargets.filter((_, at) => at !== index).map((other) => withoutUserInfo(other.url));
        const notes = others.length > 0
            ? [
                `The "repository" input wins over _config.yml's deploy: hexo deploy would also push to ` +
                    `${others.join(', ')}, which this deploy leaves as it is.`,
            ]
            : [];
        const named = input.deployTargets[index];
        if (named) {
            // The config's own target, named again in the workflow: its branch, options and token stay as hexo uses them.
            const destination = configDestination(input, named, index, target);
            const source = `the "repository" input, which is also a git target in ${named.configFile ?? '_config.yml'} ` +
                '(its options are kept)';
            return { ...destination, source, notes: [...notes, ...(destination.notes ?? [])] };
        }
        const destination = finishDestination(input, target, '', 'the "repository" input');
        return notes.length > 0 ? { ...destination, notes } : destination;
    }
    if (!input.currentRepository) {
        throw new Error('No target: set "repository" (owner/name or a git URL), or add a git deploy target to _config.yml.');
    }
    const target = (0,git_target/* parseTarget */.hu)(input.currentRepository, input.serverUrl, input.currentRepository);
    return finishDestination(input, target, '', 'the current repository');
}
/**
 * An SSH address of the site config on GitHub (the workflow's server, or github.com) with a user other than git:
 * GitHub takes SSH only as git, so hexo deploy fails on it; without a deploy key pages-push would push over HTTPS.
 */
function refuseSshUser(url, target, serverUrl, source) {
    if (target.protocol !== 'ssh')
        return;
    const user = /^(?:ssh:\/\/)?([^@/:]+)@/.exec(url.trim())?.[1];
    const host = target.host.replace(/:\d+$/, '').toLowerCase();
    // GitHub's SSH listens on the standard port: an address with another port is another SSH server on that host.
    const port = /:(\d+)$/.exec(target.host)?.[1] ?? '22';
    const onGitHub = host === new URL(serverUrl).hostname.toLowerCase() || host === 'github.com';
    if (!user || user === 'git' || !onGitHub || port !== '22')
        return;
    throw new Error(`The target ${url.trim()} (from ${source}) is an SSH address as the user "${user}": GitHub takes SSH only as ` +
        `the user git, so hexo deploy fails on it. Write git@${host}:${target.owner}/${target.name}.git instead.`);
}
/** A config target's URL for the log: without the user info of an https:// or ssh:// address (a token, or its placeholder). */
function withoutUserInfo(url) {
    return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
}
/**
 * Whether a config target is the repository `target` names, however each is spelled (https or SSH, `.git` or
 * not, any case): the same server and the same `owner/name` path.
 */
function sameRepository(candidate, target, input) {
    let parsed;
    try {
        parsed = (0,git_target/* parseTarget */.hu)(candidate.url, input.serverUrl, input.currentRepository, git_target/* DEPLOY_REPO */.n2);
    }
    catch {
        return false;
    }
    if ((0,same_server/* serverName */.L5)(parsed.host) !== (0,same_server/* serverName */.L5)(target.host))
        return false;
    if (parsed.owner && target.owner) {
        return (0,same_server/* repositoryKey */.Kq)(`${parsed.owner}/${parsed.name}`) === (0,same_server/* repositoryKey */.Kq)(`${target.owner}/${target.name}`);
    }
    return parsed.url === target.url;
}
/**
 * The site config's `index`-th git target, with its branch (or hexo-deployer-git's for it), its own token and its
 * deployer's options; reached at `named` when the `repository` input names it.
 */
function configDestination(input, deployTarget, index, named) {
    let target = named ?? (0,git_target/* parseTarget */.hu)(deployTarget.url, input.serverUrl, input.currentRepository, git_target/* DEPLOY_REPO */.n2);
    refuseSshUser(deployTarget.url, target, input.serverUrl, `the deploy config in ${deployTarget.configFile ?? '_config.yml'}`);
    const server = new URL(input.serverUrl);
    const targetHost = target.host.replace(/:\d+$/, '').toLowerCase();
    if (target.protocol === 'ssh' &&
        !input.hasDeployKey &&
        targetHost === server.hostname.toLowerCase() &&
        target.owner) {
        // hexo's SSH form (git@github.com:owner/name.git) on this GitHub host: push over HTTPS with the token. The
        // address built is on the workflow's server, so the token may go there (trusted as parseTarget finds it).
        target = (0,git_target/* parseTarget */.hu)(`${target.owner}/${target.name}`, input.serverUrl, input.currentRepository);
    }
    const count = input.deployTargets.length;
    const which = count > 1
        ? index === 0
            ? ` (the first of its ${count} git targets)`
            : ` (git target ${index + 1} of ${count})`
        : '';
    const file = deployTarget.configFile ?? '_config.yml';
    const source = deployTarget.via === 'HEXO_DEPLOYER_REPO'
        ? `the HEXO_DEPLOYER_REPO variable, as the git deployer in ${file} names no repo${which}`
        : `the deploy config in ${file}${which}`;
    // As hexo deploy pushes it: the branch written, else the deployer's rule for the address as written.
    const rule = deployTarget.branch ? undefined : hexoBranchRule(deployTarget.url);
    const hexoBranch = deployTarget.branch || (rule?.branch ?? '');
    const destination = finishDestination(input, target, hexoBranch, source);
    const notes = input.branch && input.branch !== hexoBranch
        ? [
            `hexo deploy would push ${destination.target.url} to ${hexoBranch} ` +
                `(${rule ? rule.why : 'the branch in _config.yml'}); the "branch" input sends this deploy to ` +
                `${input.branch}.`,
        ]
        : [];
    // The README's one-repository layout (`branch: gh-pages` alone) on a blog whose config names another repository.
    const elsewhere = input.branch && !named && input.currentRepository && !destination.target.sameRepository
        ? `The "branch" input names ${input.branch}, and the deploy goes to ${destination.target.url} (from ` +
            `${source}), not to this repository (${input.currentRepository}). To publish to this repository's ` +
            `${input.branch}, set "repository: \${{ github.repository }}" on the step.`
        : '';
    const { options, token = '', configFile } = deployTarget;
    return {
        ...destination,
        ...(options ? { deploy: { token, options, ...(configFile ? { configFile } : {}) } } : {}),
        ...(rule && !input.branch ? { branchRule: rule.why } : {}),
        ...(notes.length > 0 ? { notes } : {}),
        ...(elsewhere ? { warning: elsewhere } : {}),
    };
}
function finishDestination(input, given, configuredBranch, source) {
    let target = given;
    const serverHost = new URL(input.serverUrl).hostname.toLowerCase();
    // The host without its port: a GitHub Enterprise server at https://ghe.example.com:8443 serves SSH on port 22.
    const targetHost = target.host.replace(/:\d+$/, '').toLowerCase();
    if (input.hasDeployKey && target.protocol !== 'ssh' && target.owner && targetHost === serverHost) {
        // With a deploy key the push goes over SSH: GitHub's address for the same repository.
        target = (0,git_target/* parseTarget */.hu)(`git@${serverHost}:${target.owner}/${target.name}.git`, input.serverUrl, input.currentRepository);
    }
    if (target.protocol === 'ssh' && !input.hasDeployKey) {
        throw new Error(`The target ${target.url} (from ${source}) is an SSH address, which needs "deploy-key". To push with the ` +
            'token instead, set "repository" to owner/name or an https:// URL.');
    }
    // The branch input was checked with the inputs; one from the site config is checked here, where its source is known.
    const refGiven = input.branch ? '' : (0,refname/* refInsteadOfBranch */.V6)(configuredBranch, `The branch in ${source}`);
    if (refGiven)
        throw new Error(refGiven);
    const branch = input.branch || configuredBranch || ((0,git_target/* isUserSite */.jN)(target) ? '' : 'gh-pages');
    return { target, branch, source };
}

;// CONCATENATED MODULE: ./src/deploy/hexo.ts
// The deployer of `hexo deploy`, which keeps history: hexo-deployer-git force-pushes its .deploy_git repository, so
// that repository is seeded with the target branch's tip before it runs, and its new commit lands on top of the
// published one; with what the plan and our push take from hexo deploy's ways (its command, target and identity).











/**
 * The deployer of hexo deploy: its first target is checked (no tip fetched: the deployer clones it), `.deploy_git`
 * is seeded with that branch once the site is built, and the command's commit lands on top of the published one.
 */
class HexoDeployer {
    planned;
    command;
    constructor(
    /** `targets`: how many git targets the config names; `layouts`: what each one's options make of the site. */
    planned, command) {
        this.planned = planned;
        this.command = command;
    }
    /** The site stage runs after the target check, as a rule (see deployer.ts). */
    buildsFirst() {
        return false;
    }
    async check(context, _prepared, started) {
        warnNoTag(context.settings, this.command);
        // No tag is made, so none is looked for on the target.
        const settings = { ...context.settings, tag: '' };
        const how = {
            branchSource: this.planned.branchSource,
            reads: true,
            prefetch: false,
            workDir: context.tempDir,
            signal: context.signal,
        };
        const checking = checkDestinations(this.planned.destinations, context.credentials, settings, how);
        started?.();
        // The link check's scanner, a chunk of dist/, is loaded now: before the site's commands, which could rewrite it.
        const [targets] = await Promise.all([checking, (0,site_reader/* loadPageScanner */.Co)()]);
        return (0,deployer/* checkedDeploy */.R2)(targets, 'hexo deploy');
    }
    /** `.deploy_git` seeded with the branch's tip, then the command, by the deployer's identity. */
    whileTokenInConfig(checked, context) {
        const [{ connection, destination, branchState }] = checked.targets;
        // hexo-deployer-git sets the first git deployer's name and email in .deploy_git's config, for every target.
        const identity = deployIdentity(context.settings, destination.deploy?.options);
        const { branch, tip } = branchState;
        const seed = { siteRoot: context.siteRoot, branch, tip, identity, fullHistory: this.planned.targets > 1 };
        // Every git target's extend_dirs: the deployer copies each one's, and each is checked before the command runs.
        const folders = this.planned.layouts.flatMap((layout) => layout.extraFolders ?? []);
        const extraFolders = folders.filter((folder, index) => folders.findIndex((other) => other.dir === folder.dir && other.under === folder.under) === index);
        // Every file of the publish folder is read, whatever a target's ignore_hidden leaves out: another may publish it.
        const layout = { extraFolders };
        const prepare = (remote) => seedDeployGit({ remote, ...seed });
        return commandStepOf(connection, this.command, context, { identity, layout, prepare });
    }
    /** The commit `.deploy_git` ended on, what it changed from the checked tip, and the CNAME it published. */
    async publish(checked, built, context) {
        const [{ connection, branchState }] = checked.targets;
        const { tip } = branchState;
        const { cname, ...deployed } = await deployedCommit(connection.local, context.siteRoot, tip, context.tempDir);
        const made = { ...deployed, pushed: deployed.commit !== '' && deployed.commit !== tip };
        const timings = (0,deployer/* timingsOf */.Ld)(built);
        return commandOutcome(this.command, checked, { cname: context.settings.cname, published: cname, timings, made });
    }
}
/** `hexo deploy`, `hexo d`, `hexo generate --deploy`, `hexo g -d`, with or without npx. */
const HEXO_DEPLOY = /\bhexo(?:\.cmd)?\s+(?:(?:deploy|d)\b|(?:generate|g)\b[^;&|\n]*\s(?:-d|--deploy)\b)/;
/** A package.json script run by name: `npm run deploy`, `yarn deploy`, `pnpm run deploy`, `bun run deploy`. */
const SCRIPT_RUN = /\b(?:npm|pnpm|bun)\s+(?:run(?:-script)?\s+)([\w:.-]+)|\byarn\s+(?:run\s+)?([\w:.-]+)/g;
/** Whether the deploy command runs hexo-deployer-git, itself or through a package.json script. */
function runsHexoDeploy(command, scripts) {
    if (HEXO_DEPLOY.test(command))
        return true;
    for (const match of command.matchAll(SCRIPT_RUN)) {
        const script = scripts[match[1] ?? match[2] ?? ''];
        if (script !== undefined && HEXO_DEPLOY.test(script))
            return true;
    }
    return false;
}
/**
 * Where `hexo deploy` will push: hexo-deployer-git reads its targets from _config.yml, so the inputs cannot move
 * it. The first git target is the one whose history .deploy_git is seeded with; the deployer force-pushes the same
 * commit to any others. Undefined when the config names no git target: the command then runs as it is.
 */
function hexoDestination(input) {
    const [first] = input.deployTargets;
    if (!first) {
        runner/* info */.pq('The deploy command runs hexo deploy, but _config.yml names no git target: it runs as it is.');
        return undefined;
    }
    // The file of a --config list the deploy section came from (see generators/hexo-config.ts).
    const file = first.configFile ?? '_config.yml';
    if (input.repository || input.branch) {
        runner/* warning */.$e(`The deploy command runs hexo deploy, which pushes where ${file} says: the "repository" and "branch" ` +
            `inputs are not used. Change deploy.repo and deploy.branch in ${file} instead.`);
    }
    if (input.deployTargets.length > 1) {
        runner/* info */.pq(`${file} names ${input.deployTargets.length} git targets: hexo deploy pushes the same commit to each, ` +
            "on top of the first one's history.");
    }
    const destination = chooseDestination({ ...input, repository: '', branch: '' });
    return destination;
}
/**
 * The deployers of the config's list that are not git ones (rsync, heroku…), named in the log with what to do:
 * hexo deploy runs them with the git ones; our own push does not, which is a warning.
 */
function noteOtherDeployers(deployers, runByHexoDeploy) {
    for (const { type, where } of deployers) {
        if (runByHexoDeploy) {
            runner/* info */.pq(`The ${type} deployer (${where}) is run by hexo deploy in the deploy command, with the git ones.`);
            continue;
        }
        runner/* warning */.$e(`The ${type} deployer (${where}) is not run: pages-push pushes the git deployers of the list only. To run ` +
            `every deployer of the list, set "deploy-command: npx hexo deploy" (with hexo-deployer-${type} installed), ` +
            'or run it in a step of its own.');
    }
}
/**
 * Who the deploy commit is by: each of the `user-name` and `user-email` inputs when the workflow set it, else the
 * git deployer's `name` and `email` in _config.yml (as hexo-deployer-git sets them in `.deploy_git`'s config), else
 * the inputs' defaults.
 */
function deployIdentity(settings, deployer) {
    return {
        name: !settings.given.userName && deployer?.name ? deployer.name : settings.userName,
        email: !settings.given.userEmail && deployer?.email ? deployer.email : settings.userEmail,
    };
}
/**
 * Makes `.deploy_git` a depth-1 clone of the target branch (a full one with several targets; or, for a new
 * branch, an empty repository, so the first deploy is one root commit instead of the deployer's placeholder
 * "First commit"), with the deploy identity in its config. The clone's remote URL carries no credential. A
 * `.deploy_git` that exists already (from a cache) is left as it is. Returns whether it seeded.
 */
async function seedDeployGit(options) {
    const { remote, branch, tip } = options;
    const { git } = remote;
    const deployDir = external_node_path_.join(options.siteRoot, '.deploy_git');
    if (await (0,shared_files/* exists */.t2)(deployDir)) {
        runner/* info */.pq('.deploy_git exists already (restored from a cache?): hexo-deployer-git uses it as it is.');
        return false;
    }
    if (tip) {
        try {
            await remote.clone(branch, deployDir, { fullHistory: options.fullHistory });
        }
        catch (error) {
            await promises_.rm(deployDir, { recursive: true, force: true });
            throw error;
        }
        runner/* info */.pq(`Seeded .deploy_git with ${branch} at ${tip.slice(0, 7)}: the deploy commit goes on top of it.`);
    }
    else {
        await git.exec(['init', '--quiet', deployDir]);
        runner/* info */.pq(`Branch ${branch} does not exist yet: .deploy_git starts empty, and the deploy makes its first commit.`);
    }
    await git.exec(['-C', deployDir, 'config', 'user.name', options.identity.name]);
    await git.exec(['-C', deployDir, 'config', 'user.email', options.identity.email]);
    return true;
}
/**
 * The commit `.deploy_git` ended on (empty when there is none), what it changed from `tip`, and the domain of its
 * CNAME file (the site's `source/CNAME`, which Hexo copies to the public folder; empty without one). The deploy
 * command wrote that repository, so git never runs in it (its config could make git run a command,
 * `core.fsmonitor` say): its HEAD is read from the files, and its objects through a repository of ours that
 * borrows them.
 */
async function deployedCommit(git, siteRoot, tip, workDir) {
    const dotGit = external_node_path_.join(siteRoot, '.deploy_git', '.git');
    const changes = { added: 0, modified: 0, deleted: 0 };
    const commit = await readHead(dotGit);
    if (!commit)
        return { commit, changes, cname: '' };
    const scratch = await promises_.mkdtemp(external_node_path_.join(workDir, 'deployed-'));
    try {
        (0,bare/* initBare */.d)(scratch);
        const borrowing = git.with({ GIT_DIR: scratch, GIT_ALTERNATE_OBJECT_DIRECTORIES: external_node_path_.join(dotGit, 'objects') });
        if (commit !== tip) {
            const args = tip
                ? ['diff-tree', '-r', '--no-renames', '--name-status', tip, commit]
                : ['ls-tree', '-r', '--name-only', commit];
            const listed = await borrowing.tryExec(args);
            for (const line of listed.stdout.split('\n')) {
                if (line === '')
                    continue;
                if (!tip || line.startsWith('A'))
                    changes.added += 1;
                else if (line.startsWith('D'))
                    changes.deleted += 1;
                else
                    changes.modified += 1;
            }
        }
        const cname = await borrowing.tryExec(['cat-file', 'blob', `${commit}:CNAME`]);
        return { commit, changes, cname: cname.exitCode === 0 ? (0,git_target/* cnameDomain */.pO)(cname.stdout) : '' };
    }
    finally {
        await promises_.rm(scratch, { recursive: true, force: true });
    }
}
/** The commit a repository's HEAD names, read from its files (HEAD, the loose ref, packed-refs); empty if none. */
async function readHead(dotGit) {
    const read = (file) => promises_.readFile(external_node_path_.join(dotGit, file), 'utf8').catch(() => '');
    const head = (await read('HEAD')).trim();
    const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
    if (!ref)
        return /^[0-9a-f]{40,64}$/.test(head) ? head : '';
    if (ref.split('/').includes('..'))
        return '';
    const loose = (await read(ref)).trim();
    if (/^[0-9a-f]{40,64}$/.test(loose))
        return loose;
    for (const line of (await read('packed-refs')).split('\n')) {
        const [sha = '', name] = line.trim().split(' ');
        if (name === ref && /^[0-9a-f]{40,64}$/.test(sha))
            return sha;
    }
    return '';
}

;// CONCATENATED MODULE: ./src/deploy/ignore-pattern.ts
// Compiles hexo-deployer-git's `ignore_pattern` from _config.yml, which is untrusted: with V8's linear-time engine,
// so that no pattern can hold the deploy (and the signals that would cancel it) in catastrophic backtracking.
/** Whether V8 recognises the `l` (linear-time) flag in this process yet. */
let linearEngine = false;
/**
 * `source` as a regular expression matched in time linear in the name (V8's `l` flag), or a refusal naming it.
 *
 * The flag is recognised once `--enable-experimental-regexp-engine` is set, which is done here the first time, with
 * `v8.setFlagsFromString`: the flag is read when a RegExp is made, so it takes effect for every one made afterwards,
 * and it changes no other RegExp (only those given `l`). It is set once the code is loaded, as index.ts sets its
 * own flags, never at the start, where a flag would make the runtime refuse the cached code of its own modules.
 *
 * What the linear engine cannot run (a backreference, a lookahead, on Node 20 a lookbehind, a count from
 * about 16, such as `a{20}`) is refused, not matched with the backtracking engine under a deadline. A deadline needs the
 * match in another thread: the listing tests every name of tens of thousands, synchronously, and a round trip
 * per name (or per folder) to a worker would slow every deploy that sets a pattern, while what is published would
 * depend on how fast the machine is when the deadline falls. File-name patterns rarely need those features, and
 * the `exclude` input (globs) leaves out what such a pattern would.
 */
function ignorePattern(source) {
    try {
        new RegExp(source);
    }
    catch {
        throw new Error(`ignore_pattern "${source}" in _config.yml is not a valid regular expression (hexo deploy would fail on it too).`);
    }
    if (!linearEngine) {
        process.getBuiltinModule('node:v8').setFlagsFromString('--enable-experimental-regexp-engine');
        linearEngine = true;
    }
    try {
        // eslint-disable-next-line no-invalid-regexp -- V8's linear-time engine, enabled at run time
        return new RegExp(source, 'l');
    }
    catch {
        throw new Error(`ignore_pattern "${source}" in _config.yml cannot be matched in linear time: it uses a backreference, a ` +
            'lookahead or lookbehind, or a large repetition count, with which a crafted file name could hold the deploy ' +
            'for hours. Patterns from the site config are matched in linear time only: rewrite it without those ' +
            '(a{20} as a{10}a{10}), or leave the files out with the "exclude" input instead.');
    }
}

;// CONCATENATED MODULE: ./src/deploy/layout.ts
// What hexo-deployer-git's options make of the site's folders (the public folder, extend_dirs, what is left out),
// worked out for every target of the plan before anything runs: a refused option stops the deploy before the build.


/** The config file Hexo reads when no `--config` names others. */
const CONFIG_FILE = '_config.yml';
/** How a message names the deploy config of `configFile` when it does not say which target: the config as a whole. */
const deployConfig = (configFile) => `the deploy config in ${configFile}`;
/**
 * The layout of every git target of the config, for hexo deploy (the deployer copies each one's extend_dirs), the
 * first first; each refused option names its target, and the config file that gave it (of a `--config` list).
 */
function hexoLayouts(deployers, siteRoot) {
    const count = deployers.length;
    return deployers.map(({ options, configFile = CONFIG_FILE }, index) => deployerLayout(options, siteRoot, count > 1 ? `${deployConfig(configFile)} (git target ${index + 1} of ${count})` : '', configFile));
}
/** The layout a destination's deployer options give the site, read from `siteRoot`. */
function layoutOf(destination, siteRoot) {
    const deploy = destination.deploy;
    return deploy ? deployerLayout(deploy.options, siteRoot, destination.source, deploy.configFile) : {};
}
/**
 * What hexo-deployer-git copies: the public folder and each of `extend_dirs` (under its own name), leaving out
 * hidden names (`ignore_hidden`, true unless told) and names `ignore_pattern` matches, per folder when given as a
 * map (`public` for the public folder). `source` names the target in a refusal (its place in the config), and
 * `configFile` the file that gave it.
 */
function deployerLayout(options, siteRoot, source = '', configFile = CONFIG_FILE) {
    const leaveFor = (key) => {
        const hidden = typeof options.ignoreHidden === 'boolean' ? options.ignoreHidden : (options.ignoreHidden[key] ?? true);
        const pattern = typeof options.ignorePattern === 'string' ? options.ignorePattern : options.ignorePattern[key];
        return pattern ? { hidden, pattern: ignorePattern(pattern) } : { hidden };
    };
    const extraFolders = options.extendDirs.map((dir) => {
        const refused = extendDirRefusal(dir, configFile);
        if (refused)
            throw new Error(`extend_dirs "${dir}" in ${source || deployConfig(configFile)} ${refused}`);
        const under = external_node_path_.posix.normalize(dir.replace(/\\/g, '/')).replace(/^\.\/+|\/+$/g, '');
        return { dir: external_node_path_.resolve(siteRoot, under), under, leave: leaveFor(dir) };
    });
    return { leave: leaveFor('public'), extraFolders };
}
/** What hexo-deployer-git would publish for a folder pages-push does not take: the sources of the site. */
const sources = (configFile) => `hexo-deployer-git would publish it whole, the site's sources and ${configFile} with it, not the generated site. ` +
    `pages-push publishes generated sites, not sources: remove that deployer (or its extend_dirs) from ${configFile}, ` +
    'or push the sources another way (a git push of the source branch, in a step of its own). Nothing was pushed.';
/**
 * Why an extend_dirs value, as written, is not a folder inside the site; empty when it is one. hexo-deployer-git
 * joins the value to the site folder (`/` is the site folder itself, as are `.` and `./`), so a value that names
 * the site folder or a folder above it would publish the sources; an absolute path or one leading out is refused.
 * `configFile`: the config file that names it, for the fix.
 */
function extendDirRefusal(dir, configFile = CONFIG_FILE) {
    const written = dir.replace(/\\/g, '/');
    const normalized = external_node_path_.posix.normalize(written.replace(/^\/+/, '')).replace(/\/+$/, '');
    if (normalized === '.' || normalized === '')
        return `names the site folder itself: ${sources(configFile)}`;
    if (/^(?:\.\.\/)*\.\.$/.test(normalized))
        return `names a folder above the site folder: ${sources(configFile)}`;
    if (normalized.startsWith('../')) {
        return 'leads out of the site folder: pages-push publishes only folders inside the site. Name one relative to it.';
    }
    if (/^[A-Za-z]:/.test(written))
        return 'is an absolute path: name a folder inside the site, relative to it.';
    if (written.startsWith('/')) {
        return ('is an absolute path: hexo-deployer-git reads it inside the site folder, and pages-push takes only a folder ' +
            `named relative to the site folder: write "${normalized}".`);
    }
    return '';
}

;// CONCATENATED MODULE: ./src/branch/message.ts
// Fills the `commit-message` template.
/** Replaces `{sha}`, `{full-sha}`, `{repository}`, `{ref}` and `{branch}`; any other braces stay as written. */
function commitMessage(template, values) {
    const replacements = {
        sha: values.fullSha.slice(0, 7),
        'full-sha': values.fullSha,
        repository: values.repository,
        ref: values.ref,
        branch: values.branch,
    };
    const message = template.replace(/\{(sha|full-sha|repository|ref|branch)\}/g, (_, name) => replacements[name] ?? '');
    // A message git would reject or strip to nothing gets a plain fallback.
    return message.trim() === '' ? `Deploy to ${values.branch}` : message;
}
/**
 * `message` as `git commit -m` stores it (git's "whitespace" cleanup, its default for -m): trailing whitespace cut
 * from every line, blank lines at the start and the end dropped, runs of blank lines made one, and every line ended
 * with a newline. Lines starting with `#` stay. An empty result is a message git refuses.
 */
function gitCommitMessage(message) {
    const lines = [];
    let blank = false;
    for (const line of message.split('\n')) {
        let end = line.length;
        while (end > 0 && ' \t\r'.includes(line[end - 1] ?? ''))
            end -= 1; // git's isspace: not \v or \f
        const kept = line.slice(0, end);
        if (kept === '') {
            blank = lines.length > 0;
            continue;
        }
        if (blank)
            lines.push('');
        blank = false;
        lines.push(kept);
    }
    return lines.map((line) => `${line}\n`).join('');
}

// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(55332);
;// CONCATENATED MODULE: ./src/branch/history.ts
/**
 * Shortens the history under `deployCommit` (whose parent is `tip`) to `limit` commits: the deploy commit and the
 * tip's last `limit - 1`. Only commit objects are written: their trees are the server's already. Fetches those
 * commits of the branch with their trees (no blob), and, when there are more, the rest of its commits without
 * trees, to count them. The old files are never fetched: the push must be told the server has the kept trees
 * (`onServer`), or it would look for them.
 */
async function keepLast(repository, branch, tip, deployCommit, limit) {
    const { git } = repository;
    const ref = 'refs/pages-push/history';
    // The new deploy commit is one of the `limit`: the tip keeps one fewer of its own.
    const keep = limit - 1;
    let kept = [];
    if (keep > 0) {
        await repository.remote.fetchHistory(branch, ref, { depth: keep, filter: 'blob:none' });
        const recent = (await git.output(['rev-list', '--first-parent', `--max-count=${keep}`, tip])).split('\n');
        if (recent.length < keep || !(await hasParent(repository, recent[recent.length - 1] ?? ''))) {
            return { commit: deployCommit, dropped: 0, onServer: [] };
        }
        kept = recent.reverse();
    }
    // The rest of the history, commits only, to say how many go.
    await repository.remote.fetchHistory(branch, ref, { depth: 'all', filter: 'tree:0' });
    const total = Number(await git.output(['rev-list', '--first-parent', '--count', tip]));
    let parent = '';
    for (const sha of [...kept, deployCommit])
        parent = await rewrite(repository, sha, parent);
    return { commit: parent, dropped: total - kept.length, onServer: kept.length > 0 ? kept : [tip] };
}
async function hasParent(repository, sha) {
    return /^parent /m.test(await repository.git.output(['cat-file', 'commit', sha]));
}
/**
 * The commit `sha` written again with `parent` as its only parent (none when empty): its tree, author, committer,
 * encoding and message as they were; a signature is left out (it signed the old parents).
 */
async function rewrite(repository, sha, parent) {
    const raw = (await repository.git.exec(['cat-file', 'commit', sha])).stdout;
    const split = raw.indexOf('\n\n');
    const headers = split === -1 ? raw : raw.slice(0, split);
    const body = split === -1 ? '' : raw.slice(split);
    const kept = [];
    let dropping = false;
    for (const line of headers.split('\n')) {
        if (line.startsWith(' ')) {
            if (!dropping)
                kept.push(line);
            continue;
        }
        dropping = /^(parent|gpgsig|gpgsig-sha256|mergetag) /.test(line);
        if (dropping)
            continue;
        kept.push(line);
        if (line.startsWith('tree ') && parent)
            kept.push(`parent ${parent}`);
    }
    return repository.git.output(['hash-object', '-t', 'commit', '-w', '--stdin'], {
        input: `${kept.join('\n')}${body}`,
    });
}

;// CONCATENATED MODULE: ./src/branch/previews.ts
// `preview-retention`: pull request previews that no deploy touched for that many days are removed. A preview's
// date is the empty file its deploy left in its folder (see inputs/preview.ts `deployedMarker`), which a rewritten
// history keeps; a preview deployed before those files existed is dated from the branch's history (when its folder last
// changed), which a rewrite resets.


/**
 * The tip's entries without the previews to remove. Costs nothing without a retention or without previews; else
 * two `ls-tree`s of the tip's folders (fetched already), and, only for previews without a date file, one fetch of
 * the branch's commits and trees (never a file) and one `git log` of the preview folder.
 */
async function withoutStalePreviews(repository, branch, tip, settings, now = Date.now()) {
    if (!settings.previewRetentionDays || !tip.sha)
        return tip.entries;
    const { git } = repository;
    const listed = await git.tryExec(['ls-tree', '-d', '--name-only', `${tip.sha}:${settings.previewDir}`]);
    const names = listed.exitCode === 0 ? listed.stdout.split('\n').filter((name) => /^pr-\d+$/.test(name)) : [];
    if (names.length === 0)
        return tip.entries;
    const prefix = `${settings.previewDir}/`;
    const folders = names.map((name) => `${prefix}${name}`);
    const deployed = await datedByFile(repository, tip.sha, folders);
    const undated = folders.filter((folder) => !deployed.has(folder));
    if (undated.length > 0) {
        for (const [folder, seconds] of await datedByHistory(repository, branch, tip.sha, settings.previewDir)) {
            if (undated.includes(folder))
                deployed.set(folder, seconds);
        }
    }
    const cutoff = Math.floor(now / 1000) - settings.previewRetentionDays * 86400;
    const stale = (0,inputs_preview/* stalePreviews */.DQ)(deployed, cutoff, settings.preview?.folder ?? '');
    if (stale.length === 0)
        return tip.entries;
    runner/* info */.pq(`Removing ${stale.length === 1 ? 'a preview' : `${stale.length} previews`} no deploy touched for ` +
        `${settings.previewRetentionDays} days ("preview-retention"): ${stale.join(', ')}`);
    return tip.entries.filter((entry) => !stale.some((folder) => entry.path.startsWith(`${folder}/`)));
}
/** Each preview folder's newest date file, read from the names in the tip's trees: one `ls-tree` for them all. */
async function datedByFile(repository, tip, folders) {
    const dated = new Map();
    const pathspecs = folders.map((folder) => `:(literal)${folder}/`);
    const listed = await repository.git.output(['ls-tree', '--name-only', '-z', tip, '--', ...pathspecs]);
    for (const entryPath of listed.split('\0')) {
        const slash = entryPath.lastIndexOf('/');
        const seconds = (0,inputs_preview/* deployedSeconds */.Gw)(entryPath.slice(slash + 1));
        if (seconds === undefined)
            continue;
        const folder = entryPath.slice(0, slash);
        dated.set(folder, Math.max(seconds, dated.get(folder) ?? 0));
    }
    return dated;
}
/** When each preview folder last changed, from the branch's first-parent history (newest first). */
async function datedByHistory(repository, branch, tip, previewDir) {
    const { git } = repository;
    await repository.remote.fetchHistory(branch, 'refs/pages-push/history', { depth: 'all', filter: 'blob:none' });
    const lastTouched = new Map();
    let seconds = 0;
    const prefix = `${previewDir}/`;
    // Each commit's time comes on a line of its own that starts with a NUL, which no path holds (a marker such as "@"
    // would also start the paths of a preview-dir "@prev", whose previews were then never found).
    await git.stream(['log', '--first-parent', '--no-renames', '--format=%x00%ct', '--name-only', tip, '--', previewDir], {
        onRecord: (line) => {
            if (line.startsWith('\0'))
                seconds = Number(line.slice(1));
            else if (line.startsWith(prefix)) {
                const folder = `${prefix}${line.slice(prefix.length).split('/')[0] ?? ''}`;
                if (!lastTouched.has(folder))
                    lastTouched.set(folder, seconds); // newest first: the first is the last touch
            }
        },
    });
    return lastTouched;
}

// EXTERNAL MODULE: ./src/branch/split.ts
var branch_split = __webpack_require__(91524);
// EXTERNAL MODULE: ./src/shared/bytes.ts
var shared_bytes = __webpack_require__(22250);
// EXTERNAL MODULE: ./src/objects/objects.ts
var objects_objects = __webpack_require__(22808);
;// CONCATENATED MODULE: ./src/objects/pack-index.ts
/** An object id as the pack's objects carry it: 40 lowercase hex digits. */
const OBJECT_ID = /^[0-9a-f]{40}$/;
/** Offsets from 2 GiB on are kept in a table of 8-byte offsets, which the 4-byte one points into. */
const LARGE_OFFSET = 0x80000000;
/**
 * The index (version 2) of a written pack, byte for byte as `git index-pack` writes it: the ids in order with a
 * fan-out table of their first bytes, each one's CRC-32 and offset, the pack's checksum, and the SHA-1 of all that.
 * An id that appears twice (two folders with the same content) is listed twice, as git lists it.
 */
function packIndex(pack) {
    const count = pack.ids.length;
    for (const id of pack.ids)
        if (!OBJECT_ID.test(id))
            throw new Error(`not an object id: "${id}"`);
    const order = sortedOrder(pack.ids);
    let large = 0;
    for (const offset of pack.offsets)
        if (offset >= LARGE_OFFSET)
            large += 1;
    const index = Buffer.alloc(8 + 256 * 4 + count * (20 + 4 + 4) + large * 8 + 20 + 20);
    index.writeUInt32BE(0xff744f63, 0); // "\377tOc"
    index.writeUInt32BE(2, 4);
    const fanout = 8;
    const ids = fanout + 256 * 4;
    const crcs = ids + count * 20;
    const offsets = crcs + count * 4;
    const largeOffsets = offsets + count * 4;
    let nextLarge = 0;
    order.forEach((object, position) => {
        const id = pack.ids[object] ?? '';
        index.write(id, ids + position * 20, 20, 'hex');
        index.writeUInt32BE(pack.crcs[object] ?? 0, crcs + position * 4);
        const offset = pack.offsets[object] ?? 0;
        if (offset < LARGE_OFFSET)
            index.writeUInt32BE(offset, offsets + position * 4);
        else {
            index.writeUInt32BE(LARGE_OFFSET + nextLarge, offsets + position * 4);
            index.writeBigUInt64BE(BigInt(offset), largeOffsets + nextLarge * 8);
            nextLarge += 1;
        }
    });
    // The fan-out: how many ids start with a byte up to each value.
    let position = 0;
    for (let byte = 0; byte < 256; byte += 1) {
        while (position < count && (index[ids + position * 20] ?? 0) <= byte)
            position += 1;
        index.writeUInt32BE(position, fanout + byte * 4);
    }
    const trailer = largeOffsets + large * 8;
    pack.checksum.copy(index, trailer);
    process
        .getBuiltinModule('node:crypto')
        .createHash('sha1')
        .update(index.subarray(0, trailer + 20))
        .digest()
        .copy(index, trailer + 20);
    return index;
}
/** How many objects `sortedOrder` sorts by number: an object's place in the pack takes the low 21 bits of a key. */
const INDEX_BITS = 21;
/** The value of the first 8 hex digits of `id` (its first 4 bytes), read without making a string. */
function prefixOf(id) {
    let value = 0;
    for (let i = 0; i < 8; i += 1) {
        const code = id.charCodeAt(i);
        value = value * 16 + (code <= 0x39 ? code - 0x30 : code - 0x57);
    }
    return value;
}
/**
 * The objects' places in the pack, ordered by id (ties by place): a pack's index lists them so. A first deploy of a
 * large site has some 100,000 objects: they are sorted as numbers (each id's first 4 bytes above its place, in a
 * typed array, sorted natively), and only ids that share those 4 bytes compared further, which keeps the sort
 * from holding more than a few bytes an object.
 */
function sortedOrder(ids) {
    const count = ids.length;
    const order = new Uint32Array(count);
    if (count >= 2 ** INDEX_BITS) {
        const places = Array.from({ length: count }, (_, place) => place);
        places.sort((a, b) => compareIds(ids, a, b));
        order.set(places);
        return order;
    }
    const keys = new Float64Array(count);
    for (let place = 0; place < count; place += 1)
        keys[place] = prefixOf(ids[place] ?? '') * 2 ** INDEX_BITS + place;
    keys.sort();
    for (let i = 0; i < count; i += 1)
        order[i] = (keys[i] ?? 0) % 2 ** INDEX_BITS;
    // Ids that share their first 4 bytes: in order of the rest (an insertion sort; such runs are short).
    for (let i = 1; i < count; i += 1) {
        const place = order[i] ?? 0;
        let j = i;
        for (; j > 0 && compareIds(ids, order[j - 1] ?? 0, place) > 0; j -= 1)
            order[j] = order[j - 1] ?? 0;
        order[j] = place;
    }
    return order;
}
/** Compares the ids at two places, as git orders them; the same id twice by place. */
function compareIds(ids, a, b) {
    const left = ids[a] ?? '';
    const right = ids[b] ?? '';
    // Lowercase hex sorts as the bytes it spells.
    return left < right ? -1 : left > right ? 1 : a - b;
}

;// CONCATENATED MODULE: ./src/objects/deflate.ts
/** A zlib header: deflate, 32 KiB window, fastest level (0x7801 is a multiple of 31, as the format requires). */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** A final, empty stored block: it ends the deflate data after a full flush left it at a byte boundary. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/**
 * Objects smaller than this are stored, not compressed: most are the trees of folders holding one page, which
 * compression would barely shrink, and the deflater's round trip through the thread pool would cost more.
 */
const STORE_BELOW = 256;
/** Objects from this size on are sampled: one that is compressed already (see `looksCompressed`) is stored. */
const SAMPLE_FROM = 4096;
/** The bytes `looksCompressed` reads, from the middle of the content. */
const SAMPLE_BYTES = 4096;
/**
 * The entropy (bits a byte) from which a sample counts as compressed already. Images, fonts and archives
 * (PNG, JPEG, WebP, WOFF2, gzip) measure 7.90-7.96 on a 4 KiB sample and deflate shrinks them by 0-2%; a PNG
 * that deflate still shrinks by a tenth measures 7.84-7.88, text and markup 4-7.
 */
const COMPRESSED_BITS = 7.9;
/** The largest block a stored deflate block holds: its length is 16 bits. */
const STORED_BLOCK = 0xffff;
/**
 * Whether `content` looks compressed already (an image, a font, an archive), from the entropy of the bytes in a
 * 4 KiB sample from its middle (past the header of a file over 8 KiB; all of a file of 4 KiB). Deflating such bytes
 * at the fastest level costs about twice the time of text of their size and shrinks them by at most a few percent:
 * they are stored instead. ASCII text is told at once, in the sample's first 256 bytes, where fewer than a quarter
 * have the high bit set (half of them do in compressed data); text in a multi-byte script goes on to the count.
 * Only the sample is seen: a file compressible elsewhere is stored larger than deflate would make it, never wrong.
 */
function looksCompressed(content) {
    if (content.length < SAMPLE_FROM)
        return false;
    const start = Math.floor((content.length - SAMPLE_BYTES) / 2);
    let high = 0;
    for (let i = start; i < start + 256; i += 1)
        high += (content[i] ?? 0) >> 7;
    if (high < 64)
        return false;
    const counts = new Uint32Array(256);
    for (let i = start; i < start + SAMPLE_BYTES; i += 1) {
        const byte = content[i] ?? 0;
        counts[byte] = (counts[byte] ?? 0) + 1;
    }
    let bits = 0;
    for (const count of counts)
        if (count > 0)
            bits -= (count / SAMPLE_BYTES) * Math.log2(count / SAMPLE_BYTES);
    return bits >= COMPRESSED_BITS;
}
/**
 * `content` as stored deflate blocks (no compression), of up to 65,535 bytes each, the last one marked final: a header of
 * 5 bytes (final flag and type, length, its complement) before each block's bytes, which are handed on as they are.
 */
function stored(content, take) {
    let start = 0;
    do {
        const length = Math.min(STORED_BLOCK, content.length - start);
        const header = Buffer.alloc(5);
        header[0] = start + length === content.length ? 0x01 : 0x00;
        header.writeUInt16LE(length, 1);
        header.writeUInt16LE(~length & 0xffff, 3);
        take(header);
        if (length > 0)
            take(content.subarray(start, start + length));
        start += length;
    } while (start < content.length);
}
/** The Adler-32 checksum zlib ends a stream with. */
function adler32(bytes) {
    let a = 1;
    let b = 0;
    // 5552 bytes is the most that can be summed before the 32-bit sums must be reduced.
    for (let start = 0; start < bytes.length; start += 5552) {
        const end = Math.min(start + 5552, bytes.length);
        for (let i = start; i < end; i += 1) {
            a += bytes[i] ?? 0;
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    return ((b << 16) | a) >>> 0;
}
/**
 * A raw deflater at the fastest level that flushes fully. node:zlib loads here, with the first pack, not at the
 * start: a run with nothing to pack never loads it.
 */
function rawDeflater() {
    const { constants, createDeflateRaw } = process.getBuiltinModule('node:zlib');
    return createDeflateRaw({ level: constants.Z_BEST_SPEED, flush: constants.Z_FULL_FLUSH, chunkSize: 64 * 1024 });
}
/**
 * One raw deflater, fully flushed after every object: a full flush ends the object's data at a byte boundary
 * and forgets it, so the next object's data never refers back to it. Each object becomes a complete zlib stream
 * by framing: a header before, a final empty block and the checksum after.
 */
class Deflater {
    raw = rawDeflater();
    take;
    constructor() {
        // Read as the deflater produces, so it never waits for a reader (a large object fills its buffer).
        this.raw.on('readable', () => {
            this.drain();
        });
        // A failure reaches the write's callback, which rejects `compress`.
        this.raw.on('error', () => undefined);
    }
    /** Compresses `content` into one zlib stream, handing its parts to `take` in order, synchronously or not. */
    async compress(content, take) {
        take(ZLIB_HEADER);
        if (content.length < STORE_BELOW || looksCompressed(content)) {
            // Stored as it is: a trip through the deflater would cost more than it saves.
            stored(content, take);
        }
        else {
            this.take = take;
            try {
                // The deflater hands out its output before it calls back, so all of it is there to read after.
                await new Promise((resolve, reject) => {
                    this.raw.write(content, (error) => {
                        if (error)
                            reject(error);
                        else
                            resolve();
                    });
                });
                this.drain();
            }
            finally {
                this.take = undefined;
            }
            take(FINAL_BLOCK);
        }
        const checksum = Buffer.alloc(4);
        checksum.writeUInt32BE(adler32(content));
        take(checksum);
    }
    /** Frees the deflater. */
    close() {
        this.raw.destroy();
    }
    drain() {
        const take = this.take;
        if (!take)
            return;
        for (let part = this.raw.read(); part !== null; part = this.raw.read())
            take(part);
    }
}

;// CONCATENATED MODULE: ./src/objects/pack.ts
// One pack of the deploy's new objects (version 2, no deltas), and its index, as git would write them. The
// runtime's node:crypto and node:zlib load with the first pack, not at the start (see deflate.ts).

const TYPE_CODES = { commit: 1, tree: 2, blob: 3 };
/** A pack entry's header: type and size, 4 bits then 7 bits a byte, low bits first. */
function entryHeader(type, size) {
    const bytes = [];
    let rest = Math.floor(size / 16);
    let byte = (TYPE_CODES[type] << 4) | (size & 0x0f);
    while (rest > 0) {
        bytes.push(byte | 0x80);
        byte = rest & 0x7f;
        rest = Math.floor(rest / 128);
    }
    bytes.push(byte);
    return Buffer.from(bytes);
}
/**
 * The pack's bytes, gathered in two buffers used in turn: one fills while `write` sends the other, so a pack of
 * any size costs their size, and nothing per object is left to collect.
 */
class PackOutput {
    write;
    buffers;
    sending = [Promise.resolve(), Promise.resolve()];
    current = 0;
    used = 0;
    trailer = process.getBuiltinModule('node:crypto').createHash('sha1');
    constructor(write, size) {
        this.write = write;
        this.buffers = [Buffer.allocUnsafe(size), Buffer.allocUnsafe(size)];
    }
    async append(bytes) {
        for (let offset = 0; offset < bytes.length;) {
            const buffer = this.buffers[this.current];
            const copied = bytes.copy(buffer, this.used, offset);
            offset += copied;
            this.used += copied;
            if (this.used === buffer.length)
                await this.send();
        }
    }
    /** Sends what is left, then the SHA-1 of everything before it, as a pack ends; returns that SHA-1. */
    async end() {
        if (this.used > 0)
            await this.send();
        await Promise.all(this.sending);
        const checksum = this.trailer.digest();
        await this.write(checksum);
        return checksum;
    }
    async send() {
        const chunk = this.buffers[this.current].subarray(0, this.used);
        this.trailer.update(chunk);
        const sent = this.write(chunk);
        sent.catch(() => undefined); // awaited before the buffer is used again, or at the end
        this.sending[this.current] = sent;
        this.current = this.current === 0 ? 1 : 0;
        this.used = 0;
        // The other buffer is filled next: its bytes must be gone.
        await this.sending[this.current];
    }
}
/**
 * Objects compressed at once, each by a deflater of its own: they run on libuv's threads, so on every core. More
 * than the pool's four threads: while this thread reads the next files, from disk as often as not, the pool still
 * has objects queued (a 20,000-page first deploy's pack took 1.9-2.3 s with four at once, 1.85-1.95 s with six).
 */
const IN_FLIGHT = 6;
/**
 * A larger object is compressed alone, after those before it are written, straight from the caller's buffer: the
 * objects in flight are copies, and copies of files of up to 100 MiB would cost memory, not time. The copies of
 * the objects in flight take at most 3 MiB.
 */
const COPY_AT_MOST = 512 * 1024;
/**
 * Writes a pack (version 2, no deltas) of `count` objects produced one at a time by `objects`, through `write`,
 * in their order, and returns where each went (for its index, see `packIndex`). Up to six objects are compressed
 * at once, from copies (`objects` may hand out one buffer reused for every object), each copy in a buffer of its
 * deflater's, reused; an object over 512 KiB is compressed alone from the caller's buffer. So a pack of any size
 * holds at most six small objects at once: a first deploy of a large site streams through it. `write` resolves
 * once it is done with the chunk: the chunk's memory is then reused, though the next chunk may be in writing
 * meanwhile. `onPacked` hears the bytes each object took in the pack, in order: what a push of it sends (git
 * reuses the compressed data).
 */
async function writePack(count, objects, write, { bufferSize = 256 * 1024, onPacked } = {}) {
    const { crc32 } = process.getBuiltinModule('node:zlib');
    const output = new PackOutput(write, bufferSize);
    const slots = Array.from({ length: IN_FLIGHT }, () => ({ deflater: new Deflater(), copy: Buffer.alloc(0) }));
    const pending = [];
    const written = {
        ids: [],
        offsets: new Float64Array(count),
        crcs: new Uint32Array(count),
    };
    let offset = 12;
    /** Writes the oldest object in flight once it is compressed. */
    const writeOldest = async () => {
        const oldest = pending.shift();
        if (!oldest)
            return;
        await oldest.done;
        const index = written.ids.length;
        let bytes = oldest.entry.length;
        let crc = crc32(oldest.entry);
        await output.append(oldest.entry);
        for (const part of oldest.parts) {
            bytes += part.length;
            // Node's crc32 answers 0 for an empty buffer without memory behind it (an empty object's copy), whatever
            // the value it continues.
            if (part.length > 0)
                crc = crc32(part, crc);
            await output.append(part);
        }
        onPacked?.(bytes);
        if (index < count) {
            written.crcs[index] = crc;
            written.offsets[index] = offset;
        }
        written.ids.push(oldest.sha);
        offset += bytes;
    };
    let started = 0;
    try {
        const header = Buffer.alloc(12);
        header.write('PACK', 0, 'latin1');
        header.writeUInt32BE(2, 4);
        header.writeUInt32BE(count, 8);
        await output.append(header);
        for await (const object of objects) {
            const entry = entryHeader(object.type, object.content.length);
            const parts = [];
            if (object.content.length > COPY_AT_MOST) {
                while (pending.length > 0)
                    await writeOldest();
                const slot = slots[0];
                if (!slot)
                    throw new Error('no deflater');
                const done = slot.deflater.compress(object.content, (part) => parts.push(part));
                pending.push({ sha: object.sha, entry, parts, done });
                await writeOldest();
                continue;
            }
            // The slot of the object IN_FLIGHT before this one, which is written first.
            if (pending.length >= IN_FLIGHT)
                await writeOldest();
            const slot = slots[started % IN_FLIGHT];
            started += 1;
            if (!slot)
                throw new Error('no deflater');
            if (slot.copy.length < object.content.length) {
                slot.copy = Buffer.allocUnsafe(Math.max(object.content.length, Math.min(2 * slot.copy.length, COPY_AT_MOST)));
            }
            const content = slot.copy.subarray(0, object.content.length);
            object.content.copy(content);
            const done = slot.deflater.compress(content, (part) => parts.push(part));
            done.catch(() => undefined); // awaited when its turn comes
            pending.push({ sha: object.sha, entry, parts, done });
        }
        while (pending.length > 0)
            await writeOldest();
        if (written.ids.length !== count) {
            throw new Error(`the pack promised ${count} objects but got ${written.ids.length}`);
        }
        return { checksum: await output.end(), ...written };
    }
    finally {
        await Promise.allSettled(pending.map((object) => object.done));
        for (const slot of slots)
            slot.deflater.close();
    }
}

// EXTERNAL MODULE: ./src/publish-folder/read.ts + 2 modules
var publish_folder_read = __webpack_require__(21743);
;// CONCATENATED MODULE: ./src/git/tree-reader.ts

class TreeReader {
    child;
    pending = [];
    buffered = Buffer.alloc(0);
    failure;
    stderr = '';
    /** `start` runs git with the arguments given and returns the process (Git.start). */
    constructor(start) {
        this.child = start(['cat-file', '--batch']);
        this.child.stdin.on('error', () => undefined);
        this.child.stderr.setEncoding('utf8');
        this.child.stderr.on('data', (text) => {
            this.stderr = (this.stderr + text).slice(-4096);
        });
        this.child.stdout.on('data', (chunk) => {
            this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
            this.answer();
        });
        this.child.on('error', (error) => {
            this.fail(error);
        });
        this.child.on('close', (code) => {
            this.fail(new Error(`git cat-file stopped (exit code ${code ?? 'none'}): ${this.stderr.trim() || 'no message'}`));
        });
    }
    /** The entries of tree `sha`, which must be in the repository. */
    read(sha) {
        if (this.failure)
            return Promise.reject(this.failure);
        return new Promise((resolve, reject) => {
            this.pending.push({ sha, resolve, reject });
            this.child.stdin.write(`${sha}\n`);
        });
    }
    /** Ends git (it exits when its input ends). */
    close() {
        this.failure ??= new Error('the tree reader is closed');
        this.child.stdin.end();
    }
    /** Answers the requests whose replies have fully arrived, in order. */
    answer() {
        for (let request = this.pending[0]; request; request = this.pending[0]) {
            const newline = this.buffered.indexOf(0x0a);
            if (newline === -1)
                return;
            const header = this.buffered.toString('latin1', 0, newline).split(' ');
            if (header.length !== 3) {
                // `<id> missing` (or `ambiguous`): no content follows.
                this.pending.shift();
                this.buffered = this.buffered.subarray(newline + 1);
                request.reject(new Error(`the branch's tree ${request.sha} could not be read (git said: ${header.join(' ')})`));
                continue;
            }
            const size = Number(header[2]);
            const end = newline + 1 + size;
            if (this.buffered.length < end + 1)
                return;
            this.pending.shift();
            const content = this.buffered.subarray(newline + 1, end);
            this.buffered = this.buffered.subarray(end + 1);
            try {
                if (header[1] !== 'tree')
                    throw new Error(`${request.sha} is a ${header[1] ?? 'thing'}, not a tree`);
                request.resolve((0,objects_objects/* parseTree */.cZ)(content));
            }
            catch (error) {
                request.reject(error instanceof Error ? error : new Error(String(error)));
            }
        }
    }
    fail(error) {
        this.failure ??= error;
        for (let request = this.pending.shift(); request; request = this.pending.shift())
            request.reject(error);
    }
}

;// CONCATENATED MODULE: ./src/git/store.ts
// Stores what the branch lacks in the temporary repository: the deploy's trees, built in-process, and the new or
// changed files, as one pack with its index, both written here.












/** A file the action adds at the branch root, as a tree entry with its content. */
function extraFile(entryPath, text) {
    const content = Buffer.from(text, 'utf8');
    return { mode: '100644', sha: (0,publish_folder_read/* blobId */.zA)(content), path: entryPath, content };
}
/**
 * Builds the deploy's trees in-process and stores what the tip does not have (the changed and new files, the
 * folders above them) as one pack, with its index, in the repository `gitDir`. An unchanged file's blob is on the
 * server already and is never read back or fetched.
 */
async function storeNewObjects({ git, gitDir }, entries, old) {
    // A first pass computes every folder's id (a pack also says its size first); of the trees themselves nothing is
    // kept: a first deploy of 100,000 folders holds none of them at once.
    const folders = new objects_objects/* FolderIds */.Dz(entries.length + 1);
    const counting = (0,objects_objects/* trees */.OD)(entries, { record: folders, reuse: true });
    let step = counting.next();
    while (!step.done)
        step = counting.next();
    const root = step.value;
    let found = {
        changed: entries,
        counts: { added: entries.length, modified: 0, deleted: 0 },
    };
    if (old.sha) {
        // Only the tip's folders whose ids differ are read, to tell which of their files are new.
        const reader = new TreeReader((args) => git.start(args));
        try {
            found = await (0,objects_objects/* changes */.Ao)(entries, folders, old.tree, (sha) => reader.read(sha));
        }
        finally {
            reader.close();
        }
    }
    const { changed, dirty, counts } = found;
    const treeCount = dirty ? dirty.reduce((sum, flag) => sum + flag, 0) : folders.count;
    const unchanged = dirty ? { folders, dirty } : undefined;
    // The same content under two paths is one blob.
    const blobs = [];
    const seen = new Set();
    for (const entry of changed) {
        if (seen.has(entry.sha))
            continue;
        seen.add(entry.sha);
        blobs.push(entry);
    }
    seen.clear();
    (0,timings/* mark */.G)('trees');
    const count = blobs.length + treeCount;
    const stored = { root, blobs: blobs.map((blob) => ({ sha: blob.sha, bytes: 0 })), treeBytes: 0, counts };
    if (count === 0)
        return stored;
    function* objects() {
        for (const blob of blobs) {
            const { sha } = blob;
            if ('content' in blob)
                yield { type: 'blob', content: blob.content, sha };
            else if (blob.symlink)
                yield { type: 'blob', content: (0,external_node_fs_.readlinkSync)(blob.diskPath, { encoding: 'buffer' }), sha };
            else
                yield { type: 'blob', content: readContent(blob), sha };
        }
        // writePack copies each (or compresses it) before it asks for the next: one buffer serves them all.
        for (const tree of (0,objects_objects/* trees */.OD)(entries, { unchanged, reuse: true })) {
            yield { type: 'tree', content: tree.content, sha: tree.sha };
        }
    }
    // The blobs come first, then the trees.
    let packed = 0;
    const onPacked = (bytes) => {
        const blob = stored.blobs[packed];
        if (blob)
            blob.bytes = bytes;
        else
            stored.treeBytes += bytes;
        packed += 1;
    };
    await writePackFiles(external_node_path_.join(gitDir, 'objects', 'pack'), (write) => writePack(count, objects(), write, { onPacked }));
    // Counts objects, not files: the commit line (and the summary) count the files, by path.
    const bytes = stored.blobs.reduce((sum, blob) => sum + blob.bytes, stored.treeBytes);
    runner/* info */.pq(`Packed ${blobs.length} file ${blobs.length === 1 ? 'content' : 'contents'} and ${treeCount} ` +
        `${treeCount === 1 ? 'folder' : 'folders'} the branch lacks (${(0,shared_bytes/* formatBytes */.z)(bytes)} compressed; files with ` +
        'equal contents share one); the branch has the rest.');
    return stored;
}
/** A file's content again, checked against the id it was hashed with. */
function readContent(file) {
    const read = (0,publish_folder_read/* readWhole */.oD)(file.diskPath);
    if (!('content' in read) || (0,publish_folder_read/* blobId */.zA)(read.content) !== file.sha) {
        throw new Error(`${file.diskPath} changed while it was being published: run the deploy again.`);
    }
    return read.content;
}
/**
 * Writes a pack into `packDir` under a temporary name, then its index, each renamed into place once whole (git
 * takes a pack as present once its index is): the files `git index-pack` would write, without a git process
 * reading back and hashing again every object this process has just hashed and compressed. The server's own
 * index-pack checks every object of the push.
 */
async function writePackFiles(packDir, writeObjects) {
    const temporary = await promises_.mkdtemp(external_node_path_.join(packDir, 'tmp_pack_'));
    try {
        const packFile = external_node_path_.join(temporary, 'pack');
        const handle = await promises_.open(packFile, 'wx', 0o444);
        let written;
        // Each chunk at its place: writePack has a chunk in writing while it fills the next, so two writes may be
        // under way at once, and the thread pool may run them in either order.
        let end = 0;
        try {
            written = await writeObjects(async (chunk) => {
                const at = end;
                end += chunk.length;
                for (let done = 0; done < chunk.length;) {
                    done += (await handle.write(chunk, done, chunk.length - done, at + done)).bytesWritten;
                }
            });
        }
        finally {
            await handle.close();
        }
        const name = external_node_path_.join(packDir, `pack-${written.checksum.toString('hex')}`);
        // A pack named by its checksum that is there already holds these very bytes (an attempt after a failed push
        // packs the same objects again): as git does, the one in place stays. Renaming onto it would fail on Windows,
        // where a read-only file cannot be replaced.
        if (!(await (0,shared_files/* exists */.t2)(`${name}.pack`)))
            await promises_.rename(packFile, `${name}.pack`);
        if (!(await (0,shared_files/* exists */.t2)(`${name}.idx`))) {
            const indexFile = external_node_path_.join(temporary, 'idx');
            await promises_.writeFile(indexFile, packIndex(written), { flag: 'wx', mode: 0o444 });
            await promises_.rename(indexFile, `${name}.idx`);
        }
    }
    finally {
        await promises_.rm(temporary, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/branch/publish.ts
// Publishes the built site: reads it once, then, in attempts, composes the branch's new tree on its tip, stores
// what the branch lacks, commits and pushes; a branch that moved or a network that failed gets another attempt.
















/** A push refused because the branch moved since its tip was read: the next attempt builds on the new tip. */
class BranchMoved extends Error {
}
async function publish(options) {
    const { settings, branch } = options;
    (0,timings/* mark */.G)('publishing');
    // Every deploy keeps the pull request previews but a preview's own deploy, whose folder is the one it replaces.
    const keepGlobs = settings.preview ? settings.keepFiles : [...settings.keepFiles, settings.previewDir];
    const keep = { targetDir: settings.targetDir, keep: (0,tree/* keepRule */.gI)(keepGlobs) };
    // The repository is made, and the tip the target check fetched brought in, before the site is read (no git
    // process: see git/tip.ts); what of the tip may be kept is listed while the site is read, and a tip the check could
    // not bring is fetched meanwhile.
    const repository = await TemporaryRepository.create(options.remote, options.workDir);
    if (options.prefetched?.sha === options.knownTip)
        await repository.takePrefetchedTip(options.prefetched);
    const firstTip = repository.readTip(branch, options.knownTip, keep);
    firstTip.then(timings/* mark */.G.bind(undefined, 'tip fetched'), () => undefined);
    let site;
    try {
        site = await options.readSite(firstTip);
    }
    catch (error) {
        await firstTip.catch(() => undefined); // let git finish before the folder goes
        throw error;
    }
    const extras = [];
    if (settings.nojekyll)
        extras.push(extraFile('.nojekyll', ''));
    if (settings.cname)
        extras.push(extraFile('CNAME', `${settings.cname}\n`));
    // A preview's date, in its folder, for "preview-retention": the history may be rewritten, its tree is kept.
    if (settings.preview && !settings.preview.closed) {
        const marker = (0,inputs_preview/* deployedMarker */.Hr)(Math.floor(Date.now() / 1000));
        extras.push(extraFile(`${settings.preview.folder}/${marker}`, ''));
    }
    const uploads = new branch_split/* Uploads */.Hb(branch, options.signal);
    const work = { site, extras, keep, uploads };
    // The temporary refs go once, when the last attempt ended, however it ended.
    return (0,retry/* retry */.L5)(settings.attempts, {
        retry: (error) => {
            if (error instanceof BranchMoved) {
                return (wait) => `the branch moved while we deployed; rebuilding the commit on the new tip in ${wait} ms.`;
            }
            return (0,retry/* isNetworkFailure */.NQ)(error) ? (wait) => `the network failed; trying again in ${wait} ms.` : undefined;
        },
        giveUp: (error, attempts) => error instanceof BranchMoved
            ? new Error(`The branch "${branch}" of ${options.remote.target.url} kept moving: gave up after ${attempts} ` +
                'attempts, nothing was pushed. Other deploys are landing at the same time: raise "attempts", or ' +
                'put the deploying jobs in one `concurrency:` group.')
            : new git/* GitError */.XS('network', `${(0,errors/* errorMessage */.g)(error)}\n(Gave up after ${attempts} attempts; nothing was pushed.)`),
    }, options.signal, async (attempt) => {
        await repository.rememberPromisor();
        const tip = attempt === 1
            ? await firstTip
            : await repository.readTip(branch, await repository.remote.tip(branch), work.keep);
        return deployOnto(repository, options, work, tip);
    }).finally(() => uploads.remove());
}
/**
 * One attempt: the new tree on top of `tip` (what the branch keeps, plus the site), one commit, one push.
 * An unchanged tree makes no commit. A push refused because the branch moved throws BranchMoved.
 */
async function deployOnto(repository, options, work, tip) {
    const { git } = repository;
    const { settings, branch } = options;
    const clock = stopwatch();
    const entries = (0,tree/* composeTree */.$0)({
        oldEntries: await withoutStalePreviews(repository, branch, tip, settings),
        published: work.site,
        extras: work.extras,
        ...work.keep,
    });
    clock.lap('compose');
    (0,timings/* mark */.G)('composed');
    const stored = await storeNewObjects(repository, entries, tip);
    clock.lap('store');
    (0,timings/* mark */.G)('packed');
    const { rss, heapUsed, external } = process.memoryUsage();
    const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
    runner/* debug */.Yz(`attempt: ${clock.report()}; memory: rss ${mib(rss)}, heap ${mib(heapUsed)}, external ${mib(external)}`);
    const cname = await publish_readCname(git, entries, work);
    // The commit object names its parents even when the fetch was shallow (rev-list would show none).
    const keepsParent = settings.history !== 'replace';
    const tipIsRoot = async () => tip.sha ? !/^parent /m.test(await git.output(['cat-file', 'commit', tip.sha])) : false;
    if (stored.root === tip.tree && (keepsParent || (await tipIsRoot()))) {
        runner/* info */.pq(`The branch "${branch}" already holds this site: nothing to commit, nothing to push.`);
        if (settings.tag)
            runner/* info */.pq(`No new commit, so no tag "${settings.tag}".`);
        return { commit: '', pushed: false, changes: { added: 0, modified: 0, deleted: 0 }, cname };
    }
    const parents = keepsParent && tip.sha ? ['-p', tip.sha] : [];
    let commit = await git
        .with((0,isolation/* identityEnvironment */.S4)(options.identity))
        .output(['commit-tree', stored.root, ...parents, '-F', '-'], { input: options.message });
    // A replaced or shortened history is pushed with a lease on the tip that was read: a deploy that landed since is
    // never overwritten unseen (the attempt is made again on it).
    let leaseOn = settings.history === 'replace' ? tip.sha : undefined;
    let historyNote = settings.history === 'replace' ? ' (history replaced)' : '';
    // The old commits whose trees the new commit uses without descending from them: the push must name them.
    let onServer = settings.history === 'replace' && tip.sha ? [tip.sha] : [];
    if (typeof settings.history === 'number' && tip.sha) {
        const trimmed = await keepLast(repository, branch, tip.sha, commit, settings.history);
        if (trimmed.dropped > 0) {
            ({ commit, onServer } = trimmed);
            leaseOn = tip.sha;
            historyNote =
                ` (history: ${settings.history}: the ${trimmed.dropped} older ` +
                    `${trimmed.dropped === 1 ? 'commit is' : 'commits are'} dropped)`;
        }
    }
    const changes = stored.counts;
    runner/* info */.pq(`Commit ${commit.slice(0, 7)}: ${changes.added} files added, ${changes.modified} changed, ${changes.deleted} removed` +
        (tip.sha ? ` on top of ${tip.sha.slice(0, 7)}` : ` as the first commit of "${branch}"`) +
        historyNote);
    if (settings.tag) {
        // -f: an earlier attempt may have made it on another commit, in this repository only.
        await git
            .with((0,isolation/* identityEnvironment */.S4)(options.identity))
            .exec(['tag', '-f', '-a', '-m', options.message, '--', settings.tag, commit]);
    }
    const limit = settings.pushSizeLimit;
    const plan = (0,branch_split/* splitPushes */.DW)(stored, limit);
    const split = (0,branch_split/* describeSplit */.iO)(plan, limit);
    if (split)
        runner/* info */.pq(split);
    if (settings.dryRun) {
        runner/* info */.pq('Dry run: not pushing.');
        return { commit, pushed: false, changes, cname };
    }
    await repository.forgetPromisor();
    const tag = settings.tag || undefined;
    const uploadGit = git.with((0,isolation/* identityEnvironment */.S4)(options.identity));
    options.uploading?.();
    // The parts carry the files; the branch's push then sends only the commit and its folders.
    await work.uploads.send(plan.parts, uploadGit, repository.remote, limit);
    // A commit that names the parts (and a rewritten history's old commits) goes with the branch to a temporary ref.
    const edgesCommit = await work.uploads.edges(uploadGit, onServer);
    const edgesRef = edgesCommit
        ? { commit: edgesCommit, ref: await work.uploads.newRef(uploadGit, repository.remote) }
        : undefined;
    // The last moment a cancel stops the deploy: a push under way is left to finish, and what it landed reported.
    (0,processes/* throwIfCancelled */.dZ)(options.signal);
    if (options.land) {
        const landing = { commit, branch, tip: tip.sha, message: options.message, uploads: work.uploads };
        const landed = await options.land({ ...landing, git: uploadGit, remote: repository.remote });
        if (landed === 'moved')
            throw new BranchMoved();
        return { commit: landed.commit, pushed: true, changes, cname };
    }
    let pushed;
    try {
        // A lease on a tip that was read means the push rewrites the branch: a protected branch refuses it.
        const rewrite = leaseOn ? `history: ${settings.history}` : undefined;
        pushed = await repository.remote.push(commit, branch, { leaseOn, tag, edges: edgesRef, rewrite });
    }
    catch (error) {
        throw (0,branch_split/* explainRefused */.kR)(error, plan.parts.length > 0 ? stored.treeBytes : plan.bytes, limit);
    }
    if (pushed === 'moved')
        throw new BranchMoved();
    (0,timings/* mark */.G)('pushed');
    if (plan.parts.length > 0)
        runner/* info */.pq(`Pushed in ${plan.parts.length + 1} pushes: ${plan.parts.length} parts, then the branch.`);
    return { commit, pushed: true, changes, cname, tag };
}
/** Times the phases of an attempt, for the debug log. */
function stopwatch() {
    let last = Date.now();
    const laps = [];
    return {
        lap: (name) => {
            const now = Date.now();
            laps.push(`${name} ${now - last} ms`);
            last = now;
        },
        report: () => laps.join(', '),
    };
}
/**
 * The domain in the branch's CNAME after the deploy (a domain name, else ''): from the site or the `cname` input
 * when it comes from there; a CNAME the branch keeps is read from the server (the one old blob ever fetched).
 */
async function publish_readCname(git, entries, work) {
    const entry = entries.find((candidate) => candidate.path === 'CNAME');
    if (!entry)
        return '';
    const extra = work.extras.find((candidate) => candidate.sha === entry.sha);
    const file = work.site.find((candidate) => candidate.sha === entry.sha && !candidate.symlink);
    if (extra)
        return (0,git_target/* cnameDomain */.pO)(extra.content.toString('utf8'));
    if (file)
        return (0,git_target/* cnameDomain */.pO)(await promises_.readFile(file.diskPath, 'utf8'));
    const result = await git.tryExec(['cat-file', 'blob', entry.sha]);
    return result.exitCode === 0 ? (0,git_target/* cnameDomain */.pO)(result.stdout) : '';
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/hardening/no-inspector.ts
var no_inspector = __webpack_require__(41939);
// EXTERNAL MODULE: ./src/deploy/render-messages.ts
var render_messages = __webpack_require__(98512);
;// CONCATENATED MODULE: ./src/deploy/hexo-message.ts
// hexo-deployer-git's `message` for our push: rendered by the real Nunjucks and Luxon, as that deployer renders it,
// in a process of its own that is treated as the user's commands are (a template can run any code), and stored as
// `git commit -m` stores it.








/** How long rendering may take: a template that loops is stopped, and the step fails. */
const TIME_LIMIT_MS = 10_000;
/** How much the renderer may print: a template that fills its output is stopped there. */
const OUTPUT_LIMIT = 16 * 1024 * 1024;
/** The heap the renderer gets: a template that builds a huge string ends it, not the runner. */
const HEAP_MB = 256;
/** What Luxon reads to format the time as hexo would on this runner: the time zone and the locale, nothing else. */
const LOCALE_VARIABLES = /^(TZ|TZDIR|LANG|LANGUAGE|LC_ALL|LC_TIME|LC_MESSAGES|NODE_ICU_DATA)$/;
const SETTING = "The message in _config.yml's deploy";
/** hexo-deployer-git's message when its config sets none, exactly as that deployer writes it. */
const HEXO_DEFAULT_MESSAGE = 'Site updated: {{ now("yyyy-MM-dd HH:mm:ss") }}';
const FIX = "Fix it (Nunjucks, with now('yyyy-MM-dd HH:mm:ss') for the time), or set the commit-message input.";
/** Loads Luxon (a chunk of dist/), which the default message's time takes, ahead of `renderHexoMessages`. */
async function loadMessageClock() {
    await __webpack_require__.e(/* import() */ 714).then(__webpack_require__.bind(__webpack_require__, 68714));
}
/**
 * Renders each of `templates` (hexo-deployer-git's `message`, `m` or `msg`) once, in one process, before any
 * credential is open, and returns each one's commit message, as `git commit -m` would store it. Throws, naming the
 * setting and the fix, when one does not render, renders to nothing, or takes too long: nothing is pushed then.
 */
async function renderHexoMessages(templates, options) {
    const rendered = new Map();
    if (templates.includes(HEXO_DEFAULT_MESSAGE)) {
        // The deployer's own default, a template of ours, not the site's: Luxon formats its time here, no sandbox needed.
        const { DateTime } = await __webpack_require__.e(/* import() */ 714).then(__webpack_require__.bind(__webpack_require__, 68714));
        rendered.set(HEXO_DEFAULT_MESSAGE, gitCommitMessage(`Site updated: ${DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss')}`));
    }
    const distinct = [...new Set(templates)].filter((template) => template !== HEXO_DEFAULT_MESSAGE);
    if (distinct.length === 0)
        return rendered;
    const bundle = external_node_path_.resolve(options.bundle ?? process.argv[1] ?? '');
    const timeoutMs = options.timeoutMs ?? TIME_LIMIT_MS;
    const stdout = new Collector(OUTPUT_LIMIT);
    const stderr = new Collector(64 * 1024);
    const args = [
        ...(0,no_inspector/* disableSigusr1Flag */.dt)(),
        ...sandboxFlags(bundle),
        `--max-old-space-size=${HEAP_MB}`,
        bundle,
        render_messages/* RENDER_MESSAGES */.g,
    ];
    const { exitCode, timedOut } = await (0,processes/* runUserCommand */.w0)(process.execPath, args, {
        cwd: options.cwd,
        env: rendererEnvironment(options.env),
        stdout,
        stderr,
        signal: options.signal,
        input: JSON.stringify({ templates: distinct }),
        timeoutMs,
    });
    runner/* debug */.Yz(`The message renderer ended with code ${exitCode}; it printed: ${stderr.text().trim()}`);
    (0,processes/* throwIfCancelled */.dZ)(options.signal);
    if (timedOut) {
        throw new Error(`${SETTING} did not render within ${timeoutMs / 1000} seconds (a loop that does not end?); hexo deploy ` +
            `would hang on it too. ${FIX}`);
    }
    const results = exitCode === 0 && !stdout.overflowed ? parseResults(stdout.text(), distinct.length) : undefined;
    if (!results) {
        const said = lastWords(stderr.text());
        throw new Error(`${SETTING} could not be rendered: ${howItEnded(exitCode, stdout.overflowed)}${said ? ` (${said})` : ''}. ${FIX}`);
    }
    distinct.forEach((template, index) => {
        rendered.set(template, messageOf(template, results[index]));
    });
    return rendered;
}
/** What became of a renderer that gave no results, in words (not its exit code: 0, 134 or 137 say little). */
function howItEnded(exitCode, overflowed) {
    if (overflowed)
        return `the message came to more than ${OUTPUT_LIMIT / 1024 / 1024} MiB (a template that repeats text?)`;
    if (exitCode === 0)
        return 'the renderer printed something other than the messages (a template that writes out?)';
    const signal = exitCode > 128 ? signalName(exitCode - 128) : undefined;
    if (signal === 'SIGABRT' || signal === 'SIGKILL') {
        return (`the renderer was stopped by ${signal}, as when it runs out of its ${HEAP_MB} MB of memory ` +
            '(a template that builds a huge text?) or another process kills it');
    }
    if (signal)
        return `the renderer was stopped by ${signal}, which something else sent it`;
    return `the renderer failed (exit code ${exitCode})`;
}
/** What the renderer said last that tells something: not Node's warnings' advice, nor a native stack's frames. */
function lastWords(stderr) {
    if (stderr.includes('JavaScript heap out of memory'))
        return 'JavaScript heap out of memory';
    const telling = stderr
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !/^\d+: 0x[0-9a-f]+|--trace-warnings|^\(node:\d+\) \w*Warning:/.test(line));
    return telling.pop()?.slice(0, 300);
}
function signalName(number) {
    return Object.entries(external_node_os_.constants.signals).find(([, value]) => value === number)?.[0];
}
/** The rendered message as git stores it, or the reason it cannot be one. */
function messageOf(template, rendered) {
    const named = `${SETTING} (${quoted(template)})`;
    if (!rendered || 'error' in rendered) {
        throw new Error(`${named} does not render as hexo-deployer-git renders it: ${rendered?.error ?? '?'}. ${FIX}`);
    }
    // git commit -m takes no NUL (it is an argument); hexo-deployer-git ignores its failure, and pushes no new commit.
    const message = rendered.message.includes('\0') ? '' : gitCommitMessage(rendered.message);
    if (message === '') {
        throw new Error(`${named} renders to an empty message: hexo deploy's git commit would fail on it and push no new ` +
            `commit. Give it some text, or set the commit-message input.`);
    }
    return message;
}
/** The results the renderer wrote, one for each template, or undefined when it wrote something else. */
function parseResults(text, count) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const results = parsed?.results;
    if (!Array.isArray(results) || results.length !== count)
        return undefined;
    const valid = results.every((item) => typeof item === 'object' &&
        item !== null &&
        (typeof item.message === 'string' ||
            typeof item.error === 'string'));
    return valid ? results : undefined;
}
/** The renderer's environment: the time zone and the locale, when set; nothing of ours, nor the runner's tokens. */
function rendererEnvironment(base) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value !== undefined && LOCALE_VARIABLES.test(name))
            env[name] = value;
    }
    return env;
}
/**
 * Node's permission model for the renderer: it may read the bundle's own folder (to load Nunjucks and Luxon), and
 * nothing else; it may write no file, start no process, thread or addon. A second wall behind the process's own
 * (see processes/processes.ts): a template that escapes Nunjucks gets neither our memory nor our environment either
 * way.
 */
function sandboxFlags(bundle) {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    const stable = major > 23 || (major === 23 && minor >= 5) || (major === 22 && minor >= 13);
    const folder = external_node_path_.dirname(bundle);
    return [stable ? '--permission' : '--experimental-permission', `--allow-fs-read=${external_node_path_.join(folder, '*')}`];
}
/** Keeps what a stream gets, up to `limit` bytes. */
class Collector extends external_node_stream_.Writable {
    limit;
    chunks = [];
    size = 0;
    overflowed = false;
    constructor(limit) {
        super();
        this.limit = limit;
    }
    _write(chunk, _encoding, done) {
        if (this.size + chunk.length > this.limit)
            this.overflowed = true;
        else {
            this.chunks.push(chunk);
            this.size += chunk.length;
        }
        done();
    }
    text() {
        return Buffer.concat(this.chunks).toString('utf8');
    }
}
/** The template as the error names it: its first line, shortened. */
function quoted(template) {
    // A blank template is shown as written (" "), so the user finds it.
    const line = (template.trim() === '' ? template : template.trim()).split('\n')[0] ?? '';
    return JSON.stringify(line.length > 80 ? `${line.slice(0, 77)}...` : line);
}

// EXTERNAL MODULE: ./src/publish-folder/listing.ts
var listing = __webpack_require__(10118);
;// CONCATENATED MODULE: ./src/deploy/push.ts
// The deployer of our own push: check every target with its tip, then publish the built site to each target's
// branch (a Hexo site config can name several, each with its deployer's options), and say what happened.















/**
 * The deployer of our own push: every target checked with its tip fetched, the site built with the config
 * restored before anything is read, then published to each target in turn.
 */
class PushDeployer {
    planned;
    /** The read of the publish folder, when it started before the target check (see `check`). */
    early;
    /** What runs beside the check, when it waits for the first upload (see `check`). */
    besideUploads;
    /** `layouts`: what each target's deployer options make of the site, in the targets' order (see layout.ts). */
    constructor(planned) {
        this.planned = planned;
    }
    /**
     * When nothing of the site's runs (no install, no build), there is no build time to spare by checking first:
     * the site is prepared first, and read while the targets are checked.
     */
    buildsFirst(steps) {
        return runsNothing(steps);
    }
    /** Every target with its tip fetched; the site prepared first (see `buildsFirst`) is read meanwhile. */
    async check(context, prepared, started) {
        const how = {
            branchSource: this.planned.branchSource,
            reads: true,
            prefetch: true,
            workDir: context.tempDir,
            signal: context.signal,
        };
        const { destinations } = this.planned;
        // The check's git commands start first; what this thread loads meanwhile waits on them, not they on it.
        const checking = checkDestinations(destinations, context.credentials, context.settings, how);
        checking.catch(() => undefined); // awaited below
        if (!prepared?.publishDir)
            started?.();
        // The chunks of dist/ the push uses after the site's commands are loaded before they run: they could rewrite
        // dist/, and the push runs in this process, with the token in reach. The page scanner, for the link
        // check of the site's first read; the clock of hexo-deployer-git's default message (Luxon).
        await (0,site_reader/* loadPageScanner */.Co)();
        const messages = destinations.map((destination) => deployerMessage(destination, context.settings));
        if (messages.includes(HEXO_DEFAULT_MESSAGE))
            await loadMessageClock();
        // A deployer's message is rendered before the first upload, by a process treated as the site's commands are.
        const rendersFirst = messages.some((message) => message !== '');
        if (prepared) {
            this.early = readerOf(prepared, context);
            if (prepared.publishDir) {
                void this.early.start(this.planned.layouts[0] ?? {});
                // The check's commands, the site's read and the composing of the trees keep this thread and the machine
                // busy until the first upload, which the step then waits on: what runs beside the check starts then. Nothing
                // of the site's runs on this route before it, so nothing can rewrite dist/ before it is loaded.
                if (!rendersFirst)
                    this.besideUploads = started;
            }
        }
        const checked = (0,deployer/* checkedDeploy */.R2)(await checking);
        // Else it starts as the check ends, and its code is loaded before any message is rendered.
        if (prepared?.publishDir && rendersFirst)
            started?.();
        return checked;
    }
    /** Nothing: our push reads the site once its config is restored. */
    whileTokenInConfig() {
        return undefined;
    }
    async publish(checked, built, context, hooks) {
        const input = {
            publishDir: built.publishDir,
            siteRoot: context.siteRoot,
            workDir: context.tempDir,
            timings: (0,deployer/* timingsOf */.Ld)(built),
            leaks: context.leaks,
            env: context.env,
            signal: context.signal,
        };
        const layout = (index) => this.planned.layouts[index] ?? {};
        const [first, ...others] = checked.targets;
        const targets = [
            { ...first, layout: layout(0) },
            ...others.map((target, index) => ({ ...target, layout: layout(index + 1) })),
        ];
        const read = this.early ?? readerOf(built, context);
        const uploading = this.besideUploads;
        try {
            return await pushSites(targets, context.settings, input, { ...hooks, read, uploading });
        }
        finally {
            // No upload (nothing to commit, a dry run, a failure before one): what runs beside starts now, unless the job
            // was cancelled.
            if (!context.signal.aborted)
                uploading?.();
        }
    }
}
/** The reader of the built site's publish folder (see publish-folder/checks/site-reader.ts). */
function readerOf(built, context) {
    const { leaks, problems, signal } = context;
    return (0,site_reader/* siteReader */.ZG)(context.settings, { publishDir: built.publishDir, cname: built.cname, leaks, problems, signal });
}
/**
 * Publishes to every target in turn (see branch/publish.ts), each with the credentials for it open, and returns the
 * outcome to report: the first target's, with the others in `more`. Whatever happens, what the push did not read
 * of the publish folder is scrubbed afterwards (see secrets/leaks.ts `scrubUnread`).
 */
async function pushSites(targets, settings, input, how) {
    const started = Date.now();
    const [first, ...others] = targets;
    // Every target's folders exist before the first push: a later target's missing one must not leave a half deploy.
    for (const target of targets)
        (0,listing/* checkExtraFolders */.g5)(target.layout.extraFolders ?? []);
    // Once for every deployer, before the first credential is opened, as hexo deploy renders it once.
    const templates = targets
        .map((target) => deployerMessage(target.destination, settings))
        .filter((message) => message !== '');
    const messages = await renderHexoMessages(templates, { cwd: input.siteRoot, env: input.env, signal: input.signal });
    const pushTo = async (target) => {
        (0,processes/* throwIfCancelled */.dZ)(input.signal);
        const done = await pushAndReport(target, targets.length, settings, input, how, messages);
        how.finished({ ...done, dryRun: settings.dryRun });
        // A push under way when the job was cancelled was left to finish: the step fails as cancelled, saying it landed.
        if (input.signal.aborted && done.pushed && !settings.dryRun) {
            throw new Error(`The job was cancelled (${(0,processes/* cancelSignalName */.EJ)(input.signal)}) while the push to ${done.repository} ` +
                `(${done.branch}) was under way: it landed ${done.commit}, which the branch now holds. Nothing started ` +
                'after the cancel.');
        }
        return done;
    };
    const more = [];
    let firstReport;
    try {
        firstReport = await pushTo(first);
        for (const target of others)
            more.push(await pushTo(target));
    }
    finally {
        await (0,secrets_leaks/* scrubUnread */.bw)(input.leaks, input.publishDir, how.read.listings);
    }
    return {
        kind: 'push',
        ...firstReport,
        dryRun: settings.dryRun,
        ...(settings.preview ? { preview: { number: settings.preview.number, closed: settings.preview.closed } } : {}),
        more,
        timings: { ...input.timings, publishMs: Date.now() - started },
    };
}
/** Publishes to one target in a log group of its own, and says what it got. */
async function pushAndReport(target, count, settings, input, how, messages) {
    const { url } = target.connection.target;
    const { branch } = target.branchState;
    const title = count > 1 ? `Publishing to ${url} (${branch})` : 'Publishing';
    const result = await runner/* group */.Os(title, () => (0,heartbeat/* withHeartbeat */.px)(`publishing to ${url} (${branch})`, () => pushOne(target, settings, input, how, messages)));
    const site = (0,git_target/* pageUrl */.fi)(target.connection.target, result.cname);
    // A preview's page is its folder's; a closed one's is gone, and the site's own address is what remains.
    const { preview } = settings;
    const page = preview && !preview.closed ? (0,inputs_preview/* previewUrl */.e6)(site, preview) : site;
    if (result.pushed)
        runner/* info */.pq(`Deployed ${result.commit} to ${url} (${branch}).${page ? ` Page: ${page}` : ''}`);
    return {
        repository: url,
        branch,
        commit: result.commit,
        pushed: result.pushed,
        changes: result.changes,
        pageUrl: page,
        ...(result.tag ? { tag: result.tag } : {}),
    };
}
/**
 * The deployer's `message` template a target's commit takes (hexo-deployer-git's default for a deployer that sets
 * none); empty where the workflow's or a preview's wins, or for a target no deployer names.
 */
function deployerMessage(destination, settings) {
    const { deploy } = destination;
    if (settings.given.commitMessage || settings.preview || !deploy)
        return '';
    return deploy.options.message || HEXO_DEFAULT_MESSAGE;
}
async function pushOne(target, settings, input, how, messages) {
    const { branch, tip, prefetched } = target.branchState;
    const deployer = target.destination.deploy?.options;
    const values = {
        fullSha: settings.source.sha,
        repository: settings.source.repository,
        ref: settings.source.refName,
        branch,
    };
    // The workflow's inputs win; else what the site config's deployer says, as hexo deploy would use it.
    const { preview } = settings;
    const message = !settings.given.commitMessage && preview
        ? preview.closed
            ? `Remove the preview of pull request #${preview.number}`
            : commitMessage(`Preview {sha} of pull request #${preview.number} from {repository}`, values)
        : (messages.get(deployerMessage(target.destination, settings)) ?? commitMessage(settings.commitMessage, values));
    const identity = deployIdentity(settings, deployer);
    return target.connection.use((remote) => publish({
        remote,
        workDir: input.workDir,
        branch,
        knownTip: tip,
        prefetched,
        settings,
        identity,
        message,
        ...(how.land ? { land: how.land } : {}),
        ...(how.uploading ? { uploading: how.uploading } : {}),
        signal: input.signal,
        readSite: (tip) => how.read(target.layout, { target: target.connection.target, tip }),
    }));
}

;// CONCATENATED MODULE: ./src/generators/hexo-config-files.ts
// Which config files Hexo reads, in its order: the `--config` list of the command that runs it, else the
// "config-file" input's files where `build: auto` runs Hexo; Hexo's own default, `_config.yml`, without either.

const DEFAULT_CONFIG_LIST = { files: ['_config.yml'], from: '' };
/** A package.json script run by name: `npm run deploy`, `yarn deploy`, `pnpm run deploy`, `bun run deploy`. */
const hexo_config_files_SCRIPT_RUN = /\b(?:npm|pnpm|bun)\s+(?:run(?:-script)?\s+)([\w:.-]+)|\byarn\s+(?:run\s+)?([\w:.-]+)/g;
/**
 * The value of `--config` (or `--config=`) on a command line that runs hexo (directly, through npx, or as the
 * script's text); undefined without one. Quotes around the value are taken off.
 */
function configFlag(command, scripts = {}) {
    // A package.json script run by name (`npm run deploy`): its text.
    for (const run of command.matchAll(hexo_config_files_SCRIPT_RUN)) {
        const script = scripts[run[1] ?? run[2] ?? ''];
        const inScript = script === undefined ? undefined : configFlag(script);
        if (inScript)
            return inScript;
    }
    const match = /\bhexo(?:\.cmd)?\b[^;&|\n]*?\s--config(?:=|\s+)("[^"]*"|'[^']*'|[^\s;&|]+(?:\s*,\s*[^\s;&|]+)*)/.exec(command);
    const value = match?.[1];
    return value?.replace(/^(["'])(.*)\1$/, '$2');
}
/**
 * The files of a `--config` value as Hexo splits it (hexo's multi_config_path): one name without a comma; else its
 * first blank removed, split at the commas, empty names dropped (Hexo warns of them and reads on).
 */
function splitConfigFlag(value) {
    if (!value.includes(','))
        return [value];
    return value
        .replace(' ', '')
        .split(',')
        .map((file) => file.trim())
        .filter((file) => file !== '');
}
/**
 * The list Hexo reads for this deploy: `deploy-command`'s `--config` (the section hexo deploy reads; also in the
 * package.json script it runs by name), else the build command's, else, where `build: auto` runs Hexo, the "config-file" input's files when it names several; else
 * `_config.yml`. `configFiles` are the input's absolute paths, named relative to `siteRoot` in the list.
 */
function configListOf(options) {
    const fromDeploy = options.deployCommand ? configFlag(options.deployCommand, options.scripts) : undefined;
    if (fromDeploy)
        return { files: splitConfigFlag(fromDeploy), from: 'the --config of "deploy-command"' };
    if (options.build !== undefined) {
        const fromBuild = configFlag(options.build, options.scripts);
        return fromBuild ? { files: splitConfigFlag(fromBuild), from: 'the --config of "build"' } : DEFAULT_CONFIG_LIST;
    }
    if (options.configFiles.length <= 1)
        return DEFAULT_CONFIG_LIST;
    const files = options.configFiles.map((file) => external_node_path_.relative(options.siteRoot, file) || file);
    return { files, from: 'the "config-file" input, which build: auto gives Hexo as --config' };
}

;// CONCATENATED MODULE: ./src/site/workspace.ts
// Finds the package-manager workspace (pnpm, npm, Yarn or Bun) a site folder belongs to, so its dependencies are
// installed where the lockfile is, with the manager that wrote it.




/** Lockfiles of every manager: a site folder holding one installs on its own. */
const LOCKFILES = [
    'package-lock.json',
    'npm-shrinkwrap.json',
    'pnpm-lock.yaml',
    'yarn.lock',
    'bun.lock',
    'bun.lockb',
];
/**
 * The nearest folder above `siteRoot`, up to `top` (the checkout) and never beyond it, that declares a workspace
 * (`pnpm-workspace.yaml`, or `workspaces` in package.json) whose package patterns include the site folder.
 * A site with a lockfile of its own is not looked up for.
 */
async function findWorkspace(siteRoot, top, siteFiles) {
    if (LOCKFILES.some((name) => siteFiles.has(name)))
        return undefined;
    const ceiling = external_node_path_.resolve(top);
    let folder = external_node_path_.resolve(siteRoot);
    while (folder !== ceiling && (0,paths/* isInside */.FK)(ceiling, folder)) {
        folder = external_node_path_.dirname(folder);
        const member = external_node_path_.relative(folder, siteRoot).split(external_node_path_.sep).join('/');
        const pnpm = await (0,shared_files/* readText */.yR)(external_node_path_.join(folder, 'pnpm-workspace.yaml'));
        if (pnpm !== undefined) {
            const patterns = stringList((await safeYaml(pnpm))?.packages);
            await (0,objects_globs/* loadGlobEngine */.t4)(patterns);
            if (includes(patterns, member))
                return { root: folder, reason: 'pnpm-workspace.yaml' };
        }
        const manifest = await (0,shared_files/* readText */.yR)(external_node_path_.join(folder, 'package.json'));
        if (manifest !== undefined) {
            const workspaces = safeJson(manifest)?.workspaces;
            // npm, Yarn and Bun take an array; Yarn 1 also `{ packages: [...] }`.
            const patterns = stringList(Array.isArray(workspaces) ? workspaces : record(workspaces)?.packages);
            await (0,objects_globs/* loadGlobEngine */.t4)(patterns);
            if (includes(patterns, member))
                return { root: folder, reason: 'workspaces in package.json' };
        }
    }
    return undefined;
}
/**
 * Whether a workspace's package patterns (globs, `!` to exclude) take in the folder at `member` (minimatch loaded
 * for them: `loadGlobEngine`).
 */
function includes(patterns, member) {
    let included = false;
    for (const pattern of patterns) {
        const negated = pattern.startsWith('!');
        const glob = (negated ? pattern.slice(1) : pattern).replace(/^\.\//, '').replace(/\/+$/, '');
        if ((0,objects_globs/* globMatcher */.fU)(glob)(member))
            included = !negated;
    }
    return included;
}
function stringList(value) {
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}
function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : undefined;
}
/** The YAML's top level; its parser loads only for a site that has YAML to read (see configs.ts). */
async function safeYaml(text) {
    try {
        const { parse } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 38815, 19));
        return record(parse(text));
    }
    catch {
        return undefined;
    }
}
function safeJson(text) {
    try {
        return record(JSON.parse(text));
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/site/detect.ts
// Recognises the site's generator from its files, and chooses what `build: auto` runs and where the site lands.







async function detectSite(root, runner) {
    let names;
    try {
        names = await promises_.readdir(root);
    }
    catch {
        throw new Error(`The site's folder ${root} does not exist or is not a folder. Check "working-directory", and that a checkout ` +
            'step (actions/checkout) ran before this one.');
    }
    const files = new Set(names);
    const packageJson = files.has('package.json') ? await readJson(external_node_path_.join(root, 'package.json')) : undefined;
    const scripts = {};
    for (const [name, value] of Object.entries(detect_record(packageJson?.scripts))) {
        if (typeof value === 'string')
            scripts[name] = value;
    }
    // In a workspace, the manager and the install are the workspace root's.
    const workspace = packageJson ? await findWorkspace(root, runner.top ?? root, files) : undefined;
    let packageManager;
    if (workspace) {
        const rootFiles = new Set(await promises_.readdir(workspace.root));
        const rootJson = await readJson(external_node_path_.join(workspace.root, 'package.json')).catch(() => ({}));
        packageManager = await managerIn(workspace.root, rootFiles, rootJson, runner);
    }
    else if (packageJson)
        packageManager = await managerIn(root, files, packageJson, runner);
    const clues = {
        root,
        deployerRepo: runner.env?.HEXO_DEPLOYER_REPO ?? '',
        configList: runner.configSources
            ? configListOf({ ...runner.configSources, siteRoot: root, scripts })
            : DEFAULT_CONFIG_LIST,
        files,
        dependencies: { ...detect_record(packageJson?.dependencies), ...detect_record(packageJson?.devDependencies) },
        scripts,
        packageManager,
    };
    // First match wins, in the registry's order (the README's table).
    for (const generator of registry/* GENERATORS */.DY) {
        const found = await generator.detect(clues);
        if (found) {
            // In a workspace, npm and Yarn install a generator's binary at the workspace root.
            const build = workspace
                ? found.build.map((step) => step.file.startsWith(external_node_path_.join(root, 'node_modules'))
                    ? { ...step, fallback: external_node_path_.join(workspace.root, external_node_path_.relative(root, step.file)) }
                    : step)
                : found.build;
            return {
                root,
                generator: generator.id,
                name: generator.title,
                packageManager,
                workspace,
                scripts,
                deployTargets: [],
                ...found,
                build,
            };
        }
    }
    return {
        root,
        generator: 'none',
        name: 'no generator',
        reason: 'no generator config or build script found',
        packageManager,
        workspace,
        scripts,
        build: [],
        outputDirs: [external_node_path_.join(root, 'public')],
        outputReason: 'the default',
        deployTargets: [],
    };
}
/** The package manager of the folder whose install this is: its packageManager field, else its lockfile. */
async function managerIn(folder, files, packageJson, runner) {
    const bunLock = files.has('bun.lock') || files.has('bun.lockb');
    return (0,package_manager/* choosePackageManager */.DO)({
        files,
        yarnLockHead: files.has('yarn.lock')
            ? ((await (0,shared_files/* readText */.yR)(external_node_path_.join(folder, 'yarn.lock')))?.slice(0, 2000) ?? '')
            : '',
        packageManagerField: typeof packageJson.packageManager === 'string' ? packageJson.packageManager : '',
        bunOnPath: bunLock && (await runner.onPath('bun')),
    });
}
async function readJson(file) {
    const text = (await (0,shared_files/* readText */.yR)(file)) ?? '';
    try {
        return detect_record(JSON.parse(text));
    }
    catch {
        throw new Error(`${file} is not valid JSON: fix it so the package manager can read it too.`);
    }
}
function detect_record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

;// CONCATENATED MODULE: ./src/github/run-pull-request.ts
/** The number of the open pull request of `repository` whose head is `run`'s repository, branch and commit. */
async function pullRequestOfRun(client, repository, run) {
    const runName = `run ${String(run.id)}`;
    if (run.event !== 'pull_request') {
        throw new Error(`Input "preview" deploys the preview of the pull request the triggering run built, and ${runName} was started ` +
            `by "${run.event || 'an unknown event'}", not "pull_request": run this workflow on \`workflow_run\` of the ` +
            'workflow that builds pull requests only, or remove "preview".');
    }
    const [headOwner = ''] = run.headRepository.split('/');
    if (!headOwner || !run.headBranch || !run.headSha) {
        throw new Error(`Input "preview": the event's workflow_run names no head repository, branch and commit for ${runName}, ` +
            'by which its pull request is found: run this job on the `workflow_run` event GitHub sends.');
    }
    const [owner = '', name = ''] = repository.split('/');
    const head = `${headOwner}:${run.headBranch}`;
    const open = await client.list({ what: `finding the pull request of ${head}`, permission: 'pull-requests: read' }, {
        method: 'GET',
        path: '/repos/{owner}/{repo}/pulls',
        params: { owner, repo: name },
        query: { head, state: 'open', per_page: 100 },
    });
    // A fork deleted since is `head.repo: null` in GitHub's answers, whatever the description's type says.
    const headRepo = (pull) => pull.head.repo?.full_name?.toLowerCase() ?? '';
    const built = open.filter((pull) => pull.head.sha === run.headSha && headRepo(pull) === run.headRepository.toLowerCase());
    const [only] = built;
    if (only && built.length === 1)
        return only.number;
    if (built.length > 1) {
        throw new Error(`Input "preview": ${String(built.length)} open pull requests (${built.map((pull) => `#${String(pull.number)}`).join(', ')}) ` +
            `have the head ${head} at ${run.headSha.slice(0, 7)}, which ${runName} built: no preview is deployed, since ` +
            'it cannot be told which one it is for. Close all but one of them.');
    }
    const moved = open.map((pull) => `#${String(pull.number)} is at ${pull.head.sha.slice(0, 7)}`).join(', ');
    throw new Error(`Input "preview": no open pull request of ${repository} has the head ${head} at ${run.headSha.slice(0, 7)}, ` +
        `which ${runName} built${moved ? ` (${moved})` : ''}: the pull request was closed, or its branch moved on ` +
        "since (the run of its new commit deploys that one's preview). Nothing was deployed.");
}

;// CONCATENATED MODULE: ./src/deploy/received-site.ts
// A deploy job's site (`mode: deploy`): the artifact a build job uploaded, downloaded and checked as data, then
// deployed on whichever route the inputs give, as a prebuilt folder: nothing of the site's runs in this job, and
// nothing in it steers the deploy (no config of it is read, no generator detected).







/**
 * Downloads and checks the artifact `settings.job.artifact` (of this run, or of `artifact-run-id`) into `tempDir`
 * (see pages-artifact/site-artifact.ts), and, for a `workflow_run` event's preview, finds its pull request first;
 * returns the settings and site that deploy it: the received folder is the workspace, the site's folder and
 * its publish folder; no install, no build, no cache, no config file, no base path (it was built for its address).
 * The site source of the plan's deploy-only route (see step/plan.ts `chooseSite`).
 */
async function receiveSite(given, tempDir, signal, credentials) {
    const { refuseOnServer } = await Promise.all(/* import() */[__webpack_require__.e(722), __webpack_require__.e(846)]).then(__webpack_require__.bind(__webpack_require__, 75846));
    refuseOnServer(given.source.serverUrl, 'deploy');
    // A fork's preview: its pull request is found before anything is downloaded.
    const settings = given.previewOfRun ? await withRunPreview(given, credentials, signal) : given;
    const into = external_node_path_.join(tempDir, 'received');
    await (0,promises_.mkdir)(into, { mode: 0o700 });
    const { artifact } = settings.job;
    const received = await download(settings, into, signal, credentials);
    const folder = (0,external_node_fs_.realpathSync)(received.folder);
    const ignored = ['install', 'build'].filter((name) => settings[name].kind !== 'auto');
    if (ignored.length > 0) {
        runner/* info */.pq(`Input "mode: deploy" runs nothing of the site's: ${ignored.map((name) => `"${name}"`).join(' and ')} ` +
            'belong to the build job.');
    }
    const site = {
        root: folder,
        generator: 'none',
        name: `the artifact "${artifact}"`,
        reason: `built by a job of "mode: build"`,
        packageManager: undefined,
        workspace: undefined,
        scripts: {},
        build: [],
        outputDirs: [folder],
        outputReason: `the artifact "${artifact}"`,
        deployTargets: [],
    };
    return {
        site,
        settings: {
            ...settings,
            workspace: folder,
            siteRoot: folder,
            publishDir: folder,
            install: { kind: 'skip' },
            build: { kind: 'skip' },
            cache: 'off',
            basePath: 'off',
            configFiles: [],
            deployCommand: '',
        },
    };
}
/** The settings of a deploy into the preview of the pull request the triggering run built (`previewOfRun`). */
async function withRunPreview(settings, credentials, signal) {
    const run = settings.previewOfRun;
    if (!run)
        return settings;
    const client = credentials.apiClient(github_client/* connectApi */.Xm, (0,github_client/* apiUrlOf */.po)(process.env), {
        timeoutMs: settings.networkTimeoutMs,
        signal,
    });
    if (!client) {
        throw new Error('Input "preview" on a `workflow_run` event finds the pull request through the API, and the "token" input is ' +
            'empty: give `token: ${{ github.token }}` with `permissions: pull-requests: write`.');
    }
    const number = await pullRequestOfRun(await client, settings.source.repository, run);
    // This run's token is the repository's own (a workflow_run run's, not the fork's run's): it may push the preview.
    const preview = (0,inputs_preview/* previewOf */.oW)(true, { number, action: 'completed', fromFork: false }, settings.previewDir);
    if (!preview)
        return settings;
    runner/* info */.pq(`The run ${String(run.id)} built ${run.headSha.slice(0, 7)} of pull request #${String(number)}.`);
    // The preview is of the pull request's commit, the one the run built, not of this run's (the default branch's).
    return { ...settings, preview, targetDir: preview.folder, source: { ...settings.source, sha: run.headSha } };
}
/** The artifact, from this run's artifact service, or from another run through the REST API (`artifactRun`). */
async function download(settings, into, signal, credentials) {
    const { downloadSiteArtifact } = await Promise.all(/* import() */[__webpack_require__.e(722), __webpack_require__.e(846)]).then(__webpack_require__.bind(__webpack_require__, 75846));
    const { artifact, artifactRun } = settings.job;
    const runtime = {
        token: process.env.ACTIONS_RUNTIME_TOKEN ?? '',
        resultsUrl: process.env.ACTIONS_RESULTS_URL ?? '',
    };
    if (artifactRun !== undefined) {
        const { repository } = settings.source;
        const fromRun = (apiUrl, token) => downloadSiteArtifact(artifact, into, {
            runtime,
            signal,
            from: { runId: artifactRun, repository, token, apiUrl },
        });
        const received = credentials.apiClient(fromRun, (0,github_client/* apiUrlOf */.po)(process.env), undefined);
        if (!received) {
            throw new Error(`Input "artifact-run-id" (run ${String(artifactRun)}) downloads the artifact "${artifact}" of another run ` +
                'through the API, and the "token" input is empty: give `token: ${{ github.token }}` with `permissions: ' +
                'actions: read`.');
        }
        return received;
    }
    if (!runtime.token || !runtime.resultsUrl) {
        throw new Error(`Input "mode: deploy" downloads the artifact "${artifact}" from the run, and ACTIONS_RUNTIME_TOKEN or ` +
            "ACTIONS_RESULTS_URL is not set: this step must run as a step of a GitHub Actions job (not in a container's " +
            'own shell).');
    }
    return downloadSiteArtifact(artifact, into, { runtime, signal });
}

;// CONCATENATED MODULE: ./src/step/plan.ts
// Decides once which deploy runs, and where it goes: our own push, a deploy command of the user's, hexo deploy (a
// deploy command that runs hexo-deployer-git, whose .deploy_git is seeded with the target branch first), or a
// deployment through the Pages "GitHub Actions" source; and picks the one deployer that runs it (see
// deploy/deployer.ts), and, first, where the site comes from (`chooseSite`). The mode is asked here only.











/**
 * Where the site comes from, the plan's first choice, with the settings that deploy it: a deploy job's (`mode:
 * deploy`) is the artifact a build job uploaded, received and checked as data (deploy/received-site.ts: nothing of
 * it runs, nothing of it is detected); every other job's is the site of the workspace, detected (site/detect.ts).
 */
async function chooseSite(settings, tempDir, signal, credentials) {
    if (settings.job.mode === 'deploy')
        return receiveSite(settings, tempDir, signal, credentials);
    const configSources = {
        build: settings.build.kind === 'shell' ? settings.build.command : undefined,
        deployCommand: settings.deployCommand,
        configFiles: settings.configFiles,
    };
    const runner = { onPath: shared_files/* onPath */.L, env: process.env, top: settings.workspace, configSources };
    return { settings, site: await detectSite(settings.siteRoot, runner) };
}
/**
 * The deployer of the plan (see `choosePlan`), as setup-node's factory picks one distribution class. Every
 * target's deployer options are worked out now (see deploy/layout.ts), so that a refused one stops the deploy
 * before the build and the first push.
 */
async function chooseDeployer(settings, site, hasDeployKey, pages) {
    const plan = choosePlan(settings, site, hasDeployKey, pages);
    const planned = {
        destinations: destinationsOf(plan),
        tokenVariables: configTokenVariables(plan),
        branchSource: branchSource(plan, settings),
    };
    // A build job builds for where the deploy job will deploy (the plan's first target), and uploads the site.
    if (settings.job?.mode === 'build') {
        const { BuildOnlyDeployer } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 51670));
        return new BuildOnlyDeployer(planned, settings.job.artifact, loadSitePackAndUpload);
    }
    runner/* info */.pq(sourceChosen(settings, plan.kind === 'actions', plan.destination, pages));
    // A deploy command of the user's own deploys as it likes; ours and hexo deploy's say what runs the others.
    if (plan.kind !== 'command')
        noteOtherDeployers(site.otherDeployers ?? [], plan.kind === 'hexo');
    if (settings.commitSigning === 'github' && plan.kind !== 'push' && plan.kind !== 'actions') {
        throw new Error(`Input "commit-signing: github" works with pages-push's own push only, and this deploy runs "${plan.command}": ` +
            'remove "deploy-command" (or the hexo deploy it runs), or set `commit-signing: none`.');
    }
    const layouts = planLayouts(plan, site.root);
    switch (plan.kind) {
        case 'push':
            return new PushDeployer({ ...planned, layouts });
        case 'command':
            return new CommandDeployer(planned, plan.command);
        case 'hexo':
            return new HexoDeployer({ ...planned, targets: plan.targets, layouts }, plan.command);
        case 'actions': {
            // The Actions source's deployer (and the Pages deployment's calls) is a chunk only such a run loads.
            const { ActionsDeployer } = await __webpack_require__.e(/* import() */ 341).then(__webpack_require__.bind(__webpack_require__, 38341));
            return new ActionsDeployer(planned, loadPackAndUpload);
        }
    }
}
/**
 * Whether the plan's choice waits on the current repository's Pages (read before it, see github/pages-source.ts):
 * always for `pages-source: actions` (which is refused without them); for `auto`, when the deploy could go either
 * way: its one target is the current repository, and none of a branch's features is asked for.
 */
function planReadsPages(settings, site, hasDeployKey) {
    if (settings.pagesSource === 'actions')
        return true;
    const destination = actionsDestination(settings, planInput(settings, site, hasDeployKey));
    return destination !== undefined && destination.target.sameRepository && branchFeatures(settings).length === 0;
}
function planInput(settings, site, hasDeployKey) {
    return {
        repository: settings.repository,
        branch: settings.branch,
        // `repo: {url, token: GITHUB_ACCESS_TOKEN}`: the recipe's sed puts the token input there, so the target takes
        // the "token" input, as one without a token of its own does (sent only where that input may go).
        deployTargets: site.deployTargets.map((target) => target.token === settings.tokenPlaceholder ? { ...target, token: '' } : target),
        serverUrl: settings.source.serverUrl,
        currentRepository: settings.source.repository,
        hasDeployKey,
    };
}
/**
 * The one target the Actions source would deploy, for `actions` and `auto`: `actions` goes to the repository input
 * or the current repository (a site config's git targets are branches); undefined for `branch`, or for a deploy
 * to several targets.
 */
function actionsDestination(settings, input) {
    if (settings.pagesSource !== 'actions' && settings.pagesSource !== 'auto')
        return undefined;
    const [destination, ...more] = chooseDestinations(settings.pagesSource === 'actions' ? { ...input, deployTargets: [] } : input);
    return more.length === 0 ? destination : undefined;
}
/**
 * The plan of the inputs, the site and, when they were read before it, the current repository's Pages: `auto`
 * deploys through the Actions source when they say so (see deploy/actions-refusals.ts).
 */
function choosePlan(settings, site, hasDeployKey, pages) {
    const input = planInput(settings, site, hasDeployKey);
    const actions = actionsDestination(settings, input);
    if (actions && throughActions(settings, actions, pages))
        return { kind: 'actions', destination: actions };
    const command = settings.deployCommand;
    if (command && settings.preview) {
        throw new Error(`Input "preview" needs pages-push's own push, which puts each preview in its folder; "deploy-command" ` +
            `("${command}") pushes on its own. Leave "deploy-command" empty for previews.`);
    }
    if (command && runsHexoDeploy(command, site.scripts)) {
        const destination = hexoDestination(input);
        if (destination) {
            const deployers = site.deployTargets.map(({ options, configFile }) => ({
                options,
                ...(configFile ? { configFile } : {}),
            }));
            return { kind: 'hexo', destination, command, targets: deployers.length, deployers };
        }
    }
    if (command)
        return { kind: 'command', destination: chooseDestination(input), command };
    const [destination = chooseDestination(input), ...others] = chooseDestinations(input);
    return { kind: 'push', destination, others };
}
/** Every target the plan pushes to, the first first. */
function destinationsOf(plan) {
    return plan.kind === 'push' ? [plan.destination, ...plan.others] : [plan.destination];
}
/**
 * The environment variables that hold a target's own token (`repo.token: $NAME` in the site config): like our
 * inputs, they are kept from the user's commands.
 */
function configTokenVariables(plan) {
    return destinationsOf(plan)
        .map((destination) => destination.deploy?.token ?? '')
        .filter((token) => token.startsWith('$'))
        .map((token) => token.slice(1));
}
/** Where the plan's branch name came from, for the message when it is not a valid name. */
function branchSource(plan, settings) {
    return settings.branch && plan.kind !== 'hexo' ? 'Input "branch"' : 'The deploy branch';
}
/**
 * The layout of every target the plan publishes to, the first first; for hexo deploy, of every git target of the
 * config (the deployer copies each one's extend_dirs); none for a command of the user's own. Each is refused here,
 * from the config alone, so that a refused option of a later target stops the deploy before the build and before
 * the first push.
 */
function planLayouts(plan, siteRoot) {
    if (plan.kind === 'command' || plan.kind === 'actions')
        return [];
    if (plan.kind === 'hexo')
        return hexoLayouts(plan.deployers, siteRoot);
    return destinationsOf(plan).map((destination) => layoutOf(destination, siteRoot));
}

;// CONCATENATED MODULE: ./src/report/report-text.ts
// The job summary's and the `targets` output's text: each target's outcome in words and as JSON, and the summary
// table itself, redacted (its HTML pieces, escaped and linked, are in summary-links.ts).


function describeOutcome(outcome) {
    const words = {
        pushed: 'pushed',
        unchanged: 'unchanged: nothing to push',
        'dry-run': 'dry run: not pushed',
        failed: 'failed: the branch is as it was',
        'not-tried': 'not tried: the branch is as it was',
    };
    return words[outcome];
}
/** The `targets` output: each target, what it got, and what became of it. */
function targetsJson(targets) {
    return JSON.stringify(targets.map((item) => ({
        repository: item.repository,
        branch: item.branch,
        commit: item.commit,
        pushed: item.pushed,
        'page-url': item.pageUrl,
        outcome: item.outcome,
    })));
}
function writeSummary(rows, secrets) {
    const redacted = rows.map(([what, value]) => [what, (0,redact/* redactText */.Rd)(value, secrets)]);
    runner/* appendSummaryTable */.dy('pages-push', ['What', 'Value'], redacted);
}

;// CONCATENATED MODULE: ./src/report/summary-links.ts
// The job summary's HTML pieces: each thing a user may want to open (the page, the commit, the repository, the
// deployment, the run) as a link, where its web address is known; user-given text escaped.
/** The summary is HTML: user-given text must not become markup. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
/** `text` (HTML already) as a link to `href`, or as it is when there is no address. */
function linked(href, text) {
    return href ? `<a href="${escapeHtml(href)}">${text}</a>` : text;
}
/**
 * The web page of the repository `target` (its URL as the deploy names it: https, or `git@host:owner/name.git`),
 * when it is on the workflow's own server (`serverUrl`), whose pages have GitHub's shape; undefined elsewhere (a
 * git server whose web pages, if any, the action cannot know).
 */
function repositoryPage(target, serverUrl) {
    if (!serverUrl)
        return undefined;
    let server;
    try {
        server = new URL(serverUrl);
    }
    catch {
        return undefined;
    }
    const scp = /^[\w.-]+@([^:/]+):\/?([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(target);
    let host;
    let repoPath;
    if (scp)
        [, host, repoPath] = [scp[0], scp[1], `${scp[2] ?? ''}/${scp[3] ?? ''}`];
    else {
        try {
            const url = new URL(target);
            host = url.host;
            repoPath = url.pathname.replace(/^\/+|\/+$/g, '').replace(/\.git$/, '');
        }
        catch {
            return undefined;
        }
    }
    const base = server.pathname.replace(/\/+$/, '');
    if (host !== server.host || !repoPath)
        return undefined;
    const relative = base && repoPath.startsWith(`${base.slice(1)}/`) ? repoPath.slice(base.length) : repoPath;
    if (!/^[^/]+\/[^/]+$/.test(relative))
        return undefined;
    return `${server.origin}${base}/${relative}`;
}
/** The workflow run's page, from the runner's variables; undefined outside a run. */
function runPage(env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
    if (!server || !repository || !runId)
        return undefined;
    const attempt = env.GITHUB_RUN_ATTEMPT && env.GITHUB_RUN_ATTEMPT !== '1' ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : '';
    return `${server.replace(/\/+$/, '')}/${repository}/actions/runs/${runId}${attempt}`;
}
/** The "Site problems" row's value: each problem on a line of its own, or "none". */
function problemsCell(problems) {
    return problems.length > 0
        ? problems.map((problem) => escapeHtml(problem).replace(/\n/g, '<br>')).join('<br>')
        : 'none';
}

;// CONCATENATED MODULE: ./src/report/report.ts
// Tells the workflow what happened: the step's outputs and the job summary.




/** The outcome of a run with nothing to do. */
function skipped(repository, branch, reason) {
    return {
        kind: 'skipped',
        reason,
        repository,
        branch,
        pageUrl: '',
        timings: { installMs: 0, buildMs: 0, publishMs: 0 },
    };
}
/** What the outputs and the summary say, whatever kind of deploy ran. */
function facts(outcome) {
    if (outcome.kind === 'skipped')
        return { commit: '', pushed: false, status: `skipped: ${escapeHtml(outcome.reason)}` };
    if (outcome.kind === 'pages') {
        const status = outcome.dryRun
            ? 'dry run: packed, not uploaded or deployed'
            : 'deployed through the Pages &quot;GitHub Actions&quot; source: live';
        return { commit: '', pushed: !outcome.dryRun, status };
    }
    if (outcome.kind === 'artifact') {
        const how = outcome.dryRun ? 'dry run: packed, not uploaded' : 'built and uploaded for a deploy job';
        return {
            commit: '',
            pushed: false,
            status: `${how}: the artifact &quot;${escapeHtml(outcome.artifact.name)}&quot;`,
        };
    }
    if (outcome.kind === 'command') {
        const status = `deployed by <code>${escapeHtml(outcome.command)}</code>`;
        return outcome.made ? { ...outcome.made, status } : { commit: '', pushed: true, status };
    }
    const status = outcome.dryRun
        ? 'dry run: committed locally, not pushed'
        : outcome.pushed
            ? 'pushed'
            : 'unchanged: nothing to push';
    return { commit: outcome.commit, pushed: outcome.pushed, changes: outcome.changes, status };
}
/**
 * Where a run is, and what it knows: for the outputs and the summary when it fails. Recorded by step/main.ts alone,
 * from what each stage returns or tells it as it goes (and each target's report as it is finished).
 */
class Progress {
    /** What the run is doing (what failed, if it fails). */
    stage = 'reading the inputs';
    done = [];
    repository = '';
    branch = '';
    /** The site's problems found so far (see site/problems.ts). */
    problems = [];
    /** What the site stage runs, as the log said it (see site/steps.ts). */
    ran;
    /** Who holds the credentials: every form of them is kept out of the summary, which the runner does not mask. */
    credentials = { secretForms: () => [] };
    get secrets() {
        return this.credentials.secretForms();
    }
    /** Every target of the deploy, once checked, in the order they are pushed. */
    targets = [];
    /** What each target done so far got: a failure on a later one leaves these as they are. */
    finished = [];
    /** Marks the current stage done and starts the next. */
    next(stage, done) {
        if (done) {
            this.done.push(done);
            (0,timings/* mark */.G)(done);
        }
        this.stage = stage;
    }
}
/**
 * The outputs and summary of a failed run: what failed, the message, how far it got, and, target by target, what
 * was pushed before the failure (a deploy to several targets may have moved some branches).
 */
function reportFailure(progress, message) {
    const { finished } = progress;
    const moved = finished.filter((item) => item.pushed && !item.dryRun);
    runner/* setOutput */.uH('pushed', String(moved.length > 0));
    runner/* setOutput */.uH('commit', moved[0]?.commit ?? '');
    runner/* setOutput */.uH('tag', moved.find((item) => item.tag)?.tag ?? '');
    // As for `commit`: the first target that moved, also when a later one failed.
    const changes = moved[0]?.changes;
    runner/* setOutput */.uH('changed-files', String(changes ? changes.added + changes.modified + changes.deleted : 0));
    runner/* setOutput */.uH('site-problems', String(progress.problems.length));
    runner/* setOutput */.uH('repository', progress.repository);
    runner/* setOutput */.uH('branch', progress.branch);
    const targets = progress.targets.map((target, index) => {
        const done = finished[index];
        if (done)
            return { ...done, outcome: outcomeOf(done) };
        const outcome = index === finished.length ? 'failed' : 'not-tried';
        return { ...target, commit: '', pushed: false, pageUrl: '', outcome };
    });
    runner/* setOutput */.uH('targets', targetsJson(targets));
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    const rows = [
        ['Result', `failed while ${escapeHtml(progress.stage)}`],
        ['Error', escapeHtml(message).replace(/\n/g, '<br>')],
    ];
    if (progress.repository)
        rows.push(['Target', escapeHtml(progress.repository)]);
    if (progress.branch)
        rows.push(['Branch', escapeHtml(progress.branch)]);
    rows.push(['Done', progress.done.length > 0 ? escapeHtml(progress.done.join(', ')) : 'nothing yet']);
    if (targets.length > 1 && finished.length > 0) {
        const line = (target) => `${escapeHtml(target.repository)} (${escapeHtml(target.branch)}): ${describeOutcome(target.outcome)}` +
            (target.outcome === 'pushed' ? ` <code>${target.commit}</code>` : '');
        rows.push(['Pushed', targets.map(line).join('<br>')]);
    }
    else
        rows.push(['Pushed', 'nothing: the target branch is as it was']);
    if (progress.ran) {
        rows.push(['Install', escapeHtml(progress.ran.install)]);
        rows.push(['Build', escapeHtml(progress.ran.build)]);
        rows.push(['Publish folder', escapeHtml(progress.ran.publish)]);
    }
    if (progress.problems.length > 0)
        rows.push(['Site problems', problemsCell(progress.problems)]);
    writeSummary(rows, progress.secrets);
}
function report(outcome, progress = { problems: [], secrets: [] }) {
    const { problems, ran } = progress;
    const { commit, pushed, changes, status } = facts(outcome);
    const changed = changes ? changes.added + changes.modified + changes.deleted : 0;
    runner/* setOutput */.uH('commit', commit);
    runner/* setOutput */.uH('pushed', String(pushed));
    runner/* setOutput */.uH('changed-files', String(changed));
    runner/* setOutput */.uH('site-problems', String(problems.length));
    runner/* setOutput */.uH('repository', outcome.repository);
    runner/* setOutput */.uH('branch', outcome.branch);
    runner/* setOutput */.uH('page-url', outcome.pageUrl);
    runner/* setOutput */.uH('tag', (outcome.kind === 'push' && outcome.tag) || '');
    const preview = outcome.kind === 'push' ? outcome.preview : undefined;
    runner/* setOutput */.uH('preview-url', preview && !preview.closed ? outcome.pageUrl : '');
    if (outcome.kind === 'pages' || outcome.kind === 'artifact') {
        runner/* setOutput */.uH(outcome.kind === 'pages' ? 'deployment-id' : 'artifact-id', outcome.kind === 'pages' ? outcome.deploymentId : outcome.artifact.id);
        runner/* setOutput */.uH('artifact-size', String(outcome.artifact.bytes));
        runner/* setOutput */.uH('artifact-files', String(outcome.artifact.files));
    }
    const first = {
        repository: outcome.repository,
        branch: outcome.branch,
        commit,
        pushed,
        pageUrl: outcome.pageUrl,
    };
    const dryRun = outcome.kind === 'push' && outcome.dryRun;
    const every = [first, ...(outcome.kind === 'push' ? (outcome.more ?? []) : [])].map((item) => {
        const withRun = { ...item, dryRun };
        return { ...withRun, outcome: outcome.kind === 'skipped' ? 'unchanged' : outcomeOf(withRun) };
    });
    runner/* setOutput */.uH('targets', targetsJson(every));
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    // Links where the web address is known: the target on the workflow's own server.
    const web = repositoryPage(outcome.repository, process.env.GITHUB_SERVER_URL);
    const rows = [
        ['Result', status],
        ['Target', linked(web, escapeHtml(outcome.repository))],
    ];
    if (outcome.kind !== 'pages' && outcome.kind !== 'artifact')
        rows.push(['Branch', escapeHtml(outcome.branch)]);
    else {
        if (outcome.kind === 'pages' && outcome.deploymentId) {
            const deployments = web && `${web}/deployments`;
            rows.push(['Deployment', linked(deployments, `<code>${escapeHtml(outcome.deploymentId)}</code>`)]);
        }
        rows.push(['Artifact', `${outcome.artifact.files} files, ${outcome.artifact.bytes} bytes`]);
    }
    if (commit)
        rows.push(['Commit', linked(web && `${web}/commit/${commit}`, `<code>${commit}</code>`)]);
    if (outcome.kind === 'push' && outcome.tag)
        rows.push(['Tag', `<code>${escapeHtml(outcome.tag)}</code>`]);
    if (preview) {
        rows.push([
            'Preview',
            preview.closed
                ? `pull request #${preview.number} closed: its preview is removed`
                : `pull request #${preview.number}: <a href="${escapeHtml(outcome.pageUrl)}">${escapeHtml(outcome.pageUrl)}</a>`,
        ]);
    }
    if (changes)
        rows.push(['Files', `${changes.added} added, ${changes.modified} changed, ${changes.deleted} removed`]);
    if (outcome.pageUrl) {
        rows.push(['Page', `<a href="${escapeHtml(outcome.pageUrl)}">${escapeHtml(outcome.pageUrl)}</a>`]);
    }
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
    // What ran, as the log said it, and how long it took.
    const what = (text) => text && outcome.kind !== 'skipped' ? `${escapeHtml(text)}: ` : '';
    rows.push(['Install', `${what(ran?.install)}${seconds(outcome.timings.installMs)}`]);
    rows.push(['Build', `${what(ran?.build)}${seconds(outcome.timings.buildMs)}`]);
    if (ran && outcome.kind !== 'skipped')
        rows.push(['Publish folder', escapeHtml(ran.publish)]);
    rows.push(['Publish', seconds(outcome.timings.publishMs)]);
    rows.push(['Site problems', problemsCell(problems)]);
    const run = runPage(process.env);
    if (run)
        rows.push(['Run', linked(run, escapeHtml(run))]);
    writeSummary(rows, progress.secrets);
}
function outcomeOf(item) {
    return item.dryRun && item.commit ? 'dry-run' : item.pushed ? 'pushed' : 'unchanged';
}

// EXTERNAL MODULE: ./src/inputs/settings.ts + 7 modules
var settings = __webpack_require__(66807);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/shared/tools.ts
var tools = __webpack_require__(28970);
;// CONCATENATED MODULE: ./src/hardening/toolkit-spawns.ts

/**
 * What an archiver needs from the environment: where programs are (tar runs its compressor by name), the locale and
 * time zone it writes names and times in, its scratch folder, and on Windows what the system needs to start a
 * program at all. The token input, the runtime token and the OIDC request token are none of these.
 */
const FOR_AN_ARCHIVER = /^(PATH|Path|LANG|LANGUAGE|LC_[A-Z_]+|TZ|TMPDIR|TEMP|TMP|MSYS|SystemRoot|SYSTEMROOT|windir|ComSpec|PATHEXT)$/;
let context;
/** `env` (or ours, the library's default) narrowed to FOR_AN_ARCHIVER. */
function archiverEnvironment(env) {
    const narrowed = {};
    for (const [name, value] of Object.entries(env)) {
        if (value !== undefined && FOR_AN_ARCHIVER.test(name))
            narrowed[name] = value;
    }
    return narrowed;
}
/**
 * Runs `work` (a call of the toolkit) with every process it starts given only `archiverEnvironment`. The library
 * spawns through `@actions/exec` with a copy of process.env made at its call, so the process.env of the library's
 * own HTTP calls cannot be told from the children's: the spawn itself is where they part. It is the runtime's
 * `child_process.spawn`, replaced for the call's length; a spawn of ours that runs meanwhile (the target check's
 * git) is told apart by the call's async context, and gets its own environment less the runner's tokens and our
 * inputs, which it never holds anyway.
 *
 * The job's cancel (`signal`) kills the call's archivers at once (tar, and with its pipe gone the compressor it
 * runs), and the call starts none after it: the library takes no signal, and a restore would otherwise go on
 * unpacking into the workspace after the step has said it was cancelled.
 */
async function withArchiverSpawns(work, signal) {
    const { AsyncLocalStorage } = process.getBuiltinModule('node:async_hooks');
    const store = (context ??= new AsyncLocalStorage());
    const childProcess = process.getBuiltinModule('node:child_process');
    const original = childProcess.spawn;
    const archivers = new Set();
    const narrowing = function (file, ...rest) {
        const args = Array.isArray(rest[0]) ? rest.shift() : [];
        const options = (rest[0] ?? {});
        const base = options.env ?? process.env;
        const ours = store.getStore() === true;
        const env = ours ? archiverEnvironment(base) : (0,environment/* inheritedEnvironment */.aJ)(base);
        const spawn = original;
        // After the cancel, the archiver is not started: in its place a Node that fails at once, with nothing of ours,
        // so that the library's call fails as a failed command does (a throw here would be an unhandled rejection in
        // its promise executor).
        const child = ours && signal.aborted
            ? spawn.call(this, process.execPath, ['-e', 'process.exitCode = 1'], { ...options, env: {}, shell: false })
            : spawn.call(this, file, args, { ...options, env });
        if (ours) {
            archivers.add(child);
            child.once('exit', () => archivers.delete(child));
        }
        return child;
    };
    const stop = () => {
        for (const child of archivers)
            child.kill('SIGKILL');
    };
    childProcess.spawn = narrowing;
    signal.addEventListener('abort', stop, { once: true });
    try {
        return await store.run(true, work);
    }
    finally {
        signal.removeEventListener('abort', stop);
        if (childProcess.spawn === narrowing)
            childProcess.spawn = original;
    }
}

;// CONCATENATED MODULE: ./src/site/actions-cache.ts
// The runner's Actions cache, through the toolkit's `@actions/cache`, loaded only here, by a dynamic import: only a
// run that restores or saves pays for its chunk. A failure of the service (down, a bad answer) is a warning: the
// cache only ever saves time, and a deploy never fails for it.







/**
 * Whether the runner offers the cache to this step: its runtime token and the service's address (the results
 * service for the cache service v2, which `ACTIONS_CACHE_SERVICE_V2` selects; else the older cache service's).
 * The toolkit reads them from `process.env`, where hardening/reexec.ts keeps them for the main step alone (no child of
 * ours inherits them: see hardening/environment.ts).
 */
function cacheOffered(env) {
    return Boolean(env.ACTIONS_RUNTIME_TOKEN && (env.ACTIONS_RESULTS_URL || env.ACTIONS_CACHE_URL));
}
/**
 * Loads `@actions/cache` (its chunk of dist/) now, before the site's commands run: they could rewrite dist/, and a
 * save after the install or the build would otherwise load what they left.
 */
async function loadCacheClient() {
    await Promise.all(/* import() */[__webpack_require__.e(955), __webpack_require__.e(298), __webpack_require__.e(581), __webpack_require__.e(693)]).then(__webpack_require__.bind(__webpack_require__, 1693));
}
/**
 * Restores `paths` (relative to the workspace, the step's working folder) from the entry `key`, else the newest
 * whose key starts with one of `restoreKeys`; the key it restored, or undefined (no entry, or a failure: warned).
 */
async function restoreCache(paths, key, restoreKeys, signal) {
    try {
        const toolkit = await Promise.all(/* import() */[__webpack_require__.e(955), __webpack_require__.e(298), __webpack_require__.e(581), __webpack_require__.e(693)]).then(__webpack_require__.bind(__webpack_require__, 1693));
        (0,processes/* throwIfCancelled */.dZ)(signal);
        return await asToolkit(() => toolkit.restoreCache(paths, key, restoreKeys), signal);
    }
    catch (error) {
        (0,processes/* throwIfCancelled */.dZ)(signal);
        runner/* warning */.$e(`Could not restore ${paths.join(', ')} from the Actions cache: ${(0,errors/* errorMessage */.g)(error)}.`);
        return undefined;
    }
}
/** Saves `paths` as the entry `key`; whether it was saved (a failure is warned by the toolkit or here). */
async function saveCache(paths, key, signal) {
    try {
        const toolkit = await Promise.all(/* import() */[__webpack_require__.e(955), __webpack_require__.e(298), __webpack_require__.e(581), __webpack_require__.e(693)]).then(__webpack_require__.bind(__webpack_require__, 1693));
        (0,processes/* throwIfCancelled */.dZ)(signal);
        const id = await asToolkit(() => toolkit.saveCache(paths, key), signal);
        return id !== -1;
    }
    catch (error) {
        (0,processes/* throwIfCancelled */.dZ)(signal);
        runner/* warning */.$e(`Could not save ${paths.join(', ')} to the Actions cache: ${(0,errors/* errorMessage */.g)(error)}.`);
        return false;
    }
}
/**
 * Runs a call of the toolkit with every process it starts (tar, zstd) given only what they need: no inputs (the token
 * among them), no runtime or OIDC request token (see hardening/toolkit-spawns.ts); with a PATH of only the folders
 * where tar and its compressors were found before the first user command (see shared/tools.ts: the toolkit runs them
 * by name, after the install and the build), and with the error annotations it writes for a server error (`Failed to
 * restore: …` on a 5xx answer) written as warnings: the cache never fails a deploy, nor marks it red. Only the
 * toolkit's own lines are rewritten (told apart by the call's async context): the step's, meanwhile, are not. The
 * toolkit's archive goes to a folder it makes in RUNNER_TEMP, which it leaves behind (it deletes the archive only):
 * RUNNER_TEMP is a folder of ours for the call, deleted after it.
 *
 * The toolkit takes no signal. On the job's cancel the call is left at once, its archivers killed and none started
 * after (toolkit-spawns.ts), and its lines are no longer shown (its failure then is the cancel's); the step ends
 * once it has said it was cancelled, whatever the toolkit still holds (see index.ts).
 */
async function asToolkit(work, signal) {
    const runnerTemp = process.env.RUNNER_TEMP;
    const scratch = runnerTemp ? await (0,promises_.mkdtemp)(external_node_path_.join(runnerTemp, 'pages-push-cache-')) : undefined;
    if (scratch)
        process.env.RUNNER_TEMP = scratch;
    const searched = process.env.PATH;
    (0,tools/* holdTools */.Xe)(); // every program of ours found on the whole PATH, before it is narrowed for the toolkit's call
    if (process.platform !== 'win32')
        process.env.PATH = (0,tools/* toolFolders */.Sg)(['tar', 'zstd', 'gzip']);
    const { AsyncLocalStorage } = process.getBuiltinModule('node:async_hooks');
    const fromToolkit = new AsyncLocalStorage();
    const write = process.stdout.write.bind(process.stdout);
    const rewritten = ((chunk, ...rest) => {
        if (fromToolkit.getStore() !== true)
            return write(chunk, ...rest);
        if (!signal.aborted)
            return write(typeof chunk === 'string' ? chunk.replace(/^::error::/gm, '::warning::') : chunk, ...rest);
        const done = rest.find((each) => typeof each === 'function');
        if (done)
            queueMicrotask(done);
        return true;
    });
    process.stdout.write = rewritten;
    const call = fromToolkit.run(true, () => withArchiverSpawns(work, signal));
    // Its lines are rewritten until the call itself ends, which may come after the cancel left it.
    void call
        .catch(() => undefined)
        .finally(() => {
        if (process.stdout.write === rewritten)
            process.stdout.write = write;
    });
    try {
        return await raceCancel(signal, call);
    }
    finally {
        if (searched === undefined)
            Reflect.deleteProperty(process.env, 'PATH');
        else
            process.env.PATH = searched;
        if (scratch) {
            process.env.RUNNER_TEMP = runnerTemp;
            await (0,promises_.rm)(scratch, { recursive: true, force: true });
        }
    }
}
/**
 * `work`, or the cancel's reason as soon as the job is cancelled. (The Pages artifact's upload, which must also end
 * its requests, has its own: `untilCancelled` in pages-artifact/upload.ts.)
 */
async function raceCancel(signal, work) {
    let onAbort;
    const cancelled = new Promise((_resolve, reject) => {
        onAbort = () => {
            reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
    });
    cancelled.catch(() => undefined);
    try {
        return await Promise.race([work, cancelled]);
    }
    finally {
        if (onAbort)
            signal.removeEventListener('abort', onAbort);
    }
}

;// CONCATENATED MODULE: ./src/site/cache.ts
// Keeps a Node site's install (node_modules) and Hexo's database (db.json) in the runner's Actions cache between
// runs (the `cache` input): the keys, node_modules restored before `install: auto` judges it and saved after a
// fresh install, and Hexo built on its restored database without `hexo clean` (on a fresh public/).












/** Bump to leave every entry an older layout wrote. */
const LAYOUT = 'v1';
/** The runtime's node:crypto, loaded when the cache is first used: it cost every start about 5 ms. */
const createHash = (algorithm) => process.getBuiltinModule('node:crypto').createHash(algorithm);
const sha = (text) => createHash('sha256').update(text).digest('hex');
/**
 * The site's cache, its node_modules restored now (before `install: auto` reads npm's, pnpm's or Yarn's record of
 * it); undefined with `cache: off`, or when the runner offers no cache.
 */
async function openSiteCache(settings, site, { env, signal }) {
    if (settings.cache === 'off')
        return undefined;
    if (!cacheOffered(env)) {
        runner/* debug */.Yz('cache: auto, and the runner offers no Actions cache (no ACTIONS_RUNTIME_TOKEN and service address)');
        return undefined;
    }
    if (external_node_path_.resolve(process.cwd()) !== settings.workspace) {
        runner/* info */.pq('Cache: not used: the step does not run in GITHUB_WORKSPACE, where the cache keeps its paths.');
        return undefined;
    }
    const platform = `${env.RUNNER_OS || process.platform}-${env.RUNNER_ARCH || process.arch}`;
    (0,timings/* mark */.G)('restoring');
    await loadCacheClient();
    const install = await restoreInstall(settings, site, { platform, env, signal });
    (0,timings/* mark */.G)('restored');
    const generator = (0,registry/* generatorNamed */.f)(site.generator);
    const kept = generator?.keptBetweenBuilds;
    const buildFile = generator && kept && settings.build.kind === 'auto'
        ? new BuildFile(settings, site, { generator, kept, platform, signal })
        : undefined;
    return {
        installed: async (ran) => {
            if (ran && install && install.restored !== install.key) {
                if (await saveCache([install.folder], install.key, signal)) {
                    runner/* info */.pq(`Cache: saved ${install.folder} as ${install.key}.`);
                }
            }
        },
        buildSteps: (steps) => (buildFile ? buildFile.restore(steps) : Promise.resolve(steps.build.steps)),
        built: (secrets) => (buildFile ? buildFile.save(secrets) : Promise.resolve()),
    };
}
/** Restores the install's node_modules, keyed by OS, Node, package manager and lockfile, when `install: auto`. */
async function restoreInstall(settings, site, { platform, env, signal }) {
    const manager = site.packageManager;
    if (settings.install.kind !== 'auto' || !manager?.lockfile)
        return undefined;
    const cwd = site.workspace?.root ?? site.root;
    const folder = external_node_path_.relative(settings.workspace, external_node_path_.join(cwd, 'node_modules')).split(external_node_path_.sep).join('/');
    if (await (0,shared_files/* exists */.t2)(external_node_path_.join(cwd, 'node_modules'))) {
        runner/* info */.pq(`Cache: ${folder} is already there (an earlier step): not restored over it.`);
        return undefined;
    }
    const node = await nodeVersion(cwd, env);
    if (!node) {
        runner/* info */.pq('Cache: node_modules not restored: no `node` on PATH to key it by (actions/setup-node installs one).');
        return undefined;
    }
    const lock = await promises_.readFile(external_node_path_.join(cwd, manager.lockfile));
    const prefix = `pages-push-node-modules-${LAYOUT}-${platform}-node${node}-${manager.name}-`;
    const key = `${prefix}${sha(lock)}`;
    const restored = await runner/* group */.Os('Restoring node_modules from the Actions cache', () => restoreCache([folder], key, [prefix], signal));
    if (restored === key)
        runner/* info */.pq(`Cache: restored ${folder} from ${key}, made from this ${manager.lockfile}.`);
    else if (restored) {
        runner/* info */.pq(`Cache: restored ${folder} from ${restored}, made from another ${manager.lockfile}: the install goes over it.`);
    }
    else
        runner/* info */.pq(`Cache: no ${folder} in the Actions cache for ${key}: it is saved after the install.`);
    return { folder, key, restored };
}
/** `node --version` of the Node on the step's PATH (the one the install and build run), without its `v`. */
async function nodeVersion(cwd, env) {
    try {
        const { stdout } = await (0,external_node_util_.promisify)(external_node_child_process_.execFile)('node', ['--version'], {
            cwd,
            env: (0,environment/* inheritedEnvironment */.aJ)(env),
            timeout: 10_000,
        });
        return /^v?(\d+\.\d+\.\d+\S*)/.exec(stdout.trim())?.[1];
    }
    catch {
        return undefined;
    }
}
/**
 * A file the build keeps (Hexo's db.json), per branch and site folder: restored before the build, which then runs
 * without the step that deletes it (`hexo clean`) on a fresh publish folder (Hexo processes only the sources that
 * changed, and post ids stay the same). The key names a fingerprint of what the build cannot track from its sources
 * (the config files, the theme, the scripts, the lockfile, the build's arguments and extra config): any change of
 * one builds from scratch.
 */
class BuildFile {
    settings;
    site;
    how;
    file;
    folder;
    title;
    key = '';
    restoredHash = '';
    constructor(settings, site, how) {
        this.settings = settings;
        this.site = site;
        this.how = how;
        this.file = external_node_path_.join(site.root, how.kept.file);
        this.folder = external_node_path_.relative(settings.workspace, this.file).split(external_node_path_.sep).join('/');
        this.title = `${how.generator.title}'s ${how.kept.file}`;
    }
    async restore(steps) {
        const { kept, generator, platform, signal } = this.how;
        const build = steps.build.steps;
        // A file already there (committed, or left by an earlier step) is the build's own: nothing is restored over it.
        if (await (0,shared_files/* exists */.t2)(this.file))
            return build;
        // The step a restore leaves out is planned without the file: the site gives it other work (for Hexo, an
        // after_clean script of its own or its theme's, or a publish folder left behind), which must not be skipped.
        if (build.some((step) => step.display === kept.dropStep)) {
            runner/* info */.pq(`Cache: ${kept.dropStep} has work to do here besides ${kept.file}: a full build, nothing restored.`);
            return build;
        }
        const root = sha(external_node_path_.relative(this.settings.workspace, this.site.root)).slice(0, 12);
        const branch = sha(this.settings.source.refName).slice(0, 12);
        const name = `${generator.id}-${kept.file.replace(/\W+/g, '-')}`;
        const prefix = `pages-push-${name}-${LAYOUT}-${platform}-${root}-${branch}-${await this.fingerprint(steps)}-`;
        const { runNumber, runAttempt } = this.settings.source;
        this.key = `${prefix}${runNumber || '0'}-${runAttempt || '1'}-${Date.now()}`;
        const restored = await runner/* group */.Os(`Restoring ${this.title} from the Actions cache`, () => restoreCache([this.folder], this.key, [prefix], signal));
        if (!restored || !(await (0,shared_files/* exists */.t2)(this.file))) {
            runner/* info */.pq(`Cache: no ${this.title} for this branch, config and theme: a full build.`);
            return build;
        }
        this.restoredHash = sha(await promises_.readFile(this.file));
        // What the dropped step does besides deleting the file: a fresh publish folder (every page is written again).
        for (const dir of steps.publish.dirs) {
            await promises_.rm(await (0,paths/* confined */.dg)(this.settings.workspace, dir, 'publish-dir'), { recursive: true, force: true });
        }
        // The detection planned no such step (nothing for it to do): the build runs as planned, on the restored file.
        const rest = build;
        const fresh = steps.publish.dirs.map((dir) => `${external_node_path_.relative(this.site.root, dir)}/`).join(', ');
        runner/* info */.pq(`Cache: restored ${this.title} from ${restored}: ${rest.map((step) => step.display).join(' && ')} on a ` +
            `fresh ${fresh}, without ${kept.dropStep}.`);
        return rest;
    }
    async save(secrets) {
        if (!this.key || !(await (0,shared_files/* exists */.t2)(this.file)))
            return;
        if ((await (0,secrets_leaks/* filesHolding */.HC)([this.file], secrets)).length > 0) {
            runner/* warning */.$e(`Cache: ${this.folder} holds the token or the deploy key after the build: not saved.`);
            return;
        }
        if (sha(await promises_.readFile(this.file)) === this.restoredHash)
            return; // nothing changed: the entry stays
        if (await saveCache([this.folder], this.key, this.how.signal))
            runner/* info */.pq(`Cache: saved ${this.folder} as ${this.key}.`);
    }
    /** A hash of the config files, theme, scripts, package files and the build's arguments and extra files. */
    async fingerprint(steps) {
        const hash = createHash('sha256');
        const root = this.site.root;
        const names = await promises_.readdir(root).catch(() => []);
        const configs = names.filter((name) => this.how.kept.configs.test(name)).sort();
        const lockfile = this.site.packageManager?.lockfile;
        const installRoot = this.site.workspace?.root ?? root;
        const files = [
            ...configs.map((name) => external_node_path_.join(root, name)),
            external_node_path_.join(root, 'package.json'),
            ...(lockfile ? [external_node_path_.join(installRoot, lockfile)] : []),
        ];
        // One at a time: a spread of a large folder's files would overflow the stack.
        for (const folder of this.how.kept.folders(this.site.theme))
            for (const file of await filesUnder(external_node_path_.join(root, folder)))
                files.push(file);
        for (const file of files) {
            hash.update(`${external_node_path_.relative(root, file)}\0`);
            hash.update(await promises_.readFile(file).catch(() => Buffer.from('(none)')));
        }
        for (const step of steps.build.steps)
            hash.update(`${step.args.map((arg) => external_node_path_.basename(arg)).join(' ')}\0`);
        for (const extra of steps.files)
            hash.update(`${external_node_path_.basename(extra.path)}\0${extra.content}\0`);
        return hash.digest('hex').slice(0, 16);
    }
}
/** Every file under `dir` (links not followed), sorted; none when it is missing. */
async function filesUnder(dir) {
    const entries = await promises_.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
        .filter((entry) => entry.isFile())
        .map((entry) => external_node_path_.join(entry.parentPath, entry.name))
        .sort();
}

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
;// CONCATENATED MODULE: ./src/site/problems.ts
// Catches a broken site before it goes live: empty pages, no index.html, no HTML at all, and error lines a
// generator printed while exiting 0. Each becomes a warning annotation and a summary row, or fails the step before
// anything is pushed when `on-site-problems: fail`.






/** Lines at error level in the output of the generators (each says its own, see generators/), once each. */
const ERROR_LINES = [...new Set(registry/* GENERATORS */.DY.flatMap((generator) => generator.errorLines ?? []))];
// eslint-disable-next-line no-control-regex -- the escape sequences of coloured output
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007/g;
/** Whether a line of a generator's output reports an error (colour codes and surrounding blanks ignored). */
function isErrorLine(line) {
    const text = line.replace(ANSI, '').trim();
    return ERROR_LINES.some((pattern) => pattern.test(text));
}
/** What is wrong with the published files; `base` is the folder they are published into (`target-dir/`, or ''). */
function inspectPages(files, base) {
    const problems = [];
    const shown = (paths) => paths.slice(0, 10).join(', ') + (paths.length > 10 ? ` and ${paths.length - 10} more` : '');
    const pages = files.filter((file) => /\.html?$/i.test(file.path));
    const empty = pages.filter((file) => file.size === 0).map((file) => file.path);
    if (empty.length > 0) {
        problems.push(`${empty.length === 1 ? 'A page is' : `${empty.length} pages are`} empty (0 bytes): ${shown(empty)}. A ` +
            'generator writes an empty page when its template fails to render: look for errors in the build output.');
    }
    if (pages.length === 0) {
        const names = [...new Set(files.map((file) => file.path.slice(base.length).split('/')[0] ?? ''))].sort();
        problems.push(`The publish folder holds no HTML page (${files.length} ${files.length === 1 ? 'file' : 'files'}: ` +
            `${shown(names)}): is it the site? Set ` +
            '"publish-dir" to the folder your generator writes the site to, or "build" to the command that builds it.');
    }
    else if (base === '' && !files.some((file) => file.path === 'index.html')) {
        const names = [...new Set(files.map((file) => file.path.split('/')[0] ?? ''))].sort();
        problems.push(`The publish folder has no index.html at its root, so the site's address will answer 404 (it holds ` +
            `${shown(names)}). If the site is in a subfolder, set "publish-dir" to it.`);
    }
    return problems;
}
/** The files of a folder on disk, for a deploy command's site (our own push reads them anyway and passes them). */
function listPages(dir) {
    return walkSite(dir, '').map((file) => {
        const size = /\.html?$/i.test(file.path) ? statSize(file.diskPath) : 1;
        return { path: file.path, size };
    });
}
function statSize(file) {
    return fs.statSync(file, { throwIfNoEntry: false })?.size ?? 1;
}
/** Gathers the problems found along the run; `settle` reports them once, and fails the step if asked to. */
class SiteProblems {
    onProblems;
    generator;
    errorLines = [];
    errorLineCount = 0;
    found = [];
    /** What `settle` printed (or failed the step with): what the outputs and the summary count. */
    reported = [];
    settled = false;
    /** A cause found for what the pages will show (a missing theme): it is reported instead of its symptoms. */
    explained = false;
    constructor(onProblems, 
    /** The site's generator (its id, see generators/), whose setting the fixes name. */
    generator = 'none') {
        this.onProblems = onProblems;
        this.generator = generator;
    }
    /** The cause of links that break where the site is served (a base of the site's config): see `explainLinks`. */
    linksExplained = false;
    /** How the build got the base path it is served at, when it did: the link check's advice depends on it. */
    baseApplied = '';
    /** The page address the Pages settings gave the build (see address.ts), where the link check checks; or ''. */
    servedPage = '';
    /** Adds the links that would answer 404 (see link-check.ts), or nothing for '', unless their cause is known. */
    add(problem) {
        if (problem && !this.linksExplained)
            this.found.push(problem);
    }
    /**
     * Adds the cause of links that break where the site is served (the site's config builds it for another base):
     * reported instead of the links it breaks.
     */
    explainLinks(cause) {
        this.found.push(cause);
        this.linksExplained = true;
    }
    /** A stream to put between a build command's (redacted) output and the log: it notes the error lines. */
    watch(target) {
        const decoder = new external_node_string_decoder_.StringDecoder('utf8');
        let partial = '';
        // Hexo prints a bare `ERROR` with the error on the next line: that line is shown with it.
        let continues = false;
        const note = (line) => {
            const text = line.replace(ANSI, '').trim();
            if (continues && text) {
                continues = false;
                const last = this.errorLines.length - 1;
                if (last >= 0)
                    this.errorLines[last] = `${this.errorLines[last] ?? ''} ${text}`.slice(0, 300);
                return;
            }
            if (!isErrorLine(text))
                return;
            this.errorLineCount += 1;
            continues = /^\W*\w+\W*$/.test(text.replace(/^\d[\d:.]*\s+/, ''));
            if (this.errorLines.length < 5)
                this.errorLines.push(text.slice(0, 300));
            else
                continues = false;
        };
        return new external_node_stream_.Writable({
            write: (chunk, _encoding, callback) => {
                const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
                target.write(text);
                const lines = (partial + text).split('\n');
                partial = (lines.pop() ?? '').slice(-4096);
                lines.forEach(note);
                callback();
            },
            final: (callback) => {
                if (partial)
                    note(partial);
                partial = '';
                callback();
            },
        });
    }
    /** Adds a cause of broken pages found by the build (a generator's `missingTheme`), or nothing for an empty one. */
    explain(cause) {
        if (!cause)
            return;
        this.found.push(cause);
        this.explained = true;
    }
    /** Adds the problems of the published files (see inspectPages), unless their cause is known already. */
    inspect(files, base) {
        if (!this.explained)
            this.found.push(...inspectPages(files, base));
    }
    /**
     * Reports what was found as warning annotations (once); with `on-site-problems: fail`, throws before anything is
     * published.
     */
    settle() {
        if (this.settled)
            return;
        this.settled = true;
        if (this.errorLineCount > 0) {
            const lines = this.errorLines.map((line) => `"${line}"`).join('; ');
            this.found.unshift(`The build printed ${this.errorLineCount === 1 ? 'an error line' : `${this.errorLineCount} error lines`} ` +
                `but exited 0: ${lines}. The pages it names may be broken.`);
        }
        if (this.found.length === 0)
            return;
        this.reported.push(...this.found);
        if (this.onProblems === 'fail') {
            throw new Error(`The site has ${this.found.length === 1 ? 'a problem' : `${this.found.length} problems`}, and ` +
                `"on-site-problems" is "fail", so nothing was published:\n- ${this.found.join('\n- ')}\nFix the site, or ` +
                'set "on-site-problems: warn" to publish it anyway.');
        }
        for (const problem of this.found)
            runner/* warning */.$e(problem, { title: 'pages-push: site problem' });
    }
}

// EXTERNAL MODULE: ./src/shared/state.ts
var state = __webpack_require__(8356);
;// CONCATENATED MODULE: ./src/step/main.ts
// The main step: the deploy, top to bottom; the only place that fails the step.
















async function main(signal) {
    (0,timings/* mark */.G)('loaded');
    const progress = new Progress();
    try {
        await run(progress, signal);
    }
    catch (error) {
        runner/* setFailed */.C1((0,errors/* errorMessage */.g)(error));
        try {
            reportFailure(progress, (0,errors/* errorMessage */.g)(error));
        }
        catch (failure) {
            runner/* warning */.$e(`Could not write the summary: ${(0,errors/* errorMessage */.g)(failure)}`);
        }
    }
    finally {
        state/* markMainFinished */.n_();
        runner/* debug */.Yz((0,timings/* timingsLine */.i)());
    }
}
/**
 * settings ▸ credentials ▸ detect ▸ plan (one deployer) ▸ check the target ▸ build the site ▸ deploy ▸ report. Each
 * stage returns what it did, or tells it as it goes (check-and-build.ts's hooks, the publish's `finished`), and only
 * this function records it in `progress`, itself or through the hooks it builds for it (record.ts; no stage writes
 * into it), and reports the outcome; nothing here asks which deployer runs.
 */
async function run(progress, signal) {
    const { settings: given, credentials } = await (0,settings/* readSettings */.s)();
    const tempDir = await state/* makeTempDir */.mk(given.runnerTemp);
    try {
        await credentials.prepare(tempDir);
        progress.credentials = credentials;
        // The plan's first choice: where the site comes from (a deploy job's is a build job's artifact, as data).
        const { settings, site } = await chooseSite(given, tempDir, signal, credentials);
        // The current repository's Pages, when they decide between a branch and the "GitHub Actions" source: the run's
        // one read of them (github/run.ts takes it for the build's address, the check after the push and page-url).
        const { hasDeployKey } = credentials;
        const reads = planReadsPages(settings, site, hasDeployKey);
        const pages = reads ? await readPagesFirst(settings, credentials, signal) : undefined;
        const deployer = await chooseDeployer(settings, site, hasDeployKey, pages);
        // Refuses now a `commit-signing: github` that GitHub would not sign; reads Pages while the target is checked
        // (where the build's address comes from, waited for only by a build), unless they were read above.
        const github = await GitHubRun.start(settings, deployer.planned.destinations, credentials, signal, pages);
        // node_modules restored from the Actions cache before `install: auto` judges what is there.
        const cache = await openSiteCache(settings, site, { env: process.env, signal });
        const steps = await chooseSteps(settings, site);
        progress.ran = describeSteps(site, steps, settings.workspace);
        for (const line of describedLines(progress.ran))
            runner/* info */.pq(line);
        const problems = new SiteProblems(settings.onSiteProblems, site.generator);
        progress.problems = problems.reported;
        const leaks = (0,secrets_leaks/* leakContext */.f5)(settings, credentials);
        const env = (0,environment/* withoutVariables */.KC)(process.env, deployer.planned.tokenVariables);
        const context = { settings, credentials, tempDir, siteRoot: site.root, leaks, problems, env, signal };
        progress.next('checking the target', 'inputs read');
        const pagesForBuild = () => github.pagesForBuild();
        const beside = () => github.startPagesCheck();
        const work = { site, steps, pages: pagesForBuild, cache, beside };
        const done = await checkAndBuild(deployer, context, work, recordedIn(progress));
        const publish = publisher(progress, github, deployer, context);
        report('skip' in done ? skipped(progress.repository, progress.branch, done.skip) : await publish(done), progress);
    }
    finally {
        await state/* removeTempDir */.CT(tempDir);
    }
}


/***/ }),

/***/ 2517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ Connection)
/* harmony export */ });
/* harmony import */ var _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
/* harmony import */ var _hardening_environment_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18615);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55332);
/* harmony import */ var _git_isolation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49780);
/* harmony import */ var _git_remote_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23142);
/* harmony import */ var _processes_processes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21856);
// The target as our git reaches it: a Remote whose credentials are open only around the work given to `use`.






class Connection {
    credentials;
    target;
    options;
    /**
     * The connection to one destination: its own token from the site config (`repo.token`) goes to the owner, which
     * resolves and masks it, and the credentials are checked before any network traffic (a missing one fails here).
     */
    static to(credentials, destination, options) {
        const configToken = destination.deploy?.token ?? '';
        // Only what the workflow gave the step: never the action's own inputs (the token, the deploy key) or state.
        credentials.addTargetToken(destination.target, configToken, (0,_hardening_environment_js__WEBPACK_IMPORTED_MODULE_5__/* .inheritedEnvironment */ .aJ)(options.baseEnv));
        const tokenSource = configToken.startsWith('$') ? `repo.token (${configToken})` : 'repo.token';
        _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${destination.target.url} gets ${credentials.describe(destination.target, tokenSource)}.`);
        credentials.check(destination.target);
        return new Connection(credentials, destination.target, options);
    }
    /** git with no credentials at all, for commands that talk to no server. */
    local;
    /** The step's temporary folder, where git runs. */
    workDir;
    constructor(credentials, target, options) {
        this.credentials = credentials;
        this.target = target;
        this.options = options;
        this.local = this.git({ config: [], env: {} });
        this.workDir = options.cwd;
    }
    /**
     * Runs `work` with the credentials open: it gets the Remote (our git, isolated from any config a user command
     * could have written), and the environment for a command of the user's that pushes (the deploy command), which
     * has the credentials but reads the user's git config as usual. They are closed when it ends, whatever happens.
     */
    async use(work) {
        (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_4__/* .throwIfCancelled */ .dZ)(this.options.signal);
        // Whatever of a user command outlived it in its session is killed once more, before a credential exists.
        (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_4__/* .stopLeftovers */ .zm)();
        return this.credentials.use(this.target, (auth) => {
            const remote = new _git_remote_js__WEBPACK_IMPORTED_MODULE_3__/* .Remote */ .V$(this.git(auth), this.target, this.credentials.keyFingerprint);
            // No hook, fsmonitor command or program-running transport in the deploy command's git either: the build
            // could have planted one in a repository's config (entries from the environment win over config files).
            const noHooks = [
                ['core.hooksPath', process.platform === 'win32' ? 'NUL' : '/dev/null'],
                ['core.fsmonitor', 'false'],
                ['protocol.ext.allow', 'never'],
            ];
            return work(remote, (0,_git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .gitEnvironment */ ._K)(this.options.baseEnv, [...auth.config, ...noHooks], auth.env));
        });
    }
    git(auth) {
        const allowHttp = this.target.protocol === 'http';
        const env = {
            ...(0,_git_isolation_js__WEBPACK_IMPORTED_MODULE_2__/* .isolatedGitEnvironment */ .l7)(this.options.baseEnv, auth.config, { allowHttp, stallMs: this.options.stallMs }),
            ...auth.env,
        };
        return new _git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .Git */ .TU(env, this.options.cwd);
    }
}


/***/ })

};

//# sourceMappingURL=659.index.js.map