// The API client loads the answers' schemas and ky on first use (separate chunks in the
// browser). Unit tests answer through fake fetches within a few milliseconds, so the modules
// are loaded up front here; the browser tests cover the real lazy loads.
import '../../../widget/api/answerSchemas.ts';
import '../../../widget/api/ky.ts';
