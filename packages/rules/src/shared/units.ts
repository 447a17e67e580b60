// Branded units: a price in tenths of a million and a points value are both plain integers at
// runtime, but mixing them up (or a price in millions) is a type error.

/** A price in tenths of a million (FPL's `now_cost`): 55 means 5.5m. */
export type Price = number & { readonly __brand: 'Price' };
/** Fantasy points. */
export type Points = number & { readonly __brand: 'Points' };

export const price = (tenths: number): Price => tenths as Price;
export const points = (value: number): Points => value as Points;
