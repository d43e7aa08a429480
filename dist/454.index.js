export const id = 454;
export const ids = [454];
export const modules = {

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
// The user's commands (install, build, deploy-command) as processes: each runs in a process group of its own, and
// every process it started ends with it, so nothing it left behind can read or write once our own work resumes.
// A cancelled job (SIGINT, then SIGTERM, from the runner) stops them at once.

/** The process groups of the user's commands running now. */
const running = new Set();
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
    running.add(child);
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
    }
}
/** Stops every user command now (the job was cancelled); what runs later refuses to start. */
function cancelUserCommands(signal) {
    cancelledBy ??= signal;
    for (const child of running)
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