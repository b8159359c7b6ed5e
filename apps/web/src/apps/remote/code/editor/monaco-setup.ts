import { monaco } from '../../../../lib/code-editor/monaco-setup';
import { CMAKE_CONFIGURATION, CMAKE_LANGUAGE } from './cmake-language';

// The studio's one Monaco (lib/code-editor) with what the remote IDE adds: CMake, which Monaco
// ships no grammar for.
if (!monaco.languages.getLanguages().some((language) => language.id === 'cmake')) {
  monaco.languages.register({ id: 'cmake', extensions: ['.cmake'], filenames: ['CMakeLists.txt'] });
  monaco.languages.setMonarchTokensProvider('cmake', CMAKE_LANGUAGE);
  monaco.languages.setLanguageConfiguration('cmake', CMAKE_CONFIGURATION);
}

export { monaco };
