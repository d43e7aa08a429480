export const id = 691;
export const ids = [691];
export const modules = {

/***/ 2691:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cleanup: () => (/* binding */ cleanup)
/* harmony export */ });
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4813);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _process_stamps_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7675);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2462);
// The post step: for a main step that died before its end (killed, cancelled), stop the user's commands it left
// running, restore the config files and scrub the workspace as the main step would have (repair.ts, loaded only
// then); then delete the temporary folder, if it is provably the one it made. A main step that ran to its end
// leaves nothing to do: the post step loads no more than this. Never fails the job: it only warns.






async function cleanup(env = process.env) {
    // First, so that nothing a build left behind writes the token again once the workspace is scrubbed.
    const stopped = await (0,_process_stamps_js__WEBPACK_IMPORTED_MODULE_3__/* .killProvenGroups */ .l)(_state_js__WEBPACK_IMPORTED_MODULE_4__/* .savedUserGroups */ .fy());
    if (stopped > 0)
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Stopped ${stopped} user command(s) the main step left running, with what they started.`);
    const runnerTemp = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir());
    // The token among them: a main step that ended in its start over left its inputs on disk.
    const { removeLeftInputs } = await __webpack_require__.e(/* import() */ 835).then(__webpack_require__.bind(__webpack_require__, 1835)); // its own chunk, which the main step loads too
    if (removeLeftInputs(runnerTemp) > 0)
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('Deleted the inputs a main step that ended as it started left behind.');
    const tempDir = await _state_js__WEBPACK_IMPORTED_MODULE_4__/* .provenTempDir */ .Wb(runnerTemp);
    if (!_state_js__WEBPACK_IMPORTED_MODULE_4__/* .mainFinished */ .A0()) {
        try {
            const { repair } = await Promise.all(/* import() */[__webpack_require__.e(581), __webpack_require__.e(84), __webpack_require__.e(830)]).then(__webpack_require__.bind(__webpack_require__, 9830));
            await repair(tempDir);
        }
        catch (error) {
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not restore the site config: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error)}`);
        }
    }
    if (tempDir)
        await _state_js__WEBPACK_IMPORTED_MODULE_4__/* .removeTempDir */ .CT(tempDir);
}


/***/ }),

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


/***/ })

};

//# sourceMappingURL=691.index.js.map