import { useEffect, useRef } from "react";
import { useToast } from "./toast.tsx";

interface ActionResult {
  ok: boolean;
  message: string;
}

/**
 * Shows the outcome of a fetcher's action as a toast, once per submission: the action answers
 * `{ ok, message }` with the message already in the admin's language.
 */
export function useActionToast(fetcher: { state: string; data?: ActionResult | undefined }) {
  const toast = useToast();
  const shown = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [fetcher.state, fetcher.data, toast]);
}
