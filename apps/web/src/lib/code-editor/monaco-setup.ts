import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import TsWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';

// Monaco bundled with the app: its workers are built by Vite and @monaco-editor/react is handed
// this copy, so nothing is fetched from a CDN. Imported only by the pages that show an editor
// (the remote IDE's code page, a challenge's code in ADS Education), so it loads with them.
self.MonacoEnvironment = {
  getWorker(_id: string, label: string) {
    if (label === 'json') return new JsonWorker();
    // JavaScript's completions and syntax errors come from the TypeScript worker.
    if (label === 'typescript' || label === 'javascript') return new TsWorker();
    return new EditorWorker();
  },
};

// The browser never sees a file's project (its node_modules, its other files), so semantic
// checks would flag every import as missing: syntax errors are what the editor reports.
for (const defaults of [
  monaco.typescript.typescriptDefaults,
  monaco.typescript.javascriptDefaults,
]) {
  defaults.setDiagnosticsOptions({ noSemanticValidation: true, noSyntaxValidation: false });
}

loader.config({ monaco });

export { monaco };
