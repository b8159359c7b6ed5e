/**
 * The catalogues every page may need, loaded before the first render (the top bar, home and the
 * sign-in pages use them; /home is prerendered with them, docs/adr/0015): the English bundled
 * with the first load, the Korean one chunk fetched first on a Korean screen. Any other
 * namespace (one per app, and the admin pages') is a file of its own under
 * locales/<language>/, fetched with the first page that asks for it (docs/i18n.md).
 */
export const CORE_NAMESPACES = ['common', 'shell', 'home', 'apps', 'account'] as const;
export type CoreNamespace = (typeof CORE_NAMESPACES)[number];
