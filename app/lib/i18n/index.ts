import { createContext, createElement, type ReactNode, useCallback, useContext } from "react";
import type { admin } from "./en/admin.ts";
import type { content } from "./en/content.ts";
import type { forms } from "./en/forms.ts";
import { en } from "./en/index.ts";

/** Every key of every area; an area's strings are present once a module of that area is loaded. */
export type MessageKey = keyof typeof en | keyof typeof admin | keyof typeof content | keyof typeof forms;
export type Vars = Record<string, string | number>;
const LOCALES = ["en"] as const;
export type Locale = (typeof LOCALES)[number];

const english: Record<string, string> = { ...en };
const catalogues: Record<Locale, Record<string, string>> = { en: english };

/**
 * Adds an area's strings (app/lib/i18n/admin.ts, content.ts, forms.ts: each imported by every module
 * that uses that area's keys, which `areas.test.ts` checks). The server loads every route, so it has
 * them all.
 */
export function addMessages(messages: Partial<Record<MessageKey, string>>): void {
  Object.assign(english, messages);
}
const RTL = new Set<string>(["ar"]);

export function dirOf(locale: string): "ltr" | "rtl" {
  return RTL.has(locale) ? "rtl" : "ltr";
}

/** Looks a key up and fills `{name}` placeholders. Unknown keys fall back to English. */
export function translate(locale: Locale, key: MessageKey, vars?: Vars): string {
  const template = catalogues[locale]?.[key] ?? english[key] ?? key;
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
