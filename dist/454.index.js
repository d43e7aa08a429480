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


/***/ })

};

//# sourceMappingURL=454.index.js.map