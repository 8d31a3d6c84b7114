/** `https://wa.me/<digits>` with an optional prefilled message. */
export function whatsappHref(number: string, text?: string): string {
  const digits = number.replace(/\D+/g, "").replace(/^00/, "");
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** `tel:` link keeping only what a dialler understands. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
