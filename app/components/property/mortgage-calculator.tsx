import { Calculator } from "../icons.ts";
import { useId, useMemo, useState } from "react";
import { formatNumber, formatPercent } from "../../lib/format.ts";
import { formatMoney, useT } from "../../lib/i18n/index.ts";
import {
  computeMortgage,
  DOWN_PAYMENT_MAX_PCT,
  defaultPrice,
  FEES,
  type HomeOrder,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  RATE_DEFAULT,
  RATE_MAX,
  RATE_MIN,
  RATE_STEP,
  type Residency,
  TERM_DEFAULT_YEARS,
  TERM_MAX_YEARS,
  TERM_MIN_YEARS,
} from "../../modules/mortgage/mortgage.ts";

/** Every figure of the calculator reads in dirhams, a zero fee included. */

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * A number box that lets people type freely: a value inside the range applies at once, anything
 * else applies (clamped) when they leave the box or press Enter.
 */
function NumberBox({
  id,
  label,
  value,
  min,
  max,
  step,
  onCommit,
  suffix,
  round = (n) => n,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number | "any";
  onCommit: (n: number) => void;
  suffix?: string;
  round?: (n: number) => number;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (raw: string) => {
    const n = Number(raw);
    if (raw.trim() !== "" && Number.isFinite(n)) onCommit(clamp(round(n), min, max));
    setDraft(null);
  };
  return (
    <div className="flex items-center rounded-md border border-line bg-white focus-within:border-sand">
      <input
        id={id}
        type="number"
        inputMode="decimal"
        aria-label={label}
        min={min}
        max={max}
        step={step}
        value={draft ?? String(value)}
        onChange={(e) => {
          const raw = e.target.value;
          setDraft(raw);
          const n = Number(raw);
          if (raw.trim() !== "" && Number.isFinite(n) && n >= min && n <= max) onCommit(round(n));
        }}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(e.currentTarget.value);
        }}
        className="w-full min-w-0 rounded-md bg-transparent px-3 py-2 text-end tabular-nums outline-none"
      />
      {suffix ? <span className="pe-3 text-sm text-muted">{suffix}</span> : null}
    </div>
  );
}

interface SliderProps {
  label: string;
  /** The accessible name of the number box beside the slider. */
  input: string;
  /** The slider's value, minimum, maximum and step. */
  at: [value: number, min: number, max: number, step: number];
  onChange: (n: number) => void;
  /** Writes the ends of the range and, unless `display` says more, the current value. */
  format: (n: number) => string;
  display?: string;
  hint?: string;
  /** The number box, where it differs from the slider: whole steps of 1, rounded, same range. */
  box?: Partial<
    Pick<Parameters<typeof NumberBox>[0], "value" | "min" | "max" | "step" | "round" | "onCommit" | "suffix">
  >;
}

function SliderField({
  label,
  input,
  at: [value, min, max, step],
  onChange,
  format,
  display,
  hint,
  box,
}: SliderProps) {
  const id = useId();
  const shown = display ?? format(value);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <label htmlFor={`${id}-range`} className="font-medium">
          {label}
        </label>
        <output htmlFor={`${id}-range`} className="font-semibold tabular-nums">
          {shown}
        </output>
      </div>
      <div className="grid items-center gap-x-4 gap-y-2 sm:grid-cols-[1fr_9.5rem]">
        <div>
          <input
            id={`${id}-range`}
            type="range"
            min={min}
            max={max}
            step={step}
            value={value}
            aria-valuetext={shown}
            onChange={(e) => onChange(Number(e.target.value))}
            className="h-11 w-full cursor-pointer accent-sand-dark"
          />
          <div className="flex justify-between text-xs text-muted" aria-hidden="true">
            <span>{format(min)}</span>
            <span>{format(max)}</span>
          </div>
        </div>
        <NumberBox
          id={`${id}-box`}
          label={input}
          value={value}
          min={min}
          max={max}
          step={1}
          round={Math.round}
          onCommit={onChange}
          {...box}
        />
      </div>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
    </div>
  );
}

function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-medium">{legend}</legend>
      <div className="flex rounded-full border border-line bg-white p-1">
        {options.map((o) => (
          <label key={o.value} className="relative flex-1 cursor-pointer">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="peer sr-only"
            />
            <span className="block min-h-11 rounded-full px-3 py-2.5 text-center text-sm transition-colors peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sand">
              {o.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function MortgageCalculator({
  listingPrice,
  offPlan,
  forSale,
}: {
  /** The listing's price, used as the starting purchase price for sale listings. */
  listingPrice: number | null;
  offPlan: boolean;
  /** Rentals start from the default price: their price is a rent, not a purchase price. */
  forSale: boolean;
}) {
  const t = useT();
  const money = (n: number) => formatMoney(t, n, { zero: true });
  const name = useId();
  const [residency, setResidency] = useState<Residency>("nonNational");
  const [home, setHome] = useState<HomeOrder>("first");
  const [price, setPrice] = useState(() => defaultPrice(forSale ? listingPrice : null));
  // null follows the minimum for the chosen buyer (the default); a number is the buyer's choice.
  const [downPct, setDownPct] = useState<number | null>(null);
  const [years, setYears] = useState(TERM_DEFAULT_YEARS);
  const [rate, setRate] = useState(RATE_DEFAULT);

  const r = useMemo(
    () =>
      computeMortgage({
        price,
        residency,
        home,
        offPlan,
        downPaymentPct: downPct ?? 0,
        years,
        annualRatePct: rate,
      }),
    [price, residency, home, offPlan, downPct, years, rate],
  );
  const downMinAmount = Math.round((r.price * r.minDownPaymentPct) / 100);
  const downMaxAmount = Math.round((r.price * DOWN_PAYMENT_MAX_PCT) / 100);
  const downDisplay = t("mortgage.downPaymentValue", {
    amount: money(r.downPayment),
    pct: formatPercent(r.downPaymentPct),
  });

  const disclaimer = t("mortgage.disclaimer", {
    price: money(r.price),
    buyer: t(
      residency === "national"
        ? "mortgage.disclaimer.buyer.national"
        : "mortgage.disclaimer.buyer.nonNational",
    ),
    home: t(home === "first" ? "mortgage.disclaimer.home.first" : "mortgage.disclaimer.home.second"),
    offPlan: offPlan ? t("mortgage.disclaimer.offPlan") : "",
    pct: formatPercent(r.downPaymentPct),
    down: money(r.downPayment),
    minPct: formatPercent(r.minDownPaymentPct),
    loan: money(r.loan),
    years: r.years,
    rate: formatPercent(r.annualRatePct),
    trustee: formatNumber(r.price < FEES.trusteeLowBelow ? FEES.trusteeFeeLow : FEES.trusteeFee),
  });

  const yearsText = (n: number) => t("mortgage.years", { n });
  const sliders: SliderProps[] = [
    {
      label: t("mortgage.price"),
      input: t("mortgage.priceInput"),
      at: [r.price, PRICE_MIN, PRICE_MAX, PRICE_STEP],
      onChange: setPrice,
      format: money,
    },
    {
      label: t("mortgage.downPayment"),
      input: t("mortgage.downPaymentInput"),
      at: [r.downPaymentPct, r.minDownPaymentPct, DOWN_PAYMENT_MAX_PCT, 1],
      onChange: setDownPct,
      format: formatPercent,
      display: downDisplay,
      hint: t("mortgage.minimum", { pct: formatPercent(r.minDownPaymentPct) }),
      // The box takes the down payment in dirhams; the slider moves it in percent of the price.
      box: {
        value: r.downPayment,
        min: downMinAmount,
        max: downMaxAmount,
        onCommit: (amount) => setDownPct((amount / r.price) * 100),
      },
    },
    {
      label: t("mortgage.term"),
      input: t("mortgage.termInput"),
      at: [r.years, TERM_MIN_YEARS, TERM_MAX_YEARS, 1],
      onChange: setYears,
      format: yearsText,
    },
    {
      label: t("mortgage.rate"),
      input: t("mortgage.rateInput"),
      at: [r.annualRatePct, RATE_MIN, RATE_MAX, RATE_STEP],
      onChange: setRate,
      format: formatPercent,
      box: { step: RATE_STEP, round: (n) => Math.round(n * 100) / 100, suffix: "%" },
    },
  ];

  const costs: [string, number][] = [
    [t("mortgage.fee.dld"), r.upfront.dldTransfer],
    [t("mortgage.fee.dldAdmin"), r.upfront.dldAdmin],
    [t("mortgage.fee.registration"), r.upfront.mortgageRegistration],
    [t("mortgage.fee.trustee"), r.upfront.trustee],
    [t("mortgage.fee.agency"), r.upfront.agency],
  ];

  return (
    <section aria-labelledby={`${name}-title`} className="rounded-2xl border border-line bg-paper p-5 md:p-8">
      <div className="mb-6 flex items-start gap-3">
        <Calculator aria-hidden="true" className="mt-1 size-6 shrink-0 text-sand-dark" />
        <div>
          <h2 id={`${name}-title`} className="text-2xl md:text-3xl">
            {t("mortgage.title")}
          </h2>
          <p className="mt-1 text-muted">{t(forSale ? "mortgage.lead" : "mortgage.leadRental")}</p>
        </div>
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <Choice
              legend={t("mortgage.buyer")}
              name={`${name}-residency`}
              value={residency}
              onChange={setResidency}
              options={[
                { value: "nonNational", label: t("mortgage.buyer.nonNational") },
                { value: "national", label: t("mortgage.buyer.national") },
              ]}
            />
            <Choice
              legend={t("mortgage.home")}
              name={`${name}-home`}
              value={home}
              onChange={setHome}
              options={[
                { value: "first", label: t("mortgage.home.first") },
                { value: "second", label: t("mortgage.home.second") },
              ]}
            />
          </div>
          {offPlan ? (
            <p className="rounded-md bg-sand-light px-4 py-3 text-sm">{t("mortgage.offPlanNote")}</p>
          ) : null}

          {sliders.map((slider) => (
            <SliderField key={slider.input} {...slider} />
          ))}
        </div>

        <div className="space-y-5">
          <div className="rounded-xl bg-ink p-6 text-white" aria-live="polite" aria-atomic="true">
            <p className="text-sm text-white/75">{t("mortgage.monthly")}</p>
            <p className="mt-1 font-display text-4xl tabular-nums" data-testid="mortgage-monthly">
              {money(r.monthly)}
            </p>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-white/75">{t("mortgage.loan")}</dt>
                <dd className="tabular-nums" data-testid="mortgage-loan">
                  {money(r.loan)}
                </dd>
              </div>
              <div>
                <dt className="text-white/75">{t("mortgage.totalInterest")}</dt>
                <dd className="tabular-nums" data-testid="mortgage-interest">
                  {money(r.totalInterest)}
                </dd>
              </div>
            </dl>
          </div>

          <div>
            <h3 className="mb-2 font-sans text-base font-semibold">{t("mortgage.upfront")}</h3>
            <dl className="divide-y divide-line text-sm">
              {costs.map(([label, amount]) => (
                <div key={label} className="flex justify-between gap-4 py-2">
                  <dt className="text-muted">{label}</dt>
                  <dd className="shrink-0 tabular-nums">{money(amount)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 py-2 font-semibold">
                <dt>{t("mortgage.fee.total")}</dt>
                <dd className="shrink-0 tabular-nums" data-testid="mortgage-upfront">
                  {money(r.upfront.total)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 py-2 font-semibold">
                <dt>{t("mortgage.cashNeeded")}</dt>
                <dd className="shrink-0 tabular-nums">{money(r.cashNeeded)}</dd>
              </div>
            </dl>
          </div>
          <p className="text-xs leading-relaxed text-muted" data-testid="mortgage-disclaimer">
            {disclaimer}
          </p>
        </div>
      </div>
    </section>
  );
}
