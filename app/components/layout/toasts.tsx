import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from "~/domain/catalog";
import type { Toast, ToastKind } from "~/domain/toast";
import { CloseIcon } from "~/components/icons";
import type { AllMessages } from "~/messages/catalogues.server";
import { useHydrated } from "./use-hydrated";

/** The frame's words (the toasts' own messages come from the action that sent them). */
type ToastWords = AllMessages["layout"]["toasts"];

type ToastApi = { show: (kind: ToastKind, message: string) => void };
const ToastContext = createContext<ToastApi>({ show: () => {} });
type ToastList = { toasts: Toast[]; dismiss: (id: string) => void };
const ToastListContext = createContext<ToastList>({ toasts: [], dismiss: () => {} });

/** Client-side toasts, e.g. "Link copied to clipboard!". Server toasts arrive via the root loader. */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}

/** Holds the toasts; <ToastArea /> shows them wherever the layout puts it (the bottom dock). */
export function ToastProvider({ serverToast, children }: { serverToast: Toast | null; children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>(serverToast ? [serverToast] : []);
  const seen = useRef(new Set<string>(serverToast ? [serverToast.id] : []));

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const add = useCallback((toast: Toast) => {
    if (seen.current.has(toast.id)) return;
    seen.current.add(toast.id);
    setToasts((list) => [...list, toast].slice(-TOAST_MAX_VISIBLE));
  }, []);

  useEffect(() => {
    if (serverToast) add(serverToast);
  }, [serverToast, add]);

  const api = useMemo<ToastApi>(
    () => ({ show: (kind, message) => add({ id: crypto.randomUUID(), kind, message }) }),
    [add],
  );
  const list = useMemo<ToastList>(() => ({ toasts, dismiss }), [toasts, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastListContext.Provider value={list}>{children}</ToastListContext.Provider>
    </ToastContext.Provider>
  );
}

/** The visible toasts, newest last; root.tsx places it in the bottom dock above the cookie banner. */
export function ToastArea({ t }: { t: ToastWords }) {
  const { toasts, dismiss } = useContext(ToastListContext);
  return (
    <section aria-label={t.region} className="toast-region">
      <ol className="toast-area">
        {toasts.slice(-TOAST_MAX_VISIBLE).map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={t.dismiss} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: Toast;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}) {
  // False while hydrating the server's HTML, true for toasts added later.
  const hydrated = useHydrated();
  const inServerHtml = useRef(!hydrated);
  useEffect(() => {
    // A toast from the server's HTML has been on screen (its CSS clock running) since the page began
    // to load; with JavaScript this timer takes over for the rest of the 4000 ms.
    // Clamped: a page clock that reads before the page's start (a test's paused clock) must
    // never make a toast stay longer than its 4000 ms.
    const shownFor = inServerHtml.current ? Math.min(Math.max(performance.now(), 0), TOAST_DURATION_MS) : 0;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS - shownFor);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    // Without JavaScript the CSS animation hides the toast after the same 4000 ms (--toast-ms).
    <li
      className={`toast toast-${toast.kind}${hydrated ? " toast--timed" : ""}`}
      style={{ "--toast-ms": `${TOAST_DURATION_MS}ms` } as React.CSSProperties}
    >
      <p role={toast.kind === "error" ? "alert" : "status"}>{toast.message}</p>
      {/* Closing needs JavaScript; without it the toast goes by itself. */}
      {hydrated ? (
        <button type="button" className="toast-close" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
          <CloseIcon size={14} />
        </button>
      ) : null}
    </li>
  );
}
