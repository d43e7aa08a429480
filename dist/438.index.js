export const id = 438;
export const ids = [438];
export const modules = {

/***/ 15438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cleanup: () => (/* binding */ cleanup)
/* harmony export */ });
/* harmony import */ var _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(58382);
/* harmony import */ var _processes_process_stamps_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14597);
/* harmony import */ var _shared_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8356);
// The post step: its duties, in order, in one list (`DUTIES`). For a main step that died before its end (killed,
// cancelled): stop our git commands and the user's commands it left running, cancel the Pages deployment it left in
// progress, delete the temporary refs a split push left on the remote, restore the config files and scrub the
// workspace as the main step would have (repair.ts, left-deployment.ts, leftover-refs.ts, loaded only then);
// always, delete the temporary folder, if it is provably the one it made. A main step that ran to its end leaves
// nothing to do: the post step loads no more than this. Never fails the job: a duty that fails only warns, and the
// next one runs.






const DUTIES = [
    {
        // First, so that no git of ours holding the token lives on or lands a push.
        what: "stop the main step's git commands",
        when: 'always',
        run: async () => {
            const gits = await (0,_processes_process_stamps_js__WEBPACK_IMPORTED_MODULE_3__/* .killProvenGroups */ .l_)(_shared_state_js__WEBPACK_IMPORTED_MODULE_4__/* .savedGitGroups */ .yw());
            if (gits > 0)
                _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Stopped ${gits} git command(s) of the main step's that were still running.`);
        },
    },
    {
        // Before the workspace is scrubbed: nothing a build left behind writes the token again.
        what: "stop the user's commands the main step left running",
        when: 'always',
        run: async () => {
            const stopped = await (0,_processes_process_stamps_js__WEBPACK_IMPORTED_MODULE_3__/* .killProvenGroups */ .l_)(_shared_state_js__WEBPACK_IMPORTED_MODULE_4__/* .savedUserGroups */ .fy());
            if (stopped > 0)
                _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Stopped ${stopped} user command(s) the main step left running, with what they started.`);
        },
    },
    {
        // The token among them: a main step that ended in its start over left its inputs on disk.
        what: 'delete the inputs a main step that ended as it started left behind',
        when: 'always',
        run: async ({ runnerTemp }) => {
            const { removeLeftInputs } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 59084)); // its own chunk, which the main step loads too
            if (removeLeftInputs(runnerTemp) > 0)
                _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('Deleted the inputs a main step that ended as it started left behind.');
        },
    },
    {
        what: 'cancel the Pages deployment the main step left in progress',
        when: 'main died',
        run: async () => {
            const id = _shared_state_js__WEBPACK_IMPORTED_MODULE_4__/* .savedPagesDeployment */ .zS();
            if (id)
                await (await Promise.all(/* import() */[__webpack_require__.e(807), __webpack_require__.e(324), __webpack_require__.e(677)]).then(__webpack_require__.bind(__webpack_require__, 65677))).cancelLeftDeployment(id);
        },
    },
    {
        what: 'delete the temporary refs the main step left',
        when: 'main died',
        run: async ({ runnerTemp }) => {
            const uploads = _shared_state_js__WEBPACK_IMPORTED_MODULE_4__/* .savedUploads */ .aX();
            if (uploads.length === 0)
                return;
            const { removeLeftRefs } = await Promise.all(/* import() */[__webpack_require__.e(807), __webpack_require__.e(18), __webpack_require__.e(854)]).then(__webpack_require__.bind(__webpack_require__, 95854));
            await removeLeftRefs(uploads, runnerTemp);
        },
    },
    {
        what: 'restore the site config',
        when: 'main died',
        run: async ({ tempDir }) => {
            const { repair } = await Promise.all(/* import() */[__webpack_require__.e(807), __webpack_require__.e(169), __webpack_require__.e(49)]).then(__webpack_require__.bind(__webpack_require__, 27049));
            await repair(await tempDir());
        },
    },
    {
        what: "delete the main step's temporary folder",
        when: 'always',
        run: async ({ tempDir }) => {
            const dir = await tempDir();
            if (dir)
                await _shared_state_js__WEBPACK_IMPORTED_MODULE_4__/* .removeTempDir */ .CT(dir);
        },
    },
];
async function cleanup(env = process.env) {
    const runnerTemp = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir());
    let proven;
    const context = { runnerTemp, tempDir: () => (proven ??= _shared_state_js__WEBPACK_IMPORTED_MODULE_4__/* .provenTempDir */ .Wb(runnerTemp)) };
    const mainDied = !_shared_state_js__WEBPACK_IMPORTED_MODULE_4__/* .mainFinished */ .A0();
    // Its git commands for what a dead main step left are kept in the state, as the main step's are (the file
    // commands, and node:crypto with them: loaded only then, see shared/runner.ts).
    if (mainDied)
        await _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .loadFileCommands */ .DF();
    if (!_shared_state_js__WEBPACK_IMPORTED_MODULE_4__/* .mainStarted */ .HL()) {
        _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('The main step saved no state: it was stopped as it started, before any work, and deployed nothing.');
    }
    for (const duty of DUTIES) {
        if (duty.when === 'main died' && !mainDied)
            continue;
        try {
            await duty.run(context);
        }
        catch (error) {
            _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not ${duty.what}: ${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error)}`);
        }
    }
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


/***/ })

};

//# sourceMappingURL=438.index.js.map