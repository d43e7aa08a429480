export const id = 454;
export const ids = [454];
export const modules = {

/***/ 7675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ killProvenGroups),
/* harmony export */   z: () => (/* binding */ groupStamp)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// Proof that a process group is still one the main step started for a user's command: its leader's start time, as
// Linux's /proc tells it, saved at spawn and compared by the post step before it kills the group (pids are reused).

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
    const [state, , pgid, , , , , , , , , , , , , , , , , started] = fields;
    if (!state || !pgid || !started)
        return undefined;
    return { pgid: Number(pgid), started, zombie: state === 'Z' || state === 'X' };
}
/** The stamp of the group `pid` leads (a command spawned detached leads its own), or undefined when it cannot tell. */
function groupStamp(pid) {
    const stat = readStat(pid);
    return stat?.pgid === pid ? { pgid: pid, started: stat.started } : undefined;
}
/**
 * Kills (SIGKILL) each saved group whose leader still runs with the start time saved at spawn; never pid 0 or 1,
 * nor our own group. A group whose leader is gone cannot be proven ours and is left alone. Returns how many it
 * killed, once their leaders have died (or after a second).
 */
async function killProvenGroups(saved) {
    const own = readStat('self')?.pgid;
    const alive = (stamp) => {
        const stat = readStat(stamp.pgid);
        return stat !== undefined && !stat.zombie && stat.pgid === stamp.pgid && stat.started === stamp.started;
    };
    const killed = saved.filter((stamp) => {
        if (!Number.isSafeInteger(stamp.pgid) || stamp.pgid <= 1 || stamp.pgid === own || !alive(stamp))
            return false;
        try {
            process.kill(-stamp.pgid, 'SIGKILL');
            return true;
        }
        catch {
            return false; // gone in between
        }
    });
    for (let waited = 0; waited < 1000 && killed.some(alive); waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return killed.length;
}


/***/ }),

/***/ 7454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KW: () => (/* binding */ cancelled),
/* harmony export */   cancelUserCommands: () => (/* binding */ cancelUserCommands),
/* harmony export */   dZ: () => (/* binding */ throwIfCancelled),
/* harmony export */   w0: () => (/* binding */ runUserCommand)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _process_stamps_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7675);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2462);
// The user's commands (install, build, deploy-command) as processes: each runs in a process group of its own, and
// every process it started ends with it, so nothing it left behind can read or write once our own work resumes.
// A cancelled job (SIGINT, then SIGTERM, from the runner) stops them at once.



/** The process groups of the user's commands running now, with the stamp that proves each to the post step. */
const running = new Map();
let cancelledBy;
/**
 * Runs `file` with `args` in a process group of its own, its output passed to `stdout`/`stderr` (which stay open).
 * When the command exits, the whole group is killed: a background process it started (a watcher, a server, a
 * `sleep && cat` of the token) dies with it. Rejects when the command cannot start.
 */
async function runUserCommand(file, args, options) {
    throwIfCancelled();
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, args, {
        cwd: options.cwd,
        env: options.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
    });
    // Read at once: the leader exists until we reap it. Saved so that a post step can stop what a killed main left.
    running.set(child, child.pid === undefined ? undefined : (0,_process_stamps_js__WEBPACK_IMPORTED_MODULE_1__/* .groupStamp */ .z)(child.pid));
    saveRunningGroups();
    const closed = new Promise((resolve) => child.once('close', () => {
        resolve();
    }));
    child.stdout.pipe(options.stdout, { end: false });
    child.stderr.pipe(options.stderr, { end: false });
    try {
        const exitCode = await new Promise((resolve, reject) => {
            child.once('error', reject);
            child.once('exit', (code, signal) => {
                resolve(code ?? 128 + signalNumber(signal));
            });
        });
        killGroup(child);
        await drained(child, closed);
        return { exitCode };
    }
    finally {
        killGroup(child);
        running.delete(child);
        saveRunningGroups();
    }
}
function saveRunningGroups() {
    (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .saveUserGroups */ .PW)([...running.values()].filter((stamp) => stamp !== undefined));
}
/** Stops every user command now (the job was cancelled); what runs later refuses to start. */
function cancelUserCommands(signal) {
    cancelledBy ??= signal;
    for (const child of running.keys())
        killGroup(child);
}
/** The signal that cancelled the job, if it was. */
function cancelled() {
    return cancelledBy;
}
/** Throws when the job was cancelled: no further work starts. */
function throwIfCancelled() {
    if (cancelledBy)
        throw new Error(`The job was cancelled (${cancelledBy}): stopped before the next step.`);
}
function killGroup(child) {
    if (child.pid === undefined)
        return;
    try {
        if (process.platform === 'win32')
            child.kill('SIGKILL');
        else
            process.kill(-child.pid, 'SIGKILL');
    }
    catch {
        // The group is gone already.
    }
}
/**
 * Waits until the command's output has all been passed on. A process that left the group (setsid) and kept the
 * pipes open does not hold the step: after a short grace the pipes are closed on our side.
 */
async function drained(child, closed) {
    let timer;
    const grace = new Promise((resolve) => {
        timer = setTimeout(() => {
            child.stdout?.destroy();
            child.stderr?.destroy();
            resolve();
        }, 2000);
    });
    await Promise.race([closed, grace]);
    clearTimeout(timer);
}
function signalNumber(signal) {
    const numbers = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
    return (signal && numbers[signal]) ?? 1;
}


/***/ }),

/***/ 2462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ mainFinished),
/* harmony export */   CT: () => (/* binding */ removeTempDir),
/* harmony export */   IK: () => (/* binding */ saveSubstitutions),
/* harmony export */   PW: () => (/* binding */ saveUserGroups),
/* harmony export */   UM: () => (/* binding */ markMainStarted),
/* harmony export */   Wb: () => (/* binding */ provenTempDir),
/* harmony export */   fy: () => (/* binding */ savedUserGroups),
/* harmony export */   gS: () => (/* binding */ savedSubstitutions),
/* harmony export */   mk: () => (/* binding */ makeTempDir),
/* harmony export */   n_: () => (/* binding */ markMainFinished),
/* harmony export */   tl: () => (/* binding */ isPost)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5224);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
// What the main step hands to the post step: the temporary folder to delete, the config files to restore, whether
// it finished; and the proof that the folder is the one it made.





const IS_POST = 'isPost';
const TEMP_DIR = 'tempDir';
const TEMP_PROOF = 'tempProof';
const RESTORE = 'restore';
const FINISHED = 'finished';
const USER_GROUPS = 'userGroups';
/** The file in the temporary folder that proves the post step may delete it. */
const MARKER = '.pages-push';
const TEMP_PREFIX = 'pages-push-';
/** The post step runs the same bundle; it knows itself by the state the main step saved. */
function isPost() {
    return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(IS_POST) === 'true';
}
function markMainStarted() {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(IS_POST, 'true');
}
/** The main step ran to its end (with success or an error): it restored and scrubbed what it had to itself. */
function markMainFinished() {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(FINISHED, 'true');
}
function mainFinished() {
    return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(FINISHED) === 'true';
}
/**
 * Makes the step's temporary folder under RUNNER_TEMP, with a marker file holding a random proof, and tells the
 * post step to delete it.
 */
async function makeTempDir(runnerTemp) {
    const dir = await node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp(node_path__WEBPACK_IMPORTED_MODULE_3__.join(runnerTemp, TEMP_PREFIX));
    const proof = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomUUID)();
    await node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile(node_path__WEBPACK_IMPORTED_MODULE_3__.join(dir, MARKER), proof, { mode: 0o600 });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(TEMP_DIR, dir);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(TEMP_PROOF, proof);
    return dir;
}
/**
 * The temporary folder the main step made, only when it can be proven: directly under RUNNER_TEMP, with the name
 * it chose, a real folder (not a link), holding the marker with the proof. A command that appended another folder
 * to the saved state gets nothing deleted.
 */
async function provenTempDir(runnerTemp) {
    const dir = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(TEMP_DIR);
    if (!dir)
        return undefined;
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(dir);
    const stat = await node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat(resolved).catch(() => undefined);
    const marker = await node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile(node_path__WEBPACK_IMPORTED_MODULE_3__.join(resolved, MARKER), 'utf8').catch(() => '');
    const proof = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(TEMP_PROOF);
    if (node_path__WEBPACK_IMPORTED_MODULE_3__.dirname(resolved) !== node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(runnerTemp) ||
        !node_path__WEBPACK_IMPORTED_MODULE_3__.basename(resolved).startsWith(TEMP_PREFIX) ||
        !stat?.isDirectory() ||
        proof === '' ||
        marker !== proof) {
        if (stat)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Not deleting ${dir}: it is not the temporary folder the main step made.`);
        return undefined;
    }
    return resolved;
}
/** Deletes the temporary folder; a failure only warns (the deploy itself is done), and post tries again. */
async function removeTempDir(dir) {
    try {
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not remove the temporary folder ${dir}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error)}`);
    }
}
/** The config files that hold the token right now; saved again (empty) once they are restored. */
function saveSubstitutions(substitutions) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(RESTORE, JSON.stringify(substitutions));
}
function savedSubstitutions() {
    const text = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(RESTORE);
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
/** The process groups of the user's commands running now: the post step kills those a killed main step left. */
function saveUserGroups(groups) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(USER_GROUPS, JSON.stringify(groups));
}
/** The saved groups that have the right shape; a user command can write the state file, so nothing else is trusted. */
function savedUserGroups() {
    let value;
    try {
        value = JSON.parse(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(USER_GROUPS) || '[]');
    }
    catch {
        return [];
    }
    if (!Array.isArray(value))
        return [];
    return value.filter((item) => {
        if (typeof item !== 'object' || item === null)
            return false;
        const { pgid, started } = item;
        return (typeof pgid === 'number' && Number.isSafeInteger(pgid) && typeof started === 'string' && /^\d+$/.test(started));
    });
}


/***/ })

};

//# sourceMappingURL=454.index.js.map