export const id = 454;
export const ids = [454];
export const modules = {

/***/ 7675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _g: () => (/* binding */ killSessions),
/* harmony export */   l_: () => (/* binding */ killProvenGroups),
/* harmony export */   z8: () => (/* binding */ groupStamp)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
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


/***/ }),

/***/ 7454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KW: () => (/* binding */ cancelled),
/* harmony export */   cancelUserCommands: () => (/* binding */ cancelUserCommands),
/* harmony export */   dZ: () => (/* binding */ throwIfCancelled),
/* harmony export */   w0: () => (/* binding */ runUserCommand),
/* harmony export */   zm: () => (/* binding */ stopLeftovers)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _process_stamps_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7675);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2462);
// The user's commands (install, build, deploy-command) as processes: each runs in a session and a process group of
// its own, and every process it started ends with it, so nothing it left behind can read or write once our own
// work resumes. A cancelled job (SIGINT, then SIGTERM, from the runner) stops them at once.



/** The user's commands running now, with the stamp that proves each one's session. */
const running = new Map();
/** The sessions of every user command this step started, ended or not: what is left of them is killed again. */
const started = [];
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
        stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
    });
    // Read at once: the leader exists until we reap it. Saved so that a post step can stop what a killed main left.
    const stamp = child.pid === undefined ? undefined : (0,_process_stamps_js__WEBPACK_IMPORTED_MODULE_1__/* .groupStamp */ .z8)(child.pid);
    running.set(child, stamp);
    if (stamp)
        started.push(stamp);
    (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .saveUserGroups */ .PW)(started);
    const closed = new Promise((resolve) => child.once('close', () => {
        resolve();
    }));
    child.stdout?.pipe(options.stdout, { end: false });
    child.stderr?.pipe(options.stderr, { end: false });
    // A command that exits without reading it all closes the pipe: not our failure.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(options.input);
    const limit = { reached: false };
    const timer = options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            limit.reached = true;
            killGroup(child, stamp);
        }, options.timeoutMs);
    try {
        const exitCode = await new Promise((resolve, reject) => {
            child.once('error', reject);
            child.once('exit', (code, signal) => {
                resolve(code ?? 128 + signalNumber(signal));
            });
        });
        clearTimeout(timer);
        killGroup(child, stamp);
        await drained(child, closed);
        return limit.reached ? { exitCode, timedOut: true } : { exitCode };
    }
    finally {
        clearTimeout(timer);
        killGroup(child, stamp);
        running.delete(child);
    }
}
/**
 * Kills again whatever is left of every user command this step ran: called right before a credential is opened,
 * so that a process that slipped out while the command ended (a `set -m` job forking as it was killed) cannot be
 * there to read it.
 */
function stopLeftovers() {
    (0,_process_stamps_js__WEBPACK_IMPORTED_MODULE_1__/* .killSessions */ ._g)(started);
}
/** Stops every user command now (the job was cancelled); what runs later refuses to start. */
function cancelUserCommands(signal) {
    cancelledBy ??= signal;
    for (const [child, stamp] of running)
        killGroup(child, stamp);
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
/** Kills the command's group, and every process of its session (a `set -m` job has a group of its own in it). */
function killGroup(child, stamp) {
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
    if (stamp)
        (0,_process_stamps_js__WEBPACK_IMPORTED_MODULE_1__/* .killSessions */ ._g)([stamp]);
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