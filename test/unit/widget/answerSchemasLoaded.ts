// The API client loads the answers' schemas on first use (a separate chunk in the browser).
// Unit tests answer through fake fetches within a few milliseconds, so the module is loaded up
// front here; the browser tests cover the real lazy load.
import '../../../widget/api/answerSchemas.ts';
