/** The hidden field that people leave empty and naive bots fill (docs/product/api.md "Public form endpoints"). */
export const HONEYPOT_FIELD = "website";
