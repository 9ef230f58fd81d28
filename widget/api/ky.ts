// ky, loaded by createApiClient with the first call that needs it (issue 32). The two imports
// above the export name what every other chunk of the widget shares (the enums and the
// contract's building blocks, valibot with them): then ky's chunk shares them too, and esbuild
// keeps its runtime helpers in their chunk instead of adding a chunk of its own before the
// first step. Not lazyBase: it leads back to createApiClient, an import cycle.
import '../../shared/enums.ts';
import '../../shared/contract/primitives.ts';

export { default, HTTPError } from 'ky';
