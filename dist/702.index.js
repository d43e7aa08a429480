export const id = 702;
export const ids = [702];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PagesPushOctokit: () => (/* binding */ PagesPushOctokit),
/* harmony export */   userAgentOf: () => (/* binding */ userAgentOf)
/* harmony export */ });
/* harmony import */ var _octokit_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14730);
/* harmony import */ var _octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93779);
// Octokit as @actions/github builds it (@octokit/core with pagination), without the undici and @actions/http-client
// that @actions/github's entry loads for its own fetch and proxy agent, which client.ts replaces with api-fetch.ts.
// Loaded by client.ts's dynamic import, a chunk of its own: a run that calls no API never loads it.


/** Octokit's core and `paginate`; the calls name their routes (`GET /repos/{owner}/{repo}/pages`), no method table. */
const PagesPushOctokit = _octokit_core__WEBPACK_IMPORTED_MODULE_0__/* .Octokit */ .E.plugin(_octokit_plugin_paginate_rest__WEBPACK_IMPORTED_MODULE_1__/* .paginateRest */ .ud);
/**
 * The user agent @actions/github's `getOctokit` sends: `base`, and the runner's orchestration id when it has one
 * (`ACTIONS_ORCHESTRATION_ID`, as `actions_orchestration_id/<id>` with any other character than `[a-z0-9_.-]` as `_`).
 */
function userAgentOf(base, env) {
    const id = env.ACTIONS_ORCHESTRATION_ID?.trim();
    return id ? `${base} actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}` : base;
}


/***/ })

};

//# sourceMappingURL=702.index.js.map