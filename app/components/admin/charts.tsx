import type { ReactNode } from "react";
import { useId } from "react";
import { Link } from "react-router";
import { formatNumber } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/index.ts";
import "../../lib/i18n/admin.ts";

export interface Series {
  key: string;
  label: string;
  /** A Tailwind background class. */
  color: string;
}

/** What an empty chart says instead: that there is nothing yet, and how the data comes in. */
export interface ChartEmpty {
  title: string;
  body: string;
}

interface ChartFrameProps {
  title: string;
  summary: string;
  children: ReactNode;
  table: ReactNode;
  /** Set when there is nothing to draw: shown in place of the picture and its table. */
  empty?: ChartEmpty | null;
}

/**
 * A chart with its numbers: the picture is decoration for sighted readers (aria-hidden), the
 * summary says the gist, and the table behind "Show the data" holds every value.
 */
function ChartFrame({ title, summary, children, table, empty }: ChartFrameProps) {
  const t = useT();
  const id = useId();
  return (
    <figure className="min-w-0 rounded-lg border border-line bg-white p-4" aria-labelledby={`${id}-t`}>
      <figcaption>
        <h2 id={`${id}-t`} className="font-sans text-base font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted">{summary}</p>
      </figcaption>
      {empty ? (
        <div
          className="mt-4 rounded-md border border-dashed border-line bg-paper/50 px-4 py-6 text-center"
          data-chart-empty
        >
          <p className="text-sm font-medium">{empty.title}</p>
          <p className="mx-auto mt-1 max-w-prose text-sm text-muted">{empty.body}</p>
        </div>
      ) : (
        <>
          <div className="mt-4" aria-hidden>
            {children}
          </div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer text-muted hover:text-ink">
              {t("admin.chart.showData")}
            </summary>
            <div className="mt-2 max-h-72 overflow-auto">{table}</div>
          </details>
        </>
      )}
    </figure>
  );
}

const nice = (max: number) => {
  if (max <= 5) return 5;
  const pow = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * pow >= max / 1) ?? 10;
  return Math.ceil(max / (step * pow)) * step * pow;
};

/** Vertical bars, optionally stacked: one column per label. */
export function ColumnChart({
  title,
  summary,
  labels,
  series,
  values,
  tickEvery = 1,
  labelHeader,
  empty,
}: {
  title: string;
  summary: string;
  /** Said instead of an all-zero chart. */
  empty?: ChartEmpty;
  labels: string[];
  series: Series[];
  /** values[i][seriesKey] */
  values: Record<string, number>[];
  tickEvery?: number;
  labelHeader: string;
}) {
  const t = useT();
  const totals = values.map((v) => series.reduce((n, s) => n + (v[s.key] ?? 0), 0));
  const top = nice(Math.max(0, ...totals));
  return (
    <ChartFrame
      title={title}
      summary={summary}
      empty={totals.every((n) => n === 0) ? empty : null}
      table={
        <ChartTable
          columns={[
            labelHeader,
            ...series.map((s) => s.label),
            ...(series.length > 1 ? [t("admin.chart.total")] : []),
          ]}
          rows={labels.map((label, i) => ({
            key: label,
            head: label,
            cells: [
              ...series.map((s) => ({ value: values[i][s.key] ?? 0 })),
              ...(series.length > 1 ? [{ value: totals[i], strong: true }] : []),
            ],
          }))}
        />
      }
    >
      {series.length > 1 ? (
        <ul className="mb-2 flex flex-wrap gap-3 text-xs text-muted">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className={`size-2.5 rounded-sm ${s.color}`} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <div className="flex h-40 flex-col justify-between text-end text-[0.68rem] text-muted tabular-nums">
          <span>{formatNumber(top)}</span>
          <span>{formatNumber(top / 2)}</span>
          <span>0</span>
        </div>
        <div className="relative h-40 grow border-s border-b border-line">
          <div className="absolute inset-x-0 top-0 border-t border-dashed border-line" />
          <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-line" />
          <div className="absolute inset-0 flex items-end gap-[2px] px-[2px]">
            {values.map((v, i) => (
              <div
                key={labels[i]}
                className="flex min-w-0 flex-1 flex-col-reverse overflow-hidden rounded-t-sm"
                style={{ height: `${top ? (totals[i] / top) * 100 : 0}%` }}
                title={`${labels[i]}: ${formatNumber(totals[i])}`}
              >
                {series.map((s) =>
                  v[s.key] ? (
                    <div
                      key={s.key}
                      className={s.color}
                      style={{ height: `${(v[s.key] / (totals[i] || 1)) * 100}%` }}
                    />
                  ) : null,
                )}
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className="ms-8 mt-1 flex gap-[2px] px-[2px] text-[0.65rem] text-muted">
        {labels.map((l, i) => (
          <span key={l} className="min-w-0 flex-1 overflow-visible text-center whitespace-nowrap">
            {i % tickEvery === 0 ? l : ""}
          </span>
        ))}
      </div>
    </ChartFrame>
  );
}

/** Horizontal bars with a label per row (top viewed listings). */
export function BarList({
  title,
  summary,
  rows,
  valueHeader,
  labelHeader,
  empty,
}: {
  title: string;
  summary: string;
  rows: { key: string; text: string; href?: string; value: number }[];
  valueHeader: string;
  labelHeader: string;
  /** Said when no row has a value. */
  empty: ChartEmpty;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ChartFrame
      title={title}
      summary={summary}
      empty={rows.length === 0 ? empty : null}
      table={
        <ChartTable
          columns={[labelHeader, valueHeader]}
          rows={rows.map((r) => ({
            key: r.key,
            head: r.href ? (
              <Link to={r.href} className="underline-offset-2 hover:underline">
                {r.text}
              </Link>
            ) : (
              r.text
            ),
            cells: [{ value: r.value }],
          }))}
        />
      }
    >
      <ul className="grid gap-2">
        {rows.map((r) => (
          <li key={r.key} className="text-sm">
            <div className="flex justify-between gap-3">
              <span className="min-w-0 truncate" title={r.text}>
                {r.text}
              </span>
              <span className="text-muted tabular-nums">{formatNumber(r.value)}</span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-paper">
              <div className="h-2 rounded-full bg-sand" style={{ width: `${(r.value / max) * 100}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
}

/** The table behind a chart (its accessible form): a label column, then numbers, end-aligned. */
function ChartTable({
  columns,
  rows,
}: {
  columns: string[];
  rows: { key: string; head: ReactNode; cells: { value: number; strong?: boolean }[] }[];
}) {
  return (
    <table className="w-full text-sm">
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th
              key={c}
              scope="col"
              className={`border-b border-line py-1 font-medium ${i === 0 ? "text-start" : "text-end"}`}
            >
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row" className="border-b border-line/60 py-1 text-start font-normal">
              {r.head}
            </th>
            {r.cells.map((c, i) => (
              <td
                key={i}
                className={`border-b border-line/60 py-1 text-end tabular-nums ${c.strong ? "font-medium" : ""}`}
              >
                {formatNumber(c.value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
