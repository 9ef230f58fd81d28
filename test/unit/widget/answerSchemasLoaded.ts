// The API client loads the answers' schemas on first use (one separate chunk in the
// browser, widget/api/laterCalls.ts). Unit tests answer through fake fetches within a few
// milliseconds, so the module is loaded up front here; the browser tests cover the real lazy
// load.
import '../../../widget/api/laterCalls.ts';
