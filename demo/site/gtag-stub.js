// A stand-in for https://www.googletagmanager.com/gtag/js in the demo and the tests (doc 2 §7):
// the network is closed and the demo never reaches Google. Like gtag.js it takes over
// window.dataLayer: it works through the commands queued before it came, then each new one,
// and records them in window.gtagStub (commands as arrays, the script's address and nonce, the
// consent state). It sets no cookie and sends nothing.
(function () {
  /** @type {Window & { dataLayer?: IArguments[], gtagStub?: unknown }} */
  var w = window;
  var dataLayer = (w.dataLayer = w.dataLayer || []);
  var script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  /** @type {{ src: string, nonce: string, commands: unknown[][], consent: Record<string, unknown> }} */
  var stub = {
    src: script ? script.src : '',
    nonce: script ? script.nonce || '' : '',
    commands: [],
    consent: {},
  };
  w.gtagStub = stub;
  /** @param {ArrayLike<unknown>} entry */
  function handle(entry) {
    var command = Array.prototype.slice.call(entry);
    stub.commands.push(command);
    var settings = /** @type {Record<string, unknown> | undefined} */ (command[2]);
    if (command[0] === 'consent' && settings) {
      for (var key in settings) stub.consent[key] = settings[key];
    }
  }
  dataLayer.forEach(handle);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(dataLayer, /** @type {IArguments[]} */ (Array.from(arguments)));
  };
})();
