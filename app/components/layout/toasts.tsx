import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from "~/domain/catalog";
import type { Toast, ToastKind } from "~/domain/toast";
import { CloseIcon } from "~/components/icons";
import type { AllMessages } from "~/messages/catalogues.server";
import { useHydrated } from "./use-hydrated";

/** The frame's words (the toasts' own messages come from the action that sent them). */
type ToastWords = AllMessages["layout"]["toasts"];

type ToastApi = { show: (kind: ToastKind, message: string) => void };

/**
 * The toasts on screen, kept outside React's state and context: showing or hiding one re-renders
 * <ToastArea /> alone. A context change above a part of the page React has not hydrated yet (an
 * island whose script is still on its way, decision 0050) makes React 18 draw that part again
 * from scratch, empty until its script comes: a toast hiding itself on a slow phone blanked the
 * footer's call-back form and lost what was typed in it.
 */
type ToastStore = {
  get: () => Toast[];
  subscribe: (listener: () => void) => () => void;
  add: (toast: Toast) => void;
  dismiss: (id: string) => void;
};

function createToastStore(first: Toast[]): ToastStore {
  let toasts = first;
  const seen = new Set(first.map((t) => t.id));
  const listeners = new Set<() => void>();
  const set = (next: Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (toast) => {
      if (seen.has(toast.id)) return;
      seen.add(toast.id);
      set([...toasts, toast].slice(-TOAST_MAX_VISIBLE));
    },
    dismiss: (id) => set(toasts.filter((t) => t.id !== id)),
  };
}

type ToastContextValue = ToastApi & { store: ToastStore };
const ToastContext = createContext<ToastContextValue>({ show: () => {}, store: createToastStore([]) });

/** Client-side toasts, e.g. "Link copied to clipboard!". Server toasts arrive via the root loader. */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}

/** Holds the toasts; <ToastArea /> shows them wherever the layout puts it (the bottom dock). */
export function ToastProvider({ serverToast, children }: { serverToast: Toast | null; children: React.ReactNode }) {
  const [store] = useState(() => createToastStore(serverToast ? [serverToast] : []));
  useEffect(() => {
    if (serverToast) store.add(serverToast);
  }, [serverToast, store]);
  // Never changes: nothing under the provider re-renders when a toast comes or goes.
  const value = useMemo<ToastContextValue>(
    () => ({ show: (kind, message) => store.add({ id: crypto.randomUUID(), kind, message }), store }),
    [store],
  );
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** The visible toasts, newest last; root.tsx places it in the bottom dock above the cookie banner. */
export function ToastArea({ t }: { t: ToastWords }) {
  const { store } = useContext(ToastContext);
  const toasts = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <section aria-label={t.region} className="toast-region">
      <ol className="toast-area">
        {toasts.slice(-TOAST_MAX_VISIBLE).map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={store.dismiss} dismissLabel={t.dismiss} />
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
    const shownFor = inServerHtml.current ? performance.now() : 0;
    const timer = setTimeout(() => onDismiss(toast.id), Math.max(0, TOAST_DURATION_MS - shownFor));
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
