/**
 * Strings of saved searches with alerts, the visitor's own page and favourites by email (issue 23):
 * the "Alert me" form under every results page and the pages its emails open. An area of its own, so
 * the listing pages carry these strings and not the whole forms area.
 */
export const alerts = {
  "alerts.form.heading": "Hear about new homes like these",
  "alerts.form.lead":
    "We email you when a listing that matches this search is published. Nothing is sent until you confirm, and every email can stop it in one click.",
  "alerts.form.email": "Your email",
  "alerts.form.frequency": "How often",
  "alerts.form.submit": "Alert me",
  "alerts.form.leaveEmpty": "Leave this field empty",
  "alerts.form.sending": "Saving…",
  "alerts.form.done":
    "Almost done: open the email we sent to {email} and press its button to start this alert.",
  "alerts.form.failed": "We could not save your alert. Please try again.",
  "alerts.form.back": "Back to your search",
  "alerts.frequency.instant": "As soon as one is published",
  "alerts.frequency.daily": "Once a day",
  "alerts.frequency.weekly": "Once a week",
  "alerts.find.title": "Your alerts and favourites",
  "alerts.find.lead":
    "Your saved searches, the listings you keep and your newsletter subscription are on a page of your own, with no password: we email you the link.",
  "alerts.find.submit": "Email me the link",
  "alerts.find.fromSaved": "Kept your list on your email, or have alerts? Get the link to your page",
  "alerts.find.done":
    "If {email} has alerts or favourites with us, an email with the link to its page is on its way. It can take a minute.",
  "alerts.keep.heading": "Keep this list on any device",
  "alerts.keep.lead":
    "We email you a link to your own page with these listings; there you can ask to hear when a price drops.",
  "alerts.keep.submit": "Email me the link",
  "alerts.keep.done": "Done: open the email we sent to {email} to see your list on any device.",
} as const;
