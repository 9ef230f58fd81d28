import { defineBookingWidget } from './element/defineBookingWidget.ts';
import { startInTasks } from './element/startInTasks.ts';
import { registerChunkIntegrity, type ChunkIntegrity } from './platform/pinnedImport.ts';

/**
 * The lazy chunks' integrity as JSON text, written in here by the build once every chunk is
 * built (issue 49): this file is the one the loader pins and the only one named after the table,
 * so a changed chunk gives it a new name. Absent outside a build.
 */
declare const __CHUNK_INTEGRITY__: string | undefined;

if (typeof __CHUNK_INTEGRITY__ === 'string') {
  registerChunkIntegrity(JSON.parse(__CHUNK_INTEGRITY__) as ChunkIntegrity);
}
// Issue 50: the element is defined (and the elements in the page start) in tasks of their own,
// after the one that evaluated the bundle's modules: shorter tasks on the host's main thread.
void startInTasks(() => defineBookingWidget());
