// The API client loads the answers' schemas on first use (one separate chunk in the
// browser, with i18next: scripts/build/chunkPlan.mjs). Unit tests answer through fake fetches within a few
// milliseconds, so the module is loaded up front here; the browser tests cover the real lazy
// load.
import '../../../widget/api/answerSchemas.ts';
