export const id = 441;
export const ids = [441];
export const modules = {

/***/ 26441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lockDown: () => (/* binding */ lockDown)
/* harmony export */ });
// The walls the message renderer raises inside its own process (see render-messages.ts) once Nunjucks and Luxon are
// loaded, before the first template renders. A template reaches JavaScript only through the Function constructor
// of a function it sees (`range.constructor('…')()`): that is refused first. Should another way be found, the code
// it runs still finds no way to signal a process (ours among them: SIGSTOP would hang the step, SIGUSR1 open our
// inspector), to reach the network, or to load a module; Node's permission model (its command line, hexo-message.ts)
// already refuses files, processes, threads and addons, and the process's time and heap are limited.
/** Sets `object[name]` to `value` for good: neither writable nor configurable. */
function pin(object, name, value) {
    Object.defineProperty(object, name, { value, writable: false, configurable: false, enumerable: false });
}
function refused(what) {
    return () => {
        throw new Error(`a message template may not ${what}`);
    };
}
/** What of `process` signals, debugs, loads native code or modules, or replaces the process. */
const PROCESS_CALLS = [
    'kill',
    '_kill',
    '_debugProcess',
    '_debugEnd',
    '_startProfilerIdleNotifier',
    '_stopProfilerIdleNotifier',
    'binding',
    '_linkedBinding',
    'dlopen',
    'getBuiltinModule',
    'execve',
    'setSourceMapsEnabled',
];
/** Raises the walls; they stay until the process ends. */
function lockDown() {
    const net = process.getBuiltinModule('node:net');
    const dgram = process.getBuiltinModule('node:dgram');
    const { registerHooks } = process.getBuiltinModule('node:module');
    // Nunjucks compiles with the global Function, which stays: only the `constructor` of functions goes.
    const kinds = [
        () => undefined,
        async () => {
            await Promise.resolve();
        },
        function* () {
            yield undefined;
        },
        async function* () {
            yield await Promise.resolve(0);
        },
    ];
    for (const kind of kinds) {
        pin(Object.getPrototypeOf(kind), 'constructor', refused('make code from a string'));
    }
    for (const name of PROCESS_CALLS) {
        if (name in process)
            pin(process, name, refused(`call process.${name}`));
    }
    for (const name of ['fetch', 'WebSocket', 'EventSource'])
        pin(globalThis, name, undefined);
    // process.stdout is a net.Socket: its class must not connect anywhere.
    pin(net.Socket.prototype, 'connect', refused('open a connection'));
    pin(net.Server.prototype, 'listen', refused('listen'));
    for (const name of ['bind', 'connect', 'send'])
        pin(dgram.Socket.prototype, name, refused('send a datagram'));
    // No module loads from here on: `import('node:net')` of a template's code is refused (Node 22.15 and later).
    registerHooks?.({ resolve: refused('load a module') });
}


/***/ })

};

//# sourceMappingURL=441.index.js.map