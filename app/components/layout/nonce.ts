import { createContext, useContext } from "react";

/**
 * This response's CSP nonce, provided by entry.server.tsx while rendering on the server. In the
 * browser it is undefined (browsers hide nonces from the page), which is fine: scripts added
 * after hydration are loaded from our own origin.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
