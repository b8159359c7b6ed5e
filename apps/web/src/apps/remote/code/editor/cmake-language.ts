import type * as Monaco from 'monaco-editor';

/**
 * CMake for Monaco, which ships no grammar of its own: commands, variables `${…}`, generator
 * expressions `$<…>`, strings, bracket arguments and comments; enough to read a CMakeLists.txt.
 */
export const CMAKE_LANGUAGE: Monaco.languages.IMonarchLanguage = {
  ignoreCase: true,
  keywords: [
    'if',
    'elseif',
    'else',
    'endif',
    'foreach',
    'endforeach',
    'while',
    'endwhile',
    'function',
    'endfunction',
    'macro',
    'endmacro',
    'return',
    'break',
    'continue',
  ],
  constants: [
    'ON',
    'OFF',
    'TRUE',
    'FALSE',
    'YES',
    'NO',
    'AND',
    'OR',
    'NOT',
    'REQUIRED',
    'PUBLIC',
    'PRIVATE',
    'INTERFACE',
    'STATIC',
    'SHARED',
    'DEFINED',
    'STREQUAL',
    'VERSION_LESS',
    'VERSION_GREATER',
    'EQUAL',
    'LESS',
    'GREATER',
    'MATCHES',
    'EXISTS',
    'COMPONENTS',
  ],
  tokenizer: {
    root: [
      [/#\[(=*)\[/, { token: 'comment', next: '@bracketComment.$1' }],
      [/#.*$/, 'comment'],
      [/\[(=*)\[/, { token: 'string', next: '@bracketString.$1' }],
      [/"/, { token: 'string.quote', next: '@string' }],
      [/\$\{/, { token: 'variable', next: '@variable' }],
      [/\$<[^>]*>/, 'type'],
      [/\$ENV\{[^}]*\}/, 'variable'],
      [
        /[A-Za-z_][A-Za-z0-9_]*(?=\s*\()/,
        { cases: { '@keywords': 'keyword', '@default': 'type' } },
      ],
      [/[A-Z_][A-Z0-9_]*\b/, { cases: { '@constants': 'constant', '@default': 'identifier' } }],
      [/-?\d+(\.\d+)*/, 'number'],
      [/[()]/, '@brackets'],
      [/[^\s()#"$[]+/, 'identifier'],
      [/\s+/, 'white'],
    ],
    string: [
      [/\$\{/, { token: 'variable', next: '@variable' }],
      [/\\./, 'string.escape'],
      [/[^"\\$]+/, 'string'],
      [/\$/, 'string'],
      [/"/, { token: 'string.quote', next: '@pop' }],
    ],
    variable: [
      [/\$\{/, { token: 'variable', next: '@variable' }],
      [/\}/, { token: 'variable', next: '@pop' }],
      [/[^}$]+/, 'variable'],
    ],
    bracketComment: [
      [
        /\](=*)\]/,
        { cases: { '$1==$S2': { token: 'comment', next: '@pop' }, '@default': 'comment' } },
      ],
      [/[^\]]+/, 'comment'],
      [/\]/, 'comment'],
    ],
    bracketString: [
      [
        /\](=*)\]/,
        { cases: { '$1==$S2': { token: 'string', next: '@pop' }, '@default': 'string' } },
      ],
      [/[^\]]+/, 'string'],
      [/\]/, 'string'],
    ],
  },
};

export const CMAKE_CONFIGURATION: Monaco.languages.LanguageConfiguration = {
  comments: { lineComment: '#' },
  brackets: [
    ['(', ')'],
    ['{', '}'],
  ],
  autoClosingPairs: [
    { open: '(', close: ')' },
    { open: '"', close: '"' },
    { open: '{', close: '}' },
  ],
};
