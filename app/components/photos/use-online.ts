// Calls `onOnline` each time the browser says the connection is back (the window's online event).
import { useEffect } from "react";

export function useOnline(onOnline: () => void): void {
  useEffect(() => {
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [onOnline]);
}
