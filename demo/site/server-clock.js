// Demo only (docs/reference-api.md "The browser's clock"): moves this page's clock with the
// reference API's, which the test controls set and move (POST /demo/control/clock). It reads
// GET /demo/clock once before anything else runs, then every two seconds; without the controls
// (404) it changes nothing.
(function () {
  var RealDate = window.Date;
  /** @type {number | null} */
  var offset = null;
  /** @param {boolean} sync */
  function read(sync) {
    var request = new XMLHttpRequest();
    var sent = RealDate.now();
    request.open('GET', '/demo/clock', !sync);
    function take() {
      if (request.status !== 200) return;
      var server = JSON.parse(request.responseText).nowMs;
      offset = server - (sent + RealDate.now()) / 2;
    }
    if (!sync) request.onload = take;
    try {
      request.send();
      if (sync) take();
    } catch (error) {
      // No clock to follow: the page keeps its own.
    }
  }
  read(true);
  if (offset === null) return;
  var now = () => RealDate.now() + (offset ?? 0);
  class ServerDate extends RealDate {
    /** @param {[] | [string | number | Date] | number[]} args */
    constructor(...args) {
      if (args.length === 0) super(now());
      else super(.../** @type {[number]} */ (args));
    }
    /** @override */
    static now() {
      return now();
    }
  }
  window.Date = /** @type {DateConstructor} */ (/** @type {unknown} */ (ServerDate));
  setInterval(function () {
    read(false);
  }, 2000);
})();
