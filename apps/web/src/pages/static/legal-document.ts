/**
 * A policy text as data, so the two legal pages share one layout. The texts are the `static`
 * namespace's `terms` and `privacy`, one per language (issue 30).
 */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** The day the text last changed, as the language writes it. */
  effective: string;
  summary: string;
  sections: readonly LegalSection[];
}
