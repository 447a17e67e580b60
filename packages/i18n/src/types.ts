/** The shape of a translation: the English resource with every leaf as a string. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
