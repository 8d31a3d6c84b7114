/**
 * Class names shared by the admin screens: one look for buttons, inputs and tables. The admin is
 * dense and neutral; colour is kept for status and for the one primary action per screen.
 */
const btnBase =
  "inline-flex min-h-9 items-center justify-center gap-1.5 rounded-md px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60";

export const btn = {
  primary: `${btnBase} bg-ink text-white hover:bg-ink/85`,
  secondary: `${btnBase} border border-line bg-white text-ink hover:border-ink/40 hover:bg-paper`,
  danger: `${btnBase} bg-expired text-white hover:bg-expired/90`,
  ghost: `${btnBase} text-ink hover:bg-paper`,
  /** A small action in a table row. */
  row: "inline-flex min-h-8 items-center gap-1 rounded-md border border-line bg-white px-2.5 py-1 text-xs font-medium text-ink whitespace-nowrap hover:border-ink/40 hover:bg-paper disabled:opacity-60",
  rowDanger:
    "inline-flex min-h-8 items-center gap-1 rounded-md border border-expired/30 bg-white px-2.5 py-1 text-xs font-medium text-expired whitespace-nowrap hover:bg-expired/5 disabled:opacity-60",
  icon: "inline-flex size-8 items-center justify-center rounded-md border border-line bg-white text-ink hover:border-ink/40 hover:bg-paper disabled:opacity-40",
};

/**
 * Paragraphs people typed (a visitor's message, a note, an input's value): each takes the direction
 * of its first letter, so Arabic reads right to left, starts at the right and keeps its punctuation
 * in place inside the English admin, and English stays as it is. A one-line value in a list (a
 * name, a title) keeps the column's alignment instead and is wrapped in `<bdi>`.
 */
export const userText = "[unicode-bidi:plaintext]";

export const field = {
  label: "block text-sm font-medium text-ink",
  // Inputs and text areas hold typed text: `userText` (an Arabic value is written right to left).
  input: `mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-muted/70 focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-sand aria-[invalid=true]:border-expired ${userText}`,
  hint: "mt-1 text-xs text-muted",
  error: "mt-1 text-xs font-medium text-expired",
};

const thBase =
  "sticky top-0 z-10 border-b border-line bg-paper px-2.5 py-2.5 text-start text-xs font-semibold tracking-wide text-muted uppercase";

export const table = {
  /** The scroll box: the header row sticks to its top while the rows scroll. */
  wrap: "relative max-h-[calc(100dvh-15rem)] min-h-40 overflow-auto rounded-lg border border-line bg-white",
  table: "w-full border-collapse text-sm",
  th: `${thBase} whitespace-nowrap`,
  /** A header that wraps, for a small table that must fit a phone without scrolling sideways. */
  thWrap: thBase,
  td: "border-b border-line px-2.5 py-2.5 align-middle",
  /** The row actions stay in view at the end of a table that scrolls sideways (tablet widths). */
  opsTh:
    "sticky end-0 top-0 z-20 border-b border-line bg-paper px-2.5 py-2.5 text-end text-xs font-semibold tracking-wide text-muted uppercase whitespace-nowrap shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]",
  opsTd:
    "sticky end-0 z-[5] border-b border-line bg-white px-2.5 py-2 text-end align-middle shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]",
  /** A column hidden below 1008 px (docs/product/specification.md §9), so a tablet table stays readable. */
  wideOnly: "hidden min-[1008px]:table-cell",
  /** A column hidden on a phone (below 640 px): its value is shown under the row's name instead. */
  notPhone: "max-sm:hidden",
  /** The lines under a row's name that stand in for the columns a phone hides. */
  phoneOnly: "sm:hidden",
};

/**
 * The widest a one-line value (`ClippedText`) makes its column when the table has room; with less
 * room the column narrows and the value is cut with an ellipsis.
 */
export const clip = {
  name: "max-w-60",
  email: "max-w-56",
  text: "max-w-52",
} as const;
