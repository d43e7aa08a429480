export const id = 49;
export const ids = [49];
export const modules = {

/***/ 27049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   repair: () => (/* binding */ repair)
/* harmony export */ });
/* harmony import */ var _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
/* harmony import */ var _secrets_leaks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54169);
/* harmony import */ var _inputs_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66807);
// What the post step does for a main step that died before its end (killed, cancelled): restore the config files
// and scrub the workspace as the main step would have.



async function repair(tempDir) {
    const { settings, credentials } = await (0,_inputs_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .readSettings */ .s)();
    // Only what the main step saved: backups in its own folder, config files in the workspace.
    const restored = await credentials.restoreRecorded(tempDir, settings.workspace);
    if (restored > 0)
        _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Restored ${restored} config file(s) the main step had not restored.`);
    await (0,_secrets_leaks_js__WEBPACK_IMPORTED_MODULE_1__/* .scrubWorkspace */ .b5)((0,_secrets_leaks_js__WEBPACK_IMPORTED_MODULE_1__/* .leakContext */ .f5)(settings, credentials), []);
}


/***/ })

};

//# sourceMappingURL=49.index.js.map