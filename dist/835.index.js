export const id = 835;
export const ids = [835];
export const modules = {

/***/ 92678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KC: () => (/* binding */ withoutVariables),
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

/***/ 41835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   isStartedOver: () => (/* binding */ isStartedOver),
/* harmony export */   removeLeftInputs: () => (/* binding */ removeLeftInputs),
/* harmony export */   startOver: () => (/* binding */ startOver)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(92678);
/* harmony import */ var _no_inspector_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71836);
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


/***/ })

};

//# sourceMappingURL=835.index.js.map