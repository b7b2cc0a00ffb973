import { createContext, useContext } from 'react';

/** How deep in quoted notes we are (0 at the top); quotes stop nesting at MAX_QUOTE_DEPTH. */
export const QuoteDepthContext = createContext(0);
export const MAX_QUOTE_DEPTH = 2;

export function useQuoteDepth(): number {
  return useContext(QuoteDepthContext);
}
