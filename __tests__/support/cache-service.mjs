// A stand-in of the runner's cache service v2 (the results service's CacheService over Twirp, ACTIONS_RESULTS_URL
// with ACTIONS_CACHE_SERVICE_V2) for the calls `@actions/cache` makes, in front of Azurite: CreateCacheEntry answers
// with a URL signed into the emulator, FinalizeCacheEntryUpload checks the committed blob's size, and
// GetCacheEntryDownloadURL finds an entry by its key, then by each restore key as a prefix (the newest first), as
// GitHub's documentation describes the match. Entries are scoped as GitHub scopes them: the runtime token's `ac`
// claim lists the refs the job may read (the run's own ref, its base branch, the default branch) and the one ref it
// writes; an entry is found only in a ref the token may read, the run's own first. The Twirp plumbing (message types
// from the package, the signed runtime token, every request recorded) is twirp-service.mjs's.
import * as messages from '../../node_modules/@actions/cache/lib/generated/results/api/v1/cache.js';
import { answer, TwirpService, twirpError } from './twirp-service.mjs';

const SERVICE = 'github.actions.results.api.v1.CacheService';
const CONTAINER = 'actions-cache';

const METHODS = {
  CreateCacheEntry: messages.CreateCacheEntryRequest,
  FinalizeCacheEntryUpload: messages.FinalizeCacheEntryUploadRequest,
  GetCacheEntryDownloadURL: messages.GetCacheEntryDownloadURLRequest,
};

/** The `ac` claim's permissions: 1 read, 2 write (3 both). */
const READ = 1;
const WRITE = 2;

export class CacheService extends TwirpService {
  constructor(azurite) {
    super(azurite, { service: SERVICE, methods: METHODS });
    /** Every entry, oldest first: scope, key, version, blob, and whether it was finalized. */
    this.entries = [];
    /** The refs the next tokens may read (`ref` also writes): what `token()` signs. */
    this.scopes = { ref: 'refs/heads/source', read: [] };
    /** When set, every call is answered with this Twirp error instead (a service in trouble). */
    this.failWith = undefined;
    this.nextId = 1;
  }

  static async start(azurite) {
    await azurite.createContainer(CONTAINER);
    return new CacheService(azurite).listen();
  }

  /**
   * What the runner sets for a job on github.com whose token may use the cache (v2, through the results service).
   * The toolkit takes any other host for GitHub Enterprise Server, whose cache service is the older one (a git server
   * on loopback is then another host: the "repository" input names it, and the token goes there).
   */
  runnerEnv() {
    return {
      ACTIONS_RUNTIME_TOKEN: this.token(),
      ACTIONS_RESULTS_URL: this.url,
      ACTIONS_CACHE_SERVICE_V2: 'True',
      RUNNER_ARCH: 'X64',
      GITHUB_SERVER_URL: 'https://github.com',
    };
  }

  /** The token's cache scopes, as the runner's token carries them (a JSON string in the `ac` claim). */
  claims() {
    const ac = [
      { Scope: this.scopes.ref, Permission: READ | WRITE },
      ...this.scopes.read.map((scope) => ({ Scope: scope, Permission: READ })),
    ];
    return { ac: JSON.stringify(ac) };
  }

  /** An entry written by another run, in `scope`, with `content` as its archive (a test's seed). */
  async seed({ scope, key, version, content }) {
    const blob = `seeded/${this.nextId}/${encodeURIComponent(key)}`;
    await this.azurite.service.getContainerClient(CONTAINER).getBlockBlobClient(blob).uploadData(content);
    this.entries.push({ id: this.nextId++, scope, key, version, blob, finalized: true, size: content.length });
  }

  /** The finalized entries, as [scope, key] pairs, oldest first. */
  saved() {
    return this.entries.filter((entry) => entry.finalized).map((entry) => [entry.scope, entry.key]);
  }

  async call(method, message, response, claims) {
    if (this.failWith) return twirpError(response, this.failWith.status, this.failWith.code, this.failWith.msg);
    const scopes = JSON.parse(claims.ac ?? '[]');
    if (method === 'GetCacheEntryDownloadURL') return this.find(message, response, scopes);
    const writable = scopes.find((scope) => scope.Permission & WRITE)?.Scope;
    if (!writable) return twirpError(response, 403, 'permission_denied', 'cache write denied: no writable scope');
    if (method === 'CreateCacheEntry') return this.create(message, response, writable);
    return this.finalize(message, response, writable);
  }

  find(message, response, scopes) {
    const readable = scopes.filter((scope) => scope.Permission & READ).map((scope) => scope.Scope);
    const usable = (entry, scope) => entry.finalized && entry.scope === scope && entry.version === message.version;
    let found;
    search: for (const [index, key] of [message.key, ...message.restoreKeys].entries()) {
      for (const scope of readable) {
        const candidates = this.entries.filter((entry) => usable(entry, scope));
        // The key exactly first; each key (and every restore key) then as a prefix, the newest entry.
        const exact = index === 0 ? candidates.find((entry) => entry.key === key) : undefined;
        found = exact ?? candidates.filter((entry) => entry.key.startsWith(key)).at(-1);
        if (found) break search;
      }
    }
    if (!found) return answer(response, messages.GetCacheEntryDownloadURLResponse, { ok: false });
    answer(response, messages.GetCacheEntryDownloadURLResponse, {
      ok: true,
      signedDownloadUrl: this.azurite.signedDownloadUrl(CONTAINER, found.blob),
      matchedKey: found.key,
    });
  }

  create(message, response, scope) {
    if (!message.key || !message.version) return twirpError(response, 400, 'invalid_argument', 'key and version');
    if (message.key.length > 512) return twirpError(response, 400, 'invalid_argument', 'the key is over 512');
    const same = (entry) => entry.scope === scope && entry.key === message.key && entry.version === message.version;
    if (this.entries.some(same)) {
      return answer(response, messages.CreateCacheEntryResponse, { ok: false, message: 'already exists' });
    }
    const id = this.nextId++;
    const blob = `${id}/${encodeURIComponent(message.key)}`;
    this.entries.push({ id, scope, key: message.key, version: message.version, blob, finalized: false });
    answer(response, messages.CreateCacheEntryResponse, {
      ok: true,
      signedUploadUrl: this.azurite.signedUploadUrl(CONTAINER, blob),
    });
  }

  async finalize(message, response, scope) {
    const entry = this.entries.find(
      (each) => each.scope === scope && each.key === message.key && each.version === message.version,
    );
    if (!entry || entry.finalized) return twirpError(response, 404, 'not_found', `no entry ${message.key} to finalize`);
    const stored = await this.azurite.readBlob(CONTAINER, entry.blob);
    if (!stored) return twirpError(response, 400, 'failed_precondition', 'nothing was uploaded');
    if (BigInt(message.sizeBytes) !== BigInt(stored.content.length)) {
      return twirpError(response, 400, 'invalid_argument', `size ${message.sizeBytes}, blob ${stored.content.length}`);
    }
    entry.finalized = true;
    entry.size = stored.content.length;
    answer(response, messages.FinalizeCacheEntryUploadResponse, { ok: true, entryId: String(entry.id) });
  }
}
