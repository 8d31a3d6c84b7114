/**
 * Strings of the pages the visitor's emails open (issue 23): confirming alerts, stopping one, the
 * visitor's own page, and the alerts' problems. Apart from the "Alert me" form's few strings
 * (./alerts.ts), so the listing pages do not carry them.
 */
export const visitor = {
  "visitor.frequencyShort.instant": "Instantly",
  "visitor.frequencyShort.daily": "Daily",
  "visitor.frequencyShort.weekly": "Weekly",
  "visitor.error.page": "Alerts can be saved from a listing page or a search result.",
  "visitor.error.filters": "This search has a filter we cannot use. Change it and try again.",
  "visitor.error.frequency": "Choose how often to hear about new listings.",
  "visitor.error.tooMany": "This address already has 20 alerts. Delete one from your page first.",
  "visitor.error.tooManyFavourites":
    "This address already keeps 100 listings. Remove some from your page first.",
  "visitor.error.favourites": "There are no saved listings to keep.",
  "visitor.error.notFound": "That alert or listing is not on your page any more.",
  "visitor.error.price": "Enter a price as a number, 0 or more.",
  "visitor.error.priceOrder": "The lowest price must not be above the highest.",
  "visitor.error.bedroom": "Choose a number of bedrooms.",
  "visitor.error.rateLimited": "Too many tries from here. Please wait a minute and try again.",
  "visitor.confirm.title": "Start your alerts",
  "visitor.confirm.lead":
    "Start emailing {email} when new listings match {n, plural, one {this search} other {these searches}}?",
  "visitor.confirm.button": "Start my alerts",
  "visitor.confirm.none": "{email} has no alert waiting to start.",
  "visitor.confirmed.title": "Your alerts have started",
  "visitor.confirmed.body":
    "{n, plural, =0 {Your alerts were already on.} one {One alert started.} other {# alerts started.}} We will email {email} when a listing that matches is published; every email has a link to stop it.",
  "visitor.link.invalid.title": "This link does not work",
  "visitor.link.invalid.body":
    "It may be incomplete: open it from the email again, or copy the whole address. Or ask for a new link below.",
  "visitor.link.expired.title": "This link has expired",
  "visitor.link.expired.body":
    "For your safety, links to your page work for a limited time. Ask for a new one below.",
  "visitor.link.gone.title": "Nothing is kept for this link",
  "visitor.link.gone.body":
    "Its alerts and favourites were deleted. You can save a new search from any listing page.",
  "visitor.stop.title": "Stop this alert",
  "visitor.stop.lead": "Stop emailing {email} about this search?",
  "visitor.stop.button": "Stop this alert",
  "visitor.stopped.title": "The alert is stopped",
  "visitor.stopped.body":
    "You will get no more emails about this search. It is deleted; your other alerts go on.",
  "visitor.stopFavourites.title": "Stop news of your favourites",
  "visitor.stopFavourites.lead": "Stop emailing {email} when a listing you keep changes price or status?",
  "visitor.stopFavourites.button": "Stop these emails",
  "visitor.stoppedFavourites.title": "No more news of your favourites",
  "visitor.stoppedFavourites.body":
    "Your favourites stay on your page; turn the emails on again there whenever you like.",
  "visitor.openPage": "Open your page",
  "visitor.page.title": "Your alerts and favourites",
  "visitor.page.lead":
    "Everything we keep for {email}, in one place. Only someone with this link can open it.",
  "visitor.page.searches": "Saved searches",
  "visitor.page.noSearches": "No saved searches. Use “Alert me” on any listing page to add one.",
  "visitor.page.status.pending": "Waiting for confirmation",
  "visitor.page.status.active": "On",
  "visitor.page.status.paused": "Paused",
  "visitor.page.lastSent": "Last email: {date}",
  "visitor.page.open": "Open this search",
  "visitor.page.edit": "Change",
  "visitor.page.bedrooms": "Bedrooms",
  "visitor.page.any": "Any",
  "visitor.page.save": "Save changes",
  "visitor.page.pause": "Pause",
  "visitor.page.resume": "Resume",
  "visitor.page.delete": "Delete",
  "visitor.page.start": "Start {n, plural, one {the waiting alert} other {the # waiting alerts}}",
  "visitor.page.favourites": "Favourites",
  "visitor.page.noFavourites":
    "No favourites kept on this address. Save listings with the heart, then keep them here from your saved listings.",
  "visitor.page.unavailable": "No longer available",
  "visitor.page.remove": "Remove",
  "visitor.page.favouriteAlerts": "Email me when a favourite's price drops or it stops being available",
  "visitor.page.favouriteAlertsSave": "Save",
  "visitor.page.newsletter": "Newsletter",
  "visitor.page.newsletter.confirmed": "You receive our newsletter.",
  "visitor.page.newsletter.pending": "Waiting for you to confirm from the email we sent.",
  "visitor.page.newsletter.none": "You do not receive our newsletter.",
  "visitor.page.newsletter.subscribe": "Subscribe",
  "visitor.page.newsletter.unsubscribe": "Unsubscribe",
  "visitor.page.forget": "Delete everything about me",
  "visitor.page.forgetLead":
    "Deletes your saved searches, favourites, newsletter subscription and the emails we sent you about them, at once. Messages you sent to our agents stay with the agency; ask us if you want them removed too.",
  "visitor.page.forgetConfirm": "Yes, delete everything about {email}",
  "visitor.page.forgotten.title": "Everything is deleted",
  "visitor.page.forgotten.body":
    "We keep nothing more about your alerts, favourites or newsletter. This link no longer works.",
  "visitor.page.done": "Saved.",
  "visitor.form.failed": "We could not save your alert. Please try again.",
  "visitor.form.back": "Back to your search",
  "visitor.find.title": "Your alerts and favourites",
  "visitor.find.lead":
    "Your saved searches, the listings you keep and your newsletter subscription are on a page of your own, with no password: we email you the link.",
  "visitor.find.submit": "Email me the link",
  "visitor.find.done":
    "If {email} has alerts or favourites with us, an email with the link to its page is on its way. It can take a minute.",
} as const;
