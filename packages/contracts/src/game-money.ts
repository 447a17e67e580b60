/**
 * How a tenant writes game money (prices and the bank, integers in tenths): a currency in millions
 * (£7.5m, FPL's convention) or credits (8.5 credits, Dream11's). Plain TypeScript without zod: the
 * web's client bundle imports it (config.ts's schema is checked against this type).
 */
export type GameMoney =
  | { kind: 'currency'; currency: string; unit: 'million' }
  | { kind: 'credits' };

/** The sport's convention, for a tenant that has none. */
export function defaultGameMoney(context: 'soccer' | 'cricket'): GameMoney {
  return context === 'cricket'
    ? { kind: 'credits' }
    : { kind: 'currency', currency: 'GBP', unit: 'million' };
}
