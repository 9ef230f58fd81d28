// The widget project shares one environment (and module graph) among the files of a worker
// (`isolate: false`, issue 35): setting up happy-dom for each file took most of the project's
// time. Each file still starts with an empty body and empty storage. Setup files run before
// every file. The head keeps the styles Emotion inserted for earlier files: its cache remembers
// them and would not insert them again.
document.body.replaceChildren();
for (const name of document.documentElement.getAttributeNames())
  document.documentElement.removeAttribute(name);
localStorage.clear();
sessionStorage.clear();
// React's act environment is off unless the file renders through act (render.tsx turns it on):
// a file that drives the real element, whose renders React schedules itself, would otherwise
// inherit it from an earlier file and read as updates "not wrapped in act".
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
