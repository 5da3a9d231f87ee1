export type ToastKind = "success" | "error" | "info";
export type Toast = { id: string; kind: ToastKind; message: string };
