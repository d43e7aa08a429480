import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 67827:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ft: () => (/* binding */ readerCode),
/* harmony export */   KR: () => (/* binding */ holdReaderCode),
/* harmony export */   lY: () => (/* binding */ setBundleEntry)
/* harmony export */ });
/* unused harmony export bundleEntry */
// The bundle's own files, as index.ts knows them: what our own threads and processes are started from.
let entry;
/** The reading workers' code (see `readerCode`), once read. */
let reader;
/** Set once, by the bundle's entry, at its start. */
function setBundleEntry(url) {
    entry = new URL(url);
}
/** The bundle's entry; undefined where the code runs from its sources (the suite's in-process tests). */
function bundleEntry() {
    return entry;
}
/**
 * Reads the reading workers' code now (dist/read-worker/index.js, a bundle of its own, built with nothing to import):
 * called before each user command. The site's install and build run as the same user as the action, and may rewrite
 * the action's files; a worker started from a file after them would run what they wrote, inside the process that
 * holds the token. A worker is started from the text read here instead (`readerCode`).
 */
function holdReaderCode() {
    if (entry === undefined || reader !== undefined)
        return;
    const readFileSync = process.getBuiltinModule('node:fs').readFileSync;
    reader = readFileSync(new URL('./read-worker/index.js', entry), 'utf8');
}
/** The reading workers' code, read before any user command ran; undefined where the code runs from its sources. */
function readerCode() {
    holdReaderCode();
    return reader;
}


/***/ }),

/***/ 98512:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ao: () => (/* binding */ isRenderMode),
/* harmony export */   dg: () => (/* binding */ renderMessages),
/* harmony export */   g: () => (/* binding */ RENDER_MESSAGES)
/* harmony export */ });
// The bundle's message-rendering mode: a process of its own that renders hexo-deployer-git's `message` templates
// with the real Nunjucks and Luxon, as that deployer does, and does nothing else. A template can run any code in the
// process that renders it, so the deploy never renders one itself (see hexo-message.ts, which starts this mode).
/** The argument that starts the bundle in this mode. */
const RENDER_MESSAGES = '--pages-push-render-messages';
/** Whether this process was started in this mode. */
function isRenderMode() {
    return process.argv[2] === RENDER_MESSAGES;
}
/** Reads the templates from stdin, renders each, and writes the results to stdout. */
async function renderMessages() {
    const chunks = [];
    for await (const chunk of process.stdin)
        chunks.push(chunk);
    const { templates } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    // Loaded here, in this mode only: the deploy's own start loads neither.
    const nunjucks = await __nccwpck_require__.e(/* import() */ 115).then(__nccwpck_require__.t.bind(__nccwpck_require__, 18115, 23));
    const { DateTime } = await __nccwpck_require__.e(/* import() */ 714).then(__nccwpck_require__.bind(__nccwpck_require__, 68714));
    // hexo-deployer-git's own helpers and call (lib/deployer.js): the default environment, autoescaping and all.
    const helpers = { now: (format) => DateTime.now().toFormat(format) };
    const { lockDown } = await __nccwpck_require__.e(/* import() */ 441).then(__nccwpck_require__.bind(__nccwpck_require__, 26441));
    lockDown();
    const results = templates.map((template) => {
        try {
            return { message: nunjucks.renderString(template, helpers) };
        }
        catch (error) {
            return { error: error instanceof Error ? error.message : String(error) };
        }
    });
    const response = { results };
    await new Promise((resolve, reject) => {
        process.stdout.write(JSON.stringify(response), (error) => {
            if (error)
                reject(error);
            else
                resolve();
        });
    });
}


/***/ }),

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ errorMessage),
/* harmony export */   v: () => (/* binding */ sourceOf)
/* harmony export */ });
// The one way to turn anything thrown into a message a user can read, and how a message names a value's source.
function errorMessage(error) {
    if (error instanceof Error)
        return error.message;
    if (typeof error === 'string')
        return error;
    try {
        return `Unexpected error: ${JSON.stringify(error)}`;
    }
    catch {
        return `Unexpected error: ${String(error)}`;
    }
}
/**
 * How a message names where a value came from: an input of the action by its name (`Input "publish-dir"`), or a
 * setting of the site's config as the caller words it (`the repo in _config.yml's deploy` → `The repo in …`).
 */
function sourceOf(input) {
    if (/^[a-z]+(-[a-z]+)*$/.test(input))
        return `Input "${input}"`;
    return `${input.charAt(0).toUpperCase()}${input.slice(1)}`;
}


/***/ }),

/***/ 79407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _no_inspector_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(71836);
/* harmony import */ var _bundle_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(67827);
/* harmony import */ var _deploy_render_messages_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(98512);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(83916);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(74813);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2462);
// Entry of the bundle for both the main and the post step.
//
// The main step starts itself over at once (see reexec.ts): without the secrets in its environment, and with a
// capped young generation. V8 otherwise grows the young generation with the machine's memory, and on a site of
// 100,000 files the garbage it holds, not the site, would decide the step's memory. The old generation has a limit
// of 1 GiB (a site of millions of files fits): V8 scales how far the heap may outgrow what is live before a full
// collection with that limit, and under the default a machine's memory gives, 100,000-page first deploys peaked
// far higher. Allocation-site pretenuring is off: with the young generation capped, V8 saw most of what some
// places in the code allocate outlive it (the names and ids a folder's tree holds until it is built), and then
// allocated everything from there straight into the old generation, where the short-lived rest piled up between
// full collections (a 100,000-folder first deploy swung between 35 and 75 MB of heap). It is turned off once the
// deploy's code is loaded, not by a flag at the start: V8 refuses the code Node caches for its own modules when
// the flags differ from those it was made with, and compiling them again cost every start about 25 ms. And glibc
// keeps one malloc arena, not one for each thread that allocates (the reading thread, V8's collector and compiler
// threads, the pool that compresses): memory one thread freed stayed resident in its arena. Together they took
// that deploy's peak RSS from 146–181 MB to 140–144 MB (one run in twelve: 157 MB), at no cost in time that runs
// on this project's machine could tell. Where the runtime cannot start itself over (Windows, Node before 22.15),
// the deploy runs in a worker thread with the same heap limits instead.
//
// A cancelled job gets SIGINT, then SIGTERM, from the runner: the deploy stops the user's commands with every
// process they started, restores the config and scrubs the workspace before it ends.
// First, before anything of ours is loaded: no SIGUSR1 opens the inspector from here on (see no-inspector.ts).






/** The heap's limits, as V8 flags for a process and as a worker's resource limits. */
const YOUNG_MB = 8;
const OLD_MB = 1024;
/**
 * The argument a deploy in a worker thread is started with, which tells it it is one: asking `node:worker_threads`
 * would load that module (and `node:v8`, which the deploy loads later) into every start, the post step's too.
 */
const IN_WORKER = '--pages-push-deploy-worker';
const isMainThread = !process.argv.includes(IN_WORKER);
async function deploy() {
    // The job's one cancel: the runner's SIGINT, then SIGTERM (the reason is the signal's name). Every wait of the
    // deploy is given it: the user's commands are killed, and no step starts after it.
    const cancel = new AbortController();
    const onCancel = (signal) => {
        if (!cancel.signal.aborted)
            cancel.abort(signal);
    };
    if (isMainThread) {
        for (const signal of ['SIGINT', 'SIGTERM'])
            process.on(signal, onCancel);
        // Only a fault of the action itself lands here (the deploy reports its own failures): said as an annotation,
        // not a bare stack; the post step restores and scrubs what this step could not.
        process.on('uncaughtException', (error) => {
            failed(error);
            process.exit(1);
        });
    }
    else {
        const { parentPort } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 75919, 23));
        parentPort?.on('message', (message) => {
            if (message.cancel)
                onCancel(message.cancel);
        });
        parentPort?.unref();
    }
    const { main } = await Promise.all(/* import() */[__nccwpck_require__.e(162), __nccwpck_require__.e(637), __nccwpck_require__.e(619), __nccwpck_require__.e(18)]).then(__nccwpck_require__.bind(__nccwpck_require__, 16986));
    const { setFlagsFromString } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 78877, 23));
    // After the runtime's own modules are loaded: a flag changed later is no longer the one their cached code was
    // made with. The garbage collector reads it as it goes: it takes effect from here on.
    setFlagsFromString('--no-allocation-site-pretenuring');
    await main(cancel.signal);
}
function failed(error) {
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setFailed */ .C1((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error));
}
async function deployInWorker() {
    const { Worker } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 75919, 23));
    const worker = new Worker(new URL(import.meta.url), {
        argv: [IN_WORKER],
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB, maxOldGenerationSizeMb: OLD_MB },
    });
    for (const signal of ['SIGINT', 'SIGTERM']) {
        process.on(signal, () => {
            worker.postMessage({ cancel: signal });
        });
    }
    // Only a crash of the worker itself lands here: the deploy reports its own failures.
    worker.on('error', failed);
    worker.on('exit', (code) => {
        if (code !== 0)
            process.exitCode = code;
    });
}
(0,_bundle_js__WEBPACK_IMPORTED_MODULE_4__/* .setBundleEntry */ .lY)(import.meta.url);
if ((0,_deploy_render_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .isRenderMode */ .Ao)()) {
    // A process of its own that renders Hexo's commit messages (see deploy/hexo-message.ts), and nothing else.
    await (0,_deploy_render_messages_js__WEBPACK_IMPORTED_MODULE_5__/* .renderMessages */ .dg)();
}
else if (!isMainThread) {
    await deploy();
}
else if ((0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .isPost */ .tl)()) {
    const { cleanup } = await __nccwpck_require__.e(/* import() */ 691).then(__nccwpck_require__.bind(__nccwpck_require__, 72691));
    await cleanup();
}
else {
    const { isStartedOver, startOver } = await __nccwpck_require__.e(/* import() */ 835).then(__nccwpck_require__.bind(__nccwpck_require__, 41835));
    // Before anything can fail: the runner's post step runs this bundle again, and only this saved state tells it to
    // clean up. A main step that ended before it was saved (its new image ended as it started, leaving the inputs it
    // was handed on disk for the post step to delete) had its post step run as a second deploy.
    if (!isStartedOver())
        (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .markMainStarted */ .UM)();
    // V8 sizes its young generation from the semi-space: a third of it each.
    const started = startOver([`--max-semi-space-size=${Math.max(1, Math.floor(YOUNG_MB / 3))}`, `--max-old-space-size=${OLD_MB}`], { MALLOC_ARENA_MAX: '1' });
    if (started === 'started over')
        await deploy();
    else
        await deployInWorker();
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 71836:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ withoutInspectorOptions),
/* harmony export */   dt: () => (/* binding */ disableSigusr1Flag),
/* harmony export */   l8: () => (/* binding */ withoutInspectorArgs)
/* harmony export */ });
// Keeps Node's inspector shut in every process of ours, from its first line (index.ts imports this first): the
// inspector reads our whole memory, the token and the deploy key with it, and a user's command could otherwise open
// it by sending us SIGUSR1 (`kill -USR1 $PPID`), or by `--inspect` in the NODE_OPTIONS it hands a later step.
/** A flag that opens or places Node's inspector: `--inspect`, `--inspect-brk=…`, `--inspect-port`, `--debug-port`. */
const INSPECTOR_FLAG = /^--(?:inspect|debug)(?:-[a-z-]+)?(?:=|$)/;
/** Those of them that may take their value as the next argument. */
const TAKES_NEXT = /^--(?:inspect-port|debug-port|inspect-publish-uid)$/;
/** `args` (a process's execArgv, say) without the inspector's flags and their values. */
function withoutInspectorArgs(args) {
    const kept = [];
    for (let index = 0; index < args.length; index += 1) {
        const arg = args[index] ?? '';
        if (!INSPECTOR_FLAG.test(arg))
            kept.push(arg);
        else if (TAKES_NEXT.test(arg))
            index += 1;
    }
    return kept;
}
/**
 * NODE_OPTIONS without the inspector's flags. Its words are split as Node splits them (spaces, or a "quoted"
 * string with backslash escapes), and the rest is kept as written.
 */
function withoutInspectorOptions(options) {
    const words = options.match(/(?:"(?:\\.|[^"\\])*"?|[^\s"])+/g) ?? [];
    const plain = words.map((word) => word.replace(/"((?:\\.|[^"\\])*)"?/g, (_all, inner) => inner));
    const kept = [];
    for (let index = 0; index < words.length; index += 1) {
        const word = plain[index] ?? '';
        if (!INSPECTOR_FLAG.test(word))
            kept.push(words[index] ?? '');
        else if (TAKES_NEXT.test(word))
            index += 1;
    }
    return kept.join(' ');
}
/**
 * The runtime's flag that stops SIGUSR1 opening the inspector in a process it starts, where it has it (Node 22.14,
 * 23.7 and later). Told by the version: asking `process.allowedNodeEnvironmentFlags` costs a start 2–4 ms.
 */
function disableSigusr1Flag() {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    const has = major > 23 || (major === 23 && minor >= 7) || (major === 22 && minor >= 14);
    return has ? ['--disable-sigusr1'] : [];
}
// A listener of our own replaces the runtime's: SIGUSR1 then opens nothing (Node 20 to 24 alike).
process.on('SIGUSR1', () => {
    // ignored: the inspector stays shut
});
// Started with the inspector open (a NODE_OPTIONS of the workflow's, or of GITHUB_ENV): shut it before anything of
// ours is in memory. Loaded only then: the module costs every start otherwise.
if (process.execArgv.some((arg) => INSPECTOR_FLAG.test(arg)) ||
    /--(?:inspect|debug)/.test(process.env.NODE_OPTIONS ?? '')) {
    process.getBuiltinModule('node:inspector').close();
}


/***/ }),

/***/ 74813:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   C1: () => (/* binding */ setFailed),
/* harmony export */   Gu: () => (/* binding */ getState),
/* harmony export */   LZ: () => (/* binding */ saveState),
/* harmony export */   Os: () => (/* binding */ group),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   V4: () => (/* binding */ getInput),
/* harmony export */   Yz: () => (/* binding */ debug),
/* harmony export */   dy: () => (/* binding */ appendSummaryTable),
/* harmony export */   lm: () => (/* binding */ notice),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   uH: () => (/* binding */ setOutput)
/* harmony export */ });
/* unused harmony exports error, startGroup, endGroup */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
// The Actions runner's interface, as the step uses it: log lines and workflow commands on stdout, the file
// commands (outputs, state, summary), inputs and state from the environment. Our own small module rather than
// @actions/core, whose OIDC client pulls an HTTP stack (about a megabyte of code) into every start of the step.


/** A workflow command's data: the runner reads `%`, CR and LF escaped. */
function escapeData(value) {
    return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A workflow command's property: `:` and `,` also end it, so they are escaped too. */
function escapeProperty(value) {
    return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function issue(command, message, properties = {}) {
    const given = Object.entries(properties).filter((entry) => entry[1] !== undefined);
    const props = given.map(([key, value]) => `${key}=${escapeProperty(String(value))}`).join(',');
    process.stdout.write(`::${command}${props ? ` ${props}` : ''}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`);
}
function info(message) {
    process.stdout.write(message + node_os__WEBPACK_IMPORTED_MODULE_1__.EOL);
}
/** Shown only when the run has debug logging on (the runner hides the rest). */
function debug(message) {
    issue('debug', message);
}
function notice(message, properties = {}) {
    issue('notice', message, { title: properties.title, file: properties.file, line: properties.startLine });
}
function warning(message, properties = {}) {
    issue('warning', message, { title: properties.title, file: properties.file, line: properties.startLine });
}
function error(message) {
    issue('error', message);
}
/** Fails the step: the message as an error annotation, and a non-zero exit code. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/** Masks `secret` in everything the job logs from now on. */
function setSecret(secret) {
    issue('add-mask', secret);
}
function startGroup(name) {
    issue('group', name);
}
function endGroup() {
    issue('endgroup', '');
}
/** Runs `fn` inside a collapsible group of the log. */
async function group(name, fn) {
    startGroup(name);
    try {
        return await fn();
    }
    finally {
        endGroup();
    }
}
/** An input as the runner passes it (`INPUT_<NAME>`), trimmed; empty when not given. */
function getInput(name, env = process.env) {
    return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** A name and value the runner reads as one `name=value` line: a name without `=` or `<`, neither with a line break. */
const ONE_LINE = /^[^=<\r\n]+=[^\r\n]*$/;
/**
 * Appends a value to a file command (GITHUB_OUTPUT, GITHUB_STATE): one `name=value` line where that is how the
 * runner reads it back, else `name<<delimiter`, the value's lines, the delimiter, which the value cannot contain.
 * The random delimiter's module loads only then: the post step and the start of the main step write one-line values
 * only, and loading `node:crypto` cost each about 5 ms.
 */
function fileCommand(variable, fallback, name, value) {
    const file = process.env[variable];
    if (!file) {
        // An old runner without the file: the workflow command it reads instead.
        issue(fallback, value, { name });
        return;
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        throw new Error(`The file ${file} that ${variable} names does not exist.`);
    if (ONE_LINE.test(`${name}=${value}`)) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `${name}=${value}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`, 'utf8');
        return;
    }
    const delimiter = `ghadelimiter_${process.getBuiltinModule('node:crypto').randomUUID()}`;
    if (name.includes(delimiter) || value.includes(delimiter)) {
        throw new Error(`The value of "${name}" holds its delimiter: it cannot be written.`);
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`, 'utf8');
}
function setOutput(name, value) {
    fileCommand('GITHUB_OUTPUT', 'set-output', name, value);
}
/** Saves a value for the post step, which reads it with `getState`. */
function saveState(name, value) {
    fileCommand('GITHUB_STATE', 'save-state', name, value);
}
function getState(name) {
    return process.env[`STATE_${name}`] ?? '';
}
/** Appends a heading and a two-column table (cells are HTML, escaped by the caller) to the job summary. */
function appendSummaryTable(heading, header, rows) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file)
        throw new Error('GITHUB_STEP_SUMMARY is not set: this runner has no job summary.');
    const row = (cells, tag) => `<tr>${cells.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
    const table = `<table>${row(header, 'th')}${rows.map((cells) => row(cells, 'td')).join('')}</table>`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, `<h3>${heading}</h3>${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}${table}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`, 'utf8');
}


/***/ }),

/***/ 2462:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ mainFinished),
/* harmony export */   A4: () => (/* binding */ saveUploads),
/* harmony export */   CT: () => (/* binding */ removeTempDir),
/* harmony export */   IK: () => (/* binding */ saveSubstitutions),
/* harmony export */   PW: () => (/* binding */ saveUserGroups),
/* harmony export */   Ps: () => (/* binding */ savePagesDeployment),
/* harmony export */   UM: () => (/* binding */ markMainStarted),
/* harmony export */   Wb: () => (/* binding */ provenTempDir),
/* harmony export */   aX: () => (/* binding */ savedUploads),
/* harmony export */   fy: () => (/* binding */ savedUserGroups),
/* harmony export */   gS: () => (/* binding */ savedSubstitutions),
/* harmony export */   mk: () => (/* binding */ makeTempDir),
/* harmony export */   n_: () => (/* binding */ markMainFinished),
/* harmony export */   qC: () => (/* binding */ saveGitGroups),
/* harmony export */   tl: () => (/* binding */ isPost),
/* harmony export */   yw: () => (/* binding */ savedGitGroups),
/* harmony export */   zS: () => (/* binding */ savedPagesDeployment)
/* harmony export */ });
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(74813);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(83916);
// What the main step hands to the post step: the temporary folder to delete, the config files to restore, whether
// it finished, the Pages deployment it follows; and the proof that the folder is the one it made.



const IS_POST = 'isPost';
const TEMP_DIR = 'tempDir';
const TEMP_PROOF = 'tempProof';
const RESTORE = 'restore';
const FINISHED = 'finished';
const USER_GROUPS = 'userGroups';
const GIT_GROUPS = 'gitGroups';
const UPLOADS = 'uploads';
const PAGES_DEPLOYMENT = 'pagesDeployment';
/** The file in the temporary folder that proves the post step may delete it. */
const MARKER = '.pages-push';
const TEMP_PREFIX = 'pages-push-';
/** The post step runs the same bundle; it knows itself by the state the main step saved. */
function isPost() {
    return _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(IS_POST) === 'true';
}
function markMainStarted() {
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(IS_POST, 'true');
}
/** The main step ran to its end (with success or an error): it restored and scrubbed what it had to itself. */
function markMainFinished() {
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(FINISHED, 'true');
}
function mainFinished() {
    return _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(FINISHED) === 'true';
}
/**
 * Makes the step's temporary folder under RUNNER_TEMP, with a marker file holding a random proof, and tells the
 * post step to delete it.
 */
async function makeTempDir(runnerTemp) {
    const fs = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 51455, 23));
    const dir = await fs.mkdtemp(node_path__WEBPACK_IMPORTED_MODULE_1__.join(runnerTemp, TEMP_PREFIX));
    const proof = (await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 77598, 23))).randomUUID();
    await fs.writeFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, MARKER), proof, { mode: 0o600 });
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(TEMP_DIR, dir);
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(TEMP_PROOF, proof);
    return dir;
}
/**
 * The temporary folder the main step made, only when it can be proven: directly under RUNNER_TEMP, with the name
 * it chose, a real folder (not a link), holding the marker with the proof. A command that appended another folder
 * to the saved state gets nothing deleted.
 */
async function provenTempDir(runnerTemp) {
    const dir = _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(TEMP_DIR);
    if (!dir)
        return undefined;
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(dir);
    const fs = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 51455, 23));
    const stat = await fs.lstat(resolved).catch(() => undefined);
    const marker = await fs.readFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(resolved, MARKER), 'utf8').catch(() => '');
    const proof = _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(TEMP_PROOF);
    if (node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(resolved) !== node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(runnerTemp) ||
        !node_path__WEBPACK_IMPORTED_MODULE_1__.basename(resolved).startsWith(TEMP_PREFIX) ||
        !stat?.isDirectory() ||
        proof === '' ||
        marker !== proof) {
        if (stat)
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Not deleting ${dir}: it is not the temporary folder the main step made.`);
        return undefined;
    }
    return resolved;
}
/** Deletes the temporary folder; a failure only warns (the deploy itself is done), and post tries again. */
async function removeTempDir(dir) {
    try {
        const fs = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 51455, 23));
        await fs.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    }
    catch (error) {
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not remove the temporary folder ${dir}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(error)}`);
    }
}
/** The config files that hold the token right now; saved again (empty) once they are restored. */
function saveSubstitutions(substitutions) {
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(RESTORE, JSON.stringify(substitutions));
}
function savedSubstitutions() {
    const text = _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(RESTORE);
    if (!text)
        return [];
    const value = JSON.parse(text);
    if (!Array.isArray(value))
        return [];
    return value.filter((item) => {
        if (typeof item !== 'object' || item === null)
            return false;
        const { file, backup } = item;
        return typeof file === 'string' && typeof backup === 'string';
    });
}
/** The sessions of every user command the step started: the post step kills what a killed main step left of them. */
function saveUserGroups(groups) {
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(USER_GROUPS, JSON.stringify(groups));
}
/** The sessions of our own git commands running now: the post step kills those a killed main step left. */
function saveGitGroups(groups) {
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(GIT_GROUPS, JSON.stringify(groups));
}
/** The saved sessions of our git commands that have the right shape. */
function savedGitGroups() {
    return savedStamps(GIT_GROUPS);
}
/** The saved sessions of the user's commands that have the right shape. */
function savedUserGroups() {
    return savedStamps(USER_GROUPS);
}
/** The saved groups that have the right shape; a user command can write the state file, so nothing else is trusted. */
function savedStamps(key) {
    const value = savedJson(key);
    if (!Array.isArray(value))
        return [];
    return value.filter((item) => {
        if (typeof item !== 'object' || item === null)
            return false;
        const { pgid, started } = item;
        return (typeof pgid === 'number' && Number.isSafeInteger(pgid) && typeof started === 'string' && /^\d+$/.test(started));
    });
}
/**
 * The Pages deployment the main step follows (its id, as GitHub gave it), saved as soon as it is made, and saved
 * again empty once it ended or was cancelled: the post step cancels one a killed main step left in progress.
 */
function savePagesDeployment(id) {
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(PAGES_DEPLOYMENT, id);
}
/** The saved deployment's id, when it has the shape of one (digits, or a commit id): a command can write the state. */
function savedPagesDeployment() {
    const id = _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(PAGES_DEPLOYMENT);
    return /^[0-9A-Za-z]{1,64}$/.test(id) ? id : undefined;
}
/** The temporary refs the deploys of this step may have left on their targets until each deleted its own. */
function saveUploads(uploads) {
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(UPLOADS, JSON.stringify(uploads));
}
/** The saved temporary refs that have the right shape (an id of 12 hex digits); the URL is checked by its user. */
function savedUploads() {
    const value = savedJson(UPLOADS);
    if (!Array.isArray(value))
        return [];
    return value.filter((item) => {
        if (typeof item !== 'object' || item === null)
            return false;
        const { url, id, landing } = item;
        if (typeof url !== 'string' || typeof id !== 'string' || !/^[0-9a-f]{12}$/.test(id))
            return false;
        return landing === undefined || isLanding(landing, id);
    });
}
function savedJson(key) {
    try {
        return JSON.parse(_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(key) || '[]');
    }
    catch {
        return [];
    }
}
/** A landing ref as the main step saves it: one of this upload's temporary refs (see split.ts `uploadPrefixes`). */
function isLanding(value, id) {
    if (typeof value !== 'object' || value === null)
        return false;
    const { ref, bytes } = value;
    if (typeof ref !== 'string' || typeof bytes !== 'number')
        return false;
    const ours = new RegExp(`^refs/(?:heads/)?pages-push/upload/${id}/\\d{1,9}$`);
    return ours.test(ref) && Number.isSafeInteger(bytes) && bytes >= 0;
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 73167:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("domain");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 78877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(79407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map