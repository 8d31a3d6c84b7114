import { createContext, createElement, type ReactNode, useCallback, useContext } from "react";
import { en } from "./en/index.ts";

export type MessageKey = keyof typeof en;
export type Vars = Record<string, string | number>;
export const LOCALES = ["en"] as const;
export type Locale = (typeof LOCALES)[number];

const catalogues: Record<Locale, Record<MessageKey, string>> = { en };
const RTL = new Set<string>(["ar"]);

export function dirOf(locale: string): "ltr" | "rtl" {
  return RTL.has(locale) ? "rtl" : "ltr";
}

/** Looks a key up and fills `{name}` placeholders. Unknown keys fall back to English. */
export function translate(locale: Locale, key: MessageKey, vars?: Vars): string {
  const template = catalogues[locale]?.[key] ?? en[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

const LocaleContext = createContext<Locale>("en");

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return createElement(LocaleContext.Provider, { value: locale }, children);
}

export type Translate = (key: MessageKey, vars?: Vars) => string;

export function useT(): Translate {
  const locale = useContext(LocaleContext);
  return useCallback((key: MessageKey, vars?: Vars) => translate(locale, key, vars), [locale]);
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
