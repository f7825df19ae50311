import { Toaster as Sonner } from "sonner";

/** Spec §9 "Toast defaults": about 4 to 5 seconds, at most 3 visible. */
export const TOAST_DURATION_MS = 4500;
export const TOASTS_VISIBLE = 3;

export function Toaster() {
  return (
    <Sonner
      visibleToasts={TOASTS_VISIBLE}
      duration={TOAST_DURATION_MS}
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
