/** i18next's plural suffixes (Intl.PluralRules categories). */
export type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The shape of a translation: the English resource with every leaf as a string. An English plural
 * (`key_one`, `key_other`) becomes the plural forms of the translation's own language: `key_other`
 * always, the other categories as that language needs them (Russian has few and many, Indonesian
 * only other); the resources test checks them against Intl.PluralRules.
 */
export type Translation<T> = {
  readonly [K in keyof T as K extends `${string}_${PluralSuffix}` ? never : K]: T[K] extends string
    ? string
    : Translation<T[K]>;
} & {
  readonly [K in keyof T as K extends `${infer B}_${PluralSuffix}` ? `${B}_other` : never]: string;
} & {
  readonly [K in keyof T as K extends `${infer B}_${PluralSuffix}`
    ? `${B}_${Exclude<PluralSuffix, 'other'>}`
    : never]?: string;
};
