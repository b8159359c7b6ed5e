// Local ESLint plugin: a server module (apps/server/src/modules/<name>/) is reached from
// anywhere else in the server's src only through its face, modules/<name>/index.ts (ADR 23).
// Inside a module any file may import any other of the same module.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { isFace, resolveSpecifier, unitOf } from './server-graph.mjs';

/** The server's src folder above `file`, when the file is in it. */
function serverSrcOf(file) {
  const parts = resolve(file).split(sep);
  for (let i = parts.length - 3; i >= 0; i--) {
    if (parts[i] === 'apps' && parts[i + 1] === 'server' && parts[i + 2] === 'src') {
      return parts.slice(0, i + 3).join(sep) || sep;
    }
  }
  return undefined;
}

const moduleFace = {
  meta: {
    type: 'problem',
    docs: { description: "A server module imports another module's face only, never its files." },
    schema: [],
    messages: {
      internals:
        "'{{specifier}}' reaches into {{target}}'s files; import its face ('{{face}}') and ask the module for what you need.",
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const srcDir = serverSrcOf(file);
    if (!srcDir) return {};
    const from = unitOf(srcDir, file);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(file, specifier);
      if (!target) return;
      const to = unitOf(srcDir, target);
      if (!to?.startsWith('modules/') || to === from || isFace(srcDir, target)) return;
      let face = relative(dirname(file), join(srcDir, to)).split(sep).join('/');
      if (!face.startsWith('.')) face = `./${face}`;
      context.report({
        node: node.source,
        messageId: 'internals',
        data: { specifier, target: to, face },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-face': moduleFace } };
