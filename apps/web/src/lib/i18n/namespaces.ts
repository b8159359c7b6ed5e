/**
 * The catalogues every page may need, bundled with the first load (the top bar, home and the
 * sign-in pages use them; /home is prerendered with them, docs/adr/0015). Any other namespace
 * (one per app) is a file of its own under locales/<language>/, fetched with the first page
 * that asks for it (docs/i18n.md).
 */
export const CORE_NAMESPACES = ['common', 'shell', 'home', 'apps', 'account', 'admin'] as const;
export type CoreNamespace = (typeof CORE_NAMESPACES)[number];
