import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

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

/***/ 18615:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KC: () => (/* binding */ withoutVariables),
/* harmony export */   T0: () => (/* binding */ isStepSecret),
/* harmony export */   aJ: () => (/* binding */ inheritedEnvironment),
/* harmony export */   xV: () => (/* binding */ isRunnerSecret)
/* harmony export */ });
// The environment our child processes inherit: the runner's, without our inputs, the state we saved, or the
// runner's own tokens.
/**
 * The runner's own tokens (for the cache, artifacts and OIDC): no child of ours gets them. The main step holds them
 * in process.env (handed over by reexec.ts) for the Pages "GitHub Actions" source's upload and OIDC token, and the
 * Actions cache (site/actions-cache.ts).
 */
const RUNNER_SECRETS = /^(ACTIONS_RUNTIME_TOKEN|ACTIONS_RUNTIME_URL|ACTIONS_ID_TOKEN_REQUEST_TOKEN|ACTIONS_ID_TOKEN_REQUEST_URL|ACTIONS_CACHE_URL|ACTIONS_RESULTS_URL)$/;
/** Our inputs (INPUT_*, the token among them) and saved state (STATE_*, GITHUB_STATE). */
const OURS = /^(INPUT_.*|STATE_.*|GITHUB_STATE)$/;
function isRunnerSecret(name) {
    return RUNNER_SECRETS.test(name);
}
/** What a step's own process must not show in its first environment: our inputs and the runner's tokens. */
function isStepSecret(name) {
    return name.startsWith('INPUT_') || isRunnerSecret(name);
}
/**
 * `base` without our inputs and saved state, the runner's tokens, nor anything `drop` names; variables without a
 * value are left out. Both the user's commands and git start from this.
 */
function inheritedEnvironment(base, drop) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value !== undefined && !OURS.test(name) && !isRunnerSecret(name) && !drop?.test(name))
            env[name] = value;
    }
    return env;
}
/** `base` without the variables `names`. */
function withoutVariables(base, names) {
    const env = { ...base };
    for (const name of names)
        Reflect.deleteProperty(env, name);
    return env;
}


/***/ }),

/***/ 7864:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ scrubFirstEnvironment)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// Takes the step's secrets out of the process's first environment, in place, on Linux: the runner starts us with
// every input (the token, the deploy key) and its own tokens in our environment, and any process of the runner's
// user can read that first environment from /proc/<pid>/environ for as long as we run, even after process.env forgot
// it (the kernel reads it from our memory, where the process was started). So each secret is taken out of the C
// library's environment (process.env holds it again, in memory the C library allocates) and its first bytes are
// overwritten with zeros through /proc/self/mem, which any process may write for itself. One process, no second
// start: where this cannot be done (not Linux, no /proc, a kernel that refuses the write), the main step starts
// itself over without the secrets instead (reexec.ts).

/** Fields of /proc/<pid>/stat after the command's name (the state is the first): where the environment lies. */
const ENV_START_FIELD = 47;
const ENV_END_FIELD = 48;
/**
 * Overwrites, in this process's first environment, every entry `isSecret` names, after taking it out of the C
 * library's environment (process.env keeps the value). 'scrubbed' when /proc/self/environ was read back without
 * any of them (or had none); 'cannot' where the process cannot do it, with process.env as it was.
 */
function scrubFirstEnvironment(isSecret) {
    if (process.platform !== 'linux')
        return 'cannot';
    let first;
    let start;
    try {
        first = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)('/proc/self/environ');
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)('/proc/self/stat', 'latin1');
        // The command's name is in parentheses and may hold spaces or parentheses: the fields follow the last `)`.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        start = Number(fields[ENV_START_FIELD]);
        const end = Number(fields[ENV_END_FIELD]);
        // /proc/<pid>/environ is that span of memory: anything else is not the layout this relies on.
        if (!Number.isSafeInteger(start) || start <= 0 || end - start !== first.length)
            return 'cannot';
    }
    catch {
        return 'cannot';
    }
    const secrets = entries(first).filter((entry) => isSecret(entry.name));
    if (secrets.length === 0)
        return 'scrubbed';
    // Out of the C library's environment first (unsetenv drops every pointer to the first copy), then back into
    // process.env, as a copy of its own: nothing points into the bytes overwritten below any more.
    const values = new Map();
    for (const { name } of secrets) {
        const value = process.env[name];
        if (value !== undefined && !values.has(name))
            values.set(name, value);
    }
    for (const name of values.keys())
        Reflect.deleteProperty(process.env, name);
    for (const [name, value] of values)
        process.env[name] = value;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)('/proc/self/mem', 'r+');
        for (const { offset, length } of secrets) {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, Buffer.alloc(length), 0, length, start + offset) !== length)
                return 'cannot';
        }
    }
    catch {
        return 'cannot';
    }
    finally {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    // What any other process would read now.
    return entries((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)('/proc/self/environ')).some((entry) => isSecret(entry.name)) ? 'cannot' : 'scrubbed';
}
/** The `NAME=value` entries of an environment block (NUL-separated), with where each lies in it. */
function entries(block) {
    const found = [];
    let offset = 0;
    while (offset < block.length) {
        let end = block.indexOf(0, offset);
        if (end === -1)
            end = block.length;
        const equals = block.indexOf(0x3d, offset);
        const name = block.toString('latin1', offset, equals === -1 || equals > end ? end : equals);
        if (end > offset)
            found.push({ offset, length: end - offset, name });
        offset = end + 1;
    }
    return found;
}


/***/ }),

/***/ 41939:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ withoutInspectorOptions),
/* harmony export */   dt: () => (/* binding */ disableSigusr1Flag),
/* harmony export */   l8: () => (/* binding */ withoutInspectorArgs),
/* harmony export */   oR: () => (/* binding */ shutInspector)
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
/**
 * Shuts the inspector where it is open although no flag asked for it: a SIGUSR1 that arrived before the listener
 * above was set (a process left running by an earlier step that signals every new one) opened it. The main step
 * runs as one process to its end (see first-environment.ts), so it asks as its deploy starts, and again before each
 * user command (the thread that opens it may finish after the first ask). Asked through the process's own sockets
 * first: the runtime's module (and the worker and stream modules it loads) cost the start about 4 ms.
 */
function shutInspector() {
    if (!listensOnTcp())
        return;
    const inspector = process.getBuiltinModule('node:inspector');
    if (inspector.url() !== undefined)
        inspector.close();
}
/**
 * Whether this process has a listening TCP socket (before our first user command, only an open inspector has one);
 * true where that cannot be told (not Linux, no /proc).
 */
function listensOnTcp() {
    if (process.platform !== 'linux')
        return true;
    const fs = process.getBuiltinModule('node:fs');
    const sockets = new Set();
    try {
        for (const fd of fs.readdirSync('/proc/self/fd')) {
            try {
                const inode = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/self/fd/${fd}`))?.[1];
                if (inode)
                    sockets.add(inode);
            }
            catch {
                // closed meanwhile (the folder's own descriptor among them)
            }
        }
    }
    catch {
        return true;
    }
    if (sockets.size === 0)
        return false;
    // Sockets of a Unix domain (the stdio socketpairs a Node parent hands its child, say) are listed in net/unix, a
    // cheap read; the TCP tables cost 3 ms each on a machine with a lot of memory (the kernel walks every bucket of
    // its hash of connections), so they are read only for a socket that is not one of those.
    try {
        for (const line of fs.readFileSync('/proc/self/net/unix', 'latin1').split('\n').slice(1)) {
            // Num RefCount Protocol Flags Type St Inode Path
            sockets.delete(line.trim().split(/\s+/)[6] ?? '');
        }
    }
    catch {
        // no such table: the TCP tables decide
    }
    if (sockets.size === 0)
        return false;
    let read = 0;
    for (const table of ['/proc/self/net/tcp', '/proc/self/net/tcp6']) {
        let text;
        try {
            text = fs.readFileSync(table, 'latin1');
            read += 1;
        }
        catch {
            continue;
        }
        // sl local_address rem_address st (0A: listening) tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
        for (const line of text.split('\n').slice(1)) {
            const fields = line.trim().split(/\s+/);
            if (fields[3] === '0A' && sockets.has(fields[9] ?? ''))
                return true;
        }
    }
    return read === 0;
}


/***/ }),

/***/ 59084:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ isStartedOver),
/* harmony export */   removeLeftInputs: () => (/* binding */ removeLeftInputs),
/* harmony export */   z: () => (/* binding */ startOver)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _environment_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(18615);
/* harmony import */ var _no_inspector_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(41939);
// Keeps the step's secrets out of reach of the user's commands at the process level: the runner starts us with
// every input (the token, the deploy key) in our environment, and a command of ours can read our initial
// environment from /proc/<pid>/environ even after process.env forgot it. So, before anything else runs, the main
// step starts itself over in the same process (execve), with an environment that holds neither the inputs nor the
// runner's internal tokens; the inputs reach the new image through a file only it reads, deleted at once. The new
// image also gets the V8 flags the step runs with, and the C library's settings (see index.ts), which the new image
// takes out of its environment again: they are read once, at the start, and the user's commands never inherit them.





/**
 * The argument that names the inputs' file for the new image: an argument, not a variable, so nothing an earlier
 * step puts in the job's environment (GITHUB_ENV) can hand the step inputs of its own choosing.
 */
const HANDOFF = '--pages-push-inputs=';
/** The folder (a prefix of its name) and the file that hand the inputs over. */
const HANDOFF_FOLDER = 'pages-push-inputs-';
const HANDOFF_FILE = 'inputs.json';
/**
 * In the main step: starts the process over with `v8Flags` and without the secrets in its environment, when the
 * runtime can (`process.execve`, Node 22.15 and later, not on Windows): that call does not return. `startEnv` are
 * variables the runtime reads as it starts (the C library's), each set only where the environment does not set it
 * already. In the new image: takes the inputs back from the file, deletes it, takes out of its environment what
 * `startEnv` set, and says 'started over'. 'cannot' where the runtime cannot start over: the environment is as the
 * runner gave it.
 */
function startOver(v8Flags, startEnv = {}) {
    const at = handoffArgument();
    if (at !== -1) {
        const handoff = process.argv[at]?.slice(HANDOFF.length) ?? '';
        process.argv.splice(at, 1);
        try {
            const { inputs, runner, unset, restore } = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(handoff, 'utf8'));
            for (const name of unset)
                Reflect.deleteProperty(process.env, name);
            Object.assign(process.env, inputs, runner, restore);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(handoff), { recursive: true, force: true });
        }
        return 'started over';
    }
    if (typeof process.execve !== 'function' || process.platform === 'win32')
        return 'cannot';
    const handoff = { inputs: {}, runner: {}, unset: [] };
    const env = {};
    for (const [name, value] of Object.entries(process.env)) {
        if (value === undefined)
            continue;
        if (name.startsWith('INPUT_'))
            handoff.inputs[name] = value;
        else if ((0,_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .isRunnerSecret */ .xV)(name))
            (handoff.runner ??= {})[name] = value;
        else
            env[name] = value;
    }
    // The new image starts with no inspector (see no-inspector.ts): no `--inspect` of NODE_OPTIONS or of our own
    // arguments, and no SIGUSR1 that opens one before its first line runs. The user's commands get NODE_OPTIONS back.
    const nodeOptions = env.NODE_OPTIONS;
    if (nodeOptions !== undefined) {
        const kept = (0,_no_inspector_js__WEBPACK_IMPORTED_MODULE_3__/* .withoutInspectorOptions */ .GX)(nodeOptions);
        if (kept !== nodeOptions) {
            handoff.restore = { NODE_OPTIONS: nodeOptions };
            if (kept.trim() === '')
                delete env.NODE_OPTIONS;
            else
                env.NODE_OPTIONS = kept;
        }
    }
    for (const [name, value] of Object.entries(startEnv)) {
        if (Object.hasOwn(env, name))
            continue;
        env[name] = value;
        handoff.unset.push(name);
    }
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir(), HANDOFF_FOLDER));
    const file = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, HANDOFF_FILE);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, JSON.stringify(handoff), { mode: 0o600 });
    const execArgs = (0,_no_inspector_js__WEBPACK_IMPORTED_MODULE_3__/* .withoutInspectorArgs */ .l8)(process.execArgv).filter((arg) => arg !== '--disable-sigusr1');
    const args = [...(0,_no_inspector_js__WEBPACK_IMPORTED_MODULE_3__/* .disableSigusr1Flag */ .dt)(), ...v8Flags, ...execArgs, ...process.argv.slice(1), `${HANDOFF}${file}`];
    try {
        process.execve(process.execPath, [process.execPath, ...args], env);
    }
    catch (error) {
        // The file holds the inputs, the token among them: it never outlives a failed start.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
        throw error;
    }
    return 'cannot'; // not reached: execve replaced this process
}
/** Where the argument naming the inputs' file is in process.argv: -1 but in the new image. */
function handoffArgument() {
    return process.argv.findIndex((arg) => arg.startsWith(HANDOFF));
}
/** Whether this process is the new image of a main step that started itself over. */
function isStartedOver() {
    return handoffArgument() !== -1;
}
/**
 * For the post step: deletes the inputs a main step left in `dir` when its new image ended before it read them back
 * (the runtime refused a flag, or the job was cancelled in that instant): each folder named as the hand-off's that
 * holds its file and nothing else. Returns how many it deleted. Never throws: a folder it cannot read (one a user
 * command made unreadable, say) is passed over, and the post step goes on to restore and scrub.
 */
function removeLeftInputs(dir) {
    let removed = 0;
    let entries = [];
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
    }
    catch {
        // no such folder: nothing was left there
    }
    for (const entry of entries) {
        // A folder itself, not a link someone put in its place.
        if (!entry.isDirectory() || !entry.name.startsWith(HANDOFF_FOLDER))
            continue;
        const folder = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, entry.name);
        try {
            const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder);
            if (names.length === 0 || names.some((inside) => inside !== HANDOFF_FILE))
                continue;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(folder, { recursive: true, force: true });
            removed += 1;
        }
        catch {
            // left for the runner, which empties RUNNER_TEMP after the job
        }
    }
    return removed;
}


/***/ }),

/***/ 79407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _hardening_no_inspector_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(41939);
/* harmony import */ var _shared_bundle_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(14641);
/* harmony import */ var _deploy_render_messages_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(98512);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(58382);
/* harmony import */ var _shared_runner_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(14331);
/* harmony import */ var _shared_state_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8356);
/* harmony import */ var _hardening_environment_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(18615);
/* harmony import */ var _hardening_first_environment_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7864);
/* harmony import */ var _hardening_reexec_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(59084);
// Entry of the bundle for both the main and the post step.
//
// The main step sheds its secrets before anything else runs: on Linux in place (hardening/first-environment.ts: the
// inputs and the runner's tokens overwritten in the process's first environment, which /proc/<pid>/environ shows to
// every process of the runner's user), one process from start to end; elsewhere, or where the kernel refuses that
// write, by starting itself over without them (hardening/reexec.ts), which costs a second Node start (25-35 ms on this
// project's machine). The post step sheds them in place too, where it can.
//
// The heap: V8 otherwise grows the young generation with the machine's memory (to 64 MB a semi-space on 24 GiB), and on
// a site of 100,000 files the garbage it holds, not the site, would decide the step's memory. In one process the young
// generation is kept at its first size (its growth factor, the one setting of it V8 reads as it goes), and the old one
// grows by at most 30% between full collections (which V8 also reads as it goes); a new image starts with the young
// generation capped, and with an old generation of 1 GiB (V8 scales how far the heap may outgrow what is live before a
// full collection with that limit) and glibc's single malloc arena (memory one thread freed otherwise stays resident in
// that thread's arena), both read only at a start. Allocation-site pretenuring is off: with the young generation small,
// V8 saw most of what some places in the code allocate outlive it (the names and ids a folder's tree holds until it is
// built), and then allocated everything from there straight into the old generation, where the short-lived rest piled
// up between full collections (a 100,000-folder first deploy swung between 35 and 75 MB of heap). Flags changed as the
// step runs are changed once the deploy's code is loaded: V8 refuses the code Node caches for its own modules when the
// flags differ from those it was made with, and compiling them again cost every start about 25 ms. docs/performance.md
// has the peak RSS of each way. Where the runtime can neither (Windows, Node before 22.15), the deploy runs in a worker
// thread with the same heap limits.
//
// A cancelled job gets SIGINT, then SIGTERM, from the runner: the deploy stops the user's commands with every
// process they started, restores the config and scrubs the workspace before it ends.
// First, before anything of ours is loaded: no SIGUSR1 opens the inspector from here on (see
// hardening/no-inspector.ts).









/** In one process: the young generation kept at its first size, the old one grown by at most 30% (see above). */
const ONE_PROCESS_V8_FLAGS = ['--semi-space-growth-factor=1', '--heap-growing-percent=30'];
/** The heap's limits, as V8 flags for a process and as a worker's resource limits. */
const YOUNG_MB = 8;
const OLD_MB = 1024;
/**
 * The argument a deploy in a worker thread is started with, which tells it it is one: asking `node:worker_threads`
 * would load that module (and `node:v8`, which the deploy loads later) into every start, the post step's too.
 */
const IN_WORKER = '--pages-push-deploy-worker';
const isMainThread = !process.argv.includes(IN_WORKER);
/**
 * The job's one cancel: the runner's SIGINT, then SIGTERM (the reason is the signal's name). Every wait of the deploy
 * is given it: the user's commands are killed, and no step starts after it.
 */
const cancel = new AbortController();
const onCancel = (signal) => {
    if (!cancel.signal.aborted)
        cancel.abort(signal);
};
/** Takes the runner's signals as the cancel, from the main step's start: one while the deploy's code loads too. */
function listenForCancel() {
    for (const signal of ['SIGINT', 'SIGTERM'])
        process.on(signal, onCancel);
}
async function deploy(v8Flags = []) {
    // In a worker thread, its own copy of the runner's module (the main thread's loaded them below).
    await _shared_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .loadFileCommands */ .DF();
    if (isMainThread) {
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
    const { main } = await Promise.all(/* import() */[__nccwpck_require__.e(807), __nccwpck_require__.e(18), __nccwpck_require__.e(169), __nccwpck_require__.e(324), __nccwpck_require__.e(659)]).then(__nccwpck_require__.bind(__nccwpck_require__, 46239));
    const { setFlagsFromString } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 78877, 23));
    // After the runtime's own modules are loaded: a flag changed later is no longer the one their cached code was
    // made with. The garbage collector reads it as it goes: it takes effect from here on.
    setFlagsFromString(['--no-allocation-site-pretenuring', ...v8Flags].join(' '));
    await main(cancel.signal);
    if (cancel.signal.aborted)
        endCancelled();
}
/**
 * A cancelled step ends once it has said so, its output written: a toolkit call the cancel left (the Actions cache's,
 * which takes no signal) may hold a timer of its own for up to an hour, and the runner would kill the step for it.
 */
function endCancelled() {
    process.stdout.write('', () => process.exit());
}
function failed(error) {
    _shared_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setFailed */ .C1((0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error));
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
(0,_shared_bundle_js__WEBPACK_IMPORTED_MODULE_6__/* .setBundleEntry */ .lY)(import.meta.url);
if ((0,_deploy_render_messages_js__WEBPACK_IMPORTED_MODULE_7__/* .isRenderMode */ .Ao)()) {
    // A process of its own that renders Hexo's commit messages (see deploy/hexo-message.ts), and nothing else.
    await (0,_deploy_render_messages_js__WEBPACK_IMPORTED_MODULE_7__/* .renderMessages */ .dg)();
}
else if (!isMainThread) {
    await deploy();
}
else if ((0,_shared_state_js__WEBPACK_IMPORTED_MODULE_2__/* .isPost */ .tl)()) {
    // The post step gets the inputs too: out of its first environment before anything else.
    (0,_hardening_first_environment_js__WEBPACK_IMPORTED_MODULE_3__/* .scrubFirstEnvironment */ .$)(_hardening_environment_js__WEBPACK_IMPORTED_MODULE_8__/* .isStepSecret */ .T0);
    const { cleanup } = await __nccwpck_require__.e(/* import() */ 438).then(__nccwpck_require__.bind(__nccwpck_require__, 15438));
    await cleanup();
}
else {
    // Before anything can fail: the post step (dist/post.js) learns from this state that the main step's code ran,
    // and what it must then clean up.
    listenForCancel();
    const startedOver = (0,_hardening_reexec_js__WEBPACK_IMPORTED_MODULE_4__/* .isStartedOver */ .K)();
    // The main step writes outputs and state; the post step only after a main step that died (see shared/runner.ts).
    await _shared_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .loadFileCommands */ .DF();
    if (!startedOver)
        (0,_shared_state_js__WEBPACK_IMPORTED_MODULE_2__/* .markMainStarted */ .UM)();
    if (!startedOver && (0,_hardening_first_environment_js__WEBPACK_IMPORTED_MODULE_3__/* .scrubFirstEnvironment */ .$)(_hardening_environment_js__WEBPACK_IMPORTED_MODULE_8__/* .isStepSecret */ .T0) === 'scrubbed') {
        (0,_hardening_no_inspector_js__WEBPACK_IMPORTED_MODULE_0__/* .shutInspector */ .oR)();
        await deploy(ONE_PROCESS_V8_FLAGS);
    }
    // Not shed in place (no such write on this kernel or system), or the image started over already: `startOver`
    // replaces the first image (it does not return there) and, in the new one, takes the inputs back and says
    // 'started over'. V8 sizes its young generation from the semi-space: a third of it each.
    else if ((0,_hardening_reexec_js__WEBPACK_IMPORTED_MODULE_4__/* .startOver */ .z)([`--max-semi-space-size=${Math.max(1, Math.floor(YOUNG_MB / 3))}`, `--max-old-space-size=${OLD_MB}`], {
        MALLOC_ARENA_MAX: '1',
    }) === 'started over')
        await deploy();
    else
        await deployInWorker();
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 14641:
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

/***/ 58382:
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

/***/ 14331:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   C1: () => (/* binding */ setFailed),
/* harmony export */   DF: () => (/* binding */ loadFileCommands),
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
/* harmony import */ var _node_modules_actions_core_lib_command_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(89635);
/* harmony import */ var _node_modules_actions_core_lib_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1170);
/* harmony import */ var _node_modules_actions_core_lib_utils_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4679);





let files;
/**
 * Loads the toolkit's file commands (GITHUB_OUTPUT, GITHUB_STATE), which a step loads before it writes any output or
 * state: the main step at its start (index.ts), the post step when the main step did not reach its end (its git
 * commands are kept in the state: post/cleanup.ts).
 */
async function loadFileCommands() {
    files ??= await __nccwpck_require__.e(/* import() */ 902).then(__nccwpck_require__.bind(__nccwpck_require__, 82902));
}
function info(message) {
    process.stdout.write(message + node_os__WEBPACK_IMPORTED_MODULE_1__.EOL);
}
/** Shown only when the run has debug logging on (the runner hides the rest). */
function debug(message) {
    (0,_node_modules_actions_core_lib_command_js__WEBPACK_IMPORTED_MODULE_2__/* .issueCommand */ .L)('debug', {}, message);
}
function notice(message, properties = {}) {
    (0,_node_modules_actions_core_lib_command_js__WEBPACK_IMPORTED_MODULE_2__/* .issueCommand */ .L)('notice', (0,_node_modules_actions_core_lib_utils_js__WEBPACK_IMPORTED_MODULE_4__/* .toCommandProperties */ .k)(properties), message);
}
function warning(message, properties = {}) {
    (0,_node_modules_actions_core_lib_command_js__WEBPACK_IMPORTED_MODULE_2__/* .issueCommand */ .L)('warning', (0,_node_modules_actions_core_lib_utils_js__WEBPACK_IMPORTED_MODULE_4__/* .toCommandProperties */ .k)(properties), message);
}
function error(message) {
    (0,_node_modules_actions_core_lib_command_js__WEBPACK_IMPORTED_MODULE_2__/* .issueCommand */ .L)('error', {}, message);
}
/** Fails the step: the message as an error annotation, and a non-zero exit code. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/** Masks `secret` in everything the job logs from now on. */
function setSecret(secret) {
    (0,_node_modules_actions_core_lib_command_js__WEBPACK_IMPORTED_MODULE_2__/* .issueCommand */ .L)('add-mask', {}, secret);
}
function startGroup(name) {
    (0,_node_modules_actions_core_lib_command_js__WEBPACK_IMPORTED_MODULE_2__/* .issue */ .s)('group', name);
}
function endGroup() {
    (0,_node_modules_actions_core_lib_command_js__WEBPACK_IMPORTED_MODULE_2__/* .issue */ .s)('endgroup');
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
/**
 * An input as the runner passes it (`INPUT_<NAME>`), trimmed; empty when not given. The toolkit's rule, kept here
 * because its `getInput` reads only `process.env` and this one reads the environment it is given.
 */
function getInput(name, env = process.env) {
    return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** A name and value the runner reads as one `name=value` line: a name without `=` or `<`, neither with a line break. */
const ONE_LINE = /^[^=<\r\n]+=[^\r\n]*$/;
/**
 * Appends a value to a file command (GITHUB_OUTPUT, GITHUB_STATE) as the toolkit does, `name<<delimiter`, the
 * value's lines, the delimiter; a one-line value as the one `name=value` line the runner reads the same way, kept
 * from before so that the files stay one line a value for what reads them back (the state's tests, a person).
 * On an old runner without the file, the workflow command it reads instead (as the toolkit's functions do).
 */
function fileCommand(command, fallback, name, value) {
    if (process.env[`GITHUB_${command}`]) {
        if (!files)
            throw new Error(`${name} was not written to GITHUB_${command}: the file commands are not loaded.`);
        const line = `${name}=${value}`;
        files.issueFileCommand(command, ONE_LINE.test(line) ? line : files.prepareKeyValueMessage(name, value));
        return;
    }
    process.stdout.write(node_os__WEBPACK_IMPORTED_MODULE_1__.EOL);
    (0,_node_modules_actions_core_lib_command_js__WEBPACK_IMPORTED_MODULE_2__/* .issueCommand */ .L)(fallback, { name }, (0,_node_modules_actions_core_lib_utils_js__WEBPACK_IMPORTED_MODULE_4__/* .toCommandValue */ .E)(value));
}
function setOutput(name, value) {
    fileCommand('OUTPUT', 'set-output', name, value);
}
/** Saves a value for the post step, which reads it with `getState`. */
function saveState(name, value) {
    fileCommand('STATE', 'save-state', name, value);
}
/** A value the main step saved (`STATE_<name>`); empty when none. The toolkit's rule, as `getInput`'s. */
function getState(name) {
    return process.env[`STATE_${name}`] ?? '';
}
/**
 * Appends a heading and a two-column table (cells are HTML, escaped by the caller) to the job summary. The HTML is
 * the toolkit's; the file is appended here at once, because its `write()` is asynchronous and the report writes the
 * summary on its way out, failures included, where nothing may be left pending.
 */
function appendSummaryTable(heading, header, rows) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file)
        throw new Error('GITHUB_STEP_SUMMARY is not set: this runner has no job summary.');
    const html = _node_modules_actions_core_lib_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .summary */ .z
        .emptyBuffer()
        .addHeading(heading, 3)
        .addTable([header.map((data) => ({ data, header: true })), ...rows.map((cells) => [...cells])])
        .stringify();
    _node_modules_actions_core_lib_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .summary */ .z.emptyBuffer();
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, html, 'utf8');
}


/***/ }),

/***/ 8356:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ mainFinished),
/* harmony export */   A4: () => (/* binding */ saveUploads),
/* harmony export */   CT: () => (/* binding */ removeTempDir),
/* harmony export */   HL: () => (/* binding */ mainStarted),
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
/* unused harmony export POST_ENTRY_ARGUMENT */
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(14331);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(58382);
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
/**
 * The argument dist/post.js (action.yml's runs.post; written by scripts/post-entry.mjs) starts the bundle with: the
 * post step knows itself even when the main step was cancelled before it saved any state.
 */
const POST_ENTRY_ARGUMENT = '--pages-push-post';
/** The post step runs the same bundle, through its own entry; the state the main step saved says so too. */
function isPost() {
    return process.argv.includes(POST_ENTRY_ARGUMENT) || mainStarted();
}
function markMainStarted() {
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(IS_POST, 'true');
}
/** The main step saved its first state: its code ran (a cancel while Node started it leaves none). */
function mainStarted() {
    return _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(IS_POST) === 'true';
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
    const proof = await randomProof(fs);
    await fs.writeFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, MARKER), proof, { mode: 0o600 });
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(TEMP_DIR, dir);
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(TEMP_PROOF, proof);
    return dir;
}
/**
 * 16 random bytes, as hex, from the kernel's random source where there is one: node:crypto (the same source) cost
 * the step's first work about 5 ms to load, and nothing else of that work needs it.
 */
async function randomProof(fs) {
    if (process.platform !== 'win32') {
        try {
            const source = await fs.open('/dev/urandom', 'r');
            try {
                const { bytesRead, buffer } = await source.read(Buffer.alloc(16), 0, 16, null);
                if (bytesRead === 16)
                    return buffer.toString('hex');
            }
            finally {
                await source.close();
            }
        }
        catch {
            // no such device: the runtime's own
        }
    }
    return process.getBuiltinModule('node:crypto').randomUUID();
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

/***/ 46466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

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

/***/ }),

/***/ 89635:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ issueCommand),
/* harmony export */   s: () => (/* binding */ issue)
/* harmony export */ });
/* harmony import */ var os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(70857);
/* harmony import */ var _utils_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4679);


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + os__WEBPACK_IMPORTED_MODULE_0__.EOL);
}
function issue(name, message = '') {
    issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return (0,_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .toCommandValue */ .E)(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return (0,_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .toCommandValue */ .E)(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map

/***/ }),

/***/ 1170:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ summary)
/* harmony export */ });
/* unused harmony exports SUMMARY_ENV_VAR, SUMMARY_DOCS_URL, markdownSummary */
/* harmony import */ var os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(70857);
/* harmony import */ var fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(79896);
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = fs__WEBPACK_IMPORTED_MODULE_1__.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, fs__WEBPACK_IMPORTED_MODULE_1__.constants.R_OK | fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return __awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return __awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(os__WEBPACK_IMPORTED_MODULE_0__.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map

/***/ }),

/***/ 4679:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ toCommandValue),
/* harmony export */   k: () => (/* binding */ toCommandProperties)
/* harmony export */ });
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map

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