/** The per-request CSP nonce, handed from entry.server to the document's inline scripts. */
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
