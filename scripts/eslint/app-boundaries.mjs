// ESLint rule `ads/app-boundaries`: the tiers and the web's apps stay apart.
//  - A file of apps/<tier> (web, server, agent; source, tests, scripts) never imports another
//    tier's folder: they share code through packages/, and tests reach another tier only through
//    test-support/ (the studio harness, the in-process agent), the one place allowed to.
//  - A file of apps/web/src/apps/<key> never imports another app's folder: what two apps share
//    goes to src/lib or src/shell.
// Only relative specifiers can cross (the workspaces import each other by package name).
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The tier (`apps/<tier>/…`) and the web app (`apps/web/src/apps/<key>/…`) a path is in. */
function placeOf(path) {
  const parts = relative(ROOT, path).split(sep);
  if (parts[0] !== 'apps' || parts.length < 3) return { path: parts.join('/') };
  const inWebApp = parts[1] === 'web' && parts[2] === 'src' && parts[3] === 'apps';
  return {
    path: parts.join('/'),
    tier: parts[1],
    webApp: inWebApp && parts.length > 5 ? parts[4] : undefined,
  };
}

const under = (path, folder) => path === folder || path.startsWith(`${folder}/`);

export const appBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A tier never imports another tier; a web app never imports another.' },
    schema: [
      {
        type: 'object',
        properties: {
          // Crossings that are build steps, not code sharing: { from: folder, to: folder }.
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' } },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      otherTier:
        "apps/{{from}} never imports apps/{{to}} ('{{specifier}}'): share code through packages/; " +
        'tests reach another tier through test-support/.',
      otherApp:
        "The web app '{{from}}' never imports the app '{{to}}' ('{{specifier}}'): what apps share " +
        'goes to src/lib or src/shell.',
    },
  },
  create(context) {
    const allow = context.options[0]?.allow ?? [];
    const here = placeOf(context.filename);
    if (!here.tier) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const there = placeOf(resolve(dirname(context.filename), specifier));
      if (there.tier && there.tier !== here.tier) {
        const allowed = allow.some(
          (crossing) => under(here.path, crossing.from) && under(there.path, crossing.to),
        );
        if (!allowed) {
          const data = { from: here.tier, to: there.tier, specifier };
          context.report({ node, messageId: 'otherTier', data });
        }
        return;
      }
      if (here.webApp && there.webApp && there.webApp !== here.webApp) {
        const data = { from: here.webApp, to: there.webApp, specifier };
        context.report({ node, messageId: 'otherApp', data });
      }
    }
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node.source, node.source.value),
      // `import('…').Type` in a type position.
      TSImportType: (node) => {
        const source = node.source ?? node.argument?.literal;
        if (source) check(source, source.value);
      },
    };
  },
};
