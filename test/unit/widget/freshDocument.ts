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
