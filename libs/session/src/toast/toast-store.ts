import { create } from 'zustand';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  severity: ToastSeverity;
  durationMs: number;
}

/** Spec: one toast visible at a time, 5 s by default. */
export const TOAST_DURATION_MS = 5000;

interface ToastState {
  current: Toast | null;
  show(toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number }): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set) => ({
  current: null,
  show: (toast) => set({ current: { durationMs: TOAST_DURATION_MS, ...toast, id: nextId++ } }),
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

/** Shows a toast; a new one replaces the one on screen. */
export function toast(toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number }): void {
  useToasts.getState().show(toast);
}
