import { HONEYPOT_FIELD } from "../../lib/honeypot.ts";

/**
 * The hidden `website` field: people never see or reach it; naive bots fill it, and their post is
 * answered as a success and stored nowhere. The label comes from the form's own strings (each area
 * has its word for "leave this empty").
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -start-[9999px] top-0 size-px overflow-hidden"
    >
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
