/**
 * A catalogue in another language: the English one's shape, every leaf a string (or a list of
 * paragraphs). Each Korean file is typed with it, so a key missing or extra there is a type
 * error, not a string left in English at run time.
 */
export type Catalogue<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : Catalogue<T[K]>;
};
