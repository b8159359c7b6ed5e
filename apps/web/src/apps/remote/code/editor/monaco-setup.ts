import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import { CMAKE_CONFIGURATION, CMAKE_LANGUAGE } from './cmake-language';

// Monaco bundled with the app: its workers are built by Vite and @monaco-editor/react is handed
// this copy, so nothing is fetched from a CDN. Imported only by the code page's editor.
self.MonacoEnvironment = {
  getWorker(_id: string, label: string) {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};

if (!monaco.languages.getLanguages().some((language) => language.id === 'cmake')) {
  monaco.languages.register({ id: 'cmake', extensions: ['.cmake'], filenames: ['CMakeLists.txt'] });
  monaco.languages.setMonarchTokensProvider('cmake', CMAKE_LANGUAGE);
  monaco.languages.setLanguageConfiguration('cmake', CMAKE_CONFIGURATION);
}

loader.config({ monaco });

export { monaco };
