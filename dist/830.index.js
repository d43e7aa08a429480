export const id = 830;
export const ids = [830];
export const modules = {

/***/ 29830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   repair: () => (/* binding */ repair)
/* harmony export */ });
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74813);
/* harmony import */ var _leaks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49619);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57162);
// What the post step does for a main step that died before its end (killed, cancelled): restore the config files
// and scrub the workspace as the main step would have.



async function repair(tempDir) {
    const { settings, credentials } = await (0,_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .readSettings */ .s)();
    // Only what the main step saved: backups in its own folder, config files in the workspace.
    const restored = await credentials.restoreRecorded(tempDir, settings.workspace);
    if (restored > 0)
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Restored ${restored} config file(s) the main step had not restored.`);
    await (0,_leaks_js__WEBPACK_IMPORTED_MODULE_1__/* .scrubWorkspace */ .b5)((0,_leaks_js__WEBPACK_IMPORTED_MODULE_1__/* .leakContext */ .f5)(settings, credentials), []);
}


/***/ })

};

//# sourceMappingURL=830.index.js.map