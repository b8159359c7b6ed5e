/** A policy text as data, so the two legal pages share one layout. */
export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  /** Date the text last changed, YYYY-MM-DD. */
  effective: string;
  summary: string;
  sections: LegalSection[];
}
